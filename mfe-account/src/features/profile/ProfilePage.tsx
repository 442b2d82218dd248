import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { useMediaUrl } from '@phuket/shared/config';
import { CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { displayPhone, hasCompany, roleLabel } from './format';
import { SessionsSection } from './SessionsSection';
import '../../common/forms.css';
import './profile.css';

export default observer(function ProfilePage() {
  const { session, currency } = useStores();
  const mediaUrl = useMediaUrl();
  const user = session.user;
  const t = useMessages(accountMessages);
  useDocumentTitle(t('profile.title'));
  if (!user) {
    return (
      <div className="container account-page">
        <p role="status">{t('profile.loading')}</p>
      </div>
    );
  }

  const avatar = mediaUrl(user.avatar_path);
  const logo = mediaUrl(user.company_logo_path);
  const shownCurrency = isCurrency(user.currency) ? user.currency : currency.current;
  const edit = (section: string) => `${paths.profileEdit}#${section}`;
  const role = roleLabel(user.role);

  return (
    <div className="container account-page profile">
      <section className="profile-card" aria-labelledby="profile-title">
        <div className="profile-card__top">
          <div className="profile-card__avatar">
            {avatar ? (
              <img src={avatar} alt={user.name} />
            ) : (
              <span aria-hidden="true">{session.initial}</span>
            )}
          </div>
          <div className="profile-card__who">
            <p className="profile-card__eyebrow">{t('profile.title')}</p>
            <h1 id="profile-title" data-user-content>
              {user.name}
            </h1>
            <p className="profile-card__role">
              <span className="visually-hidden">{t('profile.role')} </span>
              {role ? t(role) : '—'}
            </p>
          </div>
          <Link to={paths.profileEdit} className="button profile-card__edit">
            {t('profile.edit')}
          </Link>
        </div>
        <dl className="profile-details">
          <DetailRow
            term={t('fields.email')}
            to={edit('email')}
            actionLabel={
              user.email_verified ? t('profile.change_email') : t('profile.confirm_email')
            }
            action={user.email_verified ? t('profile.change') : t('profile.confirm')}
          >
            <span data-user-content>{user.email}</span>
            {!user.email_verified && (
              <span className="profile-details__flag">{t('profile.email_unconfirmed')}</span>
            )}
          </DetailRow>
          <DetailRow
            term={t('fields.phone')}
            to={edit('phone')}
            actionLabel={t('profile.change_phone')}
            action={t('profile.change')}
          >
            {displayPhone(user.phone) ?? <span className="muted">{t('profile.not_set')}</span>}
          </DetailRow>
          <DetailRow
            term={t('settings.currency')}
            to={edit('settings')}
            actionLabel={t('profile.change_currency')}
            action={t('profile.change')}
          >
            {shownCurrency} ({CURRENCY_SIGNS[shownCurrency]})
          </DetailRow>
          {hasCompany(user.role) ? (
            <DetailRow
              term={t('images.logo')}
              to={edit('images')}
              actionLabel={logo ? t('profile.change_logo') : t('profile.upload_logo')}
              action={logo ? t('profile.change') : t('profile.upload')}
            >
              {logo ? (
                <img className="profile-details__logo" src={logo} alt={t('images.logo')} />
              ) : (
                <span className="muted">{t('profile.no_logo')}</span>
              )}
            </DetailRow>
          ) : null}
          <DetailRow
            term={t('fields.password')}
            to={edit('password')}
            actionLabel={t('profile.change_password')}
            action={t('profile.change')}
          >
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('profile.password_set')}</span>
          </DetailRow>
        </dl>
        <p className="profile-card__more">
          <Link to={edit('notifications')}>{t('profile.notification_preferences')}</Link>
        </p>
      </section>
      <SessionsSection key={user.id} />
    </div>
  );
});

/** One line of the details: what it is, its value, and a link to the section that edits it. */
function DetailRow({
  term,
  to,
  actionLabel,
  action,
  userContent,
  children,
}: {
  term: string;
  to: string;
  /** The link's accessible name: the visible "Change" alone would not say what changes. */
  actionLabel: string;
  action: string;
  /** The value is the user's own text (their email), not words of the site. */
  userContent?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="profile-details__row">
      <dt>{term}</dt>
      <dd data-user-content={userContent || undefined}>{children}</dd>
      <dd className="profile-details__action">
        <Link to={to} aria-label={actionLabel}>
          {action}
        </Link>
      </dd>
    </div>
  );
}

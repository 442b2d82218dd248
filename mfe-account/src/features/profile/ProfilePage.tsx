import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { useMediaUrl } from '@phuket/shared/config';
import { CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { displayPhone, roleLabel } from './format';
import { SessionsSection } from './SessionsSection';
import '../../common/forms.css';
import './profile.css';

export default observer(function ProfilePage() {
  const { session, currency } = useStores();
  const mediaUrl = useMediaUrl();
  const user = session.user;
  if (!user) {
    return (
      <div className="container account-page">
        <p role="status">Loading your profile…</p>
      </div>
    );
  }

  const avatar = mediaUrl(user.avatar_path);
  const logo = mediaUrl(user.company_logo_path);
  const shownCurrency = isCurrency(user.currency) ? user.currency : currency.current;
  const edit = (section: string) => `${paths.profileEdit}#${section}`;

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
            <p className="profile-card__eyebrow">My profile</p>
            <h1 id="profile-title">{user.name}</h1>
            <p className="profile-card__role">
              <span className="visually-hidden">Role: </span>
              {roleLabel(user.role)}
            </p>
          </div>
          <Link to={paths.profileEdit} className="button profile-card__edit">
            Edit profile
          </Link>
        </div>
        <dl className="profile-details">
          <DetailRow term="Email" to={edit('email')} actionLabel="Change email">
            {user.email}
          </DetailRow>
          <DetailRow term="Phone" to={edit('phone')} actionLabel="Change phone">
            {displayPhone(user.phone) ?? <span className="muted">Not set</span>}
          </DetailRow>
          <DetailRow term="Currency" to={edit('settings')} actionLabel="Change currency">
            {shownCurrency} ({CURRENCY_SIGNS[shownCurrency]})
          </DetailRow>
          <DetailRow
            term="Company logo"
            to={edit('images')}
            actionLabel={logo ? 'Change company logo' : 'Upload company logo'}
            action={logo ? 'Change' : 'Upload'}
          >
            {logo ? (
              <img className="profile-details__logo" src={logo} alt="Company logo" />
            ) : (
              <span className="muted">No logo yet</span>
            )}
          </DetailRow>
          <DetailRow term="Password" to={edit('password')} actionLabel="Change password">
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">Set</span>
          </DetailRow>
        </dl>
        <p className="profile-card__more">
          <Link to={edit('notifications')}>Notification preferences</Link>
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
  action = 'Change',
  children,
}: {
  term: string;
  to: string;
  /** The link's accessible name: the visible "Change" alone would not say what changes. */
  actionLabel: string;
  action?: string;
  children: ReactNode;
}) {
  return (
    <div className="profile-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
      <dd className="profile-details__action">
        <Link to={to} aria-label={actionLabel}>
          {action}
        </Link>
      </dd>
    </div>
  );
}

import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from '@phuket/shared/router';
import type { User } from '@phuket/shared/domain';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { AgentPageSection } from './AgentPageSection';
import { EmailSection } from './EmailSection';
import { hasAgentPage, hasCompany } from './format';
import { ImagesSection } from './ImagesSection';
import { NameSection } from './NameSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { SettingsSection } from './SettingsSection';
import '../../common/forms.css';
import './profile.css';

const SECTIONS = [
  { id: 'name', label: msgId('fields.name') },
  { id: 'email', label: msgId('fields.email') },
  { id: 'phone', label: msgId('fields.phone') },
  { id: 'password', label: msgId('fields.password') },
  { id: 'images', label: msgId('profile_edit.images'), buyerLabel: msgId('images.photo') },
  { id: 'settings', label: msgId('settings.title') },
  { id: 'agent-page', label: msgId('agent_page.title'), agentsOnly: true },
  { id: 'notifications', label: msgId('notifications.title') },
] as const;

/** A buyer's images section holds their photo alone. */
function sectionLabel(section: (typeof SECTIONS)[number], company: boolean): string {
  return 'buyerLabel' in section && !company ? section.buyerLabel : section.label;
}

/**
 * Scrolls to a section without a fragment navigation: the router would treat that as a
 * history pop and could restore an old scroll position instead.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

export default observer(function ProfileEditPage() {
  const { session } = useStores();
  const { hash } = useLocation();
  const user = session.user;
  const t = useMessages(accountMessages);
  useDocumentTitle(t('profile.edit'));

  // The page arrives after the router's own hash scrolling ran (it is loaded lazily), so a
  // link like /profile/edit#password scrolls here once the sections exist.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  if (!user) {
    return (
      <div className="container account-page">
        <p role="status">{t('profile.loading')}</p>
      </div>
    );
  }

  const onUser = (next: User) => session.setUser(next);
  const company = hasCompany(user.role);

  return (
    <div className="container account-page profile-edit">
      <div className="profile-edit__head">
        <Link to={paths.profile} className="profile-edit__back">
          {t('profile_edit.back')}
        </Link>
        <h1>{t('profile.edit')}</h1>
      </div>
      <div className="profile-edit__layout">
        <nav className="profile-edit__nav" aria-label={t('profile_edit.sections')}>
          <ul>
            {SECTIONS.filter(
              (section) => !('agentsOnly' in section) || hasAgentPage(user.role),
            ).map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                  {t(sectionLabel(section, company))}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Keyed by user id: another account signing in gets fresh forms, not stale text. */}
        <div className="profile-edit__sections" key={user.id}>
          <NameSection name={user.name} onUser={onUser} />
          <EmailSection email={user.email} verified={user.email_verified} onUser={onUser} />
          <PhoneSection phone={user.phone} onUser={onUser} />
          <PasswordSection email={user.email} name={user.name} />
          <ImagesSection user={user} initial={session.initial} onUser={onUser} />
          <SettingsSection
            saved={user.currency}
            contacts={hasAgentPage(user.role) ? user : undefined}
            onUser={onUser}
          />
          {hasAgentPage(user.role) ? <AgentPageSection userId={user.id} /> : null}
          <NotificationsSection />
        </div>
      </div>
    </div>
  );
});

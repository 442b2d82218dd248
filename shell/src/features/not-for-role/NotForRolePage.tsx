import type { Role } from '@phuket/shared/domain';
import { Link } from '@phuket/shared/router';
import { LANGUAGE_TAGS, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { accountLinksFor } from '@phuket/shared/routes';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountLinkText } from '../../common/account-link-text';
import { shellMessages } from '../../common/messages';
import './not-for-role.css';

/** Each role's plural name, inside the heading "This page is for …". */
const PLURAL: Record<Role, string> = {
  broker: msgId('not_for_role.roles_broker'),
  developer: msgId('not_for_role.roles_developer'),
  admin: msgId('not_for_role.roles_admin'),
  buyer: msgId('not_for_role.roles_buyer'),
};

export interface NotForRolePageProps {
  /** Who the page is for (the route's roles). */
  roles: readonly Role[];
  /** What the page is for (the route's purpose). */
  purpose: string;
  /** The signed-in user's role, which the page does not list. */
  role: Role;
}

/**
 * A signed-in user opened a page of another role (an admin on /listing): instead of the home
 * page without a word, they read who the page is for, what it does, and where their own work
 * is. Its heading names it, so the focus moved there on arrival reads it out.
 */
export function NotForRolePage({ roles, purpose, role }: NotForRolePageProps) {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  // "brokers and developers", "брокеров и застройщиков": each language joins its own list.
  const list = new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }).format(
    roles.map((each) => t(PLURAL[each])),
  );
  const heading = t('not_for_role.heading', { roles: list });
  const links = accountLinksFor(role);

  useDocumentTitle(heading);

  return (
    <div className="container not-for-role">
      <h1>{heading}</h1>
      <p>{purpose}</p>
      <h2>{t('not_for_role.yours', { role })}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{accountLinkText(t, link)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

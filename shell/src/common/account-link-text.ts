import { msgId, type Translate } from '@phuket/shared/i18n';
import { paths, type AccountLink } from '@phuket/shared/routes';

/** The work areas' words, by where they lead (shared/routes lists the links by role). */
const ACCOUNT_LINK_TEXT: Readonly<Record<string, string>> = {
  [paths.profile]: msgId('account.profile'),
  [paths.listings]: msgId('account.listings'),
  [paths.presentations]: msgId('account.presentations'),
  [paths.profileEnquiries]: msgId('account.enquiries'),
  [paths.profileSavedSearches]: msgId('account.saved_searches'),
  [paths.profileSentEnquiries]: msgId('account.sent_enquiries'),
  [paths.databaseDevelopers]: msgId('account.developers_database'),
  [paths.databaseProjects]: msgId('account.projects_database'),
  [paths.staffOverview]: msgId('account.staff_overview'),
  [paths.listingModeration]: msgId('account.moderation'),
  [paths.databaseClaims]: msgId('account.company_claims'),
  [paths.staffUsers]: msgId('account.staff_users'),
  [paths.staffAuditLog]: msgId('account.audit_log'),
};

/** A work area's name in the page's language (its English label if it has no message yet). */
export function accountLinkText(t: Translate, link: AccountLink): string {
  const id = ACCOUNT_LINK_TEXT[link.to];
  return id === undefined ? link.label : t(id);
}

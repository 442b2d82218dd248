import type { Role } from '../domain/enums';
import { ADMIN_ROLES, DATABASE_ROLES, ENQUIRY_ROLES, LISTING_ROLES } from './manifest';

export * from './manifest';

// Link builders for the paths of docs/product-rules.md §2; routes.test.ts checks each against the areas' routes.
export const paths = {
  home: '/',
  properties: '/properties',
  property: (id: number | string) => `/properties/${id}`,
  developers: '/developers',
  developer: (id: number | string) => `/developers/${id}`,
  projects: '/projects',
  project: (id: number | string) => `/projects/${id}`,
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  favourites: '/favourites',
  /** The compare view; `?ids=1,2,3` names up to COMPARE_MAX listings in order. */
  compare: '/compare',
  agent: (id: number | string) => `/agents/${id}`,
  terms: '/terms',
  /** How a foreigner can hold property in Thailand: the page the ownership panels link to. */
  foreignOwnership: '/foreign-ownership',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  resetPassword: '/reset-password',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileEnquiries: '/profile/enquiries',
  profileSavedSearches: '/profile/saved-searches',
  /** What the user sent from the enquiry forms while signed in, with the recipient's mark. */
  profileSentEnquiries: '/profile/sent-enquiries',
  listingCreate: '/listing/create',
  listingCreateStep: (id: number | string) => `/listing/create/${id}`,
  listings: '/listing',
  /** Admins: listings waiting for a decision (new, look-alikes, reported). */
  listingModeration: '/listing/moderation',
  /** Admins: the counts staff watch, with the last 90 days as charts. */
  staffOverview: '/staff/overview',
  /** Admins: every account, with verify, block and role. */
  staffUsers: '/staff/users',
  /** Admins: one account's listings, companies, projects, presentations and enquiries. */
  staffUserRecords: (id: number | string) => `/staff/users/${id}`,
  /** Admins: every staff action. */
  staffAuditLog: '/staff/audit-log',
  presentations: '/presentations',
  presentationCreate: '/presentations/create',
  presentationEdit: (slug: string) => `/presentation/${slug}/edit`,
  presentation: (slug: string) => `/presentation/${slug}`,
  databaseDevelopers: '/database/developers',
  /** Admins: company claims and same-name developer publications waiting for a decision. */
  databaseClaims: '/database/claims',
  databaseDeveloperCreate: '/database/developers/create',
  databaseDeveloperStep: (id: number | string) => `/database/developers/${id}/create`,
  databaseProjects: '/database/projects',
  databaseProjectCreate: '/database/projects/create',
  databaseProjectStep: (id: number | string) => `/database/projects/${id}/create`,
} as const;

/**
 * Every link `paths` can build, with a sample id or slug: the areas' tests check that each
 * one opens a route its owning area declares.
 */
export function pathSamples(): string[] {
  return Object.values(paths).map((build) => (typeof build === 'function' ? build('7') : build));
}

/** Header links of docs/product-rules.md §2 "Header", with their exact query strings. */
export const headerLinks = [
  { label: 'Buy', to: '/properties?offer_type=Sale' },
  { label: 'Rent', to: '/properties?offer_type=Rent' },
  { label: 'Commercial', to: '/properties?property_type=Commercial' },
  { label: 'New projects', to: '/properties?property_stage=Off-plan' },
] as const;

/**
 * Where "Sell" and "List your property" lead: a signed-in user straight to the listing wizard
 * (the guard tells an admin what it is for), a guest to an account first (docs/product-rules.md §2 "Sell").
 */
export function sellPath(signedIn: boolean): string {
  return signedIn ? paths.listingCreate : paths.register;
}

/**
 * What a page hands the sign-in and registration screens in the router's state: where to come
 * back to, and which account to offer first (a visitor saving a search or their favourites is
 * a buyer; the guard's redirect gives only `from`).
 */
export interface AuthReturnState {
  from: string;
  role?: 'buyer';
}

/** The state for "sign in or create a buyer account, then come back here". */
export function buyerReturnState(from: string): AuthReturnState {
  return { from, role: 'buyer' };
}

export interface AccountLink {
  label: string;
  to: string;
  /** Who has it (docs/product-rules.md §6); none: every signed-in user. */
  roles?: readonly Role[];
}

/** The signed-in user's work areas: the header's account menu lists those of their role. */
export const accountLinks: readonly AccountLink[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'My listings', to: paths.listings, roles: LISTING_ROLES },
  { label: 'Presentations', to: paths.presentations, roles: LISTING_ROLES },
  { label: 'Enquiries', to: paths.profileEnquiries, roles: ENQUIRY_ROLES },
  { label: 'Saved searches', to: paths.profileSavedSearches },
  { label: 'Sent enquiries', to: paths.profileSentEnquiries },
  { label: 'Developers database', to: paths.databaseDevelopers, roles: DATABASE_ROLES },
  { label: 'Projects database', to: paths.databaseProjects, roles: DATABASE_ROLES },
  { label: 'Overview', to: paths.staffOverview, roles: ADMIN_ROLES },
  { label: 'Moderation', to: paths.listingModeration, roles: ADMIN_ROLES },
  { label: 'Company claims', to: paths.databaseClaims, roles: ADMIN_ROLES },
  { label: 'Users', to: paths.staffUsers, roles: ADMIN_ROLES },
  { label: 'Audit log', to: paths.staffAuditLog, roles: ADMIN_ROLES },
];

/** The work areas of `role` (a user whose role is not known yet has those of every user). */
export function accountLinksFor(role: Role | null): AccountLink[] {
  return accountLinks.filter((link) => !link.roles || (role !== null && link.roles.includes(role)));
}

import type { Role } from '@phuket/shared/domain';
import type { RemoteName } from '@phuket/shared/federation';

/** all: everyone; guest: only signed out (SPEC §2); auth: signed in with one of `roles`. */
export type Access = 'all' | 'guest' | 'auth';

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /** Key of the page in the remote's exposed `pages`. */
  page: string;
  access: Access;
  roles?: readonly Role[];
  header: boolean;
  footer: boolean;
}

const ALL_ROLES: readonly Role[] = ['broker', 'admin', 'developer'];
const LISTING_ROLES: readonly Role[] = ['broker', 'developer'];
const DATABASE_ROLES: readonly Role[] = ['admin', 'developer'];

const pub = (path: string, remote: RemoteName, page: string): RouteDef => ({
  path,
  remote,
  page,
  access: 'all',
  header: true,
  footer: true,
});
const guest = (path: string, page: string): RouteDef => ({
  ...pub(path, 'mfe-account', page),
  access: 'guest',
});
const auth = (
  path: string,
  remote: RemoteName,
  page: string,
  roles: readonly Role[],
): RouteDef => ({
  ...pub(path, remote, page),
  access: 'auth',
  roles,
});

/** SPEC §2 route table: every route, its area, access rule, roles and header/footer flags. */
export const routeTable: readonly RouteDef[] = [
  pub('/', 'mfe-catalog', 'home'),
  pub('/properties', 'mfe-catalog', 'properties'),
  pub('/properties/:id', 'mfe-catalog', 'property'),
  pub('/developers/:id', 'mfe-catalog', 'developer'),
  pub('/projects/:id', 'mfe-catalog', 'project'),
  pub('/about-us', 'mfe-catalog', 'about'),
  pub('/agents/:id', 'mfe-catalog', 'agent'),
  pub('/terms', 'mfe-catalog', 'terms'),
  guest('/login', 'login'),
  guest('/register', 'register'),
  guest('/forgot', 'forgot'),
  guest('/reset-password', 'reset-password'),
  auth('/profile', 'mfe-account', 'profile', ALL_ROLES),
  auth('/profile/edit', 'mfe-account', 'profile-edit', ALL_ROLES),
  auth('/listing/create', 'mfe-listings', 'listing-create', LISTING_ROLES),
  auth('/listing/create/:id', 'mfe-listings', 'listing-create-step', LISTING_ROLES),
  auth('/listing', 'mfe-listings', 'my-listings', LISTING_ROLES),
  auth('/presentations', 'mfe-presentations', 'presentations', LISTING_ROLES),
  auth('/presentations/create', 'mfe-presentations', 'presentation-create', LISTING_ROLES),
  auth('/presentation/:slug/edit', 'mfe-presentations', 'presentation-edit', LISTING_ROLES),
  {
    ...pub('/presentation/:slug', 'mfe-presentations', 'presentation'),
    header: false,
    footer: false,
  },
  auth('/database/developers', 'mfe-database', 'developers', DATABASE_ROLES),
  auth('/database/developers/create', 'mfe-database', 'developer-create', DATABASE_ROLES),
  auth('/database/developers/:id/create', 'mfe-database', 'developer-create-step', DATABASE_ROLES),
  auth('/database/projects', 'mfe-database', 'projects', DATABASE_ROLES),
  auth('/database/projects/create', 'mfe-database', 'project-create', DATABASE_ROLES),
  auth('/database/projects/:id/create', 'mfe-database', 'project-create-step', DATABASE_ROLES),
];

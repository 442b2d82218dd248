import type { ComponentType } from 'react';
import { AREA_PREFIXES, matchScore, ownerOf } from '../contract/routes';
import { REMOTE_NAMES, type RemoteName } from '../contract/web';
import type { Role } from '../domain/enums';

/**
 * The route manifest's types and rules. Each area declares its own routes (its
 * `src/app/routes.ts`, pure data); the shell, the standalone harness and the API read those
 * declarations, never a copy. This module stays free of values from React or the browser:
 * the build evaluates an area's routes.ts in Node to emit `dist/routes.json`.
 */

/** The remotes of ARCHITECTURE.md (the contract's list: the API's runtime config names them). */
export { AREA_PREFIXES, REMOTE_NAMES, matchScore, ownerOf, type RemoteName };

/** all: everyone; guest: only signed out (SPEC §2); auth: signed in with one of `roles`. */
export type Access = 'all' | 'guest' | 'auth';

/** What the API puts in a page's head for link previews (api/src/seo); the kind picks the query. */
export type MetaKind =
  | 'home'
  | 'properties'
  | 'property'
  | 'developers'
  | 'developer'
  | 'projects'
  | 'project'
  | 'agent';

/**
 * One route, declared once by the area that owns it. Pure data (JSON): the shell's guard and
 * layout read it before the area's page code is requested, and the API reads it from the
 * area's built `routes.json`. Entries may gain optional fields (e.g. `serverData`, the
 * server data of server-rendered pages); readers ignore what they do not know.
 */
export interface RouteEntry {
  /** A react-router pattern: static segments and `:param` segments. */
  path: string;
  area: RemoteName;
  /** The page's key inside its area (the area's `pages`); unique within the area. */
  page: string;
  access: Access;
  /** `auth` only: the roles that may enter; absent means any signed-in user. */
  roles?: readonly Role[];
  header: boolean;
  footer: boolean;
  /** Listed in /sitemaps/pages.xml (public pages without parameters). */
  sitemap?: boolean;
  /** The API serves this page's head with link-preview meta of this kind. */
  meta?: MetaKind;
}

/** A route with the page component that renders it: what an area's `./area` module holds. */
export interface AreaRoute extends RouteEntry {
  component: ComponentType;
}

/** The `./routes` module every remote exposes: metadata only, no page code. */
export interface RoutesModule {
  routes: readonly RouteEntry[];
}

/** The `./area` module every remote exposes: each route with its (lazy) page component. */
export interface AreaModule {
  routes: readonly AreaRoute[];
  /**
   * Areas with server-rendered pages: the page's component once its code has arrived, for
   * hydrating the server's HTML without suspending.
   */
  preloadPage?: (page: string) => Promise<ComponentType | undefined>;
}

export const ALL_ROLES: readonly Role[] = ['broker', 'admin', 'developer'];
export const LISTING_ROLES: readonly Role[] = ['broker', 'developer'];
export const DATABASE_ROLES: readonly Role[] = ['admin', 'developer'];
/** Moderation pages (duplicate flags). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
/** Who receives enquiries (issue 15): the owners of listings, projects and developers. */
export const ENQUIRY_ROLES: readonly Role[] = ['broker', 'developer'];

type Entry<A extends RemoteName, P extends string> = RouteEntry & { area: A; page: P };
type Extra = Partial<Pick<RouteEntry, 'header' | 'footer' | 'sitemap' | 'meta'>>;

/** A page everyone may open, with header and footer unless `extra` says otherwise. */
export function publicRoute<A extends RemoteName, P extends string>(
  area: A,
  path: string,
  page: P,
  extra: Extra = {},
): Entry<A, P> {
  return { path, area, page, access: 'all', header: true, footer: true, ...extra };
}

/** A page only for signed-out visitors (signed in: redirected). */
export function guestRoute<A extends RemoteName, P extends string>(
  area: A,
  path: string,
  page: P,
): Entry<A, P> {
  return { ...publicRoute(area, path, page), access: 'guest' };
}

/** A page for signed-in users with one of `roles`. */
export function authRoute<A extends RemoteName, P extends string>(
  area: A,
  path: string,
  page: P,
  roles: readonly Role[],
): Entry<A, P> {
  return { ...publicRoute(area, path, page), access: 'auth', roles };
}

/** The page keys an area's routes declare: its `pages` must have a component for each. */
export type PagesOf<R extends readonly RouteEntry[]> = Record<R[number]['page'], ComponentType>;

/** Joins an area's routes with its page components into the exposed `./area` module. */
export function areaModule<R extends readonly RouteEntry[]>(
  routes: R,
  pages: PagesOf<R>,
): AreaModule {
  const byPage: Record<string, ComponentType> = pages;
  return {
    routes: routes.map((route) => {
      const component = byPage[route.page];
      if (!component) throw new Error(`No page component for ${route.path}`);
      return { ...route, component };
    }),
  };
}

/** The route `pathname` opens among `routes`, or undefined. */
export function findRoute<R extends RouteEntry>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  let best: R | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = matchScore(route.path, pathname);
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The manifest rules for one area's declarations; the build refuses an area that breaks
 * them, and each area's unit test runs them. Returns the problems found (empty: fine).
 */
export function checkAreaRoutes(area: RemoteName, routes: readonly RouteEntry[]): string[] {
  const problems: string[] = [];
  const seenPaths = new Set<string>();
  const seenPages = new Set<string>();
  for (const route of routes) {
    const at = `${area} ${route.path}`;
    if (route.area !== area) problems.push(`${at}: declared for ${route.area}`);
    if (!route.path.startsWith('/')) problems.push(`${at}: path must start with /`);
    const probe = route.path.replace(/:[^/]+/g, 'x');
    const owner = ownerOf(probe);
    if (owner !== area) problems.push(`${at}: path is owned by ${owner ?? 'no area'}`);
    if (seenPaths.has(route.path)) problems.push(`${at}: path declared twice`);
    seenPaths.add(route.path);
    if (seenPages.has(route.page)) problems.push(`${at}: page ${route.page} used twice`);
    seenPages.add(route.page);
    if (!['all', 'guest', 'auth'].includes(route.access)) problems.push(`${at}: unknown access`);
    if (route.roles !== undefined && route.access !== 'auth') {
      problems.push(`${at}: roles on a route that is not auth`);
    }
    if (route.roles !== undefined && route.roles.length === 0) problems.push(`${at}: no roles`);
    if (typeof route.header !== 'boolean' || typeof route.footer !== 'boolean') {
      problems.push(`${at}: header and footer flags are required`);
    }
    if (route.sitemap && (route.access !== 'all' || route.path.includes(':'))) {
      problems.push(`${at}: only public pages without parameters belong in the sitemap`);
    }
  }
  return problems;
}

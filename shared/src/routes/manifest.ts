import type { ComponentType } from 'react';
import type { RouteEntry } from '../contract/route-entry';
import {
  AREA_PREFIXES,
  META_KINDS,
  ROUTE_ACCESS,
  findRoute,
  matchScore,
  ownerOf,
  type Access,
  type MetaKind,
} from '../contract/routes';
import { REMOTE_NAMES, type RemoteName } from '../contract/web';
import type { Locale } from '../contract/locales';
import type { Role } from '../domain/enums';

/**
 * The route manifest's types and rules. Each area declares its own routes (its
 * `src/app/routes.ts`, pure data); the shell, the standalone harness and the API read those
 * declarations, never a copy. The entry's shape is the contract's `RouteEntry` schema, which
 * the API validates routes.json with. This module stays free of values from React, TypeBox or
 * the browser: the build evaluates an area's routes.ts in Node to emit `dist/routes.json`.
 */

/** The remotes of ARCHITECTURE.md (the contract's list: the API's runtime config names them). */
export {
  AREA_PREFIXES,
  META_KINDS,
  REMOTE_NAMES,
  findRoute,
  matchScore,
  ownerOf,
  type Access,
  type MetaKind,
  type RemoteName,
  type RouteEntry,
};

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
  /**
   * Fetches the area's words in a language (its own catalog, src/locales); the shell awaits it
   * before rendering any of the area's pages in that language. Absent: English only.
   */
  loadMessages?: (locale: Locale) => Promise<void>;
}

export const ALL_ROLES: readonly Role[] = ['broker', 'admin', 'developer', 'buyer'];
export const LISTING_ROLES: readonly Role[] = ['broker', 'developer'];
export const DATABASE_ROLES: readonly Role[] = ['admin', 'developer'];
/** Moderation pages (duplicate flags). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
/** Who receives enquiries: the owners of listings, projects and developers. */
export const ENQUIRY_ROLES: readonly Role[] = ['broker', 'developer'];

type Entry<A extends RemoteName, P extends string> = RouteEntry & { area: A; page: P };
type Extra = Partial<Pick<RouteEntry, 'header' | 'footer' | 'sitemap' | 'meta' | 'serverRendered'>>;

/**
 * A page everyone may open, with header and footer unless `extra` says otherwise. The entry's
 * type keeps `extra` (`serverRendered: true` above all), so `ServerLoaders` can require a loader.
 */
export function publicRoute<
  A extends RemoteName,
  P extends string,
  const X extends Extra = Record<never, never>,
>(area: A, path: string, page: P, extra: X = {} as X): Entry<A, P> & X {
  return { path, area, page, access: 'all', header: true, footer: true, ...extra };
}

/** The pages of `R` whose routes say `serverRendered: true`. */
export type ServerRenderedPage<R extends readonly RouteEntry[]> = Extract<
  R[number],
  { serverRendered: true }
>['page'];

/**
 * The server data loaders of an area, one per server-rendered route of `R`, keyed by its page:
 * a server-rendered route without a loader, or a loader of no such route, is a type error.
 * The loaders are the area's server code (its server-entry), never part of routes.ts.
 */
export type ServerLoaders<R extends readonly RouteEntry[], Loader> = {
  readonly [P in ServerRenderedPage<R>]: Loader;
};

/** The server-rendered routes among `routes`, each with its loader; throws on a missing one. */
export function serverRenderedRoutes<R extends RouteEntry, Loader>(
  routes: readonly R[],
  loaders: Readonly<Record<string, Loader>>,
): { route: Extract<R, { serverRendered: true }>; load: Loader }[] {
  const rendered = routes.filter(
    (route): route is Extract<R, { serverRendered: true }> => route.serverRendered === true,
  );
  const pages = new Set<string>(rendered.map((route) => route.page));
  const stray = Object.keys(loaders).filter((page) => !pages.has(page));
  if (stray.length > 0) {
    throw new Error(`Loaders of no server-rendered route: ${stray.join(', ')}`);
  }
  return rendered.map((route) => {
    const load = loaders[route.page];
    if (load === undefined) throw new Error(`No server data loader for ${route.path}`);
    return { route, load };
  });
}

/** A page only for signed-out visitors (signed in: redirected). */
export function guestRoute<
  A extends RemoteName,
  P extends string,
  const X extends Extra = Record<never, never>,
>(area: A, path: string, page: P, extra: X = {} as X): Entry<A, P> & X {
  return { ...publicRoute(area, path, page, extra), access: 'guest' };
}

/**
 * A page for signed-in users with one of `roles`. With a `purpose`, a signed-in user of
 * another role is told what the page is for instead of being sent to / (RouteEntry.purpose).
 */
export function authRoute<A extends RemoteName, P extends string>(
  area: A,
  path: string,
  page: P,
  roles: readonly Role[],
  extra: Pick<RouteEntry, 'purpose'> = {},
): Entry<A, P> {
  return { ...publicRoute(area, path, page), access: 'auth', roles: [...roles], ...extra };
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
    if (!ROUTE_ACCESS.includes(route.access)) problems.push(`${at}: unknown access`);
    if (route.roles !== undefined && route.access !== 'auth') {
      problems.push(`${at}: roles on a route that is not auth`);
    }
    if (route.roles !== undefined && route.roles.length === 0) problems.push(`${at}: no roles`);
    if (route.purpose !== undefined && route.roles === undefined) {
      problems.push(`${at}: purpose on a route without roles`);
    }
    if (typeof route.header !== 'boolean' || typeof route.footer !== 'boolean') {
      problems.push(`${at}: header and footer flags are required`);
    }
    if (route.sitemap && (route.access !== 'all' || route.path.includes(':'))) {
      problems.push(`${at}: only public pages without parameters belong in the sitemap`);
    }
    if (route.meta !== undefined && !META_KINDS.includes(route.meta)) {
      problems.push(`${at}: unknown meta kind ${String(route.meta)}`);
    }
    // The server renders for a visitor it knows nothing of: only pages everyone may open, and
    // guest pages (sign-in, registration), which it renders only without the signed-in cookie.
    if (route.serverRendered && route.access === 'auth') {
      problems.push(`${at}: only public and guest pages are server-rendered`);
    }
  }
  return problems;
}

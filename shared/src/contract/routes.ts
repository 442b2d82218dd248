// Route ownership and matching, shared by the shell (shared/src/routes) and the API (404s,
// link previews, sitemap): pure functions, no React.
import { REMOTE_NAMES, type RemoteName } from './web';

/** Who may open a route: everyone, only signed-out visitors (docs/product-rules.md §2), or signed-in users. */
export const ROUTE_ACCESS = ['all', 'guest', 'auth'] as const;
export type Access = (typeof ROUTE_ACCESS)[number];

/**
 * The link-preview heads the API can put in a page's <head> (api/src/seo); a route names its
 * kind (`meta`), and the kind picks the query.
 */
export const META_KINDS = [
  'home',
  'properties',
  'property',
  'developers',
  'developer',
  'projects',
  'project',
  'agent',
  'about',
  'contact',
  'terms',
  'ownership',
] as const;
export type MetaKind = (typeof META_KINDS)[number];
/** The kinds that describe one row, found by the route's `:id`. */
export const ENTITY_META_KINDS = ['property', 'developer', 'project', 'agent'] as const;

/**
 * Which paths each area owns: a prefix owns itself and everything below it
 * (`/listing` owns `/listing/create/7`, not `/listings`); `/` owns only `/`. The shell finds
 * the area of a path here before it downloads anything of that area.
 */
export const AREA_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  'mfe-catalog': [
    '/',
    '/properties',
    '/developers',
    '/projects',
    '/agents',
    '/about-us',
    '/contact-us',
    '/favourites',
    '/compare',
    '/terms',
    '/foreign-ownership',
  ],
  'mfe-account': ['/login', '/register', '/forgot', '/reset-password', '/profile', '/staff'],
  'mfe-listings': ['/listing'],
  'mfe-presentations': ['/presentations', '/presentation'],
  'mfe-database': ['/database'],
};

/** The area owning `pathname` by AREA_PREFIXES, or null (then no area has such a page). */
export function ownerOf(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const area of REMOTE_NAMES) {
    for (const prefix of AREA_PREFIXES[area]) {
      if (prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`)) {
        return area;
      }
    }
  }
  return null;
}

/**
 * How well `pattern` matches `pathname`: null for no match, else the number of static
 * segments (react-router prefers the more static pattern). A trailing slash is ignored, as
 * react-router does.
 */
export function matchScore(pattern: string, pathname: string): number | null {
  const split = (p: string) => p.split('/').filter((segment) => segment !== '');
  const want = split(pattern);
  const got = split(pathname);
  if (want.length !== got.length) return null;
  let score = 0;
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    if (w.startsWith(':')) continue;
    if (w !== got[i]) return null;
    score += 1;
  }
  return score;
}

/** The route `pathname` opens among `routes` (the most static match, as react-router picks). */
export function findRoute<R extends { path: string }>(
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

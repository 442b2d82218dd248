// Route ownership and matching, shared by the shell (shared/src/routes) and the API (404s,
// link previews, sitemap): pure functions, no React.
import { REMOTE_NAMES, type RemoteName } from './web';

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
  ],
  'mfe-account': ['/login', '/register', '/forgot', '/reset-password', '/profile'],
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

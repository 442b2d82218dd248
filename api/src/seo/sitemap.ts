import { LOCALES, localizePath } from '@phuket/shared/contract';

/** sitemaps.org protocol: at most 50 000 URLs (and 50 MB) per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language: a file holds a quarter as many listings. */
export const PAGES_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

/** A route as robots.txt needs it: its pattern and who may see it. */
export interface RobotsRoute {
  path: string;
  access: 'all' | 'guest' | 'auth';
}

/** `/presentation/:slug/edit` becomes `/presentation/<star>/edit`: Google's and Bing's wildcard. */
function robotsPattern(routePath: string): string {
  return routePath.replace(/:[^/]+/g, '*');
}

/** Whether a Disallow line matches a path: a prefix, with `*` for any run of characters. */
export function robotsMatches(rule: string, pathname: string): boolean {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}`).test(pathname);
}

/**
 * What crawlers should leave alone: every page only guests (sign-in forms) or signed-in users
 * see, from the areas' manifests, plus the API. A rule another rule already covers is left
 * out (`/listing` covers `/listing/create`).
 */
export function disallowedPaths(routes: readonly RobotsRoute[]): string[] {
  // Every language's copy of a private page is as private as the English one.
  const rules = [
    ...new Set(
      routes
        .filter((r) => r.access !== 'all')
        .flatMap((r) => LOCALES.map((locale) => localizePath(locale, robotsPattern(r.path)))),
    ),
  ];
  const kept = rules.filter(
    (rule) => !rules.some((other) => other !== rule && robotsMatches(other, rule)),
  );
  return [...kept, '/api/'];
}

/** Text for XML content; also safe inside attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C Datetime as the protocol asks; seconds in UTC are precise enough for a crawler. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
  /** The same page in every language, `x-default` the English one. */
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * The page at `path` once per language, each naming all of them (Google's sitemap form of
 * hreflang): a reader is shown the copy in their language.
 */
export function inEveryLanguage(origin: string, path: string, lastmod: Date | null): SitemapUrl[] {
  const alternates = [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: `${origin}${localizePath(locale, path)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
  return LOCALES.map((locale) => ({
    loc: `${origin}${localizePath(locale, path)}`,
    lastmod,
    alternates,
  }));
}

/**
 * Built as one array join: 50 000 entries are ~4 MB of text, assembled in a few
 * milliseconds, and a complete string lets a database error still become a clean 500
 * instead of a truncated file a crawler would half-parse.
 */
export function urlset(urls: Iterable<SitemapUrl>): string {
  const parts: string[] = [XML_HEAD, `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">\n`];
  for (const u of urls) {
    const links = (u.alternates ?? [])
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
      )
      .join('');
    const lastmod = u.lastmod === null ? '' : `<lastmod>${w3cDate(u.lastmod)}</lastmod>`;
    parts.push(`<url><loc>${escapeXml(u.loc)}</loc>${lastmod}${links}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}

export function robotsTxt(origin: string, routes: readonly RobotsRoute[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(routes).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Number of properties-<n>.xml files for `total` published listings. */
export function propertyPageCount(total: number): number {
  return Math.ceil(total / PAGES_PER_SITEMAP);
}

/**
 * Stands for the origin in a cached sitemap: the origin may differ per request (Host) while
 * the listing rows do not, so the costly part is cached once and the origin put in after.
 */
export const ORIGIN_MARK = '\u0000';

export function withOrigin(template: string, origin: string): string {
  return template.split(ORIGIN_MARK).join(escapeXml(origin));
}

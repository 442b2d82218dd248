/** sitemaps.org protocol: at most 50 000 URLs (and 50 MB) per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Areas only signed-in users (or guests signing in) see: nothing a search result should show. */
export const DISALLOWED = [
  '/profile',
  '/listing',
  '/presentations',
  '/database',
  '/login',
  '/register',
  '/forgot',
  '/reset-password',
  '/api/',
] as const;

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

export interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
}

/**
 * Built as one array join: 50 000 entries are ~4 MB of text, assembled in a few
 * milliseconds, and a complete string lets a database error still become a clean 500
 * instead of a truncated file a crawler would half-parse.
 */
export function urlset(urls: Iterable<SitemapUrl>): string {
  const parts: string[] = [XML_HEAD, `<urlset xmlns="${NS}">\n`];
  for (const u of urls) {
    parts.push(
      u.lastmod === null
        ? `<url><loc>${escapeXml(u.loc)}</loc></url>\n`
        : `<url><loc>${escapeXml(u.loc)}</loc><lastmod>${w3cDate(u.lastmod)}</lastmod></url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Number of properties-<n>.xml files for `total` published listings. */
export function propertyPageCount(total: number): number {
  return Math.ceil(total / SITEMAP_MAX_URLS);
}

/**
 * Stands for the origin in a cached sitemap: the origin may differ per request (Host) while
 * the listing rows do not, so the costly part is cached once and the origin put in after.
 */
export const ORIGIN_MARK = '\u0000';

export function withOrigin(template: string, origin: string): string {
  return template.split(ORIGIN_MARK).join(escapeXml(origin));
}

import fs from 'node:fs';
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  localizePath,
  type Locale,
  SITE_NAME,
} from '@phuket/shared/contract';
import { fillRoot, type ServerRenderedHtml } from '../ssr/server-render';

/** Text for an HTML text node or a quoted attribute value: nothing in it can end either. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Whitespace collapsed, then cut at a word boundary near `max` characters with an ellipsis. */
export function snippet(text: string | null | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A single long word (a URL pasted into a description) is cut where it is.
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** What one page says about itself in its <head>. */
export interface PageMeta {
  /** The whole <title>, site name included. */
  title: string;
  /** og:title: the title without the site name, which og:site_name already carries. */
  ogTitle: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the preview image, if the entity has a picture. */
  image: string | null;
  imageWidth?: number;
  imageHeight?: number;
  /** Keep the page out of search results (an owner's preview). */
  noindex?: boolean;
  /** The same page in every language (hreflang), `x-default` the English one. */
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * The page at `path` (below any language prefix) in every language, for hreflang links and
 * the sitemap: search engines show each reader the page in their language.
 */
export function alternatesOf(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: `${origin}${localizePath(locale, path)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${localizePath(DEFAULT_LOCALE, path)}` },
  ];
}

/** The shell's `<html lang>` set to the page's language (the built file says English). */
export function withLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(
    /<html\b([^>]*?)\slang=["']?[\w-]*["']?/i,
    `<html$1 lang="${LANGUAGE_TAGS[locale]}"`,
  );
}

/** The <head> tags of one page; every interpolated value is escaped. */
export function headTags(meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:title', meta.ogTitle),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonical),
  ];
  if (meta.image !== null) {
    tags.push(tag('property', 'og:image', meta.image));
    if (meta.imageWidth !== undefined && meta.imageHeight !== undefined) {
      tags.push(tag('property', 'og:image:width', String(meta.imageWidth)));
      tags.push(tag('property', 'og:image:height', String(meta.imageHeight)));
    }
  }
  tags.push(tag('name', 'twitter:card', 'summary_large_image'));
  if (meta.noindex) tags.push(tag('name', 'robots', 'noindex'));
  for (const alternate of meta.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  return tags.join('');
}

// A tag with its attributes, quoted values allowed to contain '>' (a description may).
const TAG = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const META_OR_LINK = new RegExp(String.raw`<(?:meta|link)\b${TAG}>`, 'gi');
/**
 * Head tags the page-specific block replaces. The built shell is minified, so attributes may
 * be unquoted (`<meta name=description content="…">`).
 */
const REPLACED =
  /\b(?:name|property|rel)\s*=\s*["']?(?:description|robots|canonical|og:[\w:]+|twitter:[\w:]+)["'\s/>]/i;

/** Where tags go when the page has no <title> to replace: the end of <head>, else the start. */
function headEnd(html: string): number {
  const close = html.search(/<\/head\s*>/i);
  if (close !== -1) return close;
  const body = html.search(/<body\b/i);
  return body === -1 ? 0 : body;
}

/** The shell's index.html, prepared once per build. */
export interface ShellPage {
  /** The page around the hole where an entity's head tags go (title and description removed). */
  before: string;
  after: string;
  /** The untouched shell plus `noindex`, for ids that do not exist. */
  notFound: string;
}

export function prepareShell(html: string): ShellPage {
  const noindex = '<meta name="robots" content="noindex">';
  const end = headEnd(html);
  const notFound = `${html.slice(0, end)}${noindex}${html.slice(end)}`;

  // Cut out what the entity block replaces; the block goes where the <title> was, so it
  // stays early in <head> (some link-preview scrapers read only the first kilobytes).
  const title = TITLE.exec(html);
  const marker = '\u0000seo\u0000';
  let page = title
    ? `${html.slice(0, title.index)}${marker}${html.slice(title.index + title[0].length)}`
    : `${html.slice(0, end)}${marker}${html.slice(end)}`;
  const headClose = page.search(/<\/head\s*>/i);
  const head = headClose === -1 ? page : page.slice(0, headClose);
  const rest = headClose === -1 ? '' : page.slice(headClose);
  page = head.replace(META_OR_LINK, (tag) => (REPLACED.test(tag) ? '' : tag)) + rest;
  const at = page.indexOf(marker);
  return { before: page.slice(0, at), after: page.slice(at + marker.length), notFound };
}

/**
 * The built shell read from disk, kept in memory until the file changes: a stat per request
 * is far cheaper than a read, and a rebuild of the shell (new script hashes) is seen at once.
 */
export class ShellCache {
  private cached: { mtimeMs: number; size: number; page: ShellPage } | null = null;

  constructor(readonly file: string) {}

  /** null when the shell is not built (or was deleted). */
  async get(): Promise<ShellPage | null> {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    const hit = this.cached;
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.page;
    let html: string;
    try {
      html = await fs.promises.readFile(this.file, 'utf8');
    } catch {
      return null;
    }
    const page = prepareShell(html);
    this.cached = { mtimeMs: stat.mtimeMs, size: stat.size, page };
    return page;
  }

  /** When the shell was last built; null when it is not there. */
  async builtAt(): Promise<Date | null> {
    try {
      return (await fs.promises.stat(this.file)).mtime;
    } catch {
      return null;
    }
  }
}

/** The shell with the page's head tags and, when the server rendered it, the page itself. */
export function renderPage(
  shell: ShellPage,
  meta: PageMeta,
  rendered?: ServerRenderedHtml | null,
): string {
  if (!rendered) return `${shell.before}${headTags(meta)}${shell.after}`;
  return `${shell.before}${headTags(meta)}${rendered.head}${fillRoot(shell.after, rendered)}`;
}

/**
 * The shell's own index.html (its own head: the page declares no link preview) with the page
 * the server rendered: its stylesheets and recorder at the end of <head>, its tree in #root.
 */
export function withServerRender(html: string, rendered: ServerRenderedHtml): string {
  // The tab title the page set as it rendered, as the browser would set it.
  const titled =
    rendered.title === undefined
      ? html
      : html.replace(TITLE, () => `<title>${escapeHtml(rendered.title ?? '')}</title>`);
  const end = headEnd(titled);
  return `${titled.slice(0, end)}${rendered.head}${fillRoot(titled.slice(end), rendered)}`;
}

/**
 * The site's icon, as the shell's index.html has it (no request for /favicon.ico); its spaces
 * written %20, since a URL may hold none (the Nu Html Checker's one error on every page).
 */
const ICON =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2032%2032'%3E%3Crect%20width='32'%20height='32'%20rx='8'%20fill='%230b7a75'/%3E%3Cpath%20d='M6%2022l6-12%204%208%203-5%207%209z'%20fill='%23fff'/%3E%3C/svg%3E";

/**
 * A standalone page's whole document (the public presentation): its head tags, its own
 * stylesheet and bundle, the rendered page and its answers; nothing of the shell, whose
 * scripts would start the whole site (federation, router, session) for one page.
 */
export function standaloneDocument(
  meta: PageMeta,
  rendered: ServerRenderedHtml,
  extraHead = '',
  locale: Locale = DEFAULT_LOCALE,
): string {
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#0b7a75">' +
    `${headTags(meta)}${extraHead}<link rel="icon" href="${ICON}">${rendered.head}</head>` +
    `<body><div id="root">${rendered.root}</div>${rendered.afterRoot}</body></html>`
  );
}

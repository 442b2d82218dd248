import { randomBytes } from 'node:crypto';
import type { Config } from '../env';
import { cspDirectives } from './headers';

/**
 * The Content-Security-Policy header, built once per config. Every answer gets `base`; an
 * HTML page gets `forPage(nonce)`, whose style-src also allows the page's own <style> (and
 * whatever a script such as Google Maps inserts with the nonce it finds on that element).
 *
 * A nonce rather than a hash of the shell's <style>: the Maps script copies the nonce onto
 * the <style> elements it adds, which no hash fixed at build time can cover; and a fresh
 * value per answer is cheap here, since every page is assembled per request anyway.
 */
export class ContentSecurityPolicy {
  readonly base: string;
  private readonly directives: [string, string[]][];

  constructor(config: Config) {
    this.directives = Object.entries(cspDirectives(config)).filter(
      (entry): entry is [string, string[]] => entry[1] !== null,
    );
    this.base = this.serialize(null);
  }

  forPage(styleNonce: string): string {
    return this.serialize(styleNonce);
  }

  private serialize(styleNonce: string | null): string {
    return this.directives
      .map(([name, sources]) => {
        const all =
          name === 'style-src' && styleNonce !== null
            ? [...sources, `'nonce-${styleNonce}'`]
            : sources;
        return [name, ...all].join(' ');
      })
      .join(';');
  }
}

/** 128 random bits, base64: what CSP3 asks of a nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Any start or end tag, quoted attribute values (which may hold '<' or '>') included: taking
 * every tag in turn, not searching for <style>, keeps an attribute's text from matching.
 */
const TAG = /<(\/?[a-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/**
 * The page with `nonce` on each <style> element of its <head>. Only the head: it is the built
 * shell plus escaped meta tags and the server's own links, whereas the body holds text from
 * the database; a nonce on markup that came from data would defeat the policy. A document
 * without `</head>` is left as it is: its inline styles stay blocked. Stylesheet <link>s need
 * none: their files are allowed by origin.
 */
export function addStyleNonce(html: string, nonce: string): string {
  const end = html.search(/<\/head\s*>/i);
  if (end === -1) return html;
  const head = html
    .slice(0, end)
    .replace(TAG, (tag: string, name: string, attributes: string) =>
      name.toLowerCase() === 'style' ? `<${name} nonce="${nonce}"${attributes}>` : tag,
    );
  return head + html.slice(end);
}

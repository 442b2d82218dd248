import path from 'node:path';
import { parse as parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CURRENCIES, CURRENCY_COOKIE, SIGNED_IN_COOKIE } from '@phuket/shared/contract';
import { DEFAULT_CURRENCY } from '../currency/routes';
import { areaRenderer, frameRenderer, type PageUrl } from './ssr-modules';
import { FirstScreenStyles } from './styles';

/** What a page's HTML gains: a stylesheet in <head>, the rendered page before #root. */
export interface FirstScreenHtml {
  head: string;
  body: string;
}

/** The area whose pages the server renders (home, search, property, developer, project). */
const AREA = 'mfe-catalog';
/** Where the joined stylesheet is served; the file name is its content hash. */
export const STYLES_PREFIX = '/first-screen/';
/** The id the shell finds the joined stylesheet's <link> by. */
export const STYLES_ID = 'first-screen-styles';

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shell's empty mount point, however the HTML minifier wrote it. */
const ROOT_DIV = /<div\s+id=["']?root["']?\s*>\s*<\/div>/i;

/** Puts the first screen in front of the app's mount point (see shared/first-screen). */
export function insertBeforeRoot(html: string, body: string): string {
  const match = ROOT_DIV.exec(html);
  if (!match) return html;
  return `${html.slice(0, match.index)}${body}${html.slice(match.index)}`;
}

/**
 * Renders the first screen of a public page on the server with the areas' own components,
 * from answers of this API's own routes (app.inject: same validation, queries and caches as a
 * browser's request, no socket). Null whenever anything is missing — an area not built or
 * served from another origin, an answer that is not 200 (the app shows its own not-found
 * screen) or a render that throws — and the page is then the plain shell, as before.
 */
export class FirstScreenRenderer {
  private readonly area;
  private readonly frame;
  readonly styles;

  constructor(private readonly app: FastifyInstance) {
    const { siteRoot } = app.config;
    this.area = areaRenderer(siteRoot, AREA);
    this.frame = frameRenderer(siteRoot);
    this.styles = new FirstScreenStyles([
      path.join(siteRoot, 'shell', 'dist'),
      path.join(siteRoot, AREA, 'dist'),
    ]);
  }

  /** Only an area served by this server matches the server build it has on disk. */
  private areaIsLocal(): boolean {
    return this.app.config.remotes[AREA] === `/remotes/${AREA}/mf-manifest.json`;
  }

  /** The visitor's currency and whether they are signed in, from the site's own cookies. */
  private visitorOf(request: FastifyRequest): { currency: string; signedIn: boolean } {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const chosen = cookies[CURRENCY_COOKIE];
    const known: readonly string[] = CURRENCIES;
    return {
      currency: chosen !== undefined && known.includes(chosen) ? chosen : DEFAULT_CURRENCY,
      signedIn: cookies[SIGNED_IN_COOKIE] === '1',
    };
  }

  async render(request: FastifyRequest, url: PageUrl): Promise<FirstScreenHtml | null> {
    if (!this.areaIsLocal()) return null;
    try {
      const [area, frame, sheet] = await Promise.all([
        this.area.get(),
        this.frame.get(),
        this.styles.get(),
      ]);
      if (!area || !frame || !sheet) return null;
      const { currency, signedIn } = this.visitorOf(request);
      const keys = area.firstScreenRequests(url, currency);
      if (!keys) return null;
      const answers = await Promise.all(
        keys.map((key) => this.app.inject({ method: 'GET', url: `/api${key}` })),
      );
      if (answers.some((answer) => answer.statusCode !== 200)) return null;
      const responses: Record<string, unknown> = Object.fromEntries(
        keys.map((key, i) => [key, answers[i]?.json()]),
      );
      const page = area.renderFirstScreen(url, currency, responses, {
        mediaPrefix: this.app.config.publicMediaPrefix,
      });
      const html = frame.renderFrame(`${url.pathname}${url.search}`, currency, page, signedIn);
      return {
        // Render-blocking in <head>, so the first paint has it. The shell keeps it last in
        // the cascade while the first screen is shown and drops it at the hand-over
        // (shell/src/app/first-screen-styles.ts).
        head: `<link rel="stylesheet" href="${STYLES_PREFIX}${sheet.name}" id="${STYLES_ID}">`,
        body:
          `<div id="first-screen">${html}</div>` +
          `<script type="application/json" id="first-screen-data">${scriptJson(responses)}</script>`,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'first screen not rendered; serving the plain shell');
      return null;
    }
  }
}

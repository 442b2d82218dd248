import path from 'node:path';
import { Writable } from 'node:stream';
import { parse as parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CURRENCIES,
  CURRENCY_COOKIE,
  SIGNED_IN_COOKIE,
  SERVER_DATA_ID,
  splitLocalePath,
  type Currency,
  type RenderInput,
  type RouteEntry,
  type ServerRenderState,
} from '@phuket/shared/contract';
import { DEFAULT_CURRENCY } from '../currency/routes';
import { REMOTE_NAMES, type RemoteName } from '../env';
import { siteBuildsFor, type SiteBuilds } from '../site/releases';
import { runtimeConfig } from '../site/runtime-config';
import { EARLY_INPUT_PATH } from './early-input';
import {
  areaServerBuild,
  shellServerBuild,
  type AreaServerBuild,
  type SsrModule,
  type PageUrl,
  type PipeableStream,
  type RenderCallbacks,
  type ShellServerBuild,
} from './ssr-modules';
import { StandaloneBundles } from './standalone';
import { LanguageChunks } from './language-chunks';
import { Stylesheets } from './stylesheets';

/** What a server-rendered page's HTML gains. */
export interface ServerRenderedHtml {
  /** Stylesheet links and the early-input recorder, for <head>. */
  head: string;
  /** What #root holds: the rendered tree, which the browser hydrates. */
  root: string;
  /** After #root: the answers the page was rendered from. */
  afterRoot: string;
  /** The tab title the page set as it rendered (`useDocumentTitle`), when it set one. */
  title?: string;
  /**
   * The page is a standalone document (its head loads its own bundle): it goes in a document
   * of its own (seo/render.ts standaloneDocument), not in the shell's index.html.
   */
  standalone?: boolean;
}

/** Answers a server render's data keys; null when the page is not to be rendered on the server. */
export interface PageData {
  answers(keys: readonly string[]): Promise<Record<string, unknown> | null>;
}

/**
 * The areas whose pages the server renders, each with where its pages' answers come from; the
 * shell's own parts (the footer) take theirs from `shellData`.
 */
export interface ServerRenderSources {
  areas: Readonly<Partial<Record<RemoteName, PageData>>>;
  shellData: PageData;
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The script the browser's readServerRender finds the render's state in. */
function serverDataScript(state: ServerRenderState): string {
  return `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(state)}</script>`;
}

/** The shell's empty mount point, however the HTML minifier wrote it. */
const ROOT_DIV = /(<div\s+id=["']?root["']?\s*>)(\s*<\/div>)/i;

/** Fills the app's mount point with the rendered tree and puts the data right after it. */
export function fillRoot(
  html: string,
  rendered: Pick<ServerRenderedHtml, 'root' | 'afterRoot'>,
): string {
  const match = ROOT_DIV.exec(html);
  if (!match) return html;
  const [whole, open = ''] = match;
  const at = match.index;
  return `${html.slice(0, at)}${open}${rendered.root}</div>${rendered.afterRoot}${html.slice(at + whole.length)}`;
}

/** React's stream, whole, once every part of the tree is ready; rejects if any part threw. */
function renderToString(start: (callbacks: RenderCallbacks) => PipeableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const stream = start({
      // A part that threw would be left to the browser to render: this page is not worth
      // hydrating then, and the plain shell renders it whole instead.
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onAllReady() {
        if (failed) stream.abort();
        else stream.pipe(sink);
      },
    });
  });
}

/** An area's built files as a render reads them. */
interface AreaFiles {
  build: SsrModule<AreaServerBuild>;
  standalone: StandaloneBundles;
  stylesheets: Stylesheets;
  languageChunks: LanguageChunks;
}

/** Whether the area's route for `page` shows the site's footer. */
function withFooter(routes: readonly RouteEntry[], page: string): boolean {
  return routes.find((route) => route.page === page)?.footer !== false;
}

/**
 * Renders public pages on the server as the site's whole React tree (the shell's App with
 * the area's page inside), from the same API answers the page's components ask for, for
 * the browser to hydrate. Null whenever anything is missing — an area not built or served
 * from another origin, an answer that is not 200 (the app shows its own not-found screen)
 * or a render that throws — and the page is then the plain shell.
 */
export class ServerRenderer {
  private readonly shell;
  private readonly areas: { name: RemoteName; data: PageData }[];
  private readonly builds: SiteBuilds;
  private readonly areaFiles = new Map<RemoteName, { key: string; files: AreaFiles }>();

  /** The shell's own stylesheets and words: all a page outside every area needs. */
  private readonly shellFiles;

  constructor(
    private readonly app: FastifyInstance,
    private readonly sources: ServerRenderSources,
  ) {
    const { siteRoot } = app.config;
    this.shell = shellServerBuild(siteRoot);
    const shellDist = path.join(siteRoot, 'shell', 'dist');
    this.shellFiles = {
      stylesheets: new Stylesheets([{ dir: shellDist, prefix: '/' }]),
      languageChunks: new LanguageChunks([
        { dir: shellDist, prefix: '/', groups: ['messages', 'shared-messages'] },
      ]),
    };
    this.builds = siteBuildsFor(app.config);
    this.areas = REMOTE_NAMES.flatMap((name) => {
      const data = sources.areas[name];
      return data ? [{ name, data }] : [];
    });
  }

  /**
   * The area's files where they are now: its live release, or its own build (site/releases.ts).
   * Made again when a release or a rollback moves them; the server build is then evaluated anew.
   */
  private filesOf(name: RemoteName) {
    const where = this.builds.locate(name);
    const key = `${where.webDir}\n${where.ssrDir}`;
    const hit = this.areaFiles.get(name);
    if (hit?.key === key) return hit.files;
    const shellDist = path.join(this.app.config.siteRoot, 'shell', 'dist');
    const files = {
      build: areaServerBuild(where.ssrDir, path.join(this.app.config.siteRoot, name), this.shell),
      standalone: new StandaloneBundles(where.webDir, where.prefix),
      stylesheets: new Stylesheets([
        { dir: shellDist, prefix: '/' },
        { dir: where.webDir, prefix: where.prefix },
      ]),
      // The shell provides @phuket/shared (its catalog too); the area brings its own words.
      languageChunks: new LanguageChunks([
        { dir: shellDist, prefix: '/', groups: ['messages', 'shared-messages'] },
        { dir: where.webDir, prefix: where.prefix, groups: ['messages'] },
      ]),
    };
    this.areaFiles.set(name, { key, files });
    return files;
  }

  /** The local area with a server route for this URL, its route and its built modules. */
  private async routeOf(url: PageUrl, currency: string) {
    for (const { name, data } of this.areas) {
      // Only an area served by this server matches the server build it has on disk.
      if (!this.builds.isLocal(name)) continue;
      const area = { name, data, ...this.filesOf(name) };
      const build = await area.build.get();
      const route = build?.serverRouteFor(url, currency);
      const component = route ? build?.pages[route.page] : undefined;
      if (build && route && component !== undefined) return { area, build, route, component };
    }
    return null;
  }

  /** The visitor's currency and whether they are signed in, from the site's own cookies. */
  private visitorOf(request: FastifyRequest): { currency: Currency; signedIn: boolean } {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const chosen = CURRENCIES.find((known) => known === cookies[CURRENCY_COOKIE]);
    return {
      currency: chosen ?? DEFAULT_CURRENCY,
      signedIn: cookies[SIGNED_IN_COOKIE] === '1',
    };
  }

  async render(request: FastifyRequest, url: PageUrl): Promise<ServerRenderedHtml | null> {
    try {
      const shell = await this.shell.get();
      if (!shell) return null;
      const { currency, signedIn } = this.visitorOf(request);
      // The areas route the path below the language prefix; the shell reads the prefix itself.
      const { locale, path: pathname } = splitLocalePath(url.pathname);
      const found = await this.routeOf({ pathname, search: url.search }, currency);
      if (!found) return null;
      const { area, build, route, component } = found;
      // A guest page (sign in) is for visitors without a session: a signed-in one is sent on by
      // the guard in the browser, which the plain shell leaves it to.
      const entry = build.routes.find((declared) => declared.page === route.page);
      if (entry?.access === 'guest' && signedIn) return null;
      if (route.standalone !== undefined && build.renderStandalone) {
        const standalone = await this.renderStandalone(request, url, found, route.standalone);
        if (standalone) return standalone;
      }
      const [links, preloads] = await Promise.all([
        area.stylesheets.links(),
        area.languageChunks.links(locale),
      ]);
      if (links === '') return null;
      // The shell's parts render only on pages whose layout shows them.
      const shellKeys = withFooter(build.routes, route.page) ? shell.dataKeys : [];
      const [pageData, shellData] = await Promise.all([
        area.data.answers(route.keys),
        shellKeys.length > 0 ? this.sources.shellData.answers(shellKeys) : {},
      ]);
      if (!pageData || !shellData) return null;
      const data = { ...pageData, ...shellData };
      await Promise.all([shell.loadMessages?.(locale), build.loadMessages?.(locale)]);
      return await this.renderInShell(shell, `${links}${preloads}`, {
        url: `${url.pathname}${url.search}`,
        currency,
        signedIn,
        data,
        page: { remote: area.name, name: route.page, component },
        routes: build.routes,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'page not rendered on the server; serving the plain shell');
      return null;
    }
  }

  /**
   * The shell's tree for one request, with the page's stylesheet and language links
   * (`links`), the answers it was rendered from and the title it set; throws if it failed.
   */
  private async renderInShell(
    shell: ShellServerBuild,
    links: string,
    input: Omit<RenderInput, 'runtimeConfig' | 'onTitle'>,
  ): Promise<ServerRenderedHtml> {
    let title: string | undefined;
    const root = await renderToString((callbacks) =>
      shell.renderApp(
        {
          ...input,
          runtimeConfig: runtimeConfig(this.app.config),
          onTitle: (heard) => (title = heard),
        },
        callbacks,
      ),
    );
    const { currency, signedIn, data } = input;
    return {
      // Render-blocking in <head>, so the first paint is styled; the recorder is async.
      head: `${links}<script async src="${EARLY_INPUT_PATH}"></script>`,
      root,
      afterRoot: serverDataScript({ currency, signedIn, data }),
      ...(title === undefined ? {} : { title }),
    };
  }

  /**
   * The site's "Page not found" for a path no area declares: the shell's tree with no page,
   * header and footer included. `area` is the one whose prefix the path is under, with its
   * declared routes (the browser needs them to tell the path is unknown); null outside every
   * area. Null when the shell is not built or the render fails (the plain shell then).
   */
  async renderNotFound(
    request: FastifyRequest,
    url: PageUrl,
    area: { name: RemoteName; routes: readonly RouteEntry[] } | null,
  ): Promise<ServerRenderedHtml | null> {
    try {
      const shell = await this.shell.get();
      if (!shell) return null;
      const { currency, signedIn } = this.visitorOf(request);
      const { locale } = splitLocalePath(url.pathname);
      const [links, preloads, data] = await Promise.all([
        this.shellFiles.stylesheets.links(),
        this.shellFiles.languageChunks.links(locale),
        this.sources.shellData.answers(shell.dataKeys),
      ]);
      if (links === '' || !data) return null;
      await shell.loadMessages?.(locale);
      return await this.renderInShell(shell, `${links}${preloads}`, {
        url: `${url.pathname}${url.search}`,
        currency,
        signedIn,
        data,
        ...(area ? { area: area.name } : {}),
        routes: area?.routes ?? [],
      });
    } catch (error) {
      request.log.warn({ err: error }, 'not-found page not rendered on the server');
      return null;
    }
  }

  /**
   * A standalone page: its own tree, its own bundle and stylesheet, no shell. Only a page in
   * no need of the visitor's currency or session (the public presentation). Null while the
   * bundle is not built (the page is then rendered inside the shell).
   */
  private async renderStandalone(
    request: FastifyRequest,
    url: PageUrl,
    found: NonNullable<Awaited<ReturnType<ServerRenderer['routeOf']>>>,
    folder: string,
  ): Promise<ServerRenderedHtml | null> {
    const { area, build, route } = found;
    const files = await area.standalone.files(folder);
    if (!build.renderStandalone || !files) return null;
    const data = await area.data.answers(route.keys);
    if (!data) return null;
    // What the bundle would otherwise fetch from /config.json: only what the page uses (the
    // Maps key draws each listing's map; the same value on both sides, so it hydrates alike).
    const config = runtimeConfig(this.app.config);
    const pageConfig = {
      apiBase: config.apiBase,
      mediaPrefix: config.mediaPrefix,
      mapsApiKey: config.mapsApiKey,
    };
    const root = await renderToString((callbacks) =>
      // Checked above; the callback loses TypeScript's narrowing of the optional method.
      build.renderStandalone!(
        { url: `${url.pathname}${url.search}`, data, runtimeConfig: pageConfig },
        callbacks,
      ),
    );
    // `data-href`: the file name the chunk's CSS loader looks for before adding a link itself.
    const links = files.css
      .map((href) => {
        const name = href.slice(href.lastIndexOf('/') + 1);
        return `<link rel="stylesheet" href="${href}" data-href="${name}">`;
      })
      .join('');
    const scripts =
      files.js.map((src) => `<script defer src="${src}"></script>`).join('') +
      files.preload.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
    // Google Maps copies the nonce of the page's first <style nonce> onto the <style>s it adds
    // (the policy allows no other inline style). The shell's index.html has one; this
    // document has no inline style of its own, so it gets an empty one, given the answer's
    // nonce with the rest of <head> (site/csp.ts addStyleNonce).
    const mapsStyle = pageConfig.mapsApiKey ? '<style></style>' : '';
    const { currency, signedIn } = this.visitorOf(request);
    return {
      // The stylesheet blocks the first paint (styled at once); the scripts are deferred.
      head: `${links}${mapsStyle}<script async src="${EARLY_INPUT_PATH}"></script>${scripts}`,
      root,
      afterRoot: serverDataScript({ currency, signedIn, data, config: pageConfig }),
      standalone: true,
    };
  }
}

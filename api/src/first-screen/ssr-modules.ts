import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What mfe-catalog's server build exports (mfe-catalog/src/app/first-screen.tsx). */
export interface AreaRenderer {
  firstScreenRequests(url: PageUrl, currency: string): string[] | null;
  renderFirstScreen(
    url: PageUrl,
    currency: string,
    responses: Record<string, unknown>,
    /** What the browser gets in /config.json and the page's media paths need. */
    site: { mediaPrefix: string },
  ): string;
}

/** What the shell's server build exports (shell/src/app/first-screen.tsx). */
export interface FrameRenderer {
  /** `signedIn`: the visitor holds a token (signed-in cookie); the header shows its buttons. */
  renderFrame(url: string, currency: string, pageHtml: string, signedIn: boolean): string;
}

export interface PageUrl {
  pathname: string;
  search: string;
}

const load = createRequire(__filename);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * A server build of one app (`<app>/dist-ssr/first-screen.js`), loaded when first needed and
 * again after a rebuild; null while the app is not built, so the site still serves the plain
 * shell. The builds come from our own workspace, never from a request.
 */
export class SsrModule<T> {
  private cached: { mtimeMs: number; module: T } | null = null;

  constructor(
    readonly file: string,
    private readonly exports: readonly string[],
  ) {}

  /** One stat per call (not a read): a rebuild is seen at once, without blocking the loop. */
  async get(): Promise<T | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.promises.stat(this.file)).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.module;
    const resolved = path.resolve(this.file);
    // A rebuilt file must be read again, not answered from Node's module cache.
    Reflect.deleteProperty(load.cache, resolved);
    const loaded: unknown = load(resolved);
    if (!isRecord(loaded) || !this.exports.every((name) => typeof loaded[name] === 'function')) {
      throw new Error(`${this.file} does not export ${this.exports.join(', ')}`);
    }
    this.cached = { mtimeMs, module: loaded as T };
    return this.cached.module;
  }
}

export function areaRenderer(siteRoot: string, area: string): SsrModule<AreaRenderer> {
  return new SsrModule(path.join(siteRoot, area, 'dist-ssr', 'first-screen.js'), [
    'firstScreenRequests',
    'renderFirstScreen',
  ]);
}

export function frameRenderer(siteRoot: string): SsrModule<FrameRenderer> {
  return new SsrModule(path.join(siteRoot, 'shell', 'dist-ssr', 'first-screen.js'), [
    'renderFrame',
  ]);
}

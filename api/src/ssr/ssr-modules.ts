import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';

export interface PageUrl {
  pathname: string;
  /** With its '?', or empty. */
  search: string;
}

/** What an area's server build exports (mfe-catalog/src/app/server-entry.tsx). */
export interface AreaServerBuild {
  /** Page components by name; opaque here, handed to the shell's render. */
  pages: Record<string, unknown>;
  /** The area's declared routes (its routes.ts), handed to the shell's render as they are. */
  routes: readonly unknown[];
  serverRouteFor(
    url: PageUrl,
    currency: string,
  ): { page: string; keys: string[]; standalone?: string } | null;
  /**
   * A route with `standalone` (a folder of the area's dist/ holding entry.json): the page's own
   * tree, for a document without the shell (mfe-presentations: the public presentation).
   */
  renderStandalone?(input: StandaloneInput, options: RenderCallbacks): PipeableStream;
}

export interface StandaloneInput {
  url: string;
  data: Record<string, unknown>;
  runtimeConfig: object;
}

/** The part of React's `renderToPipeableStream` options and result the API uses. */
export interface RenderCallbacks {
  onAllReady(): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}
export interface PipeableStream {
  pipe<T extends Writable>(destination: T): T;
  abort(reason?: unknown): void;
}

export interface RenderInput {
  url: string;
  currency: string;
  signedIn: boolean;
  data: Record<string, unknown>;
  page: { remote: string; name: string; component: unknown };
  routes: readonly unknown[];
  runtimeConfig: object;
}

/** What the shell's server build exports (shell/src/app/server-entry.tsx). */
export interface ShellServerBuild {
  renderApp(input: RenderInput, options: RenderCallbacks): PipeableStream;
  /** Answers the shell's own parts (the footer) render from, on every page. */
  dataKeys: readonly string[];
}

const load = createRequire(__filename);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * A server build of one app (`<app>/dist-ssr/server-entry.js`), loaded when first needed and
 * again after a rebuild; null while the app is not built, so the site still serves the plain
 * shell. The builds come from our own workspace, never from a request.
 */
export class SsrModule<T> {
  private cached: { mtimeMs: number; module: T } | null = null;

  constructor(
    readonly file: string,
    private readonly exports: readonly string[],
    /** Builds this one requires (an area takes @phuket/shared from the shell's). */
    private readonly dependsOn: readonly SsrModule<unknown>[] = [],
  ) {}

  async mtime(): Promise<number | null> {
    try {
      return (await fs.promises.stat(this.file)).mtimeMs;
    } catch {
      return null;
    }
  }

  /** One stat per call (not a read): a rebuild is seen at once, without blocking the loop. */
  async get(): Promise<T | null> {
    const times = await Promise.all([this.mtime(), ...this.dependsOn.map((d) => d.mtime())]);
    if (times.some((t) => t === null)) return null;
    const mtimeMs = Math.max(...(times as number[]));
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.module;
    const resolved = path.resolve(this.file);
    // A rebuilt file must be read again, not answered from Node's module cache.
    Reflect.deleteProperty(load.cache, resolved);
    const loaded: unknown = load(resolved);
    if (!isRecord(loaded) || !this.exports.every((name) => name in loaded)) {
      throw new Error(`${this.file} does not export ${this.exports.join(', ')}`);
    }
    this.cached = { mtimeMs, module: loaded as T };
    return this.cached.module;
  }
}

export function shellServerBuild(siteRoot: string): SsrModule<ShellServerBuild> {
  return new SsrModule(path.join(siteRoot, 'shell', 'dist-ssr', 'server-entry.js'), [
    'renderApp',
    'shared',
    'dataKeys',
  ]);
}

export function areaServerBuild(
  siteRoot: string,
  area: string,
  shell: SsrModule<ShellServerBuild>,
): SsrModule<AreaServerBuild> {
  return new SsrModule(
    path.join(siteRoot, area, 'dist-ssr', 'server-entry.js'),
    ['pages', 'routes', 'serverRouteFor'],
    [shell],
  );
}

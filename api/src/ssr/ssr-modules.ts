import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { RouteEntry, type RenderInput, type StandaloneRenderInput } from '@phuket/shared/contract';

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
  routes: readonly RouteEntry[];
  serverRouteFor(
    url: PageUrl,
    currency: string,
  ): { page: string; keys: string[]; standalone?: string } | null;
  /**
   * A route with `standalone` (a folder of the area's dist/ holding entry.json): the page's own
   * tree, for a document without the shell (mfe-presentations: the public presentation).
   */
  renderStandalone?(input: StandaloneRenderInput, options: RenderCallbacks): PipeableStream;
  /** Fetches the area's words in a language before a render in it (absent: English only). */
  loadMessages?(locale: string): Promise<void>;
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

/** What the shell's server build exports (shell/src/app/server-entry.tsx). */
export interface ShellServerBuild {
  renderApp(input: RenderInput, options: RenderCallbacks): PipeableStream;
  /** Fetches the shell's words in a language before a render in it (absent: English only). */
  loadMessages?(locale: string): Promise<void>;
  /** Answers the shell's own parts (the footer) render from, on every page. */
  dataKeys: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * `shell/dist-ssr/server-entry.js`: how an area's server build names the shell's (a path
 * relative to its own dist-ssr), recognised wherever the area's build now is. A release copies
 * it elsewhere (site/releases.ts), and the relative path no longer reaches the shell.
 */
function buildName(file: string): string {
  return file.split(path.sep).slice(-3).join('/');
}

/**
 * Runs one server build's CommonJS files afresh: the entry and the chunks it requires from its
 * own folder, each once, never from Node's module cache (which answers a rebuilt file with its
 * old code; under Jest there is no such cache to clear). A require of another build gets that
 * build as the API holds it (`provided`), so an area renders with the very @phuket/shared
 * instance the shell's render uses; packages (React, MobX) come from node_modules as usual.
 */
function evaluateBuild(
  entry: string,
  provided: ReadonlyMap<string, unknown>,
  packagesFrom: string,
): unknown {
  const folder = path.dirname(entry);
  const evaluated = new Map<string, { exports: unknown }>();
  // Packages resolve from the app's own folder wherever its build now is: a release copied
  // elsewhere has no node_modules above it, and React must be the very copy the shell's uses.
  const nodeRequire = createRequire(packagesFrom);
  const run = (file: string): unknown => {
    const done = evaluated.get(file);
    if (done) return done.exports;
    const module: { exports: unknown } = { exports: {} };
    evaluated.set(file, module);
    const requireHere = (id: string): unknown => {
      if (id.startsWith('.') || path.isAbsolute(id)) {
        const target = path.resolve(path.dirname(file), id);
        const build = provided.get(target) ?? provided.get(buildName(target));
        if (build !== undefined) return build;
        if (path.dirname(target) === folder)
          return run(target.endsWith('.js') ? target : `${target}.js`);
      }
      return nodeRequire(id);
    };
    const source = `${fs.readFileSync(file, 'utf8')}\n//# sourceURL=${file}`;
    // Our own build output, never request data, run as `require` would run it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const body = new Function('exports', 'require', 'module', '__filename', '__dirname', source);
    body.call(module.exports, module.exports, requireHere, module, file, path.dirname(file));
    return module.exports;
  };
  return run(entry);
}

/**
 * A server build of one app (`<app>/dist-ssr/server-entry.js`), loaded when first needed and
 * again after a rebuild of it or of a build it requires; null while the app is not built, so
 * the site still serves the plain shell. The builds come from our own workspace, never from a
 * request.
 */
export class SsrModule<T> {
  private cached: { mtimeMs: number; dependencies: unknown[]; module: T } | null = null;

  constructor(
    readonly file: string,
    private readonly exports: readonly string[],
    /** Builds this one requires (an area takes @phuket/shared from the shell's). */
    private readonly dependsOn: readonly SsrModule<unknown>[] = [],
    /** What else the module must satisfy; a problem found is thrown as the load's error. */
    private readonly check: (module: Record<string, unknown>) => string | null = () => null,
    /** A file in the app's own dist-ssr: where its packages are found (evaluateBuild). */
    private readonly packagesFrom: string = file,
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
    const [mtimeMs, ...dependencies] = await Promise.all([
      this.mtime(),
      ...this.dependsOn.map((d) => d.get()),
    ]);
    if (typeof mtimeMs !== 'number' || dependencies.some((d) => d === null)) return null;
    // From here to the return nothing awaits: concurrent calls share one evaluation.
    const hit = this.cached;
    if (hit?.mtimeMs === mtimeMs && hit.dependencies.every((d, i) => d === dependencies[i])) {
      return hit.module;
    }
    const provided = new Map(
      this.dependsOn.flatMap((d, i) => [
        [path.resolve(d.file), dependencies[i]],
        [buildName(path.resolve(d.file)), dependencies[i]],
      ]),
    );
    const loaded = evaluateBuild(path.resolve(this.file), provided, this.packagesFrom);
    if (!isRecord(loaded) || !this.exports.every((name) => name in loaded)) {
      throw new Error(`${this.file} does not export ${this.exports.join(', ')}`);
    }
    const problem = this.check(loaded);
    if (problem !== null) throw new Error(`${this.file}: ${problem}`);
    this.cached = { mtimeMs, dependencies, module: loaded as T };
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

const AreaRoutes = Type.Array(RouteEntry);

/**
 * `ssrDir`: the area's `dist-ssr`, or its live release's copy of it (site/releases.ts);
 * `appDir`: the area's folder in the site root, whose node_modules its packages come from.
 */
export function areaServerBuild(
  ssrDir: string,
  appDir: string,
  shell: SsrModule<ShellServerBuild>,
): SsrModule<AreaServerBuild> {
  return new SsrModule(
    path.join(ssrDir, 'server-entry.js'),
    ['pages', 'routes', 'serverRouteFor'],
    [shell],
    // The routes go to the shell's render as they are: the contract's schema vouches for them.
    (module) => (Value.Check(AreaRoutes, module.routes) ? null : 'routes break the route schema'),
    path.join(appDir, 'dist-ssr', 'server-entry.js'),
  );
}

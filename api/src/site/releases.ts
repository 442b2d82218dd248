import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import type { AppBuild, AppBuilds } from '@phuket/shared/contract';
import { REMOTE_NAMES, type RemoteName } from '../env';

/*
 * Which build of each remote this site serves. A remote is served from its own build
 * (`<site root>/<area>/dist`, `dist-ssr`) until it has a live release: `pnpm release <area>`
 * (scripts/release.mjs) copies a build into the releases folder and makes it live; `pnpm
 * rollback <area>` makes an earlier one live again. Releases sit side by side:
 *
 *   <releases>/<area>/live.json      {"live": "<id>", "history": ["<older id>", …, "<id>"]}
 *   <releases>/<area>/web/<id>/      the browser's files, at /remotes/<area>/releases/<id>/
 *   <releases>/<area>/ssr/<id>/      the server build, when the area has one
 *
 * Every reader here looks at live.json again on each call (a stat, and a read when it
 * changed), so a release or a rollback is served from the next request on, by every API
 * process sharing the folder, without a restart. Pages already open keep loading the files of
 * the release they started with: each release has its own URLs. docs/deploy.md, "Releasing
 * one area".
 */

/** `1.4.0-3f9a1c0b2d4e`: the release script's ids; nothing else is ever joined into a path. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

const LiveFile = Type.Object({
  live: Type.String({ pattern: RELEASE_ID.source }),
  history: Type.Array(Type.String({ pattern: RELEASE_ID.source })),
});

const BuildInfoFile = Type.Object({
  version: Type.String({ maxLength: 100 }),
  commit: Type.String({ maxLength: 100 }),
  shared: Type.Optional(Type.String({ maxLength: 100 })),
  dirty: Type.Optional(Type.Boolean()),
});

/** Where an area's files are read from and served at. */
export interface AreaLocation {
  /** The browser's files: mf-manifest.json, remoteEntry.js, routes.json, build-info.json… */
  webDir: string;
  /** The server build (server-entry.js), which may be missing. */
  ssrDir: string;
  /** The URL folder of webDir, ending in "/". */
  prefix: string;
  release: string | null;
}

/** A JSON file parsed again only when its size or time changed. */
class JsonFile<T> {
  private cache: { key: string; value: T | null } | null = null;

  constructor(private readonly check: (value: unknown) => value is T) {}

  read(file: string): T | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.cache = null;
      return null;
    }
    const key = `${file}|${stat.mtimeMs}|${stat.size}`;
    if (this.cache?.key === key) return this.cache.value;
    let value: T | null = null;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      value = this.check(parsed) ? parsed : null;
    } catch {
      value = null;
    }
    this.cache = { key, value };
    return value;
  }
}

export class SiteBuilds {
  private readonly live = new Map<RemoteName, JsonFile<{ live: string; history: string[] }>>();
  private readonly info = new Map<
    string,
    JsonFile<{ version: string; commit: string; shared?: string }>
  >();

  constructor(
    private readonly config: {
      siteRoot: string;
      releasesDir: string;
      remotes: Record<RemoteName, string>;
    },
  ) {}

  /**
   * Served by this API: at its default place, or pinned by its REMOTE_*_URL to one of its
   * releases (`/remotes/<area>/releases/<id>/mf-manifest.json`); not from another origin.
   */
  isLocal(area: RemoteName): boolean {
    const url = this.config.remotes[area];
    return url === `/remotes/${area}/mf-manifest.json` || this.pinnedRelease(area) !== null;
  }

  /** The release REMOTE_*_URL pins the area to, which live.json does not override. */
  private pinnedRelease(area: RemoteName): string | null {
    const prefix = `/remotes/${area}/releases/`;
    const url = this.config.remotes[area];
    if (!url.startsWith(prefix) || !url.endsWith('/mf-manifest.json')) return null;
    const id = url.slice(prefix.length, -'/mf-manifest.json'.length);
    return RELEASE_ID.test(id) ? id : null;
  }

  /** The area's live release, when its folder is there; null serves the area's own build. */
  liveRelease(area: RemoteName): string | null {
    const pinned = this.pinnedRelease(area);
    if (pinned !== null) return pinned;
    let file = this.live.get(area);
    if (!file) {
      file = new JsonFile((value): value is { live: string; history: string[] } =>
        Value.Check(LiveFile, value),
      );
      this.live.set(area, file);
    }
    const pointer = file.read(path.join(this.config.releasesDir, area, 'live.json'));
    if (!pointer) return null;
    const dir = path.join(this.config.releasesDir, area, 'web', pointer.live);
    return fs.existsSync(path.join(dir, 'remoteEntry.js')) ? pointer.live : null;
  }

  locate(area: RemoteName): AreaLocation {
    const release = this.isLocal(area) ? this.liveRelease(area) : null;
    if (release === null) {
      return {
        webDir: path.join(this.config.siteRoot, area, 'dist'),
        ssrDir: path.join(this.config.siteRoot, area, 'dist-ssr'),
        prefix: `/remotes/${area}/`,
        release: null,
      };
    }
    return {
      webDir: path.join(this.config.releasesDir, area, 'web', release),
      ssrDir: path.join(this.config.releasesDir, area, 'ssr', release),
      prefix: `/remotes/${area}/releases/${release}/`,
      release,
    };
  }

  /** The folder a release's browser files are served from, or null for an unknown one. */
  releaseWebDir(area: RemoteName, release: string): string | null {
    if (!RELEASE_ID.test(release)) return null;
    const dir = path.join(this.config.releasesDir, area, 'web', release);
    return fs.existsSync(dir) ? dir : null;
  }

  private buildIn(dir: string, release: string | null): AppBuild | null {
    let file = this.info.get(dir);
    if (!file) {
      file = new JsonFile((value): value is { version: string; commit: string; shared?: string } =>
        Value.Check(BuildInfoFile, value),
      );
      this.info.set(dir, file);
    }
    const info = file.read(path.join(dir, 'build-info.json'));
    return info
      ? { version: info.version, commit: info.commit, shared: info.shared ?? null, release }
      : null;
  }

  /**
   * What `/config.json` says of the apps: each remote's manifest URL (its live release's, when it
   * has one) and what each app's build says it is (build-info.json; null where it is not served
   * here). Each area is located once: this runs on every page load and server render.
   */
  served(): { remotes: Record<RemoteName, string>; builds: AppBuilds } {
    const remotes = {} as Record<RemoteName, string>;
    const builds = {} as Record<RemoteName, AppBuild | null>;
    for (const area of REMOTE_NAMES) {
      if (!this.isLocal(area)) {
        remotes[area] = this.config.remotes[area];
        builds[area] = null;
        continue;
      }
      const where = this.locate(area);
      remotes[area] = `${where.prefix}mf-manifest.json`;
      builds[area] = this.buildIn(where.webDir, where.release);
    }
    return {
      remotes,
      builds: {
        shell: this.buildIn(path.join(this.config.siteRoot, 'shell', 'dist'), null),
        ...builds,
      },
    };
  }

  builds(): AppBuilds {
    return this.served().builds;
  }
}

const perConfig = new WeakMap<object, SiteBuilds>();

/** One reader per app (its config), shared by the site plugin, server renders and health. */
export function siteBuildsFor(config: {
  siteRoot: string;
  releasesDir: string;
  remotes: Record<RemoteName, string>;
}): SiteBuilds {
  let builds = perConfig.get(config);
  if (!builds) {
    builds = new SiteBuilds(config);
    perConfig.set(config, builds);
  }
  return builds;
}

import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { RoutesFile, findRoute, ownerOf, type RouteEntry } from '@phuket/shared/contract';
import { REMOTE_NAMES, type RemoteName } from '../env';
import { siteBuildsFor, type SiteBuilds } from './releases';

/*
 * The areas' route manifests as the server sees them. Each remote's build writes the routes
 * its src/app/routes.ts declares to dist/routes.json (shared/build/route-manifest.cjs); the
 * API reads those files, never a list of its own, and checks them with the contract's
 * `RoutesFile` schema, to answer 404 for a path no area declares and to know which pages get
 * link-preview meta, a sitemap entry or a server render (docs/routes.md).
 */

/** What the manifests say about a browser path. */
export type PathVerdict =
  /** A route some area declares: 200. */
  | 'page'
  /** Under no area's prefix, or in an area that declares no such route: 404. */
  | 'missing'
  /** In an area whose manifest the API cannot read (served elsewhere, not built): 200. */
  | 'unknown';

/**
 * The local areas' routes.json, re-read when a file changes (an area deploys without the
 * API restarting). An area whose runtime config points at another origin is never read: its
 * manifest lives there, so the app decides about paths under its prefixes.
 */
export class RouteManifests {
  private cache = new Map<
    RemoteName,
    { file: string; mtimeMs: number; size: number; routes: RouteEntry[] }
  >();

  constructor(private readonly builds: SiteBuilds) {}

  /** Served from this API (`/remotes/<area>/…`), so its built files are here. */
  isLocal(area: RemoteName): boolean {
    return this.builds.isLocal(area);
  }

  /** The live release's, when the area has one (site/releases.ts). */
  private file(area: RemoteName): string {
    return path.join(this.builds.locate(area).webDir, 'routes.json');
  }

  /** The area's declared routes; null when it is served elsewhere, not built, or unreadable. */
  routesOf(area: RemoteName): RouteEntry[] | null {
    if (!this.isLocal(area)) return null;
    const file = this.file(area);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.cache.delete(area);
      return null;
    }
    const hit = this.cache.get(area);
    if (hit && hit.file === file && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) {
      return hit.routes;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
    if (!Value.Check(RoutesFile, parsed) || parsed.routes.some((r) => r.area !== area)) {
      return null;
    }
    this.cache.set(area, { file, mtimeMs: stat.mtimeMs, size: stat.size, routes: parsed.routes });
    return parsed.routes;
  }

  verdict(pathname: string): PathVerdict {
    const owner = ownerOf(pathname);
    if (owner === null) return 'missing';
    const routes = this.routesOf(owner);
    if (routes === null) return 'unknown';
    return findRoute(routes, pathname) ? 'page' : 'missing';
  }

  /** The declared route `pathname` opens, when its area's manifest is readable here. */
  routeOf(pathname: string): RouteEntry | undefined {
    const owner = ownerOf(pathname);
    return owner === null ? undefined : findRoute(this.routesOf(owner) ?? [], pathname);
  }

  /** Every readable area's routes, in REMOTE_NAMES order. */
  all(): RouteEntry[] {
    return REMOTE_NAMES.flatMap((area) => this.routesOf(area) ?? []);
  }
}

const perConfig = new WeakMap<object, RouteManifests>();

/** One reader per app (its config), shared by the not-found handler and the seo plugin. */
export function routeManifestsFor(config: {
  siteRoot: string;
  releasesDir: string;
  remotes: Record<RemoteName, string>;
}): RouteManifests {
  let manifests = perConfig.get(config);
  if (!manifests) {
    manifests = new RouteManifests(siteBuildsFor(config));
    perConfig.set(config, manifests);
  }
  return manifests;
}

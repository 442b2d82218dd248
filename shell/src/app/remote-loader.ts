import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule, RemoteName } from '@phuket/shared/federation';
import { REMOTE_NAMES, federationName } from '@phuket/shared/federation';
import { matchPath } from '@phuket/shared/router';
import { routeTable } from './route-table';

// The only module that talks to the federation runtime; unit tests replace it (Jest cannot
// resolve federated imports) and the real loading is covered end to end.

/** Registers each remote's manifest URL from the runtime config; nothing is fetched yet. */
export function registerAreas(remotes: Record<string, string>): void {
  registerRemotes(
    REMOTE_NAMES.filter((name) => remotes[name]).map((name) => ({
      name: federationName(name),
      entry: remotes[name] as string,
    })),
    { force: true },
  );
}

const loaded = new Map<RemoteName, Promise<AreaModule>>();

/** The area's exposed module; a failure is not cached, so Retry fetches again. */
export function loadArea(remote: RemoteName): Promise<AreaModule> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const promise = loadRemote<{ default: AreaModule }>(`${federationName(remote)}/area`).then(
    (module) => {
      if (!module?.default?.pages) throw new Error(`${remote} did not expose its pages`);
      return module.default;
    },
  );
  loaded.set(remote, promise);
  promise.catch(() => loaded.delete(remote));
  return promise;
}

/**
 * Starts loading the area of the page being opened before the first render, but only where
 * the guard cannot refuse it (public pages; guest-only pages without a token), so a guest
 * still never downloads code it may not run. A failure here is left to the page's Retry.
 */
export function preloadAreaFor(pathname: string, hasToken: boolean): void {
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  if (route.access === 'all' || (route.access === 'guest' && !hasToken)) {
    loadArea(route.remote).catch(() => undefined);
  }
}

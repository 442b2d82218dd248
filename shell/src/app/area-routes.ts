import type { RemoteName, RouteEntry } from '@phuket/shared/routes';
import { REMOTE_NAMES, findRoute, ownerOf } from '@phuket/shared/routes';
import { fetchAreaRoutes, loadArea } from './remote-loader';

/**
 * The routes the areas declare, as far as the shell has fetched them. The shell knows no
 * route itself: it finds the area owning a path (AREA_PREFIXES), fetches that area's small
 * `./routes` module, and only then — once the guard has read the route's access rule — the
 * page code. So an area can add a page under its prefixes without a shell release.
 */
export type AreaRoutesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; routes: readonly RouteEntry[] };

const states = new Map<RemoteName, AreaRoutesState>();
const pending = new Map<RemoteName, Promise<void>>();
const listeners = new Set<() => void>();
let known: readonly RouteEntry[] = [];

function publish(): void {
  known = REMOTE_NAMES.flatMap((name) => {
    const state = states.get(name);
    return state?.status === 'ready' ? state.routes : [];
  });
  for (const listener of listeners) listener();
}

/** Fetches an area's routes unless they are here or on their way; again after a failure. */
export function requestAreaRoutes(remote: RemoteName): Promise<void> {
  const inFlight = pending.get(remote);
  if (inFlight) return inFlight;
  if (states.get(remote)?.status === 'ready') return Promise.resolve();
  states.set(remote, { status: 'loading' });
  publish();
  const promise = fetchAreaRoutes(remote).then(
    (routes) => {
      states.set(remote, { status: 'ready', routes });
    },
    (error: unknown) => {
      console.error(`Loading the routes of ${remote} failed`, error);
      states.set(remote, { status: 'failed' });
    },
  );
  pending.set(remote, promise);
  void promise.finally(() => {
    pending.delete(remote);
    publish();
  });
  return promise;
}

/** Called whenever an area's routes change state. */
export function subscribeAreaRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every route of the areas fetched so far. */
export function knownRoutes(): readonly RouteEntry[] {
  return known;
}

const idle: AreaRoutesState = { status: 'loading' };

/** Where fetching an area's routes stands (loading before it was asked for). */
export function areaRoutesState(remote: RemoteName): AreaRoutesState {
  return states.get(remote) ?? idle;
}

/** Longest start-up waits for the opened page's routes before the first render. */
const ROUTES_PATIENCE_MS = 3_000;

/**
 * Starts on the page being opened before the first render: its area's routes, then its page
 * code where the guard is sure to let it through (public pages; guest-only pages without a
 * token), so a guest never downloads code it may not run. Resolves once the routes are
 * settled, so the first render knows the page's header and footer flags. Failures are left
 * to the page's Retry.
 */
export async function preloadAreaFor(pathname: string, hasToken: boolean): Promise<void> {
  const owner = ownerOf(pathname);
  if (!owner) return;
  const settled = requestAreaRoutes(owner);
  // A remote that hangs must not hold up the whole site: past this, the shell renders and
  // the page shows its loading state (or Retry) like any later navigation.
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    settled,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ROUTES_PATIENCE_MS);
    }),
  ]);
  clearTimeout(timer);
  preloadPage(owner, pathname, hasToken, settled);
}

function preloadPage(
  owner: RemoteName,
  pathname: string,
  hasToken: boolean,
  settled: Promise<void>,
): void {
  if (areaRoutesState(owner).status === 'loading') {
    // Not here yet: carry on once they are, without holding up start-up.
    void settled.then(() => preloadPage(owner, pathname, hasToken, settled));
    return;
  }
  const state = states.get(owner);
  const route = state?.status === 'ready' ? findRoute(state.routes, pathname) : undefined;
  if (!route) return;
  if (route.access === 'all' || (route.access === 'guest' && !hasToken)) {
    loadArea(owner).catch(() => undefined);
  }
}

/**
 * Routes already at hand, without fetching: on the server, from the area's server build, so
 * the server renders the tree the browser will hydrate once it has fetched the same routes.
 */
export function provideAreaRoutes(remote: RemoteName, routes: readonly RouteEntry[]): void {
  if (states.get(remote)?.status === 'ready') return;
  states.set(remote, { status: 'ready', routes });
  publish();
}

/** Forgets every area's routes: unit tests start each case from a fresh page load. */
export function forgetAreaRoutes(): void {
  states.clear();
  pending.clear();
  publish();
}

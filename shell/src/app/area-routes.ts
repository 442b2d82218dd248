import { createContext, useContext } from 'react';
import type { RemoteName, RouteEntry } from '@phuket/shared/routes';
import { REMOTE_NAMES, findRoute, ownerOf } from '@phuket/shared/routes';
import { pageLeaving } from './page-leaving';
import { loadArea } from './remote-loader';

/**
 * The routes the areas declare, as far as the shell has them. The shell knows no route
 * itself: it finds the area owning a path (AREA_PREFIXES), fetches that area's small
 * `./routes` module, and only then — once the guard has read the route's access rule — the
 * page code. So an area can add a page under its prefixes without a shell release.
 */
export type AreaRoutesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; routes: readonly RouteEntry[] };

export type FetchAreaRoutes = (remote: RemoteName) => Promise<readonly RouteEntry[]>;

/** Longest start-up waits for the opened page's routes before the first render. */
const ROUTES_PATIENCE_MS = 3_000;

const idle: AreaRoutesState = { status: 'loading' };

/**
 * One app's table of area routes, handed down by context (`AreaRoutesProvider`): the browser
 * makes one per page load and fills it as areas' `./routes` arrive; a server render makes one
 * per request with the routes of the area it renders (`AreaRoutes.given`), so a redeployed
 * area's new routes are rendered at once and two renders never share a table.
 */
export class AreaRoutes {
  private readonly states = new Map<RemoteName, AreaRoutesState>();
  private readonly pending = new Map<RemoteName, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private all: readonly RouteEntry[] = [];

  constructor(private readonly fetchRoutes: FetchAreaRoutes) {}

  /** Routes at hand, never fetched: what a server render of this area's page needs. */
  static given(remote: RemoteName, routes: readonly RouteEntry[]): AreaRoutes {
    const table = new AreaRoutes(() =>
      Promise.reject(new Error(`${remote}'s routes were given; others are not fetched here`)),
    );
    table.states.set(remote, { status: 'ready', routes });
    table.publish();
    return table;
  }

  /** No area's routes, none fetched: a server render of a path outside every area. */
  static none(): AreaRoutes {
    return new AreaRoutes(() => Promise.reject(new Error('no routes are fetched here')));
  }

  private publish(): void {
    this.all = REMOTE_NAMES.flatMap((name) => {
      const state = this.states.get(name);
      return state?.status === 'ready' ? state.routes : [];
    });
    for (const listener of this.listeners) listener();
  }

  /** Fetches an area's routes unless they are here or on their way; again after a failure. */
  request(remote: RemoteName): Promise<void> {
    const inFlight = this.pending.get(remote);
    if (inFlight) return inFlight;
    if (this.states.get(remote)?.status === 'ready') return Promise.resolve();
    this.states.set(remote, { status: 'loading' });
    this.publish();
    const promise = pageLeaving.track(this.fetchRoutes(remote)).then(
      (routes) => {
        this.states.set(remote, { status: 'ready', routes });
      },
      (error: unknown) => {
        // A load the browser cancelled because the visitor is leaving is no failure to report.
        if (!pageLeaving.began) console.error(`Loading the routes of ${remote} failed`, error);
        this.states.set(remote, { status: 'failed' });
      },
    );
    this.pending.set(remote, promise);
    void promise.finally(() => {
      this.pending.delete(remote);
      this.publish();
    });
    return promise;
  }

  /** Called whenever an area's routes change state (arrow: useSyncExternalStore's subscribe). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every route of the areas at hand (arrow: a stable snapshot getter). */
  readonly known = (): readonly RouteEntry[] => this.all;

  /** Where fetching an area's routes stands (loading before it was asked for). */
  state(remote: RemoteName): AreaRoutesState {
    return this.states.get(remote) ?? idle;
  }

  /**
   * Starts on the page being opened before the first render: its area's routes, then its page
   * code where the guard is sure to let it through (public pages; guest-only pages without a
   * token), so a guest never downloads code it may not run. Resolves once the routes are
   * settled, so the first render knows the page's header and footer flags. Failures are left
   * to the page's Retry.
   */
  async preloadFor(pathname: string, hasToken: boolean): Promise<void> {
    const owner = ownerOf(pathname);
    if (!owner) return;
    const settled = this.request(owner);
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
    this.preloadPage(owner, pathname, hasToken, settled);
  }

  private preloadPage(
    owner: RemoteName,
    pathname: string,
    hasToken: boolean,
    settled: Promise<void>,
  ): void {
    const state = this.state(owner);
    if (state.status === 'loading') {
      // Not here yet: carry on once they are, without holding up start-up.
      void settled.then(() => this.preloadPage(owner, pathname, hasToken, settled));
      return;
    }
    const route = state.status === 'ready' ? findRoute(state.routes, pathname) : undefined;
    if (!route) return;
    if (route.access === 'all' || (route.access === 'guest' && !hasToken)) {
      loadArea(owner).catch(() => undefined);
    }
  }
}

const AreaRoutesContext = createContext<AreaRoutes | null>(null);

export const AreaRoutesProvider = AreaRoutesContext.Provider;

/** The app's table of area routes; the app always renders inside an AreaRoutesProvider. */
export function useAreaRoutes(): AreaRoutes {
  const table = useContext(AreaRoutesContext);
  if (!table) throw new Error('useAreaRoutes outside an AreaRoutesProvider');
  return table;
}

import { useCallback, useSyncExternalStore } from 'react';
import type { RemoteName, RouteEntry } from '@phuket/shared/routes';
import { findRoute } from '@phuket/shared/routes';
import type { AreaRoutesState } from './area-routes';
import { useAreaRoutes } from './area-routes';

/** Every route of the areas fetched so far (re-renders when another area's arrive). */
// The server snapshot is the same table: a server render is given the area's routes
// (AreaRoutes.given), and hydration fetches them before it starts, so both see the same list.
export function useKnownRoutes(): readonly RouteEntry[] {
  const table = useAreaRoutes();
  return useSyncExternalStore(table.subscribe, table.known, table.known);
}

const noArea: AreaRoutesState = { status: 'loading' };

/** Where fetching an area's routes stands; null (no owning area) reads as loading. */
export function useAreaRoutesState(remote: RemoteName | null): AreaRoutesState {
  const table = useAreaRoutes();
  const snapshot = useCallback(() => (remote ? table.state(remote) : noArea), [table, remote]);
  return useSyncExternalStore(table.subscribe, snapshot, snapshot);
}

/** The declared route `pathname` opens, if its area's routes are here. */
export function useRouteOf(pathname: string): RouteEntry | undefined {
  return findRoute(useKnownRoutes(), pathname);
}

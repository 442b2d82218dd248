import { useSyncExternalStore } from 'react';
import type { RemoteName, RouteEntry } from '@phuket/shared/routes';
import { findRoute } from '@phuket/shared/routes';
import type { AreaRoutesState } from './area-routes';
import { areaRoutesState, knownRoutes, subscribeAreaRoutes } from './area-routes';

/** Every route of the areas fetched so far (re-renders when another area's arrive). */
// The server snapshot is the same store: a server render is given the area's routes first
// (provideAreaRoutes), and hydration fetches them before it starts, so both see the same list.
export function useKnownRoutes(): readonly RouteEntry[] {
  return useSyncExternalStore(subscribeAreaRoutes, knownRoutes, knownRoutes);
}

const noArea: AreaRoutesState = { status: 'loading' };

/** Where fetching an area's routes stands; null (no owning area) reads as loading. */
export function useAreaRoutesState(remote: RemoteName | null): AreaRoutesState {
  const snapshot = () => (remote ? areaRoutesState(remote) : noArea);
  return useSyncExternalStore(subscribeAreaRoutes, snapshot, snapshot);
}

/** The declared route `pathname` opens, if its area's routes are here. */
export function useRouteOf(pathname: string): RouteEntry | undefined {
  return findRoute(useKnownRoutes(), pathname);
}

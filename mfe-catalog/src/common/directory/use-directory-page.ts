import { useEffect, useState } from 'react';
import { ResourceStore } from '../resource-store';

/**
 * One page of a directory for one URL query: a fresh store per query (no stale cards shown
 * under new filters), seeded with the server render's answer when it is for this query.
 */
export function useDirectoryPage<T>(
  queryKey: string,
  load: () => Promise<T>,
  fromServer: () => T | undefined,
): ResourceStore<T> {
  const [state, setState] = useState(() => ({
    key: queryKey,
    store: new ResourceStore<T>(load, fromServer()),
  }));
  let current = state;
  if (state.key !== queryKey) {
    current = { key: queryKey, store: new ResourceStore<T>(load) };
    setState(current);
  }
  const { store } = current;
  useEffect(() => {
    void store.load({ skipIfReady: true });
  }, [store]);
  return store;
}

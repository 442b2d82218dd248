import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RootStore } from './root-store';

const RootStoreContext = createContext<RootStore | null>(null);

export function RootStoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

/** The shell's stores. Throws outside the provider: a remote rendered alone needs a harness. */
export function useStores(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useStores() needs <RootStoreProvider> (the shell or a harness)');
  return store;
}

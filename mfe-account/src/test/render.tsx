import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@phuket/shared/router';
import type { InitialEntry } from '@phuket/shared/router';
import type { CurrencyApi, FavouritesApi, SessionApi } from '@phuket/shared/stores';
import {
  CurrencyStore,
  FavouritesStore,
  RootStore,
  RootStoreProvider,
  SessionStore,
} from '@phuket/shared/stores';

function memoryStore(initial: string | null = null) {
  let value = initial;
  return {
    get: () => value,
    set: (next: string) => {
      value = next;
    },
    clear: () => {
      value = null;
    },
  };
}

/** The shell's stores, with the session calls replaced and nothing kept in localStorage. */
export function testStores(api: Partial<SessionApi> = {}, token: string | null = null): RootStore {
  const sessionApi: SessionApi = {
    login: () => Promise.reject(new Error('login not stubbed')),
    register: () => Promise.reject(new Error('register not stubbed')),
    getUser: () => Promise.reject(new Error('getUser not stubbed')),
    logout: () => Promise.resolve(),
    ...api,
  };
  const currencyApi: CurrencyApi = { getCurrency: async () => ({ currency: 'THB' }) };
  // Signing in merges the browser's favourites into the account: an account with none here,
  // so no request leaves the test (jsdom would send it to port 80).
  const favouritesApi: FavouritesApi = {
    get: async () => [],
    add: async (id) => [id],
    remove: async () => [],
    merge: async (ids) => [...ids],
  };
  let saved: readonly number[] = [];
  return new RootStore(
    new SessionStore(sessionApi, memoryStore(token)),
    new CurrencyStore(currencyApi, memoryStore()),
    new FavouritesStore(favouritesApi, {
      get: () => [...saved],
      set: (ids) => {
        saved = ids;
      },
    }),
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` at `path` with the stores, and shows where navigation ends up. */
export function renderPage(
  page: ReactElement,
  { path, entry, store }: { path: string; entry?: InitialEntry; store?: RootStore },
) {
  const stores = store ?? testStores();
  const result = render(
    <RootStoreProvider store={stores}>
      <MemoryRouter initialEntries={[entry ?? path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </RootStoreProvider>,
  );
  return { ...result, stores };
}

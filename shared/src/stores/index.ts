export { SessionStore } from './session-store';
export type { SessionApi, TokenStore, SessionListener } from './session-store';
export { CurrencyStore } from './currency-store';
export type { CurrencyApi, SelectionStore } from './currency-store';
export { FavouritesStore } from './favourites-store';
export type { FavouritesApi, FavouritesStorage } from './favourites-store';
export { RootStore, serverRootStore } from './root-store';
export { RootStoreProvider, useStores } from './context';

export {
  apiBaseUrl,
  apiClient,
  apiRequestKey,
  setApiAdapter,
  setApiBase,
  setApiLocale,
  readApiError,
  onTokenRejected,
} from './client';
// The subpaths below (account…) call their endpoints through this one client.
export { endpointAt, endpointCaller, type CallOptions } from './call';
export {
  tokenStorage,
  currencyStorage,
  TOKEN_KEY,
  SELECTED_CURRENCY_KEY,
  CURRENCY_COOKIE,
  SIGNED_IN_COOKIE,
} from './token-storage';
export * from './auth';
export * from './catalog';
export * from './client-errors';
export * from './currency';
export * from './enquiries';
export * from './favourites';
export * from './listing-events';
export * from './saved-searches';
// The account, listings, database and presentations areas' clients are subpaths of their own
// (`@phuket/shared/api/account`, `/api/listings`…): shared modules are not tree-shaken, so one
// client module would ship every area's endpoints on the first load of `/`
// (docs/bundle-size.md).

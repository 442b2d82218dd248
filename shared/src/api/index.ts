export {
  apiBaseUrl,
  apiClient,
  apiRequestKey,
  setApiAdapter,
  setApiBase,
  readApiError,
  onTokenRejected,
} from './client';
export {
  tokenStorage,
  currencyStorage,
  TOKEN_KEY,
  SELECTED_CURRENCY_KEY,
  CURRENCY_COOKIE,
  SIGNED_IN_COOKIE,
} from './token-storage';
export * from './auth';
export * from './account';
export * from './catalog';
export * from './listings';
export * from './enquiries';
export * from './favourites';
export * from './presentations';
export * from './database';
export * from './saved-searches';

// The one contract between the browser and the API: enumerations, limits, the filter codec and
// every request and response body as TypeBox schemas with their static types. Built to
// CommonJS (tsconfig.contract.json) for the API; the browser imports the schema-free parts
// (enums, limits, filters, web) relatively through @phuket/shared/domain and /filters, so
// TypeBox stays out of its bundles.
export * from './enums';
export * from './limits';
export * from './account-limits';
export * from './web';
export * from './locales';
export * from './routes';
export * from './route-entry';
export * from './filters';
export * from './directory-filters';
export * from './schema-kit';
export * from './user';
export * from './auth';
export * from './account';
export * from './agent-profile-rules';
export * from './agent-profile';
export * from './catalog';
export * from './yield-rules';
export * from './purchase-cost-rules';
export * from './price-history-rules';
export * from './tenure-rules';
export * from './ownership-rules';
export * from './price-per-sqm-rules';
export * from './yield';
export * from './site';
export * from './client-errors';
export * from './server-render';
export * from './listing-rules';
export * from './listings';
export * from './email-confirmation';
export * from './enquiry-rules';
export * from './enquiries';
export * from './favourite-rules';
export * from './favourites';
export * from './listing-feeds';
export * from './listing-stats-rules';
export * from './listing-stats';
export * from './presentation-rules';
export * from './presentations';
export * from './database-rules';
export * from './database';
export * from './saved-search-rules';
export * from './saved-searches';
export * from './staff';
export * from './moderation';
export * from './moderation-rules';
export * from './developer-claims';
export * from './content-language-rules';
export * from './content-languages';
export * from './endpoint';
export * from './endpoints';

import { accountEndpoints } from './account';
import { authEndpoints } from './auth';
import { catalogEndpoints } from './catalog';
import { clientErrorEndpoints } from './client-errors';
import { currencyEndpoints } from './currency';
import { databaseEndpoints } from './database';
import { developerClaimEndpoints } from './developer-claims';
import { enquiryEndpoints } from './enquiries';
import { favouriteEndpoints } from './favourites';
import { listingEndpoints } from './listings';
import { listingFeedEndpoints } from './listing-feeds';
import { listingStatsEndpoints } from './listing-stats';
import { moderationEndpoints } from './moderation';
import { presentationEndpoints } from './presentations';
import { savedSearchEndpoints } from './saved-searches';
import { staffEndpoints } from './staff';

/**
 * Every JSON endpoint of the API by its client function's name. A domain's declarations live
 * in its own file here; the name is the verb-noun the browser calls it by.
 */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...catalogEndpoints,
  ...currencyEndpoints,
  ...favouriteEndpoints,
  ...listingEndpoints,
  ...listingFeedEndpoints,
  ...listingStatsEndpoints,
  ...databaseEndpoints,
  ...presentationEndpoints,
  ...enquiryEndpoints,
  ...savedSearchEndpoints,
  ...staffEndpoints,
  ...moderationEndpoints,
  ...developerClaimEndpoints,
  ...clientErrorEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

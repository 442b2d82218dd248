import { databaseEndpoints } from './database';
import { favouriteEndpoints } from './favourites';

/**
 * Every JSON endpoint of the API by its client function's name. A domain's declarations live
 * in its own file here; the name is the verb-noun the browser calls it by.
 */
export const endpoints = {
  ...favouriteEndpoints,
  ...databaseEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

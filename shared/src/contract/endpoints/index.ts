import { catalogEndpoints } from './catalog';
import { favouriteEndpoints } from './favourites';

/**
 * Every JSON endpoint of the API by its client function's name. A domain's declarations live
 * in its own file here; the name is the verb-noun the browser calls it by.
 */
export const endpoints = {
  ...catalogEndpoints,
  ...favouriteEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

import type { FavouriteListing } from '../contract';
import type { favouriteEndpoints } from '../contract/endpoints/favourites';
import type { Currency } from '../domain';
import { endpointCaller } from './call';
import { favouriteRoutes } from './generated/favourites';

// Favourites: a signed-in visitor's list; a guest's stays in the browser
// (favouritesStorage). The listings of either are read by id, signed in or not.

export type { FavouriteListing };
// Through this subpath, which every build (the server renderer's too) provides.
export { COMPARE_MAX, FAVOURITES_MAX } from '../contract/favourite-rules';

const call = endpointCaller<typeof favouriteEndpoints>(favouriteRoutes);

export async function getFavourites(): Promise<number[]> {
  return (await call('getFavourites')).ids;
}

export async function addFavourite(id: number): Promise<number[]> {
  return (await call('addFavourite', { params: { id } })).ids;
}

export async function removeFavourite(id: number): Promise<number[]> {
  return (await call('removeFavourite', { params: { id } })).ids;
}

/** On sign-in: the browser's list joins the account's; the answer is the account's whole list. */
export async function mergeFavourites(ids: readonly number[]): Promise<number[]> {
  return (await call('mergeFavourites', { body: { ids: [...ids] } })).ids;
}

export async function getFavouriteListings(
  ids: readonly number[],
  currency: Currency,
): Promise<FavouriteListing[]> {
  if (ids.length === 0) return [];
  return (await call('getFavouriteListings', { query: { ids: ids.join(','), currency } })).data;
}

import type { FavouriteIds, FavouriteListing, FavouriteListings } from '../contract';
import type { Currency } from '../domain';
import { apiClient } from './client';

// Favourites: a signed-in visitor's list; a guest's stays in the browser
// (favouritesStorage). The listings of either are read by id, signed in or not.

export type { FavouriteListing };
// Through this subpath, which every build (the server renderer's too) provides.
export { COMPARE_MAX, FAVOURITES_MAX } from '../contract/favourite-rules';

export async function getFavourites(): Promise<number[]> {
  return (await apiClient.get<FavouriteIds>('/favourites')).data.ids;
}

export async function addFavourite(id: number): Promise<number[]> {
  return (await apiClient.put<FavouriteIds>(`/favourites/${encodeURIComponent(id)}`)).data.ids;
}

export async function removeFavourite(id: number): Promise<number[]> {
  return (await apiClient.delete<FavouriteIds>(`/favourites/${encodeURIComponent(id)}`)).data.ids;
}

/** On sign-in: the browser's list joins the account's; the answer is the account's whole list. */
export async function mergeFavourites(ids: readonly number[]): Promise<number[]> {
  return (await apiClient.post<FavouriteIds>('/favourites/merge', { ids })).data.ids;
}

export async function getFavouriteListings(
  ids: readonly number[],
  currency: Currency,
): Promise<FavouriteListing[]> {
  if (ids.length === 0) return [];
  const params = { ids: ids.join(','), currency };
  return (await apiClient.get<FavouriteListings>('/favourites/listings', { params })).data.data;
}

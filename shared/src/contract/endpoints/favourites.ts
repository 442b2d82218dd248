import { endpoint } from '../endpoint';
import { FAVOURITES_MAX } from '../favourite-rules';
import { FavouriteIds, FavouriteListings, FavouriteListingsQuery } from '../favourites';
import { IdParams } from '../schema-kit';

// A guest's list lives in the browser; a signed-in visitor's in the API, merged in on sign-in.
export const favouriteEndpoints = {
  getFavouriteListings: endpoint({
    method: 'GET',
    path: '/favourites/listings',
    access: 'public',
    tag: 'favourites',
    summary: 'The published listings among the ids, in that order, with tenure',
    query: FavouriteListingsQuery,
    response: FavouriteListings,
    errors: [422],
  }),
  getFavourites: endpoint({
    method: 'GET',
    path: '/favourites',
    access: 'signed-in',
    tag: 'favourites',
    summary: 'The ids of the listings I saved, oldest first',
    response: FavouriteIds,
    errors: [401],
  }),
  addFavourite: endpoint({
    method: 'PUT',
    path: '/favourites/:id',
    access: 'signed-in',
    tag: 'favourites',
    summary: 'Save a published listing (saving it twice changes nothing)',
    params: IdParams,
    response: FavouriteIds,
    errors: [401, 404, 422],
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/favourites/:id',
    access: 'signed-in',
    tag: 'favourites',
    summary: 'Forget a saved listing (one never saved changes nothing)',
    params: IdParams,
    response: FavouriteIds,
    errors: [401, 422],
  }),
  mergeFavourites: endpoint({
    method: 'POST',
    path: '/favourites/merge',
    access: 'signed-in',
    tag: 'favourites',
    summary: `Add the browser's list on sign-in: no duplicates, unpublished or unknown ids left out, at most ${FAVOURITES_MAX} kept`,
    body: FavouriteIds,
    response: FavouriteIds,
    errors: [401, 422],
  }),
};

// Generated from contract/endpoints/favourites.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { favouriteEndpoints } from '../../contract/endpoints/favourites';

export const favouriteRoutes = {
  getFavouriteListings: ['GET', '/favourites/listings'],
  getFavourites: ['GET', '/favourites'],
  addFavourite: ['PUT', '/favourites/:id'],
  removeFavourite: ['DELETE', '/favourites/:id'],
  mergeFavourites: ['POST', '/favourites/merge'],
} as const satisfies EndpointRouteTable<typeof favouriteEndpoints>;

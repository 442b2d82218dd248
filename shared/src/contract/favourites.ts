import { Type, type Static } from '@sinclair/typebox';
import { CurrencyQuery, ListingCard, NearestBeach } from './catalog';
import { FAVOURITES_MAX } from './favourite-rules';
import { ID_MAX_VALUE } from './limits';
import { Nullable, positiveIntegerPattern } from './schema-kit';

const closed = { additionalProperties: false } as const;

const ListingId = Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE });
const ID = positiveIntegerPattern(ID_MAX_VALUE);

/** GET/PUT/DELETE /favourites answers, and the merge's body: listing ids, oldest saved first. */
export const FavouriteIds = Type.Object(
  { ids: Type.Array(ListingId, { maxItems: FAVOURITES_MAX, uniqueItems: true }) },
  closed,
);
export type FavouriteIds = Static<typeof FavouriteIds>;

/** GET /favourites/listings: ids as the browser holds them (comma-separated), any visitor. */
export const FavouriteListingsQuery = Type.Object(
  {
    ids: Type.String({
      // Each id within the ids' range: a larger one is refused (422), not looked up.
      pattern: `^(?:${ID})(?:,(?:${ID})){0,${FAVOURITES_MAX - 1}}$`,
      description: 'comma-separated listing ids',
    }),
    ...CurrencyQuery,
  },
  closed,
);
export type FavouriteListingsQuery = Static<typeof FavouriteListingsQuery>;

/** A card (tenure included) plus what the compare view needs beyond it. */
export const FavouriteListing = Type.Object(
  {
    ...ListingCard.properties,
    nearest_beach: Nullable(NearestBeach),
  },
  closed,
);
export type FavouriteListing = Static<typeof FavouriteListing>;

/** The published listings among the ids, in the order asked; the rest are left out. */
export const FavouriteListings = Type.Object({ data: Type.Array(FavouriteListing) }, closed);
export type FavouriteListings = Static<typeof FavouriteListings>;

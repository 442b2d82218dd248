import { Type, type TOptional, type TSchema, type TString } from '@sinclair/typebox';
import { PaginationQuery, StringEnum } from '../http/schemas';
import {
  CURRENCIES,
  FURNITURE,
  LISTING_SORTS,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
} from './enums';
import { FILTER_KEYS, IGNORED_FILTER_KEYS, type FilterKey } from './listing-filters';

/**
 * `T | null` as `type: [T, 'null']` rather than anyOf: fast-json-stringify serialises the
 * former without running a validator per value, which matters on 100-card pages.
 */
function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'object' || type === 'array') {
    return Type.Union([schema, Type.Null()]);
  }
  return Type.Unsafe<T['static'] | null>({ ...schema, type: [type, 'null'] });
}

const FILTER_DESCRIPTIONS: Record<string, string> = {
  offer_type: `${OFFER_TYPES.join(' | ')} (All = no filter)`,
  location_id: 'location id, or a comma list of ids',
  property_type: `comma list of: ${PROPERTY_TYPES.join(', ')}`,
  bedrooms: 'comma list of 0..7; 7 means 7 or more',
  bathrooms: 'comma list of 0..7; 7 means 7 or more',
  area_filter: 'min,max in sq.m',
  price_range: 'min,max in the requested currency',
  rental_type: RENTAL_TYPES.join(' | '),
  property_stage: `comma list of: ${PROPERTY_STAGES.join(', ')}`,
  furniture: `comma list of: ${FURNITURE.join(', ')}`,
  amenities_filter: 'comma list of amenity ids; a listing must have all of them',
  developer_id: 'developer id',
  project_id: 'project id',
  user_id: 'id of the agent who listed it',
};

type FilterProps = {
  [K in FilterKey | (typeof IGNORED_FILTER_KEYS)[number] as `filter[${K}]`]: TOptional<TString>;
};

/** Every `filter[...]` key as a flat optional string; listing-filters.ts parses the values. */
export const FilterQuery = Object.fromEntries([
  ...FILTER_KEYS.map((k) => [
    `filter[${k}]`,
    Type.Optional(Type.String({ description: FILTER_DESCRIPTIONS[k] })),
  ]),
  ...IGNORED_FILTER_KEYS.map((k) => [
    `filter[${k}]`,
    Type.Optional(Type.String({ description: 'ignored' })),
  ]),
]) as FilterProps;

export const CurrencyQuery = {
  currency: Type.Optional(StringEnum(CURRENCIES, { description: 'Currency prices are shown in' })),
};

export function ListingListQuery(defaultPerPage: number) {
  return Type.Object({
    ...PaginationQuery(defaultPerPage, 100),
    sort: Type.Optional(StringEnum(LISTING_SORTS)),
    ...CurrencyQuery,
    ...FilterQuery,
  });
}

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const Photo = Type.Object(
  { id: Type.Integer(), url: Type.String(), thumb_url: Type.String() },
  { additionalProperties: false },
);

export const Album = Type.Object(
  { id: Type.Integer(), title: Nullable(Type.String()), photos: Type.Array(Photo) },
  { additionalProperties: false },
);

const cardFields = {
  id: Type.Integer(),
  title: Nullable(Type.String()),
  price: Type.Number(),
  discount: Nullable(Type.Integer()),
  currency: StringEnum(CURRENCIES),
  property_type: Nullable(Type.String()),
  property_stage: Nullable(Type.String()),
  offer_type: Nullable(Type.String()),
  rental_type: Nullable(Type.String()),
  bedrooms: Nullable(Type.Integer()),
  bathrooms: Nullable(Type.Integer()),
  area: Nullable(Type.Number()),
  location: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  developer_logo: Nullable(Type.String()),
  albums: Type.Array(Album),
};

export const ListingCard = Type.Object(cardFields, { additionalProperties: false });

const IdTitle = Type.Object(
  { id: Type.Integer(), title: Type.String() },
  { additionalProperties: false },
);
const IdName = Type.Object(
  { id: Type.Integer(), name: Type.String() },
  { additionalProperties: false },
);

export const ListingDetail = Type.Object(
  {
    ...cardFields,
    description: Nullable(Type.String()),
    furniture: Nullable(Type.String()),
    video: Nullable(Type.String()),
    address: Nullable(Type.String()),
    floor_plan: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          title: Nullable(Type.String()),
          photos: Type.Array(Photo),
        },
        { additionalProperties: false },
      ),
    ),
    documents: Type.Array(
      Type.Object(
        { id: Type.Integer(), name: Type.String(), url: Type.String() },
        { additionalProperties: false },
      ),
    ),
    amenities: Type.Array(IdName),
    developer: Nullable(
      Type.Object(
        { id: Type.Integer(), title: Type.String(), logo: Nullable(Type.String()) },
        { additionalProperties: false },
      ),
    ),
    project: Nullable(IdTitle),
    agent: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          avatar_path: Nullable(Type.String()),
          phone: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
          email: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
        },
        { additionalProperties: false },
      ),
    ),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

export { IdName, IdTitle, Nullable };

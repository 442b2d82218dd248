import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage, TitleTranslationsSchema } from './content-languages';
import { CURRENCIES } from './enums';
import { Nullable, StringEnum } from './schema-kit';
import { YIELD_COMPARABLES_SHOWN } from './yield-rules';

const closed = { additionalProperties: false } as const;

/** A published long-term rental the estimate used. */
export const YieldComparable = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    language: ContentLanguage,
    title_translations: TitleTranslationsSchema,
    bedrooms: Nullable(Type.Integer()),
    area: Nullable(Type.Number()),
    monthly_rent: Type.Number(),
  },
  closed,
);
export type YieldComparable = Static<typeof YieldComparable>;

/**
 * GET /{id}/property/yield: the rent a listing for sale could fetch, from the median of
 * comparable long-term rentals in the same area and of the same type (same bedrooms when there
 * are enough), per sq.m when sizes are known. Amounts in `currency`.
 */
export const RentalYieldEstimate = Type.Object(
  {
    listing_id: Type.Integer(),
    currency: StringEnum(CURRENCIES),
    price: Type.Number(),
    area: Nullable(Type.Number()),
    /** The area (location) the rentals were taken from. */
    location_name: Nullable(Type.String()),
    /** Which rentals were compared: same area, type and bedrooms, or same area and type. */
    basis: StringEnum(['area_type_bedrooms', 'area_type'] as const),
    /** Median rent per sq.m times the area, or the median rent itself. */
    method: StringEnum(['per_sqm', 'median'] as const),
    /** Null when fewer than the minimum of comparables were found. */
    monthly_rent: Nullable(Type.Number()),
    gross_yield: Nullable(Type.Number({ description: 'annual rent over price, in %' })),
    comparables_count: Type.Integer(),
    /** The page's starting costs (DEFAULT_YIELD_COSTS_THB), the fee in `currency`. */
    default_costs: Type.Object(
      {
        management_percent: Type.Number(),
        vacancy_percent: Type.Number(),
        common_fee_per_sqm: Type.Number(),
      },
      closed,
    ),
    comparables: Type.Array(YieldComparable, { maxItems: YIELD_COMPARABLES_SHOWN }),
  },
  closed,
);
export type RentalYieldEstimate = Static<typeof RentalYieldEstimate>;

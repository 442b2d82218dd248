import { Type, type Static } from '@sinclair/typebox';
import { LISTING_STATUSES } from './enums';
import {
  LISTING_EVENT_KINDS,
  LISTING_EVENTS_MAX,
  LISTING_STATS_METRICS,
  LISTING_STATS_PERIODS,
  type ListingStatsMetric,
  type ListingStatsPeriod,
} from './listing-stats-rules';
import { ID_MAX_VALUE } from './limits';
import { Nullable, StringEnum } from './schema-kit';

// The broker's figures per listing and day, and the property page's reports that feed them
// (docs/listing-statistics.md).

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE });

/** POST /listing-events: what the property page saw its visitor do. */
export const ListingEventsBody = Type.Object(
  {
    events: Type.Array(
      Type.Object({ listing_id: Id, kind: StringEnum(LISTING_EVENT_KINDS) }, closed),
      { minItems: 1, maxItems: LISTING_EVENTS_MAX },
    ),
  },
  closed,
);
export type ListingEventsBody = Static<typeof ListingEventsBody>;

/** `days`: 7, 30 (the default) or 90, ending today. */
export const ListingStatsQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Unsafe<ListingStatsPeriod>({
        type: 'integer',
        enum: [...LISTING_STATS_PERIODS],
        default: 30,
        description: 'the last 7, 30 or 90 days, today included',
      }),
    ),
  },
  closed,
);
export type ListingStatsQuery = Static<typeof ListingStatsQuery>;

const metricFields = Object.fromEntries(
  LISTING_STATS_METRICS.map((metric) => [metric, Type.Integer({ minimum: 0 })]),
) as { [K in ListingStatsMetric]: ReturnType<typeof Type.Integer> };

/** Every figure, a day's or a period's. */
export const ListingStatsFigures = Type.Object(metricFields, closed);
export type ListingStatsFigures = Static<typeof ListingStatsFigures>;

const period = {
  days: Type.Integer({ description: 'the period asked for' }),
  from: Type.String({ format: 'date', description: "the period's first day (Phuket's)" }),
  to: Type.String({ format: 'date', description: "the period's last day: today in Phuket" }),
};

/** GET /my/listings/stats: the owner's every listing with its period's totals. */
export const MyListingsStats = Type.Object(
  {
    ...period,
    data: Type.Array(
      Type.Object(
        {
          listing_id: Id,
          title: Nullable(Type.String()),
          status: StringEnum(LISTING_STATUSES),
          totals: ListingStatsFigures,
        },
        closed,
      ),
    ),
  },
  closed,
);
export type MyListingsStats = Static<typeof MyListingsStats>;

/** GET /my/listings/{id}/stats: one listing's days, every day of the period, oldest first. */
export const ListingStats = Type.Object(
  {
    ...period,
    listing_id: Id,
    title: Nullable(Type.String()),
    totals: ListingStatsFigures,
    series: Type.Array(
      Type.Object({ day: Type.String({ format: 'date' }), ...metricFields }, closed),
    ),
  },
  closed,
);
export type ListingStats = Static<typeof ListingStats>;

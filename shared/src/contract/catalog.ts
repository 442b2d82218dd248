import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox';
import {
  CURRENCIES,
  FURNITURE,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  SEARCH_SUGGESTION_KINDS,
  SEARCH_TEXT_MAX,
  SORT_KEYS,
  TENURES,
} from './enums';
import {
  AREA_LIMIT,
  FILTER_KEYS,
  IGNORED_FILTER_KEYS,
  PRICE_LIMIT,
  ROOM_MAX,
  ROOM_MIN,
  BEDROOM_MIN,
  type FilterKey,
} from './filters';
import { PROJECT_SORTS, PROJECT_STAGES, PROJECT_TENURES, UNIT_STATUSES } from './database-rules';
import {
  ContentLanguage,
  ContentTranslationsSchema,
  TitleTranslationsSchema,
} from './content-languages';
import {
  DATABASE_DESCRIPTION_MAX,
  DATABASE_TITLE_MAX,
  ID_MAX_VALUE,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  TITLE_SEARCH_MAX,
} from './limits';
import { FOREIGN_FREEHOLD, TENURE_FILTERS } from './tenure-rules';
import { RECENT_PRICE_DROP_DAYS } from './price-history-rules';
import { PRICE_PER_SQM_MIN_COMPARABLES } from './price-per-sqm-rules';
import {
  IdName,
  IdTitle,
  Nullable,
  Paginated,
  PaginationQuery,
  StringEnum,
  type QueryParams,
} from './schema-kit';

const closed = { additionalProperties: false } as const;

const FILTER_DESCRIPTIONS: Record<FilterKey, string> = {
  offer_type: `${OFFER_TYPES.join(' | ')} (All = no filter)`,
  location_id: 'comma list of location ids',
  property_type: `comma list of: ${PROPERTY_TYPES.join(', ')}`,
  bedrooms: `comma list of ${BEDROOM_MIN}..${ROOM_MAX}; ${BEDROOM_MIN} is a studio, ${ROOM_MAX} means ${ROOM_MAX} or more`,
  bathrooms: `comma list of ${ROOM_MIN}..${ROOM_MAX}; ${ROOM_MAX} means ${ROOM_MAX} or more`,
  area_filter: `min,max in sq.m, at most ${AREA_LIMIT}`,
  price_range: `min,max in price_currency (else the requested currency), at most ${PRICE_LIMIT}`,
  price_currency: `${CURRENCIES.join(' | ')}: the currency price_range is written in; without it, the requested currency`,
  rental_type: RENTAL_TYPES.join(' | '),
  property_stage: `comma list of: ${PROPERTY_STAGES.join(', ')}`,
  furniture: `comma list of: ${FURNITURE.join(', ')}`,
  amenities_filter: 'comma list of amenity ids; a listing must have all of them',
  developer_id: 'developer id',
  project_id: 'project id',
  search: `words found in the title, address or area name (accents and case ignored), at most ${SEARCH_TEXT_MAX} characters`,
  user_id: 'id of the agent who listed it',
  tenure: `${TENURE_FILTERS.join(' | ')}: how a foreigner can hold it; ${FOREIGN_FREEHOLD} = a freehold condo unit a foreigner can own (tenure-rules.ts)`,
  reduced: `true: only listings whose asking price is at least 1 % lower than ${RECENT_PRICE_DROP_DAYS} days ago (price-history-rules.ts)`,
};

type FilterProps = {
  [K in FilterKey | (typeof IGNORED_FILTER_KEYS)[number] as `filter[${K}]`]: TOptional<TString>;
};

/** Every `filter[...]` key as a flat optional string; `parseApiFilters` reads the values. */
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
    sort: Type.Optional(
      StringEnum(SORT_KEYS, {
        description:
          'price sorts rents by their monthly equivalent (a daily rent × 30); -reduced puts the recently reduced first, latest change first, then the rest newest first',
      }),
    ),
    ...CurrencyQuery,
    ...FilterQuery,
  });
}
/** The query of the listing endpoints as the browser's client sends it (`toApiParams`). */
export type ListingQueryParams = QueryParams<ReturnType<typeof ListingListQuery>>;

/** A photo of an album or floor plan; `thumb_url` is a smaller web size of it. */
export const Photo = Type.Object(
  { id: Type.Integer(), url: Type.String(), thumb_url: Type.String() },
  closed,
);
export type Photo = Static<typeof Photo>;

export const Album = Type.Object(
  { id: Type.Integer(), title: Nullable(Type.String()), photos: Type.Array(Photo) },
  closed,
);
export type Album = Static<typeof Album>;

const cardFields = {
  id: Type.Integer(),
  // A draft may lack any of these; a published listing has them, but old rows may not.
  title: Nullable(Type.String()),
  /** The language `title` (and the page's description) is written in. */
  language: ContentLanguage,
  price: Type.Number(),
  /** Percent off (positive number, e.g. 15); null or 0 means no badge. */
  discount: Nullable(Type.Integer()),
  currency: StringEnum(CURRENCIES),
  property_type: Nullable(StringEnum(PROPERTY_TYPES)),
  property_stage: Nullable(StringEnum(PROPERTY_STAGES)),
  offer_type: Nullable(StringEnum(OFFER_TYPES)),
  rental_type: Nullable(StringEnum(RENTAL_TYPES)),
  bedrooms: Nullable(Type.Integer()),
  bathrooms: Nullable(Type.Integer()),
  area: Nullable(Type.Number()),
  /** Address text (the area's name). */
  location: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  developer_logo: Nullable(Type.String()),
  albums: Type.Array(Album),
  /** How a foreign buyer can hold it, as the wizard asks it; texts: tenure-rules.ts. */
  tenure: Nullable(StringEnum(TENURES)),
  /** The lease term: its project's, when both are leasehold (a listing states none itself). */
  leasehold_years: Nullable(Type.Integer()),
  /** Condo units: in the foreign quota (true) or the Thai quota (false); null: not stated. */
  foreign_quota: Nullable(Type.Boolean()),
  /** Foreign-quota units its published project has left, when the project states it. */
  foreign_quota_units: Nullable(Type.Integer()),
  /** A foreigner can own it freehold (the rule: tenure-rules.ts FOREIGN_FREEHOLD). */
  foreign_freehold: Type.Boolean(),
  /**
   * How much lower, in whole percent, the asking price is than 30 days ago
   * (price-history-rules.ts recentPriceDrop); null when it is not.
   */
  reduced_percent: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
};

/**
 * The named beach nearest to a listing in a straight line (great-circle), from the API's
 * reference list of Phuket's beaches; null when the listing has no position.
 */
export const NearestBeach = Type.Object(
  { name: Type.String(), distance_m: Type.Integer({ minimum: 0 }) },
  closed,
);
export type NearestBeach = Static<typeof NearestBeach>;

/**
 * docs/product-rules.md §3 Listing as the list endpoints send it: the card fields plus where it is on a map,
 * and the title in the languages its owner translated it into (the page picks the reader's).
 */
export const ListingCard = Type.Object(
  { ...cardFields, title_translations: TitleTranslationsSchema },
  closed,
);
export type ListingCard = Static<typeof ListingCard>;

export const FloorPlan = Type.Object(
  { id: Type.Integer(), title: Nullable(Type.String()), photos: Type.Array(Photo) },
  closed,
);
export type FloorPlan = Static<typeof FloorPlan>;

export const ListingDocument = Type.Object(
  { id: Type.Integer(), name: Type.String(), url: Type.String() },
  closed,
);
export type ListingDocument = Static<typeof ListingDocument>;

/** The owner block of a property; `phone` and `email` are null unless the owner shows them. */
/** Where the page's enquiry form POSTs (docs/product-rules.md §7: a given path), relative to /api. */
const EnquiryPath = Type.String({ description: 'POST an enquiry here, relative to /api' });

export const ListingAgent = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    avatar_path: Nullable(Type.String()),
    phone: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
    email: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
    verified: Type.Boolean({ description: 'the site staff checked the agent or company' }),
  },
  closed,
);
export type ListingAgent = Static<typeof ListingAgent>;

/**
 * A developer's or project's languages: the original's `language`, and its title
 * (cards, references) or title and description (pages) in more languages. The page picks the
 * visitor's (titleIn, descriptionIn); the answer is the same in every language.
 */
const cardLanguages = { language: ContentLanguage, title_translations: TitleTranslationsSchema };
const pageLanguages = {
  language: ContentLanguage,
  translations: ContentTranslationsSchema(DATABASE_TITLE_MAX, DATABASE_DESCRIPTION_MAX),
};

/** A developer named on a project or property page: its title in each language it has. */
export const DeveloperRef = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    ...cardLanguages,
    logo: Nullable(Type.String()),
  },
  closed,
);
export type DeveloperRef = Static<typeof DeveloperRef>;

/** The project a property belongs to, named on its page. */
export const ProjectRef = Type.Object(
  { id: Type.Integer(), title: Type.String(), ...cardLanguages },
  closed,
);
export type ProjectRef = Static<typeof ProjectRef>;

/** The most price changes the property page gets: the latest ones. */
export const PRICE_HISTORY_MAX = 50;

/**
 * One change of a listing's asking price once it was public, each side in the currency the owner
 * asked in then: never converted, so it reads as the seller set it.
 */
export const PriceChange = Type.Object(
  {
    changed_at: Type.String({ format: 'date-time' }),
    old_price: Type.Number(),
    old_currency: StringEnum(CURRENCIES),
    new_price: Type.Number(),
    new_currency: StringEnum(CURRENCIES),
  },
  closed,
);
export type PriceChange = Static<typeof PriceChange>;

/**
 * A sale's asking price per sq.m beside the median of comparable sales (the same area and type,
 * with a size), in the answer's currency; price-per-sqm-rules.ts has the minimum count.
 */
export const PricePerSqm = Type.Object(
  {
    price_per_sqm: Type.Integer(),
    median_per_sqm: Type.Integer(),
    comparables_count: Type.Integer({ minimum: PRICE_PER_SQM_MIN_COMPARABLES }),
    difference_percent: Type.Integer({ description: 'this price against the median: + above' }),
  },
  closed,
);
export type PricePerSqm = Static<typeof PricePerSqm>;

/** One stage of a project's payment plan: what is due when, as a share of the price. */
export const PaymentPlanStage = Type.Object(
  { label: Type.String(), percent: Type.Number() },
  closed,
);
export type PaymentPlanStage = Static<typeof PaymentPlanStage>;

/** GET /api/{id}/property: everything the property page needs on top of the card fields. */
export const ListingDetail = Type.Object(
  {
    ...cardFields,
    /** The price in THB whatever `currency` asks: the page shows "≈ ฿…" beside USD or EUR. */
    price_thb: Type.Number(),
    description: Nullable(Type.String()),
    /** Title and description in more languages than `language` (never in it). */
    translations: ContentTranslationsSchema(LISTING_TITLE_MAX, LISTING_DESCRIPTION_MAX),
    furniture: Nullable(StringEnum(FURNITURE)),
    video: Nullable(Type.String()),
    /** The uploaded video's poster frame; null for seeded or external videos. */
    video_poster: Nullable(Type.String()),
    /** Street address when the listing has one; `location` is the area name. */
    address: Nullable(Type.String()),
    floor_plan: Nullable(FloorPlan),
    documents: Type.Array(ListingDocument),
    amenities: Type.Array(IdName),
    developer: Nullable(DeveloperRef),
    project: Nullable(ProjectRef),
    agent: Nullable(ListingAgent),
    created_at: Type.String({ format: 'date-time' }),
    /** When the owner last confirmed it is still available ("Confirmed available on …"). */
    confirmed_at: Nullable(Type.String({ format: 'date-time' })),
    enquiry_path: EnquiryPath,
    nearest_beach: Nullable(NearestBeach),
    /** Its price changes since it was first public, oldest first (at most PRICE_HISTORY_MAX). */
    price_history: Type.Array(PriceChange, { maxItems: PRICE_HISTORY_MAX }),
    /**
     * An off-plan listing in a published project: the project's payment plan, which the page
     * applies to this price, and when it completes. Empty and null otherwise.
     */
    payment_plan: Type.Array(PaymentPlanStage),
    completion: Nullable(Type.String({ description: 'a quarter, "Q3 2027"' })),
    /** Null unless a sale with a size has enough comparables. */
    price_per_sqm: Nullable(PricePerSqm),
  },
  closed,
);
export type ListingDetail = Static<typeof ListingDetail>;

export const ListingCardPage = Paginated(ListingCard);

/** GET /api/get-listings: docs/product-rules.md §7 wraps the page one level deeper (`data.data` is the array). */
export const HomeListingsResponse = Type.Object({ data: ListingCardPage }, closed);
export type HomeListingsResponse = Static<typeof HomeListingsResponse>;

export const SimplePhoto = Type.Object({ id: Type.Integer(), url: Type.String() }, closed);
export type SimplePhoto = Static<typeof SimplePhoto>;

export const DeveloperSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    ...cardLanguages,
    logo: Nullable(Type.String()),
    main_photo: Nullable(Type.String()),
    description: Nullable(Type.String()),
    projects_count: Type.Integer(),
  },
  closed,
);
export type DeveloperSummary = Static<typeof DeveloperSummary>;

export const ProjectSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    ...cardLanguages,
    main_photo: Nullable(Type.String()),
    completion: Nullable(Type.String()),
    launch: Nullable(Type.String({ description: 'the month sales start(ed), "2026-03"' })),
    developer: Nullable(DeveloperRef),
    location: Nullable(IdName),
    stage: Nullable(StringEnum(PROJECT_STAGES)),
    price_from: Nullable(Type.Number({ description: 'in `currency`' })),
    currency: StringEnum(CURRENCIES),
  },
  closed,
);
export type ProjectSummary = Static<typeof ProjectSummary>;

/** GET /api/developers/{id}. */
export const DeveloperDetail = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    ...pageLanguages,
    logo: Nullable(Type.String()),
    main_photo: Nullable(Type.String()),
    photos: Type.Array(SimplePhoto),
    description: Nullable(Type.String()),
    website: Nullable(Type.String()),
    phone: Nullable(Type.String({ description: 'for enquiries' })),
    email: Nullable(Type.String({ description: 'for enquiries' })),
    year_founded: Nullable(Type.Integer()),
    projects_completed: Nullable(Type.Integer()),
    projects: Type.Array(ProjectSummary),
    listings_count: Type.Integer(),
    enquiry_path: EnquiryPath,
  },
  closed,
);
export type DeveloperDetail = Static<typeof DeveloperDetail>;

export const ProjectLayout = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    bedrooms: Nullable(Type.Integer()),
    bathrooms: Nullable(Type.Integer()),
    area: Nullable(Type.Number()),
    photo: Nullable(Type.String()),
    price_from: Nullable(
      Type.Number({
        description: "in `currency`: the lowest available unit's price, else the layout's",
      }),
    ),
    units_count: Type.Integer({ description: 'units in the unit table (0: no table)' }),
    available_units: Type.Integer(),
  },
  closed,
);
export type ProjectLayout = Static<typeof ProjectLayout>;

/**
 * One row of a project's public unit list: what a buyer compares. The unit's number, id and
 * layout id stay in the database screens.
 */
export const ProjectPublicUnit = Type.Object(
  {
    type: Nullable(Type.String({ description: "the layout's name" })),
    bedrooms: Nullable(Type.Integer({ description: "the layout's" })),
    floor: Nullable(Type.Integer()),
    area: Nullable(Type.Number({ description: "sq.m, the layout's" })),
    price: Nullable(Type.Number({ description: 'in `currency`' })),
    status: StringEnum(UNIT_STATUSES),
  },
  closed,
);
export type ProjectPublicUnit = Static<typeof ProjectPublicUnit>;

/** GET /api/projects/{id}. */
export const ProjectDetail = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    ...pageLanguages,
    main_photo: Nullable(Type.String()),
    photos: Type.Array(SimplePhoto),
    video: Nullable(Type.String()),
    description: Nullable(Type.String()),
    completion: Nullable(Type.String()),
    launch: Nullable(Type.String({ description: 'the month sales start(ed), "2026-03"' })),
    stage: Nullable(StringEnum(PROJECT_STAGES)),
    construction_progress: Nullable(Type.Integer({ description: 'percent' })),
    price_from: Nullable(Type.Number({ description: 'in `currency`' })),
    price_to: Nullable(Type.Number({ description: 'in `currency`' })),
    currency: StringEnum(CURRENCIES, { description: 'the requested currency (THB by default)' }),
    payment_plan: Type.Array(PaymentPlanStage),
    tenure: Nullable(StringEnum(PROJECT_TENURES)),
    leasehold_years: Nullable(Type.Integer()),
    foreign_quota_units: Nullable(Type.Integer()),
    address: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    amenities: Type.Array(IdName),
    brochure: Nullable(Type.String({ description: 'PDF URL' })),
    layouts: Type.Array(ProjectLayout),
    units: Type.Array(ProjectPublicUnit, { description: 'by floor, then price' }),
    developer: Nullable(DeveloperRef),
    developer_contact: Nullable(
      Type.Object(
        {
          website: Nullable(Type.String()),
          phone: Nullable(Type.String()),
          email: Nullable(Type.String()),
        },
        closed,
      ),
    ),
    location: Nullable(IdName),
    listings_count: Type.Integer(),
    enquiry_path: EnquiryPath,
  },
  closed,
);
export type ProjectDetail = Static<typeof ProjectDetail>;

/**
 * GET /api/agents/{id}: the public profile of a broker or developer with a published listing.
 * `email` and `phone` are null unless the agent chose to show them.
 */
export const AgentProfile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    avatar_path: Nullable(Type.String()),
    company_logo_path: Nullable(Type.String()),
    phone: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
    email: Nullable(Type.String({ description: 'null unless the agent chose to show it' })),
    /** Plain text with line breaks, up to AGENT_BIO_MAX characters; null when not written. */
    bio: Nullable(Type.String()),
    /** The languages the agent speaks, named, in AGENT_LANGUAGES order. */
    languages: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }, closed)),
    listings_count: Type.Integer(),
    enquiry_path: EnquiryPath,
    verified: Type.Boolean({ description: 'the site staff checked the agent or company' }),
  },
  closed,
);
export type AgentProfile = Static<typeof AgentProfile>;

/** Query of GET /api/developers and /api/projects. */
export const DirectoryQuery = Type.Object({
  ...PaginationQuery(10, 100),
  'filter[title]': Type.Optional(
    Type.String({
      maxLength: TITLE_SEARCH_MAX,
      description: 'part of the title, in any of its languages',
    }),
  ),
});
export type DirectoryQueryParams = QueryParams<typeof DirectoryQuery>;

const IdFilter = (what: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE, description: what }));

/** Query of GET /api/projects. */
export const ProjectsQuery = Type.Object({
  ...DirectoryQuery.properties,
  // Without it, each project's "from" price stays in the project's own currency.
  ...CurrencyQuery,
  'filter[developer_id]': IdFilter('developer id'),
  'filter[location_id]': IdFilter('location id'),
  'filter[stage]': Type.Optional(StringEnum(PROJECT_STAGES)),
  'filter[price_range]': Type.Optional(
    Type.String({
      maxLength: 64,
      pattern: '^ *[0-9]+(\\.[0-9]+)? *, *[0-9]+(\\.[0-9]+)? *$',
      description:
        '"min,max" in filter[price_currency], else in `currency` (THB without): projects whose from–to range meets it; a project without a price is kept',
    }),
  ),
  'filter[price_currency]': Type.Optional(StringEnum(CURRENCIES)),
  sort: Type.Optional(
    StringEnum(PROJECT_SORTS, {
      description:
        'title (default) | newest: the latest launch month first, those without one after, then the latest added',
    }),
  ),
});
export type ProjectsQueryParams = QueryParams<typeof ProjectsQuery>;

export const OfferTypeParams = Type.Object({ offerType: StringEnum(OFFER_TYPES) });

/** GET /api/{offerType}/options: the choices of the filters bar. */
export const OptionsResponse = Type.Object(
  {
    locations: Type.Array(IdName),
    amenities: Type.Array(IdName),
    developers: Type.Array(IdTitle),
    projects: Type.Array(IdTitle),
  },
  closed,
);
export type OptionsResponse = Static<typeof OptionsResponse>;

export const LocationList = Type.Array(IdName);

/** GET /api/search/suggestions?q=: the hero's location search. */
export const SearchSuggestionsQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: SEARCH_TEXT_MAX,
      description: 'what the visitor typed; accents and case are ignored, small typos forgiven',
    }),
  },
  closed,
);
export type SearchSuggestionsQuery = Static<typeof SearchSuggestionsQuery>;

export const SearchSuggestion = Type.Object(
  {
    kind: StringEnum(SEARCH_SUGGESTION_KINDS),
    id: Type.Integer(),
    label: Type.String(),
    /** A second line: a project's or listing's area, a developer's project count. */
    detail: Nullable(Type.String()),
    /** How well `label` matches, 0..1; Enter without a highlighted suggestion takes the best. */
    score: Type.Number(),
  },
  closed,
);
export type SearchSuggestion = Static<typeof SearchSuggestion>;

export const SearchSuggestionsResponse = Type.Object(
  {
    /** Grouped by kind in SEARCH_SUGGESTION_KINDS order, best match first within a kind. */
    data: Type.Array(SearchSuggestion),
  },
  closed,
);
export type SearchSuggestionsResponse = Static<typeof SearchSuggestionsResponse>;

/** The value is checked in the handler so that every bad input gets one message (docs/product-rules.md §8). */
export const SubscribeBody = Type.Object({ email: Type.Optional(Type.Unknown()) });

export const CurrencyResponse = Type.Object({ currency: StringEnum(CURRENCIES) }, closed);
export type CurrencyResponse = Static<typeof CurrencyResponse>;

/**
 * GET /currency/rates: units of each currency per 1 THB, the rates every price and price
 * range is converted with. The filters bar converts a price range with them when the visitor
 * switches currency.
 */
export const CurrencyRatesResponse = Type.Object(
  {
    base: Type.Literal('THB'),
    rates: Type.Object(
      {
        THB: Type.Number({ exclusiveMinimum: 0 }),
        USD: Type.Number({ exclusiveMinimum: 0 }),
        EUR: Type.Number({ exclusiveMinimum: 0 }),
      },
      closed,
    ),
  },
  closed,
);
export type CurrencyRatesResponse = Static<typeof CurrencyRatesResponse>;

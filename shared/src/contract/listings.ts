import { Type, type Static } from '@sinclair/typebox';
import {
  CURRENCIES,
  DOCUMENT_VISIBILITIES,
  FURNITURE,
  LISTING_STATUSES,
  OFFER_TYPES,
  PHOTO_STATES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  TENURES,
  VIDEO_STATES,
} from './enums';
import {
  ID_MAX_VALUE,
  LISTING_ADDRESS_MAX,
  LISTING_ALBUM_TITLE_MAX,
  LISTING_AMENITIES_MAX,
  LISTING_AREA_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_DISCOUNT_MAX,
  LISTING_DOCUMENT_TITLE_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  LISTING_TITLE_MAX,
  LEASEHOLD_YEARS_MAX,
  PAGE_SIZES,
} from './limits';
import {
  CurrencyQuery,
  ListingCard,
  ListingCardPage,
  ListingDetail,
  ListingListQuery,
} from './catalog';
import { ContentLanguage, ContentTranslationsSchema } from './content-languages';
import { LISTING_ACTIONS, PUBLISH_REQUIREMENTS } from './listing-rules';
import { Nullable, Paginated, StringEnum } from './schema-kit';

// The listing wizard and "my listings". Every field of a step is optional (the
// wizard autosaves while typing, so a draft may be incomplete) and nullable where the person
// can clear it; what is sent is validated whole, and publishing checks completeness.

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE });

/** The version a write was based on; a stale one is refused with 409. */
export const ListingVersion = Type.Integer({
  minimum: 1,
  maximum: ID_MAX_VALUE,
  description: 'The version of the listing this write is based on (from the last answer)',
});

const step1Fields = {
  offer_type: Type.Optional(Nullable(StringEnum(OFFER_TYPES))),
  property_type: Type.Optional(Nullable(StringEnum(PROPERTY_TYPES))),
  property_stage: Type.Optional(Nullable(StringEnum(PROPERTY_STAGES))),
  rental_type: Type.Optional(
    Nullable(StringEnum(RENTAL_TYPES, { description: 'only when offer_type is Rent' })),
  ),
  title: Type.Optional(Nullable(Type.String({ maxLength: LISTING_TITLE_MAX }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: LISTING_DESCRIPTION_MAX }))),
  language: Type.Optional(ContentLanguage),
  translations: Type.Optional(
    ContentTranslationsSchema(LISTING_TITLE_MAX, LISTING_DESCRIPTION_MAX),
  ),
};

const step2Fields = {
  location_id: Type.Optional(Nullable(Id)),
  address: Type.Optional(Nullable(Type.String({ maxLength: LISTING_ADDRESS_MAX }))),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  developer_id: Type.Optional(Nullable(Id)),
  project_id: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: ID_MAX_VALUE,
        description:
          'published projects only; fills developer, location, address and pin when they are empty',
      }),
    ),
  ),
};

const step3Fields = {
  price: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: LISTING_PRICE_MAX }))),
  currency: Type.Optional(StringEnum(CURRENCIES)),
  discount: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: LISTING_DISCOUNT_MAX, description: 'percent' })),
  ),
  bedrooms: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LISTING_ROOMS_MAX }))),
  bathrooms: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LISTING_ROOMS_MAX }))),
  area: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: LISTING_AREA_MAX, description: 'sq.m' })),
  ),
  furniture: Type.Optional(Nullable(StringEnum(FURNITURE))),
  amenities: Type.Optional(
    Type.Array(Id, {
      maxItems: LISTING_AMENITIES_MAX,
      uniqueItems: true,
      description: 'amenity ids; replaces the whole set',
    }),
  ),
  tenure: Type.Optional(Nullable(StringEnum(TENURES))),
  leasehold_years: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: LEASEHOLD_YEARS_MAX,
        description: 'Leasehold only: the years of the lease; dropped when the tenure changes',
      }),
    ),
  ),
  foreign_quota: Type.Optional(
    Nullable(Type.Boolean({ description: 'condo units only: the unit is in the foreign quota' })),
  ),
};

/** POST /listing/store?step=1: creates the draft. */
export const StoreListingQuery = Type.Object({
  step: Type.Integer({ minimum: 1, maximum: 1, description: 'always 1: the draft starts there' }),
});
export const StoreListingBody = Type.Object(step1Fields, closed);
export type StoreListingBody = Static<typeof StoreListingBody>;

export const ListingStep1Body = Type.Object({ version: ListingVersion, ...step1Fields }, closed);
export type ListingStep1Body = Static<typeof ListingStep1Body>;
export const ListingStep2Body = Type.Object({ version: ListingVersion, ...step2Fields }, closed);
export type ListingStep2Body = Static<typeof ListingStep2Body>;
export const ListingStep3Body = Type.Object({ version: ListingVersion, ...step3Fields }, closed);
export type ListingStep3Body = Static<typeof ListingStep3Body>;

/** Body of the status changes and of confirm-availability. */
export const ListingVersionBody = Type.Object({ version: ListingVersion }, closed);
export type ListingVersionBody = Static<typeof ListingVersionBody>;
/**
 * Unpublish and confirm-availability: the owner sends the version; an admin unpublishing for
 * moderation may leave it out (an empty body is fine).
 */
export const OptionalVersionBody = Type.Union([
  Type.Object({ version: Type.Optional(ListingVersion) }, closed),
  Type.Null(),
]);
export type OptionalVersionBody = Static<typeof OptionalVersionBody>;
/** DELETE carries its version in the query. */
export const ListingVersionQuery = Type.Object({ version: ListingVersion });

export const ListingIdParams = Type.Object({ id: Id });

export const ListingPaths = Type.Object(
  {
    self: Type.String({ description: 'GET: the whole draft' }),
    steps: Type.Object({ '1': Type.String(), '2': Type.String(), '3': Type.String() }, closed),
    publish: Type.String(),
    unpublish: Type.String(),
    mark_sold: Type.String(),
    mark_rented: Type.String(),
    archive: Type.String(),
    confirm_availability: Type.String(),
    duplicate: Type.String(),
    delete: Type.String(),
    photos: Type.String({
      description:
        'POST multipart: upload one photo; {photos}/{photoId}: DELETE; {photos}/{photoId}/cover: POST',
    }),
    photo_order: Type.String({ description: 'PUT: the display order of every photo' }),
    albums: Type.String({ description: 'POST: new album; {albums}/{albumId}: PUT, DELETE' }),
    video: Type.String({
      description:
        'POST: start a resumable (tus 1.0) upload of the video, answered with its Location for HEAD and PATCH; DELETE: remove the video',
    }),
    floor_plan_photos: Type.String({
      description:
        'POST multipart: upload one floor plan photo; {floor_plan_photos}/{photoId}: DELETE',
    }),
    documents: Type.String({
      description:
        'POST multipart (file, title, visibility): upload one PDF; {documents}/{documentId}: GET the file, DELETE',
    }),
  },
  { ...closed, description: 'paths relative to the API base /api' },
);
export type ListingPaths = Static<typeof ListingPaths>;

const RequirementFlags = Type.Object(
  Object.fromEntries(PUBLISH_REQUIREMENTS.map((r) => [r, Type.Boolean()])) as Record<
    (typeof PUBLISH_REQUIREMENTS)[number],
    ReturnType<typeof Type.Boolean>
  >,
  closed,
);

export const ListingCompletenessSchema = Type.Object(
  {
    met: RequirementFlags,
    missing: Type.Array(StringEnum(PUBLISH_REQUIREMENTS)),
    ready: Type.Boolean(),
    photos_count: Type.Integer({ minimum: 0 }),
  },
  closed,
);

const dateTime = Type.String({ format: 'date-time' });

/** A photo as its owner edits it: the public one plus its place, size and whether it is the cover. */
export const ListingPhoto = Type.Object(
  {
    id: Type.Integer(),
    album_id: Type.Integer(),
    url: Type.String({
      description: 'the gallery size (WebP, at most 1920 px); served once `status` is ready',
    }),
    thumb_url: Type.String({ description: 'the card size (WebP, 640 x 480); once ready' }),
    width: Type.Integer({ description: 'of the gallery size, after orientation; 0 until ready' }),
    height: Type.Integer(),
    position: Type.Integer({ description: 'place in its album, from 0' }),
    is_main: Type.Boolean({ description: 'the cover: first on cards and in the gallery' }),
    status: StringEnum(PHOTO_STATES, {
      description:
        'processing (a HEIC being converted), ready, or failed; only ready photos are public and count toward publishing',
    }),
    error: Nullable(Type.String({ description: 'why it failed, when failed' })),
    warnings: Type.Array(Type.String(), {
      description: 'what processing found, e.g. under 1280 px wide',
    }),
  },
  closed,
);
export type ListingPhoto = Static<typeof ListingPhoto>;

export const ListingAlbum = Type.Object(
  { id: Type.Integer(), title: Nullable(Type.String()), photos: Type.Array(ListingPhoto) },
  closed,
);
export type ListingAlbum = Static<typeof ListingAlbum>;

/**
 * POST {paths.photos}: the stored photo and what the owner should know about it. 201 with a
 * ready photo (JPEG, PNG, WebP); 202 with a processing one (HEIC: converted by a job, then
 * `GET /listing/{id}` shows it ready or failed).
 */
export const UploadedListingPhoto = Type.Object(
  {
    photo: ListingPhoto,
    warnings: Type.Array(Type.String(), { description: 'e.g. under 1280 px wide' }),
  },
  closed,
);
export type UploadedListingPhoto = Static<typeof UploadedListingPhoto>;

/**
 * Where the owner picked the photo for. Photos picked together upload side by side and finish
 * in any order; each is sent with its own place so they are stored in the order picked.
 */
const UploadPositionField = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: 10_000,
    description:
      'the place picked for it (0 = first; the others keep theirs, a tie is read by id). Default: after the others',
  }),
);

/** POST {paths.photos}?position&album_id: where the uploaded photo goes. */
export const UploadListingPhotoQuery = Type.Object(
  {
    position: UploadPositionField,
    album_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description: 'the album to add to; else the first album (created as "Photos" if none)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** POST {paths.floor_plan_photos}?position: where the uploaded floor plan photo goes. */
export const UploadFloorPlanPhotoQuery = Type.Object(
  { position: UploadPositionField },
  { additionalProperties: false },
);

export const ListingPhotoParams = Type.Object({ id: Id, photoId: Id });
export const ListingAlbumParams = Type.Object({ id: Id, albumId: Id });

const albumTitle = Type.String({ minLength: 1, maxLength: LISTING_ALBUM_TITLE_MAX });
export const ListingAlbumBody = Type.Object({ title: albumTitle }, closed);
export type ListingAlbumBody = Static<typeof ListingAlbumBody>;

/** PUT {paths.photo_order}: every photo of the listing once, in display order, with its album. */
export const ListingPhotoOrderBody = Type.Object(
  {
    photos: Type.Array(Type.Object({ id: Id, album_id: Id }, closed), { maxItems: 200 }),
  },
  closed,
);
export type ListingPhotoOrderBody = Static<typeof ListingPhotoOrderBody>;

/** A floor plan photo as its owner edits it. */
export const FloorPlanPhoto = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String({ description: 'the gallery size (WebP, at most 1920 px)' }),
    thumb_url: Type.String({ description: 'the card size (WebP, 640 x 480); once ready' }),
    width: Type.Integer({ description: '0 until ready' }),
    height: Type.Integer(),
    position: Type.Integer({ description: 'its place in the floor plan, 0 first (gaps possible)' }),
    status: StringEnum(PHOTO_STATES, {
      description:
        'processing (a HEIC being converted), ready, or failed; only ready ones are public',
    }),
    error: Nullable(Type.String({ description: 'why it failed, when failed' })),
  },
  closed,
);
export type FloorPlanPhoto = Static<typeof FloorPlanPhoto>;

/**
 * POST {paths.floor_plan_photos}: the stored photo and what the owner should know about it.
 * 201 with a ready photo (JPEG, PNG, WebP); 202 with a processing one (HEIC: converted by a
 * job, then `GET /listing/{id}` shows it ready or failed), as the album photos.
 */
export const UploadedFloorPlanPhoto = Type.Object(
  { photo: FloorPlanPhoto, warnings: Type.Array(Type.String()) },
  closed,
);
export type UploadedFloorPlanPhoto = Static<typeof UploadedFloorPlanPhoto>;

export const FloorPlanPhotoParams = Type.Object({ id: Id, photoId: Id });

/** A listing document as its owner edits it. */
export const ListingDocumentItem = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    visibility: StringEnum(DOCUMENT_VISIBILITIES),
    filename: Type.String(),
    size: Type.Integer({ description: 'bytes' }),
    url: Type.String({ description: 'GET streams the PDF (relative to the site)' }),
  },
  closed,
);
export type ListingDocumentItem = Static<typeof ListingDocumentItem>;

/** The text fields of a document upload (multipart, beside the file). */
export const ListingDocumentFields = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: LISTING_DOCUMENT_TITLE_MAX }),
    visibility: StringEnum(DOCUMENT_VISIBILITIES, {
      description: 'public: anyone once published; owner: its owner only',
    }),
  },
  closed,
);
export type ListingDocumentFields = Static<typeof ListingDocumentFields>;

export const ListingDocumentParams = Type.Object({ id: Id, documentId: Id });

/** The video as its owner sees it while it uploads, is processed and is shown. */
export const ListingVideoSchema = Type.Object(
  {
    state: StringEnum(VIDEO_STATES),
    url: Nullable(Type.String({ description: 'once ready' })),
    poster_url: Nullable(Type.String({ description: 'once ready (WebP)' })),
    error: Nullable(Type.String({ description: 'why it was refused, when failed' })),
  },
  closed,
);
export type ListingVideo = Static<typeof ListingVideoSchema>;

/**
 * What staff told the owner with their last decision: why the listing was rejected (status
 * `rejected`) or what to change before publishing again (a `draft`). Null: nothing to tell.
 */
const ModerationNote = Nullable(Type.String());

/** GET /listing/{id}: the whole listing as its owner edits it; also the answer of every save. */
export const ListingDraft = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(LISTING_STATUSES),
    version: Type.Integer(),
    moderation_note: ModerationNote,
    /** The furthest wizard step saved, so the wizard resumes there. */
    step: Type.Integer(),
    offer_type: Nullable(StringEnum(OFFER_TYPES)),
    property_type: Nullable(StringEnum(PROPERTY_TYPES)),
    property_stage: Nullable(StringEnum(PROPERTY_STAGES)),
    rental_type: Nullable(StringEnum(RENTAL_TYPES)),
    title: Nullable(Type.String()),
    description: Nullable(Type.String()),
    language: ContentLanguage,
    translations: ContentTranslationsSchema(LISTING_TITLE_MAX, LISTING_DESCRIPTION_MAX),
    location_id: Nullable(Type.Integer()),
    address: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    developer_id: Nullable(Type.Integer()),
    project_id: Nullable(Type.Integer()),
    price: Nullable(Type.Number()),
    currency: StringEnum(CURRENCIES),
    discount: Nullable(Type.Integer()),
    bedrooms: Nullable(Type.Integer()),
    bathrooms: Nullable(Type.Integer()),
    area: Nullable(Type.Number()),
    furniture: Nullable(StringEnum(FURNITURE)),
    amenities: Type.Array(Type.Integer()),
    tenure: Nullable(StringEnum(TENURES)),
    leasehold_years: Nullable(Type.Integer()),
    foreign_quota: Nullable(Type.Boolean()),
    albums: Type.Array(ListingAlbum),
    video: Nullable(Type.String({ description: 'the video URL once it can be shown' })),
    video_status: Nullable(ListingVideoSchema),
    floor_plan_photos: Type.Array(FloorPlanPhoto),
    documents: Type.Array(ListingDocumentItem),
    confirmed_at: Nullable(dateTime),
    views: Type.Integer(),
    created_at: dateTime,
    updated_at: dateTime,
    completeness: ListingCompletenessSchema,
    actions: Type.Array(StringEnum(LISTING_ACTIONS)),
    paths: ListingPaths,
  },
  closed,
);
export type ListingDraft = Static<typeof ListingDraft>;

/**
 * When the listing left the search for want of a confirmation (LISTING_FRESHNESS_DAYS):
 * it is archived then, and confirming its availability publishes it again.
 */
const ExpiredAt = Nullable(dateTime);

/** Days without a confirmation after which a published listing leaves the search. */
export const LISTING_FRESHNESS_DAYS = 60;
/** Days before that when the owner is reminded. */
export const LISTING_FRESHNESS_REMINDER_DAYS = 7;

/** The answer of a status change or confirmation. */
export const ListingState = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(LISTING_STATUSES),
    version: Type.Integer(),
    confirmed_at: Nullable(dateTime),
    expired_at: ExpiredAt,
    updated_at: dateTime,
    moderation_note: ModerationNote,
  },
  closed,
);
export type ListingState = Static<typeof ListingState>;

/**
 * GET /get/broker/listings (docs/product-rules.md §7): `filter[...]` as every listing list takes them, plus the
 * two that only the signed-in owner's list takes (a status, part of the title).
 */
export const BrokerListingsQuery = Type.Object({
  ...ListingListQuery(PAGE_SIZES.brokerListings).properties,
  'filter[status]': Type.Optional(
    StringEnum(LISTING_STATUSES, { description: "the signed-in owner's list only" }),
  ),
  'filter[title]': Type.Optional(
    Type.String({
      maxLength: LISTING_TITLE_MAX,
      description: "part of the title, any case; the signed-in owner's list only",
    }),
  ),
});
export type BrokerListingsQuery = Static<typeof BrokerListingsQuery>;

/**
 * A row of "my listings": the catalog's card (every field, so anything that reads cards reads
 * these) plus what only its owner sees. `price` is 0 while the owner has set none, as on a card;
 * `completeness` says whether it is missing.
 */
export const MyListing = Type.Object(
  {
    ...ListingCard.properties,
    status: StringEnum(LISTING_STATUSES),
    version: Type.Integer(),
    cover_url: Nullable(Type.String({ description: 'the first photo of the card, card size' })),
    completeness: ListingCompletenessSchema,
    confirmed_at: Nullable(dateTime),
    expired_at: ExpiredAt,
    views: Type.Integer(),
    updated_at: dateTime,
    moderation_note: ModerationNote,
    actions: Type.Array(StringEnum(LISTING_ACTIONS)),
    paths: ListingPaths,
  },
  closed,
);
export type MyListing = Static<typeof MyListing>;
export const MyListingsPage = Paginated(MyListing);
export type MyListingsPage = Static<typeof MyListingsPage>;

/**
 * The answer of GET /get/broker/listings: a signed-in broker or developer gets their own
 * listings in every status as `MyListing` rows (newest change first); anyone else the public
 * cards of `filter[user_id]`.
 */
export const BrokerListingsResponse = Type.Union([MyListingsPage, ListingCardPage]);
export type BrokerListingsResponse = Static<typeof BrokerListingsResponse>;

/**
 * GET /listing/{id}/preview: the property page's answer (`ListingDetail`, public documents
 * only) for the listing's owner, in any status, with the status for the page's banner. Not a
 * view of the listing.
 */
export const ListingPreview = Type.Object(
  { ...ListingDetail.properties, status: StringEnum(LISTING_STATUSES) },
  closed,
);
export type ListingPreview = Static<typeof ListingPreview>;
export const ListingPreviewQuery = Type.Object(CurrencyQuery);

/** What two listings have in common under DDproperty's duplicate rule (2 of 3 make a match). */
export const DUPLICATE_SIGNALS = ['photo', 'price', 'area'] as const;
export type DuplicateSignal = (typeof DUPLICATE_SIGNALS)[number];

/** A published listing that looks like the same property as the one being published. */
export const ListingDuplicateMatch = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    cover_url: Nullable(Type.String()),
    /** The owner's own listing (publish anyway, or archive the older one). */
    yours: Type.Boolean(),
    matched_on: Type.Array(StringEnum(DUPLICATE_SIGNALS), { minItems: 2 }),
  },
  closed,
);
export type ListingDuplicateMatch = Static<typeof ListingDuplicateMatch>;

/** GET /listing/{id}/duplicates: the closest matches first, at most 5. */
export const ListingDuplicates = Type.Object(
  { matches: Type.Array(ListingDuplicateMatch, { maxItems: 5 }) },
  closed,
);
export type ListingDuplicates = Static<typeof ListingDuplicates>;

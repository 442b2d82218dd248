import { Type, type Static } from '@sinclair/typebox';
import {
  CURRENCIES,
  LISTING_STATUSES,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  FURNITURE,
} from './enums';
import { CurrencyQuery, FilterQuery } from './catalog';
import { ContentLanguage, ContentTranslationsSchema } from './content-languages';
import { LOCALES } from './locales';
import {
  ID_MAX_VALUE,
  LISTING_DESCRIPTION_MAX,
  LISTING_MAX_PHOTOS,
  LISTING_PRICE_MAX,
  LISTING_TITLE_MAX,
  PAGE_SIZES,
  PRESENTATION_CLIENT_NAME_MAX,
  PRESENTATION_FEEDBACK_COMMENT_MAX,
  PRESENTATION_HONEYPOT_MAX,
  PRESENTATION_INTRO_MAX,
  PRESENTATION_ITEMS_MAX,
  PRESENTATION_NOTE_MAX,
  PRESENTATION_SLUG_MAX,
  PRESENTATION_TITLE_MAX,
  PRESENTATIONS_PER_PAGE,
} from './limits';
import {
  CONTACT_IMAGES,
  FEEDBACK_ANSWERS,
  PRESENTATION_STATUSES,
  PRICE_MODES,
} from './presentation-rules';
import { Nullable, Paginated, PaginationQuery, StringEnum } from './schema-kit';

// Presentations: a broker's or developer's selection of listings for one client,
// shared by an unguessable link. Owner routes live under /api/presentations/{id}; the public
// view, its tracking and feedback under /api/presentation/{slug}. The rules (price shown,
// status of the link, slug format) are in presentation-rules.ts.

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX_VALUE });
const dateTime = Type.String({ format: 'date-time' });

/** The client's language: the public page, its link and its PDF are in it. */
const ClientLocale = StringEnum(LOCALES, {
  description: "the client's language: the public page, its shared link and its PDF",
});

/** The version a write was based on; a stale one is refused with 409. */
export const PresentationVersion = Type.Integer({
  minimum: 1,
  maximum: ID_MAX_VALUE,
  description: 'The version of the presentation this write is based on (from the last answer)',
});

export const PriceOverride = Type.Object(
  {
    amount: Type.Number({ exclusiveMinimum: 0, maximum: LISTING_PRICE_MAX }),
    currency: StringEnum(CURRENCIES),
  },
  closed,
);
export type PriceOverride = Static<typeof PriceOverride>;

export const PresentationContactOptionsSchema = Type.Object(
  {
    show_name: Type.Boolean(),
    image: StringEnum(CONTACT_IMAGES, { description: 'avatar, company logo, or no picture' }),
    show_phone: Type.Boolean({ description: 'the phone with a tel: button' }),
    show_chat: Type.Boolean({ description: 'a chat (WhatsApp) button on the same phone' }),
    show_email: Type.Boolean({ description: 'a mailto: button; off by default' }),
  },
  closed,
);

/** One listing of the presentation as the editor sends it; the array order is the display order. */
export const PresentationItemBody = Type.Object(
  {
    listing_id: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: ID_MAX_VALUE,
        description: 'null only to keep an item whose listing was deleted (with its item_id)',
      }),
    ),
    item_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ID_MAX_VALUE,
        description: 'an item already in the presentation; keeps it when its listing was deleted',
      }),
    ),
    note: Type.Optional(Nullable(Type.String({ maxLength: PRESENTATION_NOTE_MAX }))),
    photo_ids: Type.Optional(
      Type.Array(Id, {
        maxItems: LISTING_MAX_PHOTOS,
        uniqueItems: true,
        description: "the listing's photos to show, in order; empty or absent = all of them",
      }),
    ),
    price_mode: Type.Optional(StringEnum(PRICE_MODES, { description: 'as_is by default' })),
    /** Needed with `override`; stored as null with the other modes. */
    price_override: Type.Optional(Nullable(PriceOverride)),
  },
  closed,
);
export type PresentationItemBody = Static<typeof PresentationItemBody>;

const presentationFields = {
  title: Type.String({ maxLength: PRESENTATION_TITLE_MAX }),
  client_name: Type.Optional(
    Nullable(
      Type.String({
        maxLength: PRESENTATION_CLIENT_NAME_MAX,
        description: 'private: never in the public view',
      }),
    ),
  ),
  intro: Type.Optional(Nullable(Type.String({ maxLength: PRESENTATION_INTRO_MAX }))),
  currency: Type.Optional(StringEnum(CURRENCIES)),
  locale: Type.Optional(ClientLocale),
  contact: Type.Optional(PresentationContactOptionsSchema),
  expires_at: Type.Optional(
    Nullable(Type.String({ format: 'date-time', description: 'null = the link never expires' })),
  ),
  items: Type.Optional(
    Type.Array(PresentationItemBody, {
      maxItems: PRESENTATION_ITEMS_MAX,
      description: 'replaces every item; the array order is the display order',
    }),
  ),
};

/** POST /presentations. */
export const CreatePresentationBody = Type.Object(presentationFields, closed);
export type CreatePresentationBody = Static<typeof CreatePresentationBody>;

/** PUT /presentations/{id}: only the fields sent change; `items` replaces the whole list. */
export const UpdatePresentationBody = Type.Object(
  {
    version: PresentationVersion,
    ...presentationFields,
    title: Type.Optional(presentationFields.title),
  },
  closed,
);
export type UpdatePresentationBody = Static<typeof UpdatePresentationBody>;

/** PUT /presentations/{id}/order: every item id once, in display order. */
export const PresentationOrderBody = Type.Object(
  {
    version: PresentationVersion,
    item_ids: Type.Array(Id, { maxItems: PRESENTATION_ITEMS_MAX, uniqueItems: true }),
  },
  closed,
);
export type PresentationOrderBody = Static<typeof PresentationOrderBody>;

export const PresentationIdParams = Type.Object({ id: Id });
export const PresentationSlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: PRESENTATION_SLUG_MAX }),
});
export const PresentationItemParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: PRESENTATION_SLUG_MAX }),
  itemId: Id,
});

/** How often the link was opened (opens by the owner are not counted). */
export const PresentationOpenStats = Type.Object(
  {
    opens: Type.Integer({ minimum: 0 }),
    devices: Type.Integer({ minimum: 0, description: 'distinct salted hashes of IP + browser' }),
    first_opened_at: Nullable(dateTime),
    last_opened_at: Nullable(dateTime),
  },
  closed,
);
export type PresentationOpenStats = Static<typeof PresentationOpenStats>;

export const PresentationFeedback = Type.Object(
  {
    id: Type.Integer(),
    answer: StringEnum(FEEDBACK_ANSWERS),
    comment: Nullable(Type.String()),
    created_at: dateTime,
  },
  closed,
);
export type PresentationFeedback = Static<typeof PresentationFeedback>;

const OwnerPhoto = Type.Object(
  { id: Type.Integer(), url: Type.String(), thumb_url: Type.String() },
  closed,
);

/** The listing behind an item as its owner sees it; null once the listing is deleted. */
export const PresentationListingSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    status: StringEnum(LISTING_STATUSES),
    price: Nullable(Type.Number()),
    currency: StringEnum(CURRENCIES),
    offer_type: Nullable(StringEnum(OFFER_TYPES)),
    rental_type: Nullable(StringEnum(RENTAL_TYPES)),
    discount: Nullable(Type.Integer()),
    location: Nullable(Type.String()),
    cover_url: Nullable(Type.String()),
    photos: Type.Array(OwnerPhoto, { description: 'every photo, to choose from' }),
  },
  closed,
);
export type PresentationListingSummary = Static<typeof PresentationListingSummary>;

/** One item as the editor sees it, with what the client did on it. */
export const PresentationItem = Type.Object(
  {
    id: Type.Integer(),
    listing_id: Nullable(Type.Integer({ description: 'null once the listing is deleted' })),
    position: Type.Integer({ description: 'place in the presentation, from 0' }),
    note: Nullable(Type.String()),
    photo_ids: Type.Array(Type.Integer()),
    price_mode: StringEnum(PRICE_MODES),
    price_override: Nullable(PriceOverride),
    /** False when the listing is sold, rented, unpublished or deleted: the client sees "no longer available". */
    available: Type.Boolean(),
    listing: Nullable(PresentationListingSummary),
    views: Type.Integer({ minimum: 0, description: 'times the client opened this listing' }),
    feedback: Type.Array(PresentationFeedback, { description: 'newest first' }),
  },
  closed,
);
export type PresentationItem = Static<typeof PresentationItem>;

/** GET /presentations/{id} and the answer of every owner write. */
export const Presentation = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    /** The public page, relative to the site: /presentation/{slug}. */
    url: Type.String(),
    title: Type.String(),
    client_name: Nullable(Type.String()),
    intro: Nullable(Type.String()),
    currency: StringEnum(CURRENCIES),
    locale: ClientLocale,
    contact: PresentationContactOptionsSchema,
    expires_at: Nullable(dateTime),
    revoked_at: Nullable(dateTime),
    status: StringEnum(PRESENTATION_STATUSES),
    version: Type.Integer(),
    created_at: dateTime,
    updated_at: dateTime,
    items: Type.Array(PresentationItem),
    stats: PresentationOpenStats,
  },
  closed,
);
export type Presentation = Static<typeof Presentation>;

/** GET /presentations: the owner's presentations, newest first. */
export const PresentationsQuery = Type.Object({
  ...PaginationQuery(PRESENTATIONS_PER_PAGE, 50),
  'filter[title]': Type.Optional(
    Type.String({ maxLength: PRESENTATION_TITLE_MAX, description: 'part of the title or client' }),
  ),
});
export type PresentationsQuery = Static<typeof PresentationsQuery>;

export const PresentationSummary = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    url: Type.String(),
    title: Type.String(),
    client_name: Nullable(Type.String()),
    locale: ClientLocale,
    listings_count: Type.Integer(),
    status: StringEnum(PRESENTATION_STATUSES),
    expires_at: Nullable(dateTime),
    version: Type.Integer(),
    created_at: dateTime,
    updated_at: dateTime,
    opened: Type.Boolean(),
    stats: PresentationOpenStats,
    feedback_count: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type PresentationSummary = Static<typeof PresentationSummary>;
export const PresentationsPage = Paginated(PresentationSummary);
export type PresentationsPage = Static<typeof PresentationsPage>;

/** GET /get/presentations/options (docs/product-rules.md §7): published listings of everyone, 6 a page. */
export const PresentationOptionsQuery = Type.Object({
  ...PaginationQuery(PAGE_SIZES.presentationOptions, 100),
  ...CurrencyQuery,
  ...FilterQuery,
});

// The public view. Nothing private: no client name, no hidden price (the field is absent), the
// owner's email only when chosen, nothing of a listing that is no longer available.

/** The owner's contact block, per their options; a field not chosen is null. */
export const PresentationContact = Type.Object(
  {
    name: Nullable(Type.String()),
    image_url: Nullable(Type.String({ description: 'avatar or company logo, as chosen' })),
    phone: Nullable(Type.String({ description: 'for the tel: button' })),
    chat_url: Nullable(Type.String({ description: 'https://wa.me/... on the same phone' })),
    email: Nullable(Type.String({ description: 'null unless the owner chose to show it' })),
  },
  closed,
);
export type PresentationContact = Static<typeof PresentationContact>;

export const PublicPrice = Type.Object(
  {
    amount: Type.Number(),
    currency: StringEnum(CURRENCIES),
    discount: Nullable(Type.Integer({ description: 'percent off; never with a custom price' })),
  },
  closed,
);
export type PublicPrice = Static<typeof PublicPrice>;

export const PublicPhoto = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String({ description: 'the gallery size' }),
    thumb_url: Type.String(),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
  },
  closed,
);
export type PublicPhoto = Static<typeof PublicPhoto>;

export const PublicAvailableItem = Type.Object(
  {
    id: Type.Integer(),
    available: Type.Literal(true),
    title: Nullable(Type.String()),
    offer_type: Nullable(StringEnum(OFFER_TYPES)),
    rental_type: Nullable(StringEnum(RENTAL_TYPES)),
    property_type: Nullable(StringEnum(PROPERTY_TYPES)),
    property_stage: Nullable(StringEnum(PROPERTY_STAGES)),
    furniture: Nullable(StringEnum(FURNITURE)),
    bedrooms: Nullable(Type.Integer()),
    bathrooms: Nullable(Type.Integer()),
    area: Nullable(Type.Number({ description: 'sq.m' })),
    location: Nullable(Type.String({ description: "the area's name" })),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    description: Nullable(Type.String()),
    /** The language title and description are written in; the page picks the client's. */
    language: ContentLanguage,
    translations: ContentTranslationsSchema(LISTING_TITLE_MAX, LISTING_DESCRIPTION_MAX),
    photos: Type.Array(PublicPhoto, { description: 'only the photos the owner chose, in order' }),
    /** Absent (not null) when the owner hides the price, so nothing of it is sent. */
    price: Type.Optional(PublicPrice),
    note: Nullable(Type.String()),
  },
  closed,
);
export type PublicAvailableItem = Static<typeof PublicAvailableItem>;

/** A listing sold, rented, unpublished or deleted since it was added. */
export const PublicUnavailableItem = Type.Object(
  { id: Type.Integer(), available: Type.Literal(false) },
  closed,
);
export type PublicUnavailableItem = Static<typeof PublicUnavailableItem>;

export const PublicPresentationItem = Type.Union([PublicAvailableItem, PublicUnavailableItem]);
export type PublicPresentationItem = Static<typeof PublicPresentationItem>;

/** GET /presentation/{slug}?currency=: the public view, prices in `currency`. */
export const PublicPresentation = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    intro: Nullable(Type.String()),
    /** The language the owner chose for the client (the page itself is in its URL's). */
    locale: ClientLocale,
    /** The currency prices are in: the one asked for, else the presentation's. */
    currency: StringEnum(CURRENCIES),
    default_currency: StringEnum(CURRENCIES, { description: "the presentation's own currency" }),
    items: Type.Array(PublicPresentationItem),
    contact: PresentationContact,
    /** GET: the PDF of this view, relative to the API base /api. */
    pdf_path: Type.String(),
    expires_at: Nullable(dateTime),
  },
  closed,
);
export type PublicPresentation = Static<typeof PublicPresentation>;

export const PublicPresentationQuery = Type.Object({ ...CurrencyQuery });

/** GET …/pdf?lang=: the PDF in another language than the client's (the page's, on it). */
export const PresentationPdfQuery = Type.Object({
  lang: Type.Optional(
    StringEnum(LOCALES, { description: "the PDF's language; the presentation's own by default" }),
  ),
});

/** 410 for an expired or revoked link: a polite message and how to reach the owner. */
export const PresentationGoneBody = Type.Object(
  {
    message: Type.String(),
    status: StringEnum(['expired', 'revoked'] as const),
    title: Type.String(),
    contact: PresentationContact,
    /** As on every error answer (schema-kit's ErrorBody). */
    request_id: Type.Optional(Type.String()),
  },
  closed,
);
export type PresentationGoneBody = Static<typeof PresentationGoneBody>;

/*
 * POST /presentation/{slug}/open (one open of the page) and
 * POST /presentation/{slug}/items/{itemId}/view (the client looked at this listing) take no
 * body (schema-kit's NoBody) and answer whether they were counted: the owner's own are not.
 */
export const PresentationTracked = Type.Object(
  { counted: Type.Boolean({ description: "false for the owner's own opens" }) },
  closed,
);
export type PresentationTracked = Static<typeof PresentationTracked>;

/** POST /presentation/{slug}/items/{itemId}/feedback: no account. */
export const PresentationFeedbackBody = Type.Object(
  {
    answer: StringEnum(FEEDBACK_ANSWERS),
    comment: Type.Optional(
      Nullable(Type.String({ maxLength: PRESENTATION_FEEDBACK_COMMENT_MAX + 100 })),
    ),
    website: Type.Optional(
      Type.String({
        maxLength: PRESENTATION_HONEYPOT_MAX,
        description: 'leave empty: a field people do not see',
      }),
    ),
  },
  closed,
);
export type PresentationFeedbackBody = Static<typeof PresentationFeedbackBody>;

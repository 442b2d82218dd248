import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TARGETS,
  LISTING_STATUSES,
  OUTBOX_CHANNELS,
  PREFERRED_CONTACTS,
  ROLES,
  SAVED_SEARCH_FREQUENCIES,
  type ContentTranslations,
} from '@phuket/shared/contract';

/*
 * Every table of ARCHITECTURE.md "Data". Other domains fill their endpoints later; the tables
 * exist now so migrations stay linear and the listing search indexes are designed once.
 * Change this file, then `pnpm --filter @phuket/api db:generate` writes the next migration.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// The enums are the contract's lists: a value added there needs a migration (drizzle-kit
// generate notices), and the API and the browser can never name a value the column refuses.
export const userRole = pgEnum('user_role', ROLES);
export const outboxChannel = pgEnum('outbox_channel', OUTBOX_CHANNELS);
// Only 'published' is shown publicly; sold, rented and archived stay in the owner's list.
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);

export type UserRole = (typeof userRole.enumValues)[number];

export interface UserSettings {
  notifications?: Record<string, boolean>;
  /** Whether the agent page and the owner block of their listings show the email; off unless set. */
  show_email?: boolean;
  /** The same for the phone. */
  show_phone?: boolean;
  [key: string]: unknown;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    avatarPath: text('avatar_path'),
    companyLogoPath: text('company_logo_path'),
    currency: varchar('currency', { length: 3 }).notNull().default('THB'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    /** The agent page's bio (plain text, AGENT_BIO_MAX) and languages (ISO 639-1 codes). */
    bio: text('bio'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The site's language the user last signed in with: their mails are written in it. */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    /**
     * Staff checked the agent or developer company: a "Verified" badge on its public pages and
     * cards. Null: not verified (every account starts so).
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Staff blocked the account: it cannot sign in, its sessions ended, and its listings and
     * presentations are off the public site until it is unblocked. Nothing is deleted.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/**
 * Every staff action, as it happened: who, when, what, on which record, and the record's
 * fields before and after. Written in the same transaction as the action; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null once the staff account is deleted: the entry stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `user.block`, `user.verify`, `user.role`. */
    action: varchar('action', { length: 64 }).notNull(),
    targetKind: varchar('target_kind', { length: 32 }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The User-Agent that signed in, truncated to 255 characters, so the session list can say
     * "Chrome on Linux". Kept raw (not the short description) so a better parser applies to
     * sessions that exist already. Null for tokens issued before it was recorded.
     */
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [
    uniqueIndex('access_tokens_token_hash_unique').on(t.tokenHash),
    index('access_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed logins per typed email (known or not), shared by every API process: after a few
 * failures each further try waits a growing delay (auth/login-throttle.ts).
 */
/**
 * Rate-limit counters shared by every API process on one PostgreSQL server (fixed windows,
 * @fastify/rate-limit's store). Losing them in a crash only forgets a window, so the table
 * is UNLOGGED (migration 0009): no WAL for a write on every limited request.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** sha256 of the normalized email: no plain list of the addresses strangers typed. */
    emailHash: varchar('email_hash', { length: 64 }).primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No login for this email before this moment; null while under the free failures. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    target: varchar('target', { length: 255 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.target)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
  },
  (t) => [uniqueIndex('locations_slug_unique').on(t.slug)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
  },
  (t) => [uniqueIndex('amenities_slug_unique').on(t.slug)],
);

export const developers = pgTable(
  'developers',
  {
    id: serial('id').primaryKey(),
    /** Who created it in the database screens; null for seed rows (admins manage those). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** '' while a draft has no title yet (the draft answer says null). */
    title: varchar('title', { length: 255 }).notNull(),
    logo: text('logo'),
    mainPhoto: text('main_photo'),
    description: text('description'),
    /** The language title and description are written in. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** Title and description in more languages: `{ ru: { title, description } }`. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    /**
     * draft | published | archived. The default is 'published' so rows written before the
     * database screens (seeds, scripts) stay public; the API creates drafts explicitly.
     */
    status: varchar('status', { length: 16 }).notNull().default('published'),
    version: integer('version').notNull().default(1),
    step: smallint('step').notNull().default(2),
    website: varchar('website', { length: 255 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 255 }),
    yearFounded: smallint('year_founded'),
    projectsCompleted: integer('projects_completed'),
    ...timestamps,
  },
  (t) => [
    index('developers_owner_id_idx').on(t.ownerId),
    index('developers_title_idx').on(t.title),
    index('developers_status_idx').on(t.status),
  ],
);

/**
 * A developer account's request to staff (docs/developer-claims.md): `claim`, to manage a
 * published company another account (or nobody) manages; `same_name`, to publish its own
 * company beside a published one of the same name (the company waits as `pending`).
 */
export const developerClaims = pgTable(
  'developer_claims',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    /** The account asking. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** claim | same_name */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The claimant's word to staff. */
    message: text('message'),
    /** Why staff rejected it: the account reads it. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('developer_claims_status_idx').on(t.status, t.createdAt),
    index('developer_claims_user_idx').on(t.userId),
    // One waiting request per account, company and kind: a second click is a 409, not a row.
    uniqueIndex('developer_claims_pending_unique')
      .on(t.developerId, t.userId, t.kind)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const developerPhotos = pgTable(
  'developer_photos',
  {
    id: serial('id').primaryKey(),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    /** Perceptual hash: the same photo twice in one gallery is refused. Null on seed rows. */
    phash: varchar('phash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('developer_photos_developer_id_idx').on(t.developerId)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    developerId: integer('developer_id').references(() => developers.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    mainPhoto: text('main_photo'),
    video: text('video'),
    description: text('description'),
    /** The language title and description are written in. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** Title and description in more languages: `{ ru: { title, description } }`. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    /** Planned or actual completion, e.g. "Q4 2026". */
    completion: varchar('completion', { length: 64 }),
    /** The month sales start(ed), as its first day; null when the developer has not said. */
    launch: date('launch', { mode: 'string' }),
    /** As developers.status: 'published' by default for rows written outside the API. */
    status: varchar('status', { length: 16 }).notNull().default('published'),
    version: integer('version').notNull().default(1),
    step: smallint('step').notNull().default(2),
    address: varchar('address', { length: 500 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Off-plan | Ready. */
    stage: varchar('stage', { length: 16 }),
    constructionProgress: smallint('construction_progress'),
    priceFrom: numeric('price_from', { precision: 16, scale: 2 }),
    priceTo: numeric('price_to', { precision: 16, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('THB'),
    /** Amenity ids; a project has few and they are always read whole. */
    amenities: jsonb('amenities').$type<number[]>().notNull().default([]),
    paymentPlan: jsonb('payment_plan')
      .$type<{ label: string; percent: number }[]>()
      .notNull()
      .default([]),
    /** Freehold | Leasehold. */
    tenure: varchar('tenure', { length: 16 }),
    leaseholdYears: smallint('leasehold_years'),
    foreignQuotaUnits: integer('foreign_quota_units'),
    brochure: text('brochure'),
    ...timestamps,
  },
  (t) => [
    index('projects_developer_id_idx').on(t.developerId),
    index('projects_location_id_idx').on(t.locationId),
    index('projects_title_idx').on(t.title),
    index('projects_owner_id_idx').on(t.ownerId),
    index('projects_status_title_idx').on(t.status, t.title),
  ],
);

export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    /** Perceptual hash: the same photo twice in one gallery is refused. Null on seed rows. */
    phash: varchar('phash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_photos_project_id_idx').on(t.projectId)],
);

export const projectLayouts = pgTable(
  'project_layouts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    area: numeric('area', { precision: 12, scale: 2 }),
    price: numeric('price', { precision: 16, scale: 2 }),
    currency: varchar('currency', { length: 3 }),
    photo: text('photo'),
    ...timestamps,
  },
  (t) => [index('project_layouts_project_id_idx').on(t.projectId)],
);

/** A project's live inventory: one row per unit, its number unique in the project. */
export const projectUnits = pgTable(
  'project_units',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    layoutId: integer('layout_id').references(() => projectLayouts.id, { onDelete: 'set null' }),
    unitNumber: varchar('unit_number', { length: 32 }).notNull(),
    floor: smallint('floor'),
    price: numeric('price', { precision: 16, scale: 2 }),
    /** available | reserved | sold. */
    status: varchar('status', { length: 16 }).notNull().default('available'),
    /** Moves on each write of the row: a status change based on an older one is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_units_project_number_idx').on(t.projectId, t.unitNumber),
    index('project_units_layout_id_idx').on(t.layoutId),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }),
    description: text('description'),
    /** The language title and description are written in. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** Title and description in more languages: `{ ru: { title, description } }`. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    price: numeric('price', { precision: 16, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('THB'),
    /** THB equivalent at save time: one column to filter and sort on whatever the listing's currency. */
    priceThb: numeric('price_thb', { precision: 18, scale: 2 }),
    discount: smallint('discount'),
    propertyType: varchar('property_type', { length: 32 }),
    propertyStage: varchar('property_stage', { length: 32 }),
    offerType: varchar('offer_type', { length: 16 }),
    rentalType: varchar('rental_type', { length: 16 }),
    furniture: varchar('furniture', { length: 32 }),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    area: numeric('area', { precision: 12, scale: 2 }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    developerId: integer('developer_id').references(() => developers.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    video: text('video'),
    /** The uploaded video's poster frame (WebP key); null for seeded or external videos. */
    videoPoster: text('video_poster'),
    /**
     * The uploaded video's state: uploading (a tus upload is open), processing (probe and
     * poster running), ready, failed (`video_error` says why); null when there is none.
     */
    videoState: varchar('video_state', { length: 16 }),
    /** The open or just finished tus upload's id, which processing reads the bytes from. */
    videoUpload: varchar('video_upload', { length: 80 }),
    videoError: text('video_error'),
    status: listingStatus('status').notNull().default('draft'),
    /** Last completed wizard step, so a draft resumes where it stopped. */
    step: smallint('step').notNull().default(1),
    /** How a foreigner holds it: Freehold, Leasehold or Thai company. */
    tenure: varchar('tenure', { length: 16 }),
    /**
     * Leasehold only: the years of the lease as sold (30, or 60 for 30+30); a listing inside a
     * project without its own falls back to the project's.
     */
    leaseholdYears: smallint('leasehold_years'),
    /** Condo units only: whether the unit is in the 49 % foreign quota. */
    foreignQuota: boolean('foreign_quota'),
    /**
     * Bumped by every write of the owner: a write names the version it was based on, and a
     * stale one is refused, so two tabs never silently overwrite each other.
     */
    version: integer('version').notNull().default(1),
    /** When the owner last confirmed the property is still available. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * When the daily freshness job archived it for want of a confirmation (60 days); null
     * otherwise. Confirming such a listing publishes it again.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** When the owner was last reminded to confirm (once per confirmation). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * When it last went (back) into the search: saved-search alerts mail listings published
     * after a search's high-water mark. Null on rows from before it existed (created_at stands in).
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** How many times the public property page was viewed. */
    views: integer('views').notNull().default(0),
    /**
     * What staff told the owner with their last decision: why it was rejected, or what to
     * change before publishing again. Null when there is nothing to tell.
     */
    moderationNote: text('moderation_note'),
    /** When it last entered the moderation queue as `pending`: the queue's age reads it. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When staff last approved it. An approved listing is published again at once by its
     * owner (after sold or archived) without a new review.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The public search always filters on status = published and usually on offer_type,
    // then sorts by created_at or price: these composites serve the first page straight
    // from the index instead of sorting the whole table.
    index('listings_status_offer_created_idx').on(t.status, t.offerType, t.createdAt),
    index('listings_status_offer_price_idx').on(t.status, t.offerType, t.priceThb),
    index('listings_status_created_idx').on(t.status, t.createdAt),
    // The usual search also names a property type. With it in the key, a count is an
    // index-only scan of the price range, and a newest-first page walks only that type's
    // entries instead of every offer's (figures: docs/catalog-api.md, "One statement per page").
    index('listings_status_offer_type_price_idx').on(
      t.status,
      t.offerType,
      t.propertyType,
      t.priceThb,
    ),
    // id and price_thb close the key: a newest-first page (catalog listing-query.ts pageSql)
    // then needs no sort for the id tie-break, and its price range is an index condition,
    // checked on the index entries, so only matching rows are read from the table. The
    // planner cannot estimate a price range within one type and walks this index even when
    // few rows match, so each entry it rejects must cost no heap visit.
    index('listings_status_offer_type_created_idx').on(
      t.status,
      t.offerType,
      t.propertyType,
      t.createdAt,
      t.id,
      t.priceThb,
    ),
    // Sort by price (catalog listing-query.ts orderSql): rents by their monthly equivalent, an
    // expression no plain price index serves, so every price-sorted page sorted all matching
    // rows. Spelled exactly as monthlyPriceSql writes it (30 is DAYS_PER_MONTH), one index per
    // direction: the descending sort puts nulls last too, which a backward scan of the
    // ascending one cannot.
    index('listings_status_offer_monthly_price_idx').on(
      t.status,
      t.offerType,
      sql`(case when ${t.offerType} = 'Rent' and ${t.rentalType} = 'Short-term' then ${t.priceThb} * 30 else ${t.priceThb} end)`,
      t.id,
    ),
    index('listings_status_offer_monthly_price_desc_idx').on(
      t.status,
      t.offerType,
      sql`(case when ${t.offerType} = 'Rent' and ${t.rentalType} = 'Short-term' then ${t.priceThb} * 30 else ${t.priceThb} end) desc nulls last`,
      sql`${t.id} desc`,
    ),
    index('listings_offer_type_idx').on(t.offerType),
    index('listings_property_type_idx').on(t.propertyType),
    index('listings_location_id_idx').on(t.locationId),
    index('listings_price_thb_idx').on(t.priceThb),
    index('listings_created_at_idx').on(t.createdAt),
    index('listings_bedrooms_idx').on(t.bedrooms),
    index('listings_area_idx').on(t.area),
    index('listings_developer_id_idx').on(t.developerId),
    index('listings_project_id_idx').on(t.projectId),
    index('listings_user_id_created_idx').on(t.userId, t.createdAt),
    // "My listings": the owner's rows, most recently changed first.
    index('listings_user_id_updated_idx').on(t.userId, t.updatedAt),
    // Home page order, "new projects first" (catalog/listing-query.ts isNewProject): without
    // an index on the same expression every home request would sort the whole table.
    index('listings_status_new_project_created_idx').on(
      t.status,
      sql`((${t.propertyStage} = 'Off-plan') or (${t.projectId} is not null))`,
      t.createdAt,
    ),
  ],
);

export const listingAlbums = pgTable(
  'listing_albums',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('listing_albums_listing_id_idx').on(t.listingId)],
);

export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    albumId: integer('album_id').references(() => listingAlbums.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    // Uploaded photos only (seeded rows leave them null): the gallery size's pixels, the
    // uploaded file's bytes, and the perceptual hash (64 '0'/'1') that finds the same photo twice.
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    phash: varchar('phash', { length: 64 }),
    // A HEIC is converted by the `listing-photo-process` job: until then the row is
    // 'processing' with its upload kept privately under `original`; 'failed' keeps the reason
    // in `error`. Only 'ready' photos are public or count toward publishing.
    status: varchar('status', { length: 16 }).notNull().default('ready'),
    error: text('error'),
    original: text('original'),
    // What the processing found, shown to the owner (under 1280 px wide).
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_photos_listing_id_idx').on(t.listingId, t.position)],
);

/**
 * Every change of a listing's price or currency once it has been public: what buyers see as its
 * price history. Written by the `listings_price_changed` trigger (migration 0035), so no path
 * that updates a listing can skip it; `changed_at` is the write's `updated_at`.
 */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 16, scale: 2 }).notNull(),
    oldCurrency: varchar('old_currency', { length: 3 }).notNull(),
    oldPriceThb: numeric('old_price_thb', { precision: 18, scale: 2 }),
    newPrice: numeric('new_price', { precision: 16, scale: 2 }).notNull(),
    newCurrency: varchar('new_currency', { length: 3 }).notNull(),
    newPriceThb: numeric('new_price_thb', { precision: 18, scale: 2 }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_price_changes_listing_idx').on(t.listingId, t.changedAt, t.id)],
);

/**
 * A publication that matched another owner's published listing under the duplicate rule:
 * published anyway; it puts the listing in the moderation queue until staff decide.
 */
export const listingDuplicateFlags = pgTable(
  'listing_duplicate_flags',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    duplicateOfId: integer('duplicate_of_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedOn: text('matched_on').array().notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_duplicate_flags_pair_idx').on(t.listingId, t.duplicateOfId),
    index('listing_duplicate_flags_flagged_at_idx').on(t.flaggedAt),
  ],
);

/**
 * A visitor's report of a listing (sold already, wrong price, scam...): it puts the listing in
 * the staff's moderation queue until staff decide; the decision resolves every open report.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 32 }).notNull(),
    note: text('note'),
    /** The signed-in reporter, if any: reports need no account. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a staff decision on the listing closed it; null: still waiting. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('listing_reports_open_idx').on(t.listingId, t.resolvedAt)],
);

export const floorPlans = pgTable(
  'floor_plans',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }),
    ...timestamps,
  },
  (t) => [index('floor_plans_listing_id_idx').on(t.listingId)],
);

export const floorPlanPhotos = pgTable(
  'floor_plan_photos',
  {
    id: serial('id').primaryKey(),
    floorPlanId: integer('floor_plan_id')
      .notNull()
      .references(() => floorPlans.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    // Uploaded photos only (seeded rows leave them null), as listing_photos.
    width: integer('width'),
    height: integer('height'),
    // As listing_photos: a HEIC is converted by the `floor-plan-photo-process` job; until then
    // 'processing' with its upload kept privately under `original`. Only 'ready' ones are public.
    status: varchar('status', { length: 16 }).notNull().default('ready'),
    error: text('error'),
    original: text('original'),
    // When a photo stuck processing is old enough for the clean-up to send its job again.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('floor_plan_photos_floor_plan_id_idx').on(t.floorPlanId)],
);

export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    path: text('path').notNull(),
    mimeType: varchar('mime_type', { length: 127 }).notNull(),
    size: integer('size').notNull(),
    /** public: anyone may read it on a published listing; owner: its owner only. */
    visibility: varchar('visibility', { length: 8 }).notNull().default('public'),
    /** The uploaded file's name, made safe, for Content-Disposition. */
    filename: varchar('filename', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_documents_listing_id_idx').on(t.listingId)],
);

export const listingAmenities = pgTable(
  'listing_amenities',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  // The PK serves "amenities of a listing"; the reverse index serves "listings with amenity X".
  (t) => [
    primaryKey({ columns: [t.listingId, t.amenityId] }),
    index('listing_amenities_amenity_id_idx').on(t.amenityId, t.listingId),
  ],
);

/** What the owner shows of themself on a presentation (shared presentation-rules.ts). */
export interface PresentationContactColumn {
  show_name: boolean;
  image: 'avatar' | 'logo' | 'none';
  show_phone: boolean;
  show_chat: boolean;
  show_email: boolean;
}

export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    /** At least 10 random base62 characters (crypto); a retired one lives on in presentation_old_slugs. */
    slug: varchar('slug', { length: 64 }).notNull(),
    /** The intro message of the public view (the API's `intro`). */
    description: text('description'),
    /** Private: the owner's reminder of who it is for, never shown publicly. */
    clientName: varchar('client_name', { length: 255 }),
    /** The client's language, chosen by the broker: the public page, its PDF and mails use it. */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    currency: varchar('currency', { length: 3 }).notNull().default('THB'),
    contactOptions: jsonb('contact_options').$type<PresentationContactColumn>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set by the first counted open, which mails the owner once. */
    firstOpenMailedAt: timestamp('first_open_mailed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('presentations_slug_unique').on(t.slug),
    index('presentations_user_id_idx').on(t.userId),
    index('presentations_user_id_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Slugs a presentation had before "regenerate": their link answers 410, never 404 or another presentation. */
export const presentationOldSlugs = pgTable(
  'presentation_old_slugs',
  {
    slug: varchar('slug', { length: 64 }).primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentation_old_slugs_presentation_id_idx').on(t.presentationId)],
);

export const presentationItems = pgTable(
  'presentation_items',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    // A deleted listing leaves its item behind, shown as "no longer available".
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    note: text('note'),
    /** The listing's photos to show, in order; empty = all of them. */
    photoIds: jsonb('photo_ids').$type<number[]>().notNull().default([]),
    priceMode: varchar('price_mode', { length: 16 }).notNull().default('as_is'),
    overrideAmount: numeric('override_amount', { precision: 16, scale: 2 }),
    overrideCurrency: varchar('override_currency', { length: 3 }),
    /** Times the client opened this listing (the owner's own views not counted). */
    views: integer('views').notNull().default(0),
  },
  (t) => [
    index('presentation_items_presentation_id_idx').on(t.presentationId, t.position),
    index('presentation_items_listing_id_idx').on(t.listingId),
  ],
);

/**
 * One row per device and presentation: the device is a salted hash (HMAC with the server's
 * secret) of IP and user agent, so neither is stored and a hash cannot be reversed by trying
 * every IPv4 address without the secret.
 */
export const presentationOpens = pgTable(
  'presentation_opens',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    opens: integer('opens').notNull().default(1),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presentation_opens_device_unique').on(t.presentationId, t.deviceHash)],
);

/**
 * When a device's view of a presentation's listing last counted: a view counts again only an
 * hour later, so reloading the link does not inflate the broker's figures.
 */
export const presentationItemViews = pgTable(
  'presentation_item_views',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => presentationItems.id, { onDelete: 'cascade' }),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('presentation_item_views_device_unique').on(t.itemId, t.deviceHash)],
);

export const presentationFeedback = pgTable(
  'presentation_feedback',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => presentationItems.id, { onDelete: 'cascade' }),
    answer: varchar('answer', { length: 8 }).notNull(),
    comment: text('comment'),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner's mail listing this answer was sent (one mail per device and presentation
     * every 10 minutes, presentations/feedback-mail.ts); null: still to be mailed.
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('presentation_feedback_item_id_idx').on(t.itemId, t.createdAt),
    // What the mail job claims: a device's answers on a presentation not mailed yet.
    index('presentation_feedback_unmailed_idx')
      .on(t.presentationId, t.deviceHash)
      .where(sql`${t.mailedAt} is null`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const currencyRates = pgTable('currency_rates', {
  currency: varchar('currency', { length: 3 }).primaryKey(),
  /** How many units of `currency` one THB buys (THB = 1). */
  rateToThb: numeric('rate_to_thb', { precision: 18, scale: 8 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannel('channel').notNull(),
    to: varchar('to', { length: 255 }).notNull(),
    // Subjects quote what people typed (a presentation's 255-character title and the words
    // around it): no length limit, so no mail is lost to one.
    subject: text('subject'),
    body: text('body').notNull(),
    /** Extra mail headers a transport would send (e.g. List-Unsubscribe); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // Unsent rows are what a sender polls for.
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** 'site': the contact page's message to the company itself (no target row, target_id 0). */
export const enquiryTarget = pgEnum('enquiry_target', [...ENQUIRY_TARGETS, 'site']);
export const enquiryStatus = pgEnum('enquiry_status', ENQUIRY_STATUSES);
export const preferredContact = pgEnum('preferred_contact', PREFERRED_CONTACTS);

/** A visitor's message about a listing, project, developer or agent. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    targetKind: enquiryTarget('target_kind').notNull(),
    /** No foreign key: the target may be deleted while its enquiries stay with the recipient. */
    targetId: integer('target_id').notNull(),
    /** The page's title when it was sent, so the list reads well after the target changes. */
    targetTitle: varchar('target_title', { length: 255 }).notNull(),
    /**
     * Who answers it: the listing's owner, the agent, the project's or developer's linked
     * user. Null when the developer has no account: the enquiry is kept, nobody is mailed.
     */
    recipientUserId: integer('recipient_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    /**
     * The signed-in sender, whose "Sent enquiries" list shows it on any device. Null for a
     * guest; a deleted account leaves the recipient's copy.
     */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    message: text('message').notNull(),
    preferredContact: preferredContact('preferred_contact').notNull(),
    /** The visitor's LINE ID when they asked to be answered on LINE. */
    lineId: varchar('line_id', { length: 20 }),
    status: enquiryStatus('status').notNull().default('new'),
    /** sha256 of the sender's address with the code secret: enough to spot abuse, not to locate. */
    ipHash: varchar('ip_hash', { length: 64 }),
    /** The language of the page it was sent from: the recipient's drafted reply is in it. */
    locale: varchar('locale', { length: 5 }),
    /** The recipient's first answer (the inbox's reply action, or a stage set by hand). */
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    /** The recipient's next follow-up day. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    // "My enquiries": the recipient's rows newest first, with or without a status filter.
    index('enquiries_recipient_created_idx').on(t.recipientUserId, t.createdAt),
    index('enquiries_recipient_status_created_idx').on(t.recipientUserId, t.status, t.createdAt),
    // "Follow-up due" and the follow-up order of the recipient's inbox.
    index('enquiries_recipient_follow_up_idx').on(t.recipientUserId, t.followUpOn),
    // "Sent enquiries": the sender's rows newest first.
    index('enquiries_sender_created_idx').on(t.senderUserId, t.createdAt),
  ],
);

/**
 * Listings a signed-in visitor saved (favourites): the browser keeps a guest's list
 * and merges it in here on sign-in. Deleting the user or the listing deletes the row.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // A user's list in the order saved.
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const savedSearchFrequency = pgEnum('saved_search_frequency', SAVED_SEARCH_FREQUENCIES);

/**
 * Saved searches with alerts: a signed-in visitor's /properties query (canonical,
 * as the filters codec writes it), mailed instantly or daily. `mailed_until` is the high-water
 * mark: listings published after it are new; a mail moves it on, so nothing is mailed twice.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    /** The account's search; null for a guest's, which is mailed to `guest_email`. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address: alerts without an account, once confirmed by the mailed link. */
    guestEmail: varchar('guest_email', { length: 255 }),
    /** The language of the page the guest saved it on: their mails' language. */
    guestLocale: varchar('guest_locale', { length: 8 }),
    /** When the guest confirmed the address (double opt-in); null mails nothing. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    name: varchar('name', { length: 100 }).notNull(),
    query: text('query').notNull(),
    frequency: savedSearchFrequency('frequency').notNull(),
    mailedUntil: timestamp('mailed_until', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    index('saved_searches_frequency_idx').on(t.frequency),
    // A guest's searches by address: the per-address limit.
    index('saved_searches_guest_email_idx').on(sql`lower(${t.guestEmail})`),
    // An account's or a guest's, never both or neither.
    check('saved_searches_owner_check', sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
  ],
);

/**
 * Which price drops of a favourite each user has been mailed (favourites/price-drop-alerts.ts):
 * claimed before the mail is sent, so two runs never mail one drop twice.
 */
export const favouritePriceMails = pgTable(
  'favourite_price_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceChangeId: integer('price_change_id')
      .notNull()
      .references(() => listingPriceChanges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.priceChangeId] })],
);

/**
 * Which listing each search has mailed: an instant and a daily run, or two processes, can
 * race on one listing; the primary key lets only one of them mail it.
 */
export const savedSearchMails = pgTable(
  'saved_search_mails',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] })],
);

// --- Leads: the recipient's private notes on an enquiry (issue 31) ---

/** A recipient's note on an enquiry: theirs alone, never shown to the sender. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted; the enquiry's recipient keeps the note. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_created_idx').on(t.enquiryId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Listing statistics (docs/listing-statistics.md): the broker's figures per listing and day.
// The API counts the property page's events in memory and writes these every few seconds.
// ---------------------------------------------------------------------------------------------

/**
 * One row per listing and Phuket day: additive counters every API process adds its counts to.
 * Enquiries and favourites are not here: they are counted from their own rows.
 */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    galleryOpens: integer('gallery_opens').notNull().default(0),
    contactChat: integer('contact_chat').notNull().default(0),
    contactCall: integer('contact_call').notNull().default(0),
    contactEmail: integer('contact_email').notNull().default(0),
    presentationViews: integer('presentation_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * The devices that viewed a listing on a day, so that each counts once in `visitors` whichever
 * process saw it: the insert that meets a row already there adds nothing. Only today's and
 * yesterday's rows are kept (older ones are counted already).
 */
export const listingDailyVisitors = pgTable(
  'listing_daily_visitors',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.day, t.deviceHash] }),
    index('listing_daily_visitors_day_idx').on(t.day),
  ],
);

/**
 * When a device's event of a kind on a listing last counted: another within the hour adds
 * nothing, across processes and restarts. Rows older than an hour are swept.
 */
export const listingEventMarks = pgTable(
  'listing_event_marks',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.kind, t.deviceHash] }),
    index('listing_event_marks_counted_at_idx').on(t.countedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Listing import and export (docs/feed-format.md, api/src/listing-feeds)
// ---------------------------------------------------------------------------------------------

/**
 * The agency's own reference of a listing it imported: a second import of the same ref
 * updates that listing instead of adding a copy, and a full feed without it unpublishes it.
 */
export const listingImportRefs = pgTable(
  'listing_import_refs',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalRef: varchar('external_ref', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_import_refs_user_ref_unique').on(t.userId, t.externalRef)],
);

/**
 * Where an imported photo came from: the URL (not fetched again while the listing has it) and
 * its bytes' SHA-256 (the same file under another URL is not stored twice).
 */
export const listingImportPhotos = pgTable(
  'listing_import_photos',
  {
    photoId: integer('photo_id')
      .primaryKey()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
  },
  (t) => [index('listing_import_photos_listing_idx').on(t.listingId)],
);

/**
 * One import: its dry run's report (rows below), then its application by the job queue.
 * status: `planned` (the report is ready), `applying`, `applied`, `failed` (the run itself
 * could not go on; rows done stay done).
 */
export const listingImportRuns = pgTable(
  'listing_import_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `file`, `url` or `schedule`. */
    source: varchar('source', { length: 16 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    /** The uploaded file's name or the feed URL, as shown in the page. */
    origin: text('origin').notNull(),
    fullFeed: boolean('full_feed').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('planned'),
    /** Rows by outcome of the dry run: created, updated, unchanged, unpublished, refused. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** Rows to apply and rows applied so far (done or failed). */
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('listing_import_runs_user_idx').on(t.userId, t.id)],
);

/**
 * One row of a run's report. `data` is the checked row (format.ts FeedListing) the apply step
 * writes; `result` is null until applied, then `done` or `failed` (with `result_reason`).
 */
export const listingImportRows = pgTable(
  'listing_import_rows',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => listingImportRuns.id, { onDelete: 'cascade' }),
    /** The row number as the file shows it; unpublished listings follow the file's rows. */
    rowNo: integer('row_no').notNull(),
    ref: varchar('ref', { length: 64 }),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    field: varchar('field', { length: 64 }),
    reason: text('reason'),
    data: jsonb('data'),
    result: varchar('result', { length: 16 }),
    resultReason: text('result_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNo] }),
    // The apply job walks the rows not yet applied, in order.
    index('listing_import_rows_pending_idx').on(t.runId, t.result, t.rowNo),
  ],
);

/** A broker's export feed secret: /api/feeds/<secret>.xml and .csv; rotating it replaces the row. */
export const listingFeedSecrets = pgTable(
  'listing_feed_secrets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: varchar('secret', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_feed_secrets_secret_unique').on(t.secret)],
);

/** A feed URL pulled on a schedule (`hourly` or `daily`): dry run, then apply, by the job queue. */
export const listingImportSchedules = pgTable('listing_import_schedules', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  frequency: varchar('frequency', { length: 8 }).notNull(),
  fullFeed: boolean('full_feed').notNull().default(false),
  lastRunId: integer('last_run_id').references(() => listingImportRuns.id, {
    onDelete: 'set null',
  }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

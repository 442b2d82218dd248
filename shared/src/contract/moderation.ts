import { Type, type Static } from '@sinclair/typebox';
import { LISTING_STATUSES } from './enums';
import { DUPLICATE_SIGNALS } from './listings';
import {
  MODERATION_NOTE_MAX,
  MODERATION_PER_PAGE,
  MODERATION_REASONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from './moderation-rules';
import { Nullable, Paginated, PaginationQuery, StringEnum } from './schema-kit';

// Listing moderation (docs/moderation.md): visitors report listings, staff judge the queue of
// new listings from unverified accounts, duplicate-rule matches and reported listings.

const closed = { additionalProperties: false } as const;

/** POST /listing/{id}/report: anyone, signed in or not. */
export const ListingReportBody = Type.Object(
  {
    reason: StringEnum(REPORT_REASONS),
    note: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
  },
  closed,
);
export type ListingReportBody = Static<typeof ListingReportBody>;

/** GET /admin/moderation/listings: the longest waiting first. */
export const ModerationQueueQuery = Type.Object({
  ...PaginationQuery(MODERATION_PER_PAGE, 100),
  reason: Type.Optional(StringEnum(MODERATION_REASONS)),
});
export type ModerationQueueQuery = Static<typeof ModerationQueueQuery>;

export const ModerationReport = Type.Object(
  {
    id: Type.Integer(),
    reason: StringEnum(REPORT_REASONS),
    note: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type ModerationReport = Static<typeof ModerationReport>;

export const ModerationMatch = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    owner: Type.String(),
    matched_on: Type.Array(StringEnum(DUPLICATE_SIGNALS)),
  },
  closed,
);
export type ModerationMatch = Static<typeof ModerationMatch>;

/** One listing waiting for a staff decision. */
export const ModerationItem = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    status: StringEnum(LISTING_STATUSES),
    cover_url: Nullable(Type.String()),
    price: Nullable(Type.String()),
    currency: Type.String(),
    owner: Type.Object(
      { id: Type.Integer(), name: Type.String(), email: Type.String(), verified: Type.Boolean() },
      closed,
    ),
    reasons: Type.Array(StringEnum(MODERATION_REASONS)),
    /** Since when it waits: sent for review, first open report or first match, whichever first. */
    waiting_since: Type.String({ format: 'date-time' }),
    reports: Type.Array(ModerationReport),
    duplicates: Type.Array(ModerationMatch),
    version: Type.Integer(),
  },
  closed,
);
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationQueue = Paginated(ModerationItem);
export type ModerationQueue = Static<typeof ModerationQueue>;

/** What staff decide on a listing of the queue. */
export const MODERATION_DECISIONS = ['approve', 'reject', 'request_changes'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/**
 * POST /admin/moderation/listings/{id}: approve (published, its reports and matches closed),
 * reject (off the site for good) or ask for a change (back to a draft); the last two need a
 * reason the owner reads in My listings and by mail.
 */
export const ModerationDecisionBody = Type.Object(
  {
    decision: StringEnum(MODERATION_DECISIONS),
    reason: Type.Optional(Type.String({ maxLength: MODERATION_NOTE_MAX })),
  },
  closed,
);
export type ModerationDecisionBody = Static<typeof ModerationDecisionBody>;

export const ModerationDecisionResult = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(LISTING_STATUSES),
    moderation_note: Nullable(Type.String()),
    message: Type.String(),
  },
  closed,
);
export type ModerationDecisionResult = Static<typeof ModerationDecisionResult>;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Write the reason the owner will read.',
  notWaiting: 'This listing is not waiting for a decision any more.',
  approved: 'The listing is approved.',
  rejected: 'The listing is rejected. Its owner has been told why.',
  changesRequested: 'The owner has been asked for a change.',
} as const;

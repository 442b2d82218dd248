import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DATABASE_STATUSES } from './database-rules';
import { EnquiryTargetRef } from './enquiries';
import { ENQUIRY_STATUSES } from './enquiry-rules';
import { LISTING_STATUSES, ROLES } from './enums';
import { MODERATION_REASONS } from './moderation-rules';
import { PRESENTATION_STATUSES } from './presentation-rules';
import { Nullable, Paginated, PaginationQuery, StringEnum } from './schema-kit';

// The staff's views of the marketplace (admins): every account, what staff did to them, and
// the audit log of every staff action.

const closed = { additionalProperties: false } as const;

export const STAFF_USERS_PER_PAGE = 20;
export const STAFF_SEARCH_MAX = 100;

/** Which accounts the users list shows beside the search. */
export const STAFF_USER_STATES = ['blocked', 'verified', 'unconfirmed_email'] as const;
export type StaffUserState = (typeof STAFF_USER_STATES)[number];

/** GET /admin/users: newest accounts first. */
export const StaffUsersQuery = Type.Object({
  ...PaginationQuery(STAFF_USERS_PER_PAGE, 100),
  search: Type.Optional(
    Type.String({ maxLength: STAFF_SEARCH_MAX, description: 'part of the name or email' }),
  ),
  role: Type.Optional(StringEnum(ROLES)),
  state: Type.Optional(StringEnum(STAFF_USER_STATES)),
});
export type StaffUsersQuery = Static<typeof StaffUsersQuery>;

/** One account as staff see it. */
export const StaffUser = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    role: StringEnum(ROLES),
    /** The developer companies (records) the account created, by title. */
    companies: Type.Array(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    /** When a session of the account was last used; null: never signed in since. */
    last_seen_at: Nullable(Type.String({ format: 'date-time' })),
    listings_count: Type.Integer({ description: 'every listing the account has, any status' }),
    published_count: Type.Integer(),
    email_verified: Type.Boolean(),
    verified: Type.Boolean({ description: 'staff checked the agent or company' }),
    blocked: Type.Boolean(),
  },
  closed,
);
export type StaffUser = Static<typeof StaffUser>;

export const StaffUsersResponse = Paginated(StaffUser);
export type StaffUsersResponse = Static<typeof StaffUsersResponse>;

/** GET /admin/users/{id}/records: at most this many rows of each list, the newest. */
export const STAFF_RECORDS_SHOWN = 50;

const dateTime = Type.String({ format: 'date-time' });

/** One list of an account's records: the newest rows and how many there are in all. */
const RecordList = <T extends TSchema>(row: T) =>
  Type.Object(
    {
      total: Type.Integer({ minimum: 0, description: 'every row, not only those shown' }),
      data: Type.Array(row, { maxItems: STAFF_RECORDS_SHOWN }),
    },
    closed,
  );

/** A listing of the account, any status, as staff look it over. */
export const StaffRecordListing = Type.Object(
  {
    id: Type.Integer(),
    title: Nullable(Type.String()),
    status: StringEnum(LISTING_STATUSES),
    /** Decimal text in `currency`, as the owner set it; null until the draft has one. */
    price: Nullable(Type.String()),
    currency: Type.String(),
    /**
     * Null when it waits in no moderation queue and staff left no note; else why it waits
     * (empty when it does not) and what staff last told the owner.
     */
    moderation: Nullable(
      Type.Object(
        {
          waiting: Type.Array(StringEnum(MODERATION_REASONS)),
          note: Nullable(Type.String()),
        },
        closed,
      ),
    ),
    updated_at: dateTime,
  },
  closed,
);
export type StaffRecordListing = Static<typeof StaffRecordListing>;

/** A developer company or project the account manages, any status. */
export const StaffRecordEntry = Type.Object(
  {
    id: Type.Integer(),
    /** Null while a draft has no title yet. */
    title: Nullable(Type.String()),
    status: StringEnum(DATABASE_STATUSES),
    updated_at: dateTime,
  },
  closed,
);
export type StaffRecordEntry = Static<typeof StaffRecordEntry>;

export const StaffRecordPresentation = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    slug: Type.String(),
    /** The owner's private note of who it is for. */
    client_name: Nullable(Type.String()),
    status: StringEnum(PRESENTATION_STATUSES),
    views: Type.Integer({ minimum: 0, description: "the client's counted opens" }),
    created_at: dateTime,
  },
  closed,
);
export type StaffRecordPresentation = Static<typeof StaffRecordPresentation>;

/** An enquiry the account received: who sent it, about what, and how far it got; no message. */
export const StaffRecordEnquiry = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: "the sender's name as typed" }),
    target: EnquiryTargetRef,
    status: StringEnum(ENQUIRY_STATUSES),
    created_at: dateTime,
  },
  closed,
);
export type StaffRecordEnquiry = Static<typeof StaffRecordEnquiry>;

/** GET /admin/users/{id}/records: the account as the users list shows it, and its records. */
export const StaffUserRecords = Type.Object(
  {
    account: StaffUser,
    /** The most recently changed first. */
    listings: RecordList(StaffRecordListing),
    /** The companies it created, the most recently changed first. */
    developers: RecordList(StaffRecordEntry),
    /** The projects it created or that belong to its companies, the most recently changed first. */
    projects: RecordList(StaffRecordEntry),
    /** The newest first. */
    presentations: RecordList(StaffRecordPresentation),
    /** Those it received, the newest first. */
    enquiries: RecordList(StaffRecordEnquiry),
  },
  closed,
);
export type StaffUserRecords = Static<typeof StaffUserRecords>;

export const StaffVerifyBody = Type.Object({ verified: Type.Boolean() }, closed);
export type StaffVerifyBody = Static<typeof StaffVerifyBody>;
export const StaffBlockBody = Type.Object({ blocked: Type.Boolean() }, closed);
export type StaffBlockBody = Static<typeof StaffBlockBody>;
export const StaffRoleBody = Type.Object({ role: StringEnum(ROLES) }, closed);
export type StaffRoleBody = Static<typeof StaffRoleBody>;

/** The refusals of a staff action on the acting admin's own account. */
export const STAFF_MESSAGES = {
  ownAccount: 'You cannot block your own account or change its role.',
  blocked:
    'This account has been blocked by the site staff. Write to us through the contact page if you think it is a mistake.',
} as const;

/** What staff do, as the audit log names it. */
export const AUDIT_ACTIONS = [
  'user.verify',
  'user.unverify',
  'user.block',
  'user.unblock',
  'user.role',
  'listing.approve',
  'listing.reject',
  'listing.request_changes',
  'developer.claim_approve',
  'developer.claim_reject',
  'developer.publish_approve',
  'developer.publish_reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a staff action is done to. */
export const AUDIT_TARGET_KINDS = ['user', 'listing', 'developer'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const AUDIT_PER_PAGE = 50;

/** GET /admin/audit-log: newest first. */
export const AuditLogQuery = Type.Object({
  ...PaginationQuery(AUDIT_PER_PAGE, 100),
  action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
  target_kind: Type.Optional(StringEnum(AUDIT_TARGET_KINDS)),
  target_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  actor_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

const AuditValues = Type.Record(Type.String(), Type.Unknown());

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    /** Null once the staff account is deleted. */
    actor: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, closed)),
    action: StringEnum(AUDIT_ACTIONS),
    target_kind: Type.String(),
    target_id: Type.Integer(),
    /** The target's name as it is now (null: the record is gone). */
    target_name: Nullable(Type.String()),
    before: AuditValues,
    after: AuditValues,
    created_at: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogResponse = Paginated(AuditEntry);
export type AuditLogResponse = Static<typeof AuditLogResponse>;

/** How many UTC days the overview's daily series cover, today included. */
export const OVERVIEW_DAYS = 90;

/** The overview's daily series, in the order the page shows them. */
export const OVERVIEW_SERIES = ['listings', 'publications', 'enquiries', 'signups'] as const;
export type OverviewSeries = (typeof OVERVIEW_SERIES)[number];

const seriesCounts = {
  listings: Type.Integer({ minimum: 0, description: 'listings created (drafts included)' }),
  publications: Type.Integer({ minimum: 0, description: 'listings (re)published' }),
  enquiries: Type.Integer({ minimum: 0 }),
  signups: Type.Integer({ minimum: 0, description: 'accounts registered' }),
};

/** One UTC day of the overview's series. */
export const OverviewDay = Type.Object(
  { day: Type.String({ format: 'date', description: 'UTC day' }), ...seriesCounts },
  closed,
);
export type OverviewDay = Static<typeof OverviewDay>;

/** GET /admin/overview: what staff watch, read at `generated_at`. */
export const StaffOverview = Type.Object(
  {
    generated_at: Type.String({ format: 'date-time' }),
    /** Every day of the last OVERVIEW_DAYS, oldest first, today last; zeros included. */
    days: Type.Array(OverviewDay),
    totals: Type.Object(seriesCounts, closed),
    /** Every listing status, in LISTING_STATUSES order, zeros included. */
    listings_by_status: Type.Array(
      Type.Object(
        { status: StringEnum(LISTING_STATUSES), count: Type.Integer({ minimum: 0 }) },
        closed,
      ),
    ),
    moderation_queue: Type.Object(
      {
        waiting: Type.Integer({ minimum: 0, description: 'listings waiting for a decision' }),
        /** Null when nothing waits. */
        oldest_wait_seconds: Nullable(Type.Integer({ minimum: 0 })),
        median_wait_seconds: Nullable(Type.Integer({ minimum: 0 })),
      },
      closed,
    ),
  },
  closed,
);
export type StaffOverview = Static<typeof StaffOverview>;

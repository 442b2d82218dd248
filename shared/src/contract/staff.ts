import { Type, type Static } from '@sinclair/typebox';
import { LISTING_STATUSES, ROLES } from './enums';
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

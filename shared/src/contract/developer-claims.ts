import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Paginated, PaginationQuery, StringEnum } from './schema-kit';

// Company claims (docs/developer-claims.md): a developer account asks staff for an existing
// developer company instead of typing in a duplicate, and a publication whose name another
// account's published company already has waits for staff. One queue holds both.

const closed = { additionalProperties: false } as const;

/**
 * What a request asks staff: `claim` (this account manages that company from now on) or
 * `same_name` (this account's own developer may go on the site beside one of the same name).
 */
export const DEVELOPER_CLAIM_KINDS = ['claim', 'same_name'] as const;
export type DeveloperClaimKind = (typeof DEVELOPER_CLAIM_KINDS)[number];

export const DEVELOPER_CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DeveloperClaimStatus = (typeof DEVELOPER_CLAIM_STATUSES)[number];

export const DEVELOPER_CLAIM_DECISIONS = ['approve', 'reject'] as const;
export type DeveloperClaimDecision = (typeof DEVELOPER_CLAIM_DECISIONS)[number];

export const CLAIM_MESSAGE_MAX = 1000;
export const CLAIM_REASON_MAX = 1000;
export const DEVELOPER_CLAIMS_PER_PAGE = 20;

/**
 * The key two developer names are "the same" by: lower case, every space removed, so
 * "Andaman  Crest development" and "andamancrest Development" match. The API's SQL does the same.
 */
export function developerNameKey(title: string): string {
  return title.replace(/\s+/gu, '').toLowerCase();
}

/** GET /database/developer-claims/matches?title=: published companies of other accounts. */
export const DeveloperNameQuery = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 255 }),
});
export type DeveloperNameQuery = Static<typeof DeveloperNameQuery>;

export const DeveloperNameMatch = Type.Object(
  { id: Type.Integer(), title: Type.String(), logo: Nullable(Type.String()) },
  closed,
);
export type DeveloperNameMatch = Static<typeof DeveloperNameMatch>;

export const DeveloperNameMatches = Type.Object({ data: Type.Array(DeveloperNameMatch) }, closed);
export type DeveloperNameMatches = Static<typeof DeveloperNameMatches>;

/** POST /developers/{id}/claim: a short word to staff, optional. */
export const DeveloperClaimBody = Type.Object(
  { message: Type.Optional(Type.String({ maxLength: CLAIM_MESSAGE_MAX })) },
  closed,
);
export type DeveloperClaimBody = Static<typeof DeveloperClaimBody>;

/** A request as its account reads it (the database area's developer list). */
export const MyDeveloperClaim = Type.Object(
  {
    id: Type.Integer(),
    kind: StringEnum(DEVELOPER_CLAIM_KINDS),
    status: StringEnum(DEVELOPER_CLAIM_STATUSES),
    developer: Type.Object({ id: Type.Integer(), title: Type.String() }, closed),
    message: Nullable(Type.String()),
    /** Why staff refused it; null unless rejected. */
    reason: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    decided_at: Nullable(Type.String({ format: 'date-time' })),
  },
  closed,
);
export type MyDeveloperClaim = Static<typeof MyDeveloperClaim>;

export const MyDeveloperClaims = Type.Object({ data: Type.Array(MyDeveloperClaim) }, closed);
export type MyDeveloperClaims = Static<typeof MyDeveloperClaims>;

/** GET /admin/developer-claims: the requests waiting, the oldest first. */
export const DeveloperClaimQueueQuery = Type.Object({
  ...PaginationQuery(DEVELOPER_CLAIMS_PER_PAGE, 100),
});
export type DeveloperClaimQueueQuery = Static<typeof DeveloperClaimQueueQuery>;

const Account = Type.Object(
  { id: Type.Integer(), name: Type.String(), email: Type.String(), verified: Type.Boolean() },
  closed,
);

export const DeveloperClaimItem = Type.Object(
  {
    id: Type.Integer(),
    kind: StringEnum(DEVELOPER_CLAIM_KINDS),
    /** The company asked for (claim) or waiting to go on the site (same_name). */
    developer: Type.Object(
      {
        id: Type.Integer(),
        title: Type.String(),
        logo: Nullable(Type.String()),
        /** Who manages it now; null for a company nobody manages (seed rows). */
        owner: Nullable(Account),
      },
      closed,
    ),
    /** The account asking. */
    account: Account,
    message: Nullable(Type.String()),
    /** same_name: the published companies of other accounts with the same name. */
    same_name: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }, closed)),
    created_at: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type DeveloperClaimItem = Static<typeof DeveloperClaimItem>;

export const DeveloperClaimQueue = Paginated(DeveloperClaimItem);
export type DeveloperClaimQueue = Static<typeof DeveloperClaimQueue>;

/** POST /admin/developer-claims/{id}: a rejection needs the reason the account reads. */
export const DeveloperClaimDecisionBody = Type.Object(
  {
    decision: StringEnum(DEVELOPER_CLAIM_DECISIONS),
    reason: Type.Optional(Type.String({ maxLength: CLAIM_REASON_MAX })),
  },
  closed,
);
export type DeveloperClaimDecisionBody = Static<typeof DeveloperClaimDecisionBody>;

export const DeveloperClaimDecisionResult = Type.Object(
  {
    id: Type.Integer(),
    status: StringEnum(DEVELOPER_CLAIM_STATUSES),
    reason: Nullable(Type.String()),
    message: Type.String(),
  },
  closed,
);
export type DeveloperClaimDecisionResult = Static<typeof DeveloperClaimDecisionResult>;

export const DEVELOPER_CLAIM_MESSAGES = {
  sent: 'Your claim has been sent. The site staff will decide and write to you.',
  alreadyPending: 'You have already claimed this company; the site staff will decide.',
  ownCompany: 'You already manage this company.',
  reasonRequired: 'Write the reason the account will read.',
  notWaiting: 'This request is not waiting for a decision any more.',
  approved: 'Approved. The account has been told.',
  rejected: 'Rejected. The account has been told why.',
} as const;

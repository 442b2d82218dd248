import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  DEVELOPER_CLAIMS_PER_PAGE,
  DEVELOPER_CLAIM_MESSAGES,
  endpoints,
  isOneOf,
  DEVELOPER_CLAIM_KINDS,
  DEVELOPER_CLAIM_STATUSES,
  type AuditAction,
  type DeveloperClaimDecision,
  type DeveloperClaimItem,
  type DeveloperClaimKind,
  type MyDeveloperClaim,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { mediaUrl } from '../catalog/media-url';
import type { Db } from '../db/client';
import { developerClaims, developers, projects, users } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { pageMeta } from '../http/pagination';
import { deliverMail } from '../messaging/deliver';
import { writeAudit } from '../staff/audit';
import { localeOf } from '../users/queries';
import { claimMail, supersededReason } from './claim-messages';
import { databaseUser, developerNotFound, isAdmin, type DatabaseUser } from './records';

const DEVELOPERS_LIST = '/database/developers';

/** A developer's name as two names are compared: lower case, no spaces (developerNameKey). */
const nameKey = (title: SQL | typeof developers.title) =>
  sql<string>`lower(regexp_replace(${title}, '\\s+', '', 'g'))`;

/**
 * Published developers with the name `title` that `user` does not manage (another account's,
 * or nobody's: the seed companies). `except`: the caller's own record being published.
 */
export async function sameNameDevelopers(
  db: Db,
  title: string,
  userId: number,
  except?: number,
): Promise<{ id: number; title: string; logo: string | null }[]> {
  if (title.trim() === '') return [];
  return db
    .select({ id: developers.id, title: developers.title, logo: developers.logo })
    .from(developers)
    .where(
      and(
        eq(developers.status, 'published'),
        eq(nameKey(developers.title), nameKey(sql`${title}`)),
        or(isNull(developers.ownerId), ne(developers.ownerId, userId)),
        except === undefined ? undefined : ne(developers.id, except),
      ),
    )
    .orderBy(asc(developers.id))
    .limit(10);
}

/**
 * Whether publishing `row` now puts it on the site or makes it wait for staff: a developer
 * account's company whose name another account's published company has waits (`pending`),
 * with a `same_name` request in the staff queue. Admins never wait.
 */
export async function developerPublishStatus(
  db: Db,
  row: { id: number; title: string },
  user: DatabaseUser,
  now: Date,
): Promise<'published' | 'pending'> {
  if (isAdmin(user)) return 'published';
  const matches = await sameNameDevelopers(db, row.title, user.id, row.id);
  if (matches.length === 0) return 'published';
  await db
    .insert(developerClaims)
    .values({ developerId: row.id, userId: user.id, kind: 'same_name', createdAt: now })
    .onConflictDoNothing();
  return 'pending';
}

/**
 * A request waits while it is `pending` and, for a same-name publication, while its developer
 * still does (its owner may have unpublished or deleted it meanwhile).
 */
const waiting = and(
  eq(developerClaims.status, 'pending'),
  or(eq(developerClaims.kind, 'claim'), eq(developers.status, 'pending')),
);

const kindOf = (value: string): DeveloperClaimKind =>
  isOneOf(DEVELOPER_CLAIM_KINDS, value) ? value : 'claim';
const statusOf = (value: string) =>
  isOneOf(DEVELOPER_CLAIM_STATUSES, value) ? value : ('pending' as const);

const DECISION_AUDIT: Record<DeveloperClaimKind, Record<DeveloperClaimDecision, AuditAction>> = {
  claim: { approve: 'developer.claim_approve', reject: 'developer.claim_reject' },
  same_name: { approve: 'developer.publish_approve', reject: 'developer.publish_reject' },
};

/**
 * Company claims and same-name publications (docs/developer-claims.md). Developer accounts
 * claim; staff decide, each decision written to the audit log in its transaction and mailed.
 * Brokers hear 404 as on every database route; only admins decide (401 guests, 403 others).
 */
export const developerClaimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getDeveloperNameMatches, async (request) => {
    const user = databaseUser(request);
    // Admins manage every company already: nothing to claim.
    if (isAdmin(user)) return { data: [] };
    const rows = await sameNameDevelopers(app.db, request.query.title, user.id);
    return {
      data: rows.map((r) => ({ ...r, logo: mediaUrl(app.mediaAccess.signed, r.logo) })),
    };
  });

  serveEndpoint(app, endpoints.claimDeveloper, async (request, reply) => {
    const user = databaseUser(request);
    const [row] = await app.db
      .select()
      .from(developers)
      .where(eq(developers.id, request.params.id))
      .limit(1);
    // Only a company on the site can be claimed: a draft of someone else's is as unknown as a wrong id.
    const mine = row !== undefined && (isAdmin(user) || row.ownerId === user.id);
    if (!row || (!mine && row.status !== 'published')) throw developerNotFound();
    if (mine) throw new HttpError(409, DEVELOPER_CLAIM_MESSAGES.ownCompany);
    const message = request.body.message?.trim() ?? '';
    const [saved] = await app.db
      .insert(developerClaims)
      .values({
        developerId: row.id,
        userId: user.id,
        kind: 'claim',
        message: message === '' ? null : message,
        createdAt: app.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw new HttpError(409, DEVELOPER_CLAIM_MESSAGES.alreadyPending);
    reply.status(201);
    return toMine({ ...saved, title: row.title });
  });

  serveEndpoint(app, endpoints.getMyDeveloperClaims, async (request) => {
    const user = databaseUser(request);
    const rows = await app.db
      .select({
        id: developerClaims.id,
        kind: developerClaims.kind,
        status: developerClaims.status,
        developerId: developerClaims.developerId,
        title: developers.title,
        developerStatus: developers.status,
        message: developerClaims.message,
        reason: developerClaims.reason,
        createdAt: developerClaims.createdAt,
        decidedAt: developerClaims.decidedAt,
      })
      .from(developerClaims)
      .innerJoin(developers, eq(developers.id, developerClaims.developerId))
      .where(eq(developerClaims.userId, user.id))
      .orderBy(desc(developerClaims.createdAt), desc(developerClaims.id))
      .limit(50);
    return {
      // A same-name request its owner withdrew (unpublished) waits for nobody: not shown.
      data: rows
        .filter(
          (r) =>
            !(r.kind === 'same_name' && r.status === 'pending' && r.developerStatus !== 'pending'),
        )
        .map(toMine),
    };
  });

  serveEndpoint(app, endpoints.getDeveloperClaimQueue, async (request) => {
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? DEVELOPER_CLAIMS_PER_PAGE;
    const claimant = alias(users, 'claimant');
    const owner = alias(users, 'owner');
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: count() })
      .from(developerClaims)
      .innerJoin(developers, eq(developers.id, developerClaims.developerId))
      .where(waiting);
    const rows = await app.db
      .select({
        claim: developerClaims,
        developer: {
          id: developers.id,
          title: developers.title,
          logo: developers.logo,
        },
        claimant: {
          id: claimant.id,
          name: claimant.name,
          email: claimant.email,
          verifiedAt: claimant.verifiedAt,
        },
        owner: { id: owner.id, name: owner.name, email: owner.email, verifiedAt: owner.verifiedAt },
      })
      .from(developerClaims)
      .innerJoin(developers, eq(developers.id, developerClaims.developerId))
      .innerJoin(claimant, eq(claimant.id, developerClaims.userId))
      .leftJoin(owner, eq(owner.id, developers.ownerId))
      .where(waiting)
      .orderBy(asc(developerClaims.createdAt), asc(developerClaims.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const data: DeveloperClaimItem[] = [];
    for (const r of rows) {
      const kind = kindOf(r.claim.kind);
      data.push({
        id: r.claim.id,
        kind,
        developer: {
          id: r.developer.id,
          title: r.developer.title,
          logo: mediaUrl(app.mediaAccess.signed, r.developer.logo),
          owner:
            r.owner === null
              ? null
              : {
                  id: r.owner.id,
                  name: r.owner.name,
                  email: r.owner.email,
                  verified: r.owner.verifiedAt !== null,
                },
        },
        account: {
          id: r.claimant.id,
          name: r.claimant.name,
          email: r.claimant.email,
          verified: r.claimant.verifiedAt !== null,
        },
        message: r.claim.message,
        same_name:
          kind === 'same_name'
            ? (
                await sameNameDevelopers(app.db, r.developer.title, r.claimant.id, r.developer.id)
              ).map(({ id, title }) => ({ id, title }))
            : [],
        created_at: r.claim.createdAt.toISOString(),
      });
    }
    return { data, meta: pageMeta(page, perPage, total) };
  });

  serveEndpoint(app, endpoints.decideDeveloperClaim, async (request) => {
    const { decision } = request.body;
    const reason = request.body.reason?.trim() ?? '';
    if (decision === 'reject' && reason === '') {
      throw fieldError('reason', DEVELOPER_CLAIM_MESSAGES.reasonRequired);
    }
    const [found] = await app.db
      .select({ claim: developerClaims, developer: developers })
      .from(developerClaims)
      .innerJoin(developers, eq(developers.id, developerClaims.developerId))
      .where(eq(developerClaims.id, request.params.id))
      .limit(1);
    if (!found) throw new HttpError(404, 'Request not found.');
    const { claim, developer } = found;
    const kind = kindOf(claim.kind);
    const stillWaiting =
      claim.status === 'pending' && (kind === 'claim' || developer.status === 'pending');
    if (!stillWaiting) throw new HttpError(409, DEVELOPER_CLAIM_MESSAGES.notWaiting);
    const actorId = databaseUser(request).id;
    const now = app.now();
    const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    const note = decision === 'approve' ? null : reason;

    let superseded: CompetingClaim[] = [];
    await app.db.transaction(async (tx) => {
      // Another admin's decision in between wins: the update names the status it read.
      const [updated] = await tx
        .update(developerClaims)
        .set({ status, reason: note, decidedBy: actorId, decidedAt: now })
        .where(and(eq(developerClaims.id, claim.id), eq(developerClaims.status, 'pending')))
        .returning({ id: developerClaims.id });
      if (!updated) throw new HttpError(409, DEVELOPER_CLAIM_MESSAGES.notWaiting);
      const before: Record<string, unknown> = {
        owner_id: developer.ownerId,
        status: developer.status,
      };
      const after: Record<string, unknown> = { claim_id: claim.id, reason: note };
      if (kind === 'claim' && decision === 'approve') {
        // The claimant manages the company from now on, and with it the projects the previous
        // manager filed under it: managing is `owner_id` everywhere (records.ts), so moving it
        // leaves the previous account nothing of the company.
        await tx
          .update(developers)
          .set({ ownerId: claim.userId, version: sql`${developers.version} + 1`, updatedAt: now })
          .where(eq(developers.id, developer.id));
        const moved =
          developer.ownerId === null
            ? []
            : await tx
                .update(projects)
                .set({ ownerId: claim.userId, updatedAt: now })
                .where(
                  and(
                    eq(projects.developerId, developer.id),
                    eq(projects.ownerId, developer.ownerId),
                  ),
                )
                .returning({ id: projects.id });
        Object.assign(after, {
          owner_id: claim.userId,
          status: developer.status,
          projects_moved: moved.map((p) => p.id),
        });
        superseded = await rejectCompetingClaims(tx, claim.id, developer.id, actorId, now);
      } else if (kind === 'same_name') {
        const to = decision === 'approve' ? 'published' : 'draft';
        const [saved] = await tx
          .update(developers)
          .set({ status: to, version: sql`${developers.version} + 1`, updatedAt: now })
          .where(and(eq(developers.id, developer.id), eq(developers.status, 'pending')))
          .returning({ id: developers.id });
        if (!saved) throw new HttpError(409, DEVELOPER_CLAIM_MESSAGES.notWaiting);
        Object.assign(after, { owner_id: developer.ownerId, status: to });
      } else {
        Object.assign(after, before);
      }
      await writeAudit(
        tx,
        {
          actorId,
          action: DECISION_AUDIT[kind][decision],
          targetKind: 'developer',
          targetId: developer.id,
          before,
          after,
        },
        now,
      );
    });
    // The company's page names whom enquiries go to, and a publication changes the lists.
    if (decision === 'approve') invalidateListingCaches(app.db);
    await mailAccount(request, claim.userId, `${kind}_${status}`, developer.title, note);
    for (const other of superseded) {
      await mailAccount(request, other.userId, 'claim_rejected', developer.title, other.reason);
    }
    return {
      id: claim.id,
      status,
      reason: note,
      message:
        decision === 'approve'
          ? DEVELOPER_CLAIM_MESSAGES.approved
          : DEVELOPER_CLAIM_MESSAGES.rejected,
    };
  });

  async function mailAccount(
    request: FastifyRequest,
    userId: number,
    kind: `${DeveloperClaimKind}_${'approved' | 'rejected'}`,
    title: string,
    reason: string | null,
  ) {
    const [account] = await app.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [userId]));
    if (!account) return;
    const mail = claimMail(
      kind,
      { title, reason, listUrl: `${app.config.publicUrl}${DEVELOPERS_LIST}` },
      localeOf(account.locale),
    );
    deliverMail(app, 'developer claim decision mail', { to: account.email, ...mail }, request.log);
  }
};

interface CompetingClaim {
  userId: number;
  reason: string;
}

/**
 * The other accounts waiting on the same company when one claim is approved: each is rejected
 * at once, in its own language, rather than left waiting on a company that now has its
 * manager. Recorded as the approving admin's decisions; a later claim starts afresh.
 */
async function rejectCompetingClaims(
  tx: Db,
  approvedId: number,
  developerId: number,
  actorId: number,
  now: Date,
): Promise<CompetingClaim[]> {
  const waiting = await tx
    .select({ id: developerClaims.id, userId: developerClaims.userId, locale: users.locale })
    .from(developerClaims)
    .innerJoin(users, eq(users.id, developerClaims.userId))
    .where(
      and(
        eq(developerClaims.developerId, developerId),
        eq(developerClaims.kind, 'claim'),
        eq(developerClaims.status, 'pending'),
        ne(developerClaims.id, approvedId),
      ),
    );
  const rejected: CompetingClaim[] = [];
  for (const other of waiting) {
    const reason = supersededReason(localeOf(other.locale));
    await tx
      .update(developerClaims)
      .set({ status: 'rejected', reason, decidedBy: actorId, decidedAt: now })
      .where(eq(developerClaims.id, other.id));
    await writeAudit(
      tx,
      {
        actorId,
        action: DECISION_AUDIT.claim.reject,
        targetKind: 'developer',
        targetId: developerId,
        before: { claim_id: other.id, status: 'pending' },
        after: { claim_id: other.id, reason, approved_claim_id: approvedId },
      },
      now,
    );
    rejected.push({ userId: other.userId, reason });
  }
  return rejected;
}

function toMine(row: {
  id: number;
  kind: string;
  status: string;
  developerId: number;
  title: string;
  message: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}): MyDeveloperClaim {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    status: statusOf(row.status),
    developer: { id: row.developerId, title: row.title },
    message: row.message,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

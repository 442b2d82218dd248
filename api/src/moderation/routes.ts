import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  endpoints,
  type AuditAction,
  type ListingStatus,
  type ModerationDecision,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { createLimiter } from '../codes/rate-limits';
import { listingDuplicateFlags, listingReports, listings, users } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { currentUser } from '../listings/access';
import { findListing, listingNotFound } from '../listings/queries';
import { deliverMail } from '../messaging/deliver';
import { writeAudit } from '../staff/audit';
import { localeOf } from '../users/queries';
import { decisionMail, type DecisionMailKind } from './messages';
import { readModerationQueue } from './queue';

const MY_LISTINGS = '/listing';

/** Where each decision takes a listing (approving keeps a public one public). */
const DECISION_STATUS: Record<ModerationDecision, ListingStatus> = {
  approve: 'published',
  reject: 'rejected',
  request_changes: 'draft',
};
const DECISION_AUDIT: Record<ModerationDecision, AuditAction> = {
  approve: 'listing.approve',
  reject: 'listing.reject',
  request_changes: 'listing.request_changes',
};
const DECISION_MAIL: Record<ModerationDecision, DecisionMailKind> = {
  approve: 'approved',
  reject: 'rejected',
  request_changes: 'changes_requested',
};
const DECISION_MESSAGE: Record<ModerationDecision, string> = {
  approve: MODERATION_MESSAGES.approved,
  reject: MODERATION_MESSAGES.rejected,
  request_changes: MODERATION_MESSAGES.changesRequested,
};
/** The statuses a decision applies to: on the site, or waiting to be. */
const DECIDABLE: readonly ListingStatus[] = ['published', 'pending'];

/**
 * Listing moderation (docs/moderation.md): a visitor reports a public listing; staff read the
 * queue and decide. Every decision closes the listing's open reports and duplicate flags, is
 * written to the audit log in the same transaction, and is mailed to the owner.
 */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const limitReports = createLimiter(app, {
    disabled: config.rateLimitDisabled,
    max: config.rateLimit.reportMax,
    windowMs: config.rateLimit.reportWindowMs,
    key: (request) => `report-ip:${request.ip}`,
  });

  /** The signed-in reporter, if the token is good; a report never needs one. */
  const reporterOf = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return null;
    try {
      await app.authenticate.call(app, request, reply);
    } catch {
      return null;
    }
    return request.auth?.user.id ?? null;
  };

  serveEndpoint(app, endpoints.reportListing, async (request, reply) => {
    const row = await findListing(app.db, request.params.id);
    // Only what the public sees can be reported; anything else is as unknown as a wrong id.
    if (!row || row.status !== 'published') throw listingNotFound();
    const note = request.body.note?.trim() ?? '';
    if (request.body.reason === 'other' && note === '') {
      throw fieldError('note', REPORT_MESSAGES.noteRequired);
    }
    await limitReports(request, reply);
    await app.db.insert(listingReports).values({
      listingId: row.id,
      reason: request.body.reason,
      note: note === '' ? null : note,
      reporterId: await reporterOf(request, reply),
      createdAt: app.now(),
    });
    reply.status(201);
    return { message: REPORT_MESSAGES.received };
  });

  // Most of the queue is off the public site: staff see its photos through signed links.
  serveEndpoint(app, endpoints.getModerationQueue, async (request) =>
    readModerationQueue(app.db, request.query, app.mediaAccess.signed),
  );

  serveEndpoint(app, endpoints.decideListing, async (request) => {
    const { decision } = request.body;
    const reason = request.body.reason?.trim() ?? '';
    if (decision !== 'approve' && reason === '') {
      throw fieldError('reason', MODERATION_MESSAGES.reasonRequired);
    }
    const row = await findListing(app.db, request.params.id);
    if (!row) throw listingNotFound();
    if (!DECIDABLE.includes(row.status)) throw new HttpError(409, MODERATION_MESSAGES.notWaiting);
    const actor = currentUser(request);
    const now = app.now();
    const to = DECISION_STATUS[decision];
    const note = decision === 'approve' ? null : reason;
    const saved = await app.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(listings)
        .set({
          status: to,
          moderationNote: note,
          version: sql`${listings.version} + 1`,
          updatedAt: now,
          ...(decision === 'approve' ? { approvedAt: now } : {}),
          // Going on the site now: it is on the market today, as when its owner publishes.
          ...(decision === 'approve' && row.status === 'pending'
            ? { publishedAt: now, confirmedAt: now, remindedAt: null, expiredAt: null }
            : {}),
        })
        // Another admin's decision (or the owner's withdrawal) in between wins: 409.
        .where(and(eq(listings.id, row.id), eq(listings.status, row.status)))
        .returning();
      if (!updated) throw new HttpError(409, MODERATION_MESSAGES.notWaiting);
      const reports = await tx
        .update(listingReports)
        .set({ resolvedAt: now })
        .where(and(eq(listingReports.listingId, row.id), isNull(listingReports.resolvedAt)))
        .returning({ id: listingReports.id });
      const flags = await tx
        .delete(listingDuplicateFlags)
        .where(eq(listingDuplicateFlags.listingId, row.id))
        .returning({ id: listingDuplicateFlags.duplicateOfId });
      await writeAudit(
        tx,
        {
          actorId: actor.id,
          action: DECISION_AUDIT[decision],
          targetKind: 'listing',
          targetId: row.id,
          before: { status: row.status, moderation_note: row.moderationNote },
          after: {
            status: to,
            moderation_note: note,
            reports_closed: reports.map((r) => r.id),
            duplicate_flags_closed: flags.map((f) => f.id),
          },
        },
        now,
      );
      return updated;
    });
    if (row.status === 'published' || saved.status === 'published') {
      invalidateListingCaches(app.db);
    }
    // A public listing approved again changes nothing its owner sees: no mail for it.
    if (!(decision === 'approve' && row.status === 'published')) {
      await mailOwner(request, saved.userId, decision, saved.title, note);
    }
    return {
      id: saved.id,
      status: saved.status,
      moderation_note: saved.moderationNote,
      message: DECISION_MESSAGE[decision],
    };
  });

  async function mailOwner(
    request: FastifyRequest,
    ownerId: number,
    decision: ModerationDecision,
    title: string | null,
    reason: string | null,
  ) {
    const [owner] = await app.db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [ownerId]));
    if (!owner) return;
    const mail = decisionMail(
      DECISION_MAIL[decision],
      { title, reason, listingsUrl: `${config.publicUrl}${MY_LISTINGS}` },
      localeOf(owner.locale),
    );
    deliverMail(app, 'moderation decision mail', { to: owner.email, ...mail }, request.log);
  }
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_MESSAGES, endpoints, type AuditAction } from '@phuket/shared/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { invalidateListingCaches } from '../catalog/invalidation';
import type { Db } from '../db/client';
import { accessTokens, listings, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { serveEndpoint } from '../http/endpoint-route';
import { currentUser } from '../listings/access';
import { findUserById, type UserRow } from '../users/queries';
import { readAuditLog, writeAudit } from './audit';
import { staffOverview } from './overview';
import { userRecords } from './records';
import { staffUser, staffUsers } from './users';

/**
 * The staff's users dashboard (admins): list, an account's records, verify, block, change a
 * role; and the audit log.
 */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getStaffUsers, async (request) => staffUsers(app.db, request.query));

  serveEndpoint(app, endpoints.getUserRecords, async (request) => {
    const records = await userRecords(app.db, app.mediaAccess, request.params.id, app.now());
    if (!records) throw notFound('User');
    return records;
  });

  serveEndpoint(app, endpoints.getAuditLog, async (request) => readAuditLog(app.db, request.query));

  serveEndpoint(app, endpoints.getStaffOverview, async () => staffOverview(app.db, app.now()));

  /**
   * Runs one action on an account in a transaction with its audit entry, then answers the
   * account as the list shows it. `change` returns the fields before and after, or null when
   * the account already is as asked (nothing written, nothing logged).
   */
  async function act(
    request: FastifyRequest,
    id: number,
    action: (target: UserRow) => AuditAction,
    change: (
      tx: Db,
      target: UserRow,
      now: Date,
    ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | null>,
  ) {
    const actor = currentUser(request);
    const target = await findUserById(app.db, id);
    if (!target) throw notFound('User');
    const now = app.now();
    let changed = false;
    await app.db.transaction(async (tx) => {
      const done = await change(tx, target, now);
      if (!done) return;
      changed = true;
      await writeAudit(
        tx,
        {
          actorId: actor.id,
          action: action(target),
          targetKind: 'user',
          targetId: target.id,
          ...done,
        },
        now,
      );
    });
    // The public pages show what changed (a badge, an agent page, a listing): their caches go.
    if (changed) invalidateListingCaches(app.db);
    const answer = await staffUser(app.db, id);
    if (!answer) throw notFound('User');
    return answer;
  }

  const notOwn = (request: FastifyRequest, id: number) => {
    if (currentUser(request).id === id) throw new HttpError(422, STAFF_MESSAGES.ownAccount);
  };

  serveEndpoint(app, endpoints.verifyUser, async (request) => {
    const { verified } = request.body;
    return act(
      request,
      request.params.id,
      () => (verified ? 'user.verify' : 'user.unverify'),
      async (tx, target, now) => {
        if ((target.verifiedAt !== null) === verified) return null;
        await tx
          .update(users)
          .set({ verifiedAt: verified ? now : null, updatedAt: now })
          .where(eq(users.id, target.id));
        return { before: { verified: !verified }, after: { verified } };
      },
    );
  });

  serveEndpoint(app, endpoints.blockUser, async (request) => {
    const { blocked } = request.body;
    notOwn(request, request.params.id);
    return act(
      request,
      request.params.id,
      () => (blocked ? 'user.block' : 'user.unblock'),
      async (tx, target, now) => {
        if ((target.blockedAt !== null) === blocked) return null;
        await tx
          .update(users)
          .set({ blockedAt: blocked ? now : null, updatedAt: now })
          .where(eq(users.id, target.id));
        if (blocked) {
          // Every session ends at once; the listings leave the public site, kept as they are.
          await tx
            .update(accessTokens)
            .set({ revokedAt: now })
            .where(and(eq(accessTokens.userId, target.id), isNull(accessTokens.revokedAt)));
        }
        const moved = await tx
          .update(listings)
          .set({
            status: blocked ? 'suspended' : 'published',
            version: sql`${listings.version} + 1`,
            updatedAt: now,
          })
          .where(
            and(
              eq(listings.userId, target.id),
              eq(listings.status, blocked ? 'published' : 'suspended'),
            ),
          )
          .returning({ id: listings.id });
        const ids = moved.map((row) => row.id);
        return {
          before: { blocked: !blocked },
          after: blocked
            ? { blocked, listings_suspended: ids }
            : { blocked, listings_restored: ids },
        };
      },
    );
  });

  serveEndpoint(app, endpoints.changeUserRole, async (request) => {
    const { role } = request.body;
    notOwn(request, request.params.id);
    return act(
      request,
      request.params.id,
      () => 'user.role',
      async (tx, target, now) => {
        if (target.role === role) return null;
        await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, target.id));
        return { before: { role: target.role }, after: { role } };
      },
    );
  });
};

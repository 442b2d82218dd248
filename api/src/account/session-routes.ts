import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@phuket/shared/contract';
import { describeDevice } from '../auth/device';
import { listLiveSessions, revokeUserSession } from '../auth/queries';
import { serveEndpoint } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { currentAuth } from './profile-routes';
import { revokeSessions } from './queries';

export const SIGNED_OUT_OTHERS = 'You have been signed out everywhere else.';
export const SESSION_SIGNED_OUT = 'The session has been signed out.';

/** GET /profile/sessions, POST /profile/sessions/sign-out-others, DELETE /profile/sessions/{id}. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getSessions, async (request) => {
    const { user, tokenId } = currentAuth(request);
    const rows = await listLiveSessions(app.db, user.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === tokenId,
      })),
    };
  });

  serveEndpoint(app, endpoints.signOutOtherSessions, async (request) => {
    const { user, tokenId } = currentAuth(request);
    await revokeSessions(app.db, user.id, tokenId);
    return { message: SIGNED_OUT_OTHERS };
  });

  serveEndpoint(app, endpoints.deleteSession, async (request) => {
    const { user } = currentAuth(request);
    // Another user's session is "not found", never "forbidden": ids reveal nothing.
    if (!(await revokeUserSession(app.db, user.id, request.params.id))) {
      throw notFound('Session');
    }
    return { message: SESSION_SIGNED_OUT };
  });
};

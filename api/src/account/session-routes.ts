import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { describeDevice } from '../auth/device';
import { listLiveSessions, revokeUserSession } from '../auth/queries';
import { notFound } from '../http/errors';
import { MessageBody, NoBody, errorResponses } from '../http/schemas';
import { currentAuth } from './profile-routes';
import { revokeSessions } from './queries';
import { SessionIdParams, SessionsEnvelope } from './schemas';

export const SIGNED_OUT_OTHERS = 'You have been signed out everywhere else.';
export const SESSION_SIGNED_OUT = 'The session has been signed out.';

const secured = { tags: ['profile'], security: [{ bearerAuth: [] }] };

/** GET /profile/sessions, POST /profile/sessions/sign-out-others, DELETE /profile/sessions/{id}. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile/sessions',
    {
      schema: {
        ...secured,
        summary: "The user's signed-in devices (live tokens), most recently used first",
        response: { 200: SessionsEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/profile/sessions/sign-out-others',
    {
      schema: {
        ...secured,
        summary: 'Sign out every other session of the user; this one stays',
        body: NoBody,
        response: { 200: MessageBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      await revokeSessions(app.db, user.id, tokenId);
      return { message: SIGNED_OUT_OTHERS };
    },
  );

  app.delete(
    '/profile/sessions/:id',
    {
      schema: {
        ...secured,
        summary: "Sign out one of the user's sessions (404 for any other id)",
        params: SessionIdParams,
        response: { 200: MessageBody, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      // Another user's session is "not found", never "forbidden": ids reveal nothing.
      if (!(await revokeUserSession(app.db, user.id, request.params.id))) {
        throw notFound('Session');
      }
      return { message: SESSION_SIGNED_OUT };
    },
  );
};

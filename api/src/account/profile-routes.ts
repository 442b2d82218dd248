import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AGENT_PROFILE_MESSAGES,
  agentProfileErrors,
  endpoints,
  normalizeAgentProfile,
} from '@phuket/shared/contract';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { codeRateLimits, verifyRateLimit } from '../codes/rate-limits';
import type { AuthContext } from '../http/fastify-types';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError, unauthenticated } from '../http/errors';
import { toUserJson, type UserRow } from '../users/queries';
import {
  mergeNotifications,
  readNotifications,
  revokeSessions,
  updateSettings,
  updateUser,
} from './queries';

export const PASSWORD_CHANGED = 'Your password has been changed.';

/** request.auth after app.authenticate; every route here acts on that user only. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** POST /profile/update, update-settings, get/update-notifications, change-password. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.updateProfile, async (request) => {
    const { user } = currentAuth(request);
    const row = await updateUser(app.db, user.id, { name: request.body.name.trim() });
    return { user: toUserJson(row) };
  });

  serveEndpoint(app, endpoints.updateSettings, async (request) => {
    const { user } = currentAuth(request);
    const { currency, show_email, show_phone } = request.body;
    const row = await updateSettings(app.db, user.id, {
      currency,
      contacts: {
        ...(show_email === undefined ? {} : { show_email }),
        ...(show_phone === undefined ? {} : { show_phone }),
      },
    });
    return { user: toUserJson(row) };
  });

  serveEndpoint(app, endpoints.getNotifications, async (request) => ({
    notifications: readNotifications(currentAuth(request).user),
  }));

  serveEndpoint(app, endpoints.updateNotifications, async (request) => {
    const { user } = currentAuth(request);
    const row = await mergeNotifications(app.db, user.id, request.body.notifications);
    return { notifications: readNotifications(row) };
  });

  // Brokers and developers only (the declaration's access): an admin has no agent page.
  serveEndpoint(app, endpoints.getAgentPage, async (request) => ({
    agent_page: agentPage(currentAuth(request).user),
  }));

  serveEndpoint(app, endpoints.updateAgentPage, async (request) => {
    const { user } = currentAuth(request);
    const errors = Object.entries(agentProfileErrors(request.body));
    if (errors.length > 0) {
      throw new HttpError(
        422,
        errors[0]?.[1] ?? AGENT_PROFILE_MESSAGES.languageUnknown,
        Object.fromEntries(errors.map(([field, message]) => [field, [message]])),
      );
    }
    const row = await updateUser(app.db, user.id, normalizeAgentProfile(request.body));
    return { agent_page: agentPage(row) };
  });

  serveEndpoint(
    app,
    endpoints.changePassword,
    async (request) => {
      const { user, tokenId } = currentAuth(request);
      const { current_password, password, password_confirmation } = request.body;
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        throw fieldError('current_password', 'The current password is incorrect.');
      }
      if (password !== password_confirmation) {
        throw fieldError('password', 'The password field confirmation does not match.');
      }
      const problem = await passwordProblem(password, { email: user.email, name: user.name });
      if (problem) throw fieldError('password', problem);
      if (password === current_password) {
        throw fieldError('password', 'The new password must be different from the current one.');
      }
      const now = new Date();
      await updateUser(app.db, user.id, { passwordHash: await hashPassword(password) }, now);
      // Other devices may be someone else's: they sign in again; this one stays signed in.
      await revokeSessions(app.db, user.id, tokenId, now);
      return { message: PASSWORD_CHANGED };
    },
    // argon2 on every try: the per-address limit also stops guessing with a stolen token.
    { config: { rateLimit: verifyRateLimit(codeRateLimits(app.config)) } },
  );
};

function agentPage(user: UserRow): { bio: string | null; languages: string[] } {
  return { bio: user.bio, languages: user.languages };
}

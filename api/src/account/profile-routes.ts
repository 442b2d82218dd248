import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { codeRateLimits, verifyRateLimit } from '../codes/rate-limits';
import type { AuthContext } from '../http/fastify-types';
import { HttpError, fieldError, forbidden, unauthenticated } from '../http/errors';
import { MessageBody, NoBody, errorResponses } from '../http/schemas';
import { toUserJson } from '../users/queries';
import {
  mergeNotifications,
  readNotifications,
  revokeSessions,
  updateSettings,
  updateUser,
} from './queries';
import {
  AGENT_PROFILE_MESSAGES,
  AgentPageEnvelope,
  UpdateAgentPageBody,
  agentProfileErrors,
  normalizeAgentProfile,
} from '@phuket/shared/contract';
import { PUBLIC_AGENT_ROLES } from '../users/public-agent';
import type { UserRow } from '../users/queries';
import {
  ChangePasswordBody,
  NotificationsEnvelope,
  UpdateNotificationsBody,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserEnvelope,
} from './schemas';

export const PASSWORD_CHANGED = 'Your password has been changed.';

/** request.auth after app.authenticate; every route here acts on that user only. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

const secured = { tags: ['profile'], security: [{ bearerAuth: [] }] };

/** POST /profile/update, update-settings, get/update-notifications, change-password. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a caller without a token hears 401 before any body is read.
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/profile/update',
    {
      schema: {
        ...secured,
        summary: 'Change the display name',
        body: UpdateProfileBody,
        response: { 200: UserEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const row = await updateUser(app.db, user.id, { name: request.body.name.trim() });
      return { user: toUserJson(row) };
    },
  );

  app.post(
    '/profile/update-settings',
    {
      schema: {
        ...secured,
        summary: 'Save the preferred currency and which contacts the agent page shows',
        body: UpdateSettingsBody,
        response: { 200: UserEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/profile/get-notifications',
    {
      schema: {
        ...secured,
        summary: 'Notification preferences (defaults until the user saves some)',
        // The front end posts {}; a request without a body is fine too.
        body: NoBody,
        response: { 200: NotificationsEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ notifications: readNotifications(currentAuth(request).user) }),
  );

  app.post(
    '/profile/update-notifications',
    {
      schema: {
        ...secured,
        summary: 'Save notification preferences (keys left out keep their value)',
        body: UpdateNotificationsBody,
        response: { 200: NotificationsEnvelope, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const row = await mergeNotifications(app.db, user.id, request.body.notifications);
      return { notifications: readNotifications(row) };
    },
  );

  app.post(
    '/profile/get-agent-page',
    {
      schema: {
        ...secured,
        summary: 'The bio and languages my agent page shows (brokers and developers)',
        body: NoBody,
        response: { 200: AgentPageEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({ agent_page: agentPage(agentUser(request)) }),
  );

  app.post(
    '/profile/update-agent-page',
    {
      schema: {
        ...secured,
        summary: 'Save the bio and languages of my agent page (brokers and developers)',
        body: UpdateAgentPageBody,
        response: { 200: AgentPageEnvelope, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const user = agentUser(request);
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
    },
  );

  app.post(
    '/profile/change-password',
    {
      // argon2 on every try: the per-address limit also stops guessing with a stolen token.
      config: { rateLimit: verifyRateLimit(codeRateLimits(app.config)) },
      schema: {
        ...secured,
        summary: 'Change the password; every other session of the account ends',
        body: ChangePasswordBody,
        response: { 200: MessageBody, ...errorResponses(401, 422, 429) },
      },
    },
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
  );
};

/** An agent page is a broker's or developer's: an admin has none to edit. */
function agentUser(request: FastifyRequest): UserRow {
  const { user } = currentAuth(request);
  if (!(PUBLIC_AGENT_ROLES as readonly string[]).includes(user.role)) throw forbidden();
  return user;
}

function agentPage(user: UserRow): { bio: string | null; languages: string[] } {
  return { bio: user.bio, languages: user.languages };
}

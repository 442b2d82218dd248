import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tooManyAttempts } from '../codes/rate-limits';
import { HttpError, fieldError, unauthenticated } from '../http/errors';
import { MessageBody, NoBody, errorResponses } from '../http/schemas';
import { requestLocale } from '../http/request-locale';
import { findUserByEmail, insertUser, rememberUserLocale, toUserJson } from '../users/queries';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { storedUserAgent } from './device';
import { issueToken, revokeToken } from './queries';
import {
  CurrentUserResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
} from './schemas';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rateLimit } = app.config;

  app.post(
    '/login',
    {
      config: { rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a bearer token',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Before the lookup and alike for unknown emails, so a 429 reveals no account either.
      const reservation = await app.loginThrottle.reserve(email);
      if (!reservation.allowed) throw tooManyAttempts(reply, reservation.retryAfterSeconds);
      const user = await findUserByEmail(app.db, email);
      if (!user) {
        await burnPasswordCheck(password);
        throw new HttpError(422, BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(422, BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
      }
      await app.loginThrottle.clear(email);
      await rememberUserLocale(app.db, user, requestLocale(request));
      const token = await issueToken(app.db, user.id, {
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      return { token, user: toUserJson(user) };
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { max: rateLimit.registerMax, timeWindow: rateLimit.windowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Create a broker or developer account and sign it in',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const errors: Record<string, string[]> = {};
      if (body.password !== body.password_confirmation) {
        errors.password = ['The password field confirmation does not match.'];
      } else {
        const problem = await passwordProblem(body.password, {
          email: body.email,
          name: body.name,
        });
        if (problem) errors.password = [problem];
      }
      if (await findUserByEmail(app.db, body.email)) {
        errors.email = ['The email has already been taken.'];
      }
      const messages = Object.values(errors).flat();
      if (messages.length > 0) throw new HttpError(422, messages[0] as string, errors);

      const user = await insertUser(app.db, {
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        locale: requestLocale(request),
      });
      // Lost a race with a concurrent sign-up for the same address.
      if (!user) throw fieldError('email', 'The email has already been taken.');
      const token = await issueToken(app.db, user.id, {
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      return reply.code(201).send({ access_token: token });
    },
  );

  app.get(
    '/user',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their role',
        security: [{ bearerAuth: [] }],
        response: { 200: CurrentUserResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      return { user: toUserJson(auth.user), role: auth.user.role };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token used for this request',
        security: [{ bearerAuth: [] }],
        body: NoBody,
        response: { 200: MessageBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      await revokeToken(app.db, auth.tokenId);
      return { message: 'Logged out.' };
    },
  );
};

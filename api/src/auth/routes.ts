import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_MESSAGES, endpoints } from '@phuket/shared/contract';
import { tooManyAttempts } from '../codes/rate-limits';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError, unauthenticated } from '../http/errors';
import { requestLocale } from '../http/request-locale';
import { findUserByEmail, insertUser, rememberUserLocale, toUserJson } from '../users/queries';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { storedUserAgent } from './device';
import { sendEmailConfirmation } from '../account/email-confirmation';
import { issueToken, revokeToken } from './queries';

const BAD_CREDENTIALS = 'These credentials do not match our records.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rateLimit } = app.config;

  serveEndpoint(
    app,
    endpoints.login,
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
      // Said only to whoever knows the password: to anyone else the account looks as any other.
      if (user.blockedAt !== null) throw new HttpError(403, STAFF_MESSAGES.blocked);
      await app.loginThrottle.clear(email);
      await rememberUserLocale(app.db, user, requestLocale(request));
      const token = await issueToken(app.db, user.id, {
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      return { token, user: toUserJson(user) };
    },
    { config: { rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowMs } } },
  );

  serveEndpoint(
    app,
    endpoints.register,
    async (request) => {
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
      // The code comes by mail after the answer: the account can sign in and draft at once,
      // and publishes once it has entered the code (users/email-confirmation.ts).
      app.backgroundTasks.run(
        'email confirmation mail',
        () => sendEmailConfirmation(app, user, requestLocale(request)),
        request.log,
      );
      const token = await issueToken(app.db, user.id, {
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      return { access_token: token };
    },
    { config: { rateLimit: { max: rateLimit.registerMax, timeWindow: rateLimit.windowMs } } },
  );

  serveEndpoint(app, endpoints.getUser, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    return { user: toUserJson(auth.user), role: auth.user.role };
  });

  serveEndpoint(app, endpoints.logout, async (request) => {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    await revokeToken(app.db, auth.tokenId);
    return { message: 'Logged out.' };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@phuket/shared/contract';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { codeRateLimits, verifyRateLimit } from '../codes/rate-limits';
import { attemptCode, issueCode } from '../codes/store';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { findUserByEmail, normalizeEmail } from '../users/queries';
import type { CodeLimiters } from './limiters';
import { passwordResetMail } from './messages';
import { requestLocale } from '../http/request-locale';
import { revokeSessions, updateUser } from './queries';

export const FORGOT_MESSAGE = 'If an account exists for this email, we have sent a 6-digit code.';
export const INVALID_CODE = 'The code is invalid or has expired.';
export const RESET_DONE = 'Your password has been reset. You can log in now.';

/** POST /forgot-password, /reset-password/check, /reset-password (guests). */
export function passwordResetRoutes(limiters: CodeLimiters): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { codeSecret } = app.config;
    const verifyLimit = verifyRateLimit(codeRateLimits(app.config));

    serveEndpoint(app, endpoints.forgotPassword, async (request, reply) => {
      // Limited by the address typed, so the 429 cannot tell registered addresses from
      // unknown ones either; the lookup and the mail happen after the answer, which is
      // therefore the same, in content and in time, whether or not the account exists.
      await limiters.sendPerIp(request, reply);
      await limiters.passwordReset(request, reply);
      const { email } = request.body;
      app.backgroundTasks.run(
        'password reset mail',
        async () => {
          const user = await findUserByEmail(app.db, email);
          if (!user) return;
          const { code } = await issueCode(app.db, codeSecret, {
            userId: user.id,
            purpose: 'password_reset',
            target: normalizeEmail(user.email),
          });
          const mail = passwordResetMail(code, requestLocale(request));
          await app.messenger.sendEmail(user.email, mail.subject, mail.text);
        },
        request.log,
      );
      return { message: FORGOT_MESSAGE };
    });

    serveEndpoint(
      app,
      endpoints.checkResetCode,
      async (request) => {
        const { email, code } = request.body;
        const user = await findUserByEmail(app.db, email);
        const result = user
          ? await attemptCode(
              app.db,
              codeSecret,
              {
                userId: user.id,
                purpose: 'password_reset',
                code,
                target: normalizeEmail(user.email),
              },
              { consume: false },
            )
          : { ok: false as const };
        if (!result.ok) throw fieldError('code', INVALID_CODE);
        return { valid: true as const };
      },
      { config: { rateLimit: verifyLimit } },
    );

    serveEndpoint(
      app,
      endpoints.resetPassword,
      async (request) => {
        const { email, code, password, password_confirmation } = request.body;
        const user = await findUserByEmail(app.db, email);
        // Password rules first: a typo in the new password must not burn the code.
        if (password !== password_confirmation) {
          throw fieldError('password', 'The password field confirmation does not match.');
        }
        // The typed email only, not the account's name: a verdict that depended on whether
        // the account exists would tell a stranger which emails are registered.
        const problem = await passwordProblem(password, { email });
        if (problem) throw fieldError('password', problem);

        const result = user
          ? await attemptCode(
              app.db,
              codeSecret,
              {
                userId: user.id,
                purpose: 'password_reset',
                code,
                target: normalizeEmail(user.email),
              },
              { consume: true },
            )
          : { ok: false as const };
        if (!user || !result.ok) throw new HttpError(422, INVALID_CODE, { code: [INVALID_CODE] });

        const now = new Date();
        await updateUser(
          app.db,
          user.id,
          {
            passwordHash: await hashPassword(password),
            // The code arrived at this address, which proves the user reads it.
            emailVerifiedAt: user.emailVerifiedAt ?? now,
          },
          now,
        );
        // Whoever made the reset necessary may hold a session: every one of them ends.
        await revokeSessions(app.db, user.id, null, now);
        // The owner proved they read the mail: failed logins before this no longer delay them.
        await app.loginThrottle.clear(user.email);
        return { message: RESET_DONE };
      },
      { config: { rateLimit: verifyLimit } },
    );
  };
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, type VerifyType } from '@phuket/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
// The full metadata: the default (min) build checks only lengths and would accept numbers
// no operator issues, e.g. +66 12 345 6789.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CodePurpose } from '../codes/one-time-code';
import { codeRateLimits, verifyRateLimit } from '../codes/rate-limits';
import { attemptCode, issueCode } from '../codes/store';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { findUserByEmail, normalizeEmail, toUserJson } from '../users/queries';
import type { CodeLimiters } from './limiters';
import { sendEmailConfirmation } from './email-confirmation';
import { emailChangeMail, emailInUseMail, phoneChangeSms } from './messages';
import { requestLocale } from '../http/request-locale';
import { INVALID_CODE } from './password-reset-routes';
import { currentAuth } from './profile-routes';
import { isUniqueViolation, updateUser } from './queries';

const EMAIL_TAKEN = 'The email has already been taken.';
const INVALID_PHONE =
  'The phone must be a valid phone number in international format, e.g. +66 81 234 5678.';

const PURPOSE_OF: Record<VerifyType, CodePurpose> = {
  email: 'email_change',
  phone: 'phone_change',
};

/** The number in E.164 (+66812345678) when it is a real, dialable number; null otherwise. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  // Without a country the digits are ambiguous (081… is Thai, UK, …): a leading + is required.
  if (!trimmed.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone as the site shows it, in mail and public answers alike: libphonenumber-js's
 * international format (the browser's displayPhone, '+7 912 345 67 89'); unparsable text as is.
 */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone.trim())?.formatInternational() ?? phone;
}

async function deliver(send: Promise<void>, log: FastifyBaseLogger): Promise<void> {
  try {
    await send;
  } catch (err) {
    log.error({ err }, 'code delivery failed');
    throw new HttpError(
      503,
      'We could not send the code right now. Please try again in a few minutes.',
    );
  }
}

/** POST /update-and-confirm-email, /update-and-confirm-phone, /verify-code/{type}. */
export function contactRoutes(limiters: CodeLimiters): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { codeSecret } = app.config;

    serveEndpoint(app, endpoints.updateAndConfirmEmail, async (request, reply) => {
      const { user } = currentAuth(request);
      const email = normalizeEmail(request.body.email);
      const own = email === normalizeEmail(user.email);
      if (own && user.emailVerifiedAt !== null) {
        throw fieldError('email', 'This is already your email address.');
      }
      await limiters.sendPerIp(request, reply);
      await limiters.emailChange(request, reply);
      if (own) {
        // Not confirmed yet (a new account): a fresh code for the address it has.
        app.backgroundTasks.run(
          'email confirmation mail',
          () => sendEmailConfirmation(app, user, requestLocale(request)),
          request.log,
        );
        return {
          message: `We have sent an email to ${user.email}: enter the 6-digit code it holds.`,
        };
      }
      // Whether the address is free is told only to its owner, by mail: the answer is the
      // same either way, and the lookup happens after it, so its timing tells nothing.
      app.backgroundTasks.run(
        'email change mail',
        async () => {
          if (await findUserByEmail(app.db, email)) {
            const mail = emailInUseMail(requestLocale(request));
            await app.messenger.sendEmail(email, mail.subject, mail.text);
            return;
          }
          const { code } = await issueCode(app.db, codeSecret, {
            userId: user.id,
            purpose: 'email_change',
            target: email,
          });
          const mail = emailChangeMail(code, requestLocale(request));
          await app.messenger.sendEmail(email, mail.subject, mail.text);
        },
        request.log,
      );
      return { message: `We have sent an email to ${email}: enter the 6-digit code it holds.` };
    });

    serveEndpoint(app, endpoints.updateAndConfirmPhone, async (request, reply) => {
      const { user } = currentAuth(request);
      const phone = normalizePhone(request.body.phone);
      if (phone === null) throw fieldError('phone', INVALID_PHONE);
      if (
        user.phoneVerifiedAt !== null &&
        user.phone !== null &&
        normalizePhone(user.phone) === phone
      ) {
        throw fieldError('phone', 'This is already your confirmed phone number.');
      }
      await limiters.sendPerIp(request, reply);
      await limiters.phoneChange(request, reply);
      const { code } = await issueCode(app.db, codeSecret, {
        userId: user.id,
        purpose: 'phone_change',
        target: phone,
      });
      await deliver(
        app.messenger.sendSms(phone, phoneChangeSms(code, requestLocale(request))),
        request.log,
      );
      return { message: `We have sent a 6-digit code to ${phone}.` };
    });

    serveEndpoint(
      app,
      endpoints.verifyCode,
      async (request) => {
        const { user } = currentAuth(request);
        const { type } = request.params;
        const result = await attemptCode(
          app.db,
          codeSecret,
          { userId: user.id, purpose: PURPOSE_OF[type], code: request.body.code },
          { consume: true },
        );
        if (!result.ok) throw fieldError('code', INVALID_CODE);
        const now = new Date();
        if (type === 'phone') {
          const row = await updateUser(
            app.db,
            user.id,
            { phone: result.target, phoneVerifiedAt: now },
            now,
          );
          return { user: toUserJson(row) };
        }
        try {
          // The unique index decides: someone may have registered the address meanwhile.
          const row = await updateUser(
            app.db,
            user.id,
            { email: result.target, emailVerifiedAt: now },
            now,
          );
          return { user: toUserJson(row) };
        } catch (err) {
          if (isUniqueViolation(err)) throw fieldError('email', EMAIL_TAKEN);
          throw err;
        }
      },
      { config: { rateLimit: verifyRateLimit(codeRateLimits(app.config)) } },
    );
  };
}

import { localizePath, type Locale } from '@phuket/shared/contract';
import type { FastifyInstance } from 'fastify';
import { issueCode } from '../codes/store';
import type { UserRow } from '../users/queries';
import { welcomeMail } from './messages';

/**
 * Mails a new account the code that confirms its address. The code is an `email_change` code
 * whose target is the address the account already has: POST /verify-code/email confirms it
 * like any other, and a later request from the profile sends a fresh one the same way.
 */
export async function sendEmailConfirmation(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email'>,
  locale: Locale,
): Promise<void> {
  const { code } = await issueCode(app.db, app.config.codeSecret, {
    userId: user.id,
    purpose: 'email_change',
    target: user.email,
  });
  const profileUrl = `${app.config.publicUrl}${localizePath(locale, '/profile/edit')}#email`;
  const mail = welcomeMail(code, profileUrl, locale);
  await app.messenger.sendEmail(user.email, mail.subject, mail.text);
}

import { EMAIL_NOT_CONFIRMED } from '@phuket/shared/contract';
import { HttpError } from '../http/errors';
import type { UserRow } from './queries';

/**
 * A new account reaches the public (publishes, shares a presentation, writes to another
 * account) only once its email is confirmed: a throwaway address cannot put a fake developer
 * or a scam listing live.
 */
export function requireConfirmedEmail(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (user.emailVerifiedAt !== null) return;
  throw new HttpError(403, EMAIL_NOT_CONFIRMED);
}

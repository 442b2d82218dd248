import { useCallback } from 'react';
import { readAccountLimitMessage, type AccountLimit } from '../contract/account-limits';
import { EMAIL_NOT_CONFIRMED } from '../contract/email-confirmation';
import type { Locale } from '../contract/locales';
import { useLocale } from './locale-context';
import { msgId } from './use-messages';
import { sharedMessages } from './shared-messages';

// The API's refusals that any area can meet because of the account rather than the thing being
// saved: an email not confirmed yet, a daily limit used up. They are translated once, in the
// shared catalog; each area's own translator of API messages falls back to this.

const KNOWN = new Map<string, string>([
  [EMAIL_NOT_CONFIRMED, msgId('account.email_not_confirmed')],
]);

const LIMITS: Record<AccountLimit, string> = {
  listing_drafts: msgId('account.limit_listing_drafts'),
  database_drafts: msgId('account.limit_database_drafts'),
  presentations: msgId('account.limit_presentations'),
  uploads: msgId('account.limit_uploads'),
};

const WAITS = {
  hours: msgId('account.limit_wait_hours'),
  minutes: msgId('account.limit_wait_minutes'),
};

/**
 * The account rule's English in `locale`: English pages get the API's text byte for byte, and
 * a daily limit's numbers (read back from its sentence) are said again in the page's words.
 * Null when `english` is none of these rules.
 */
export function accountRuleText(locale: Locale, english: string): string | null {
  const id = KNOWN.get(english);
  const refusal = id === undefined ? readAccountLimitMessage(english) : null;
  if (id === undefined && refusal === null) return null;
  if (locale === 'en') return english;
  if (id !== undefined) return sharedMessages.format(locale, id);
  if (refusal === null) return null;
  const wait = sharedMessages.format(locale, WAITS[refusal.wait.unit], {
    count: refusal.wait.count,
  });
  return sharedMessages.format(locale, LIMITS[refusal.limit], { max: refusal.max, wait });
}

/** accountRuleText in the page's language. */
export function useAccountRuleText(): (english: string) => string | null {
  const locale = useLocale();
  return useCallback((english: string) => accountRuleText(locale, english), [locale]);
}

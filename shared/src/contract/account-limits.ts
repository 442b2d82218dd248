// Per-account daily limits: how many drafts, presentations and uploads
// one signed-in account may start in a day. The API counts them (api/src/rate-limits/
// account-limits.ts) and answers 429 with Retry-After and one of the sentences below; the areas
// show that sentence in the page's language by reading its numbers back
// (readAccountLimitMessage). Plain values with no schema library, so browser bundles can
// import them.

/** What is counted, one budget each per account and day. */
export const ACCOUNT_LIMITS = [
  'listing_drafts',
  'database_drafts',
  'presentations',
  'uploads',
] as const;
export type AccountLimit = (typeof ACCOUNT_LIMITS)[number];

/** How long until the account may try again, as the sentence says it. */
export interface AccountLimitWait {
  unit: 'hours' | 'minutes';
  count: number;
}

/**
 * Retry-After seconds in words: whole minutes under an hour, else whole hours, each rounded up
 * (never sooner than the API will accept the call again).
 */
export function accountLimitWait(retryAfterSeconds: number): AccountLimitWait {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60
    ? { unit: 'minutes', count: minutes }
    : { unit: 'hours', count: Math.ceil(seconds / 3600) };
}

/** The number as the English sentence writes it (2,000), with its noun's form. */
function counted(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`;
}

const NOUNS: Record<AccountLimit, readonly [one: string, other: string]> = {
  listing_drafts: ['listing draft', 'listing drafts'],
  database_drafts: ['developer or project draft', 'developer and project drafts'],
  presentations: ['presentation', 'presentations'],
  uploads: ['file', 'files'],
};

const WAIT_NOUNS: Record<AccountLimitWait['unit'], readonly [one: string, other: string]> = {
  hours: ['hour', 'hours'],
  minutes: ['minute', 'minutes'],
};

/** Each sentence from its parts: the limit with its noun, and the wait in words. */
const SENTENCES: Record<AccountLimit, (max: string, wait: string) => string> = {
  listing_drafts: (max, wait) =>
    `You have started ${max} today, the most one account may start in a day. Try again in ${wait}, or finish the drafts you have.`,
  database_drafts: (max, wait) =>
    `You have started ${max} today, the most one account may start in a day. Try again in ${wait}, or finish the drafts you have.`,
  presentations: (max, wait) =>
    `You have made ${max} today, the most one account may make in a day. Try again in ${wait}, or change a presentation you have.`,
  uploads: (max, wait) =>
    `You have uploaded ${max} today, the most one account may upload in a day. Try again in ${wait}.`,
};

/**
 * The 429's message when an account has used up `limit` (`max` a day) and may try again in
 * `retryAfterSeconds` (the answer's Retry-After), e.g. "You have started 50 listing drafts
 * today, the most one account may start in a day. Try again in 24 hours, or finish the drafts
 * you have."
 */
export function accountLimitMessage(
  limit: AccountLimit,
  max: number,
  retryAfterSeconds: number,
): string {
  const wait = accountLimitWait(retryAfterSeconds);
  const [one, other] = NOUNS[limit];
  const [hour, hours] = WAIT_NOUNS[wait.unit];
  return SENTENCES[limit](counted(max, one, other), counted(wait.count, hour, hours));
}

/** What a 429 sentence of accountLimitMessage said, for showing it in another language. */
export interface AccountLimitRefusal {
  limit: AccountLimit;
  max: number;
  wait: AccountLimitWait;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '(\\d{1,3}(?:,\\d{3})*)';
const nounsOf = ([one, other]: readonly [string, string]) => `(?:${escape(other)}|${escape(one)})`;
const WAIT = `${NUMBER} (${Object.values(WAIT_NOUNS).flat().map(escape).join('|')})`;

/** Each sentence as a pattern: its number, then the wait's number and unit. */
const PATTERNS = ACCOUNT_LIMITS.map((limit) => {
  const [before, rest = ''] = SENTENCES[limit]('{max}', '{wait}').split('{max}');
  const [middle, after] = rest.split('{wait}');
  const source = `^${escape(before ?? '')}${NUMBER} ${nounsOf(NOUNS[limit])}${escape(middle ?? '')}${WAIT}${escape(after ?? '')}$`;
  return { limit, pattern: new RegExp(source) };
});

/** The limit, number and wait of an accountLimitMessage sentence; null for any other text. */
export function readAccountLimitMessage(message: string): AccountLimitRefusal | null {
  for (const { limit, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const [, max = '', count = '', unit = ''] = match;
    const number = (text: string) => Number(text.replace(/,/g, ''));
    return {
      limit,
      max: number(max),
      wait: {
        unit: WAIT_NOUNS.hours.includes(unit) ? 'hours' : 'minutes',
        count: number(count),
      },
    };
  }
  return null;
}

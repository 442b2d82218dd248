import {
  ACCOUNT_LIMITS,
  accountLimitMessage,
  accountLimitWait,
  readAccountLimitMessage,
} from './account-limits';

describe('accountLimitWait', () => {
  it('says whole minutes under an hour and whole hours from then on, rounding up', () => {
    expect(accountLimitWait(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(accountLimitWait(59)).toEqual({ unit: 'minutes', count: 1 });
    expect(accountLimitWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(accountLimitWait(59 * 60)).toEqual({ unit: 'minutes', count: 59 });
    expect(accountLimitWait(59 * 60 + 1)).toEqual({ unit: 'hours', count: 1 });
    expect(accountLimitWait(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(accountLimitWait(3601)).toEqual({ unit: 'hours', count: 2 });
    expect(accountLimitWait(86_400)).toEqual({ unit: 'hours', count: 24 });
  });
});

describe('accountLimitMessage', () => {
  it('names the limit, its number and the wait', () => {
    expect(accountLimitMessage('listing_drafts', 50, 86_400)).toBe(
      'You have started 50 listing drafts today, the most one account may start in a day. Try again in 24 hours, or finish the drafts you have.',
    );
    expect(accountLimitMessage('database_drafts', 1, 30)).toBe(
      'You have started 1 developer or project draft today, the most one account may start in a day. Try again in 1 minute, or finish the drafts you have.',
    );
    expect(accountLimitMessage('presentations', 100, 7200)).toBe(
      'You have made 100 presentations today, the most one account may make in a day. Try again in 2 hours, or change a presentation you have.',
    );
    expect(accountLimitMessage('uploads', 2000, 600)).toBe(
      'You have uploaded 2,000 files today, the most one account may upload in a day. Try again in 10 minutes.',
    );
  });
});

describe('readAccountLimitMessage', () => {
  it('reads back every limit, number and wait the sentences can say', () => {
    for (const limit of ACCOUNT_LIMITS) {
      for (const max of [1, 3, 50, 1000, 1_000_000]) {
        for (const seconds of [1, 60, 61, 3599, 3600, 86_400]) {
          const message = accountLimitMessage(limit, max, seconds);
          expect(readAccountLimitMessage(message)).toEqual({
            limit,
            max,
            wait: accountLimitWait(seconds),
          });
        }
      }
    }
  });

  it('tells the two draft limits apart, and reads nothing into other text', () => {
    expect(readAccountLimitMessage(accountLimitMessage('database_drafts', 30, 10))?.limit).toBe(
      'database_drafts',
    );
    expect(readAccountLimitMessage(accountLimitMessage('listing_drafts', 30, 10))?.limit).toBe(
      'listing_drafts',
    );
    for (const text of [
      '',
      'Too many attempts. Please try again in 30 seconds.',
      'You have started many listing drafts today, the most one account may start in a day. Try again in 2 hours, or finish the drafts you have.',
      'You have uploaded 3 files today, the most one account may upload in a day. Try again in 2 days.',
      `${accountLimitMessage('uploads', 3, 60)} More.`,
    ]) {
      expect(readAccountLimitMessage(text)).toBeNull();
    }
  });
});

import type { ListingDuplicates } from '@phuket/shared/api/listings';
import { DuplicateCheck } from './duplicates-store';

const match = (id: number, yours: boolean): ListingDuplicates['matches'][number] => ({
  id,
  title: `Villa ${id}`,
  cover_url: null,
  yours,
  matched_on: ['price', 'area'],
});

describe('DuplicateCheck', () => {
  it('keeps the matches and tells whether any is another owner’s', async () => {
    const check = new DuplicateCheck(() => Promise.resolve({ matches: [match(4, true)] }));
    await check.load(7);
    expect(check.matches.map((m) => m.id)).toEqual([4]);
    expect(check.matchesOthers).toBe(false);
    const other = new DuplicateCheck(() =>
      Promise.resolve({ matches: [match(4, true), match(5, false)] }),
    );
    await other.load(7);
    expect(other.matchesOthers).toBe(true);
  });

  it('keeps only the last answer when an earlier one arrives late', async () => {
    const answers: ((value: ListingDuplicates) => void)[] = [];
    const check = new DuplicateCheck(
      () => new Promise<ListingDuplicates>((resolve) => answers.push(resolve)),
    );
    const first = check.load(7);
    const second = check.load(7);
    answers[1]?.({ matches: [] });
    answers[0]?.({ matches: [match(9, false)] });
    await Promise.all([first, second]);
    expect(check.matches).toEqual([]);
    expect(check.loading).toBe(false);
  });

  it('shows no warning when the check fails: it never blocks publishing', async () => {
    const check = new DuplicateCheck(() => Promise.reject(new Error('Network Error')));
    await check.load(7);
    expect(check.matches).toEqual([]);
    expect(check.loading).toBe(false);
  });
});

import { ID_MAX_VALUE } from './limits';
import { positiveIntegerPattern } from './schema-kit';

describe('positiveIntegerPattern', () => {
  const matches = (max: number, text: string) =>
    new RegExp(`^(?:${positiveIntegerPattern(max)})$`).test(text);

  it.each([1, 9, 10, 11, 99, 100, 250, 1000, 1009, 30_000])(
    'takes exactly 1 to %i among all numbers up to three times as large',
    (max) => {
      const wrong: number[] = [];
      for (let n = 0; n <= max * 3 + 20; n++) {
        if (matches(max, String(n)) !== (n >= 1 && n <= max)) wrong.push(n);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('bounds ids at the database integer range', () => {
    const max = ID_MAX_VALUE;
    expect(matches(max, String(max))).toBe(true);
    expect(matches(max, String(max - 1))).toBe(true);
    expect(matches(max, '1999999999')).toBe(true);
    expect(matches(max, '2147483648')).toBe(false);
    expect(matches(max, '2200000000')).toBe(false);
    expect(matches(max, '9999999999')).toBe(false);
    expect(matches(max, '21474836470')).toBe(false);
  });

  it('refuses what is not a plain positive number', () => {
    for (const text of ['', '0', '01', '-1', '1.5', '1e3', ' 1', '+7']) {
      expect(matches(ID_MAX_VALUE, text)).toBe(false);
    }
  });
});

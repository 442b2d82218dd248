import { formatDecimal } from './decimal';

/** A small deterministic generator, so a failure names a value that can be replayed. */
function* seeded(count: number, seed = 42): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

describe('formatDecimal', () => {
  it('groups thousands with commas', () => {
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(999)).toBe('999');
    expect(formatDecimal(1000)).toBe('1,000');
    expect(formatDecimal(1234567)).toBe('1,234,567');
    expect(formatDecimal(-45000)).toBe('-45,000');
    expect(formatDecimal(123456789012)).toBe('123,456,789,012');
  });

  it('keeps up to the given fraction digits, without trailing zeros', () => {
    expect(formatDecimal(120.5, 2)).toBe('120.5');
    expect(formatDecimal(85.25, 2)).toBe('85.25');
    expect(formatDecimal(85.2, 2)).toBe('85.2');
    expect(formatDecimal(1234.999, 2)).toBe('1,235');
    expect(formatDecimal(0.004, 2)).toBe('0');
    expect(formatDecimal(-0.004, 2)).toBe('0');
  });

  it('rounds the shortest decimal form half away from zero, as Intl does', () => {
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(2.675, 2)).toBe('2.68');
    expect(formatDecimal(999.995, 2)).toBe('1,000');
    expect(formatDecimal(-2.5)).toBe('-3');
    expect(formatDecimal(0.5)).toBe('1');
  });

  it('agrees with Intl.NumberFormat en-US on prices and areas', () => {
    const formats = [0, 1, 2].map(
      (digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }),
    );
    const mismatches: string[] = [];
    for (const r of seeded(30000)) {
      const value = [
        Math.floor(r * 1e9),
        Math.round(r * 1e7) / 1000,
        Math.round(r * 1e5) / 100,
        r * 5000,
        -r * 1e6,
      ][Math.floor(r * 1e6) % 5] as number;
      for (const digits of [0, 1, 2]) {
        const expected = formats[digits]?.format(value);
        const actual = formatDecimal(value, digits);
        if (actual !== expected) mismatches.push(`${value} (${digits}): ${actual} != ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('says what is not a finite number rather than inventing digits', () => {
    expect(formatDecimal(Number.NaN)).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

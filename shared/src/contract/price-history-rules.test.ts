import type { PriceChange } from './catalog';
import { priceChangePercent, recentPriceDrop } from './price-history-rules';

const change = (
  changed_at: string,
  old_price: number,
  new_price: number,
  currencies: [PriceChange['old_currency'], PriceChange['new_currency']] = ['THB', 'THB'],
): PriceChange => ({
  changed_at,
  old_price,
  old_currency: currencies[0],
  new_price,
  new_currency: currencies[1],
});

const NOW = new Date('2026-11-30T12:00:00.000Z');

describe('recentPriceDrop', () => {
  it('is the cut from the price 30 days ago to today, in whole percent rounded down', () => {
    // 10,000,000 → 9,500,000 on 20 November: 5 % lower than a month ago.
    expect(
      recentPriceDrop([change('2026-11-20T09:00:00.000Z', 10_000_000, 9_500_000)], NOW),
    ).toEqual({
      percent: 5,
      from: 10_000_000,
      to: 9_500_000,
      currency: 'THB',
      changed_at: '2026-11-20T09:00:00.000Z',
    });
  });

  it('adds up the cuts of the window and ignores the ones before it', () => {
    const history = [
      change('2026-09-01T09:00:00.000Z', 12_000_000, 10_000_000),
      change('2026-11-05T09:00:00.000Z', 10_000_000, 9_600_000),
      change('2026-11-25T09:00:00.000Z', 9_600_000, 9_200_000),
    ];
    // (10,000,000 − 9,200,000) / 10,000,000 = 8 %.
    expect(recentPriceDrop(history, NOW)).toMatchObject({
      percent: 8,
      from: 10_000_000,
      to: 9_200_000,
    });
  });

  it('counts a rise in the window against the cut', () => {
    const history = [
      change('2026-11-05T09:00:00.000Z', 10_000_000, 10_500_000),
      change('2026-11-25T09:00:00.000Z', 10_500_000, 9_800_000),
    ];
    expect(recentPriceDrop(history, NOW)?.percent).toBe(2);
  });

  it('never says more than the cut: 9.9 % is 9', () => {
    expect(
      recentPriceDrop([change('2026-11-20T09:00:00.000Z', 10_000_000, 9_010_000)], NOW)?.percent,
    ).toBe(9);
    // Exactly 1 %, to the cent, and a cent short of it.
    expect(recentPriceDrop([change('2026-11-20T09:00:00.000Z', 1000, 990)], NOW)?.percent).toBe(1);
    expect(recentPriceDrop([change('2026-11-20T09:00:00.000Z', 1000, 990.01)], NOW)).toBeNull();
  });

  it('is null with no change in the window, a rise, a cut under 1 % or a new currency', () => {
    expect(recentPriceDrop([], NOW)).toBeNull();
    expect(
      recentPriceDrop([change('2026-10-30T11:59:59.000Z', 10_000_000, 9_000_000)], NOW),
    ).toBeNull();
    expect(
      recentPriceDrop([change('2026-11-20T09:00:00.000Z', 9_000_000, 9_900_000)], NOW),
    ).toBeNull();
    expect(
      recentPriceDrop([change('2026-11-20T09:00:00.000Z', 10_000_000, 9_960_000)], NOW),
    ).toBeNull();
    expect(
      recentPriceDrop(
        [change('2026-11-20T09:00:00.000Z', 10_000_000, 280_000, ['THB', 'USD'])],
        NOW,
      ),
    ).toBeNull();
  });

  it('counts a change made exactly 30 days ago, and takes another window when asked', () => {
    const history = [change('2026-10-31T12:00:00.000Z', 10_000_000, 9_000_000)];
    expect(recentPriceDrop(history, NOW)?.percent).toBe(10);
    expect(recentPriceDrop(history, NOW, 7)).toBeNull();
  });
});

describe('priceChangePercent', () => {
  it('is the change in percent of the old price, one decimal, negative for a cut', () => {
    expect(priceChangePercent(change('2026-11-20T09:00:00.000Z', 10_500_000, 9_990_000))).toBe(
      -4.9,
    );
    expect(priceChangePercent(change('2026-11-20T09:00:00.000Z', 9_000_000, 9_450_000))).toBe(5);
  });

  it('is null across a change of currency', () => {
    expect(
      priceChangePercent(change('2026-11-20T09:00:00.000Z', 10_000_000, 280_000, ['THB', 'USD'])),
    ).toBeNull();
  });
});

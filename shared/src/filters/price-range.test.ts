import {
  TRACK_STEPS,
  areaPresets,
  convertPriceRange,
  crossesRentSale,
  emptyFilters,
  hasActiveFilters,
  logScale,
  monthlyEquivalent,
  normalizeFilters,
  parseFilterQuery,
  pricePresets,
  priceSliderRange,
  roundSignificant,
  toApiParams,
  toFilterQuery,
} from './index';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, AREA_MAX, AREA_MIN, AREA_STEP } from './constants';

const rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };

describe('price range currency in the URL', () => {
  it('round-trips price_currency beside price_range', () => {
    const state = { ...emptyFilters(), price_range: [10_000_000, 60_000_000] as const };
    const withCurrency = { ...state, price_currency: 'USD' as const };
    const query = toFilterQuery(withCurrency);
    expect(query).toBe('price_range=10000000,60000000&price_currency=USD');
    expect(parseFilterQuery(query).filters).toEqual(withCurrency);
  });

  it('sends it to the API as filter[price_currency]', () => {
    const params = toApiParams(
      { ...emptyFilters(), price_range: [1, 2], price_currency: 'EUR' },
      { currency: 'THB' },
    );
    expect(params['filter[price_currency]']).toBe('EUR');
    expect(params.currency).toBe('THB');
  });

  it('reads an old link without it as before, and any spelling of the code', () => {
    expect(parseFilterQuery('price_range=1,2').filters.price_currency).toBeNull();
    expect(parseFilterQuery('price_range=1,2&price_currency=usd').filters.price_currency).toBe(
      'USD',
    );
    expect(parseFilterQuery('price_range=1,2&price_currency=GBP').filters.price_currency).toBe(
      null,
    );
  });

  it('leaves a currency without a range out of the URL and of the active filters', () => {
    const state = { ...emptyFilters(), price_currency: 'USD' as const };
    expect(toFilterQuery(state)).toBe('');
    expect(hasActiveFilters(state)).toBe(false);
    expect(normalizeFilters(state).price_currency).toBeNull();
  });
});

describe('convertPriceRange', () => {
  it('converts THB to USD with the lower end rounded down and the upper one up', () => {
    // 10M / 32.6 = 306,748.47; 60M / 32.6 = 1,840,490.8
    expect(convertPriceRange([10_000_000, 60_000_000], 'THB', 'USD', rates)).toEqual([
      306_700, 1_841_000,
    ]);
  });

  it('keeps the original range inside the converted one both ways', () => {
    const usd = convertPriceRange([10_000_000, 60_000_000], 'THB', 'USD', rates);
    expect(usd[0] / rates.USD).toBeLessThanOrEqual(10_000_000);
    expect(usd[1] / rates.USD).toBeGreaterThanOrEqual(60_000_000);
    const back = convertPriceRange(usd, 'USD', 'THB', rates);
    expect(back[0]).toBeLessThanOrEqual(10_000_000);
    expect(back[1]).toBeGreaterThanOrEqual(60_000_000);
  });

  it('converts between two foreign currencies through THB, and 0 stays 0', () => {
    expect(convertPriceRange([0, 1000], 'USD', 'EUR', rates)).toEqual([0, 919]);
    expect(convertPriceRange([5, 7], 'EUR', 'EUR', rates)).toEqual([5, 7]);
  });

  it('rounds to significant digits without drifting on round values', () => {
    expect(roundSignificant(306_748.47, 4, 'down')).toBe(306_700);
    expect(roundSignificant(306_700, 4, 'up')).toBe(306_700);
    expect(roundSignificant(1_840_490.8, 4, 'up')).toBe(1_841_000);
    expect(roundSignificant(12.34, 4, 'up')).toBe(13);
    expect(roundSignificant(-5, 4, 'up')).toBe(0);
  });
});

describe('slider scale', () => {
  const price = logScale(PRICE_MIN, PRICE_MAX, PRICE_STEP, 10_000);

  it('keeps the ends of the filter bounds', () => {
    expect(price.toTrack(PRICE_MIN)).toBe(0);
    expect(price.toTrack(PRICE_MAX)).toBe(TRACK_STEPS);
    expect(price.fromTrack(0)).toBe(PRICE_MIN);
    expect(price.fromTrack(TRACK_STEPS)).toBe(PRICE_MAX);
  });

  it('gives monthly rents and common sale prices most of the track', () => {
    // Rents up to 200K THB a month take over a quarter of the track (linear: 0.02 %).
    expect(price.toTrack(200_000)).toBeGreaterThan(TRACK_STEPS * 0.25);
    // 5M to 100M (most sale prices) take a quarter too.
    expect(price.toTrack(100_000_000) - price.toTrack(5_000_000)).toBeGreaterThan(
      TRACK_STEPS * 0.25,
    );
  });

  it('answers round values on the step, in order', () => {
    let previous = -1;
    for (let position = 0; position <= TRACK_STEPS; position += 7) {
      const value = price.fromTrack(position);
      expect(value % PRICE_STEP).toBe(0);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(price.fromTrack(price.toTrack(3_200_000))).toBe(3_200_000);
  });

  it('works for area with its step', () => {
    const area = logScale(AREA_MIN, AREA_MAX, AREA_STEP, 20);
    expect(area.fromTrack(area.toTrack(150))).toBe(150);
    expect(area.fromTrack(1) % AREA_STEP).toBe(0);
    expect(area.toTrack(AREA_MAX)).toBe(TRACK_STEPS);
  });
});

describe('price presets', () => {
  const format = (value: number) => String(value);

  it('offers monthly ranges for rent and whole prices for sale', () => {
    const rent = pricePresets('Rent', 'THB', PRICE_MAX, format);
    const sale = pricePresets('Sale', 'THB', PRICE_MAX, format);
    expect(rent[0]).toEqual({ label: 'Under 30000 /month', range: [0, 30_000] });
    expect(sale[0]).toEqual({ label: 'Under 5000000', range: [0, 5_000_000] });
    expect(sale.at(-1)?.range).toEqual([50_000_000, PRICE_MAX]);
    expect(pricePresets('Rent', 'USD', PRICE_MAX, format)[1]?.range).toEqual([1_000, 2_000]);
  });
});

describe('area presets', () => {
  it('sizes them for condos, houses and land, and a general set for a mix or none', () => {
    expect(areaPresets(['Apartment'], AREA_MAX)[0]).toEqual({
      label: 'Under 40 sq.m',
      range: [0, 40],
    });
    expect(areaPresets(['Villa', 'Townhouse'], AREA_MAX).map((preset) => preset.label)).toEqual([
      'Under 150 sq.m',
      '150 – 300 sq.m',
      '300 – 500 sq.m',
      '500+ sq.m',
    ]);
    expect(areaPresets(['Land plot'], AREA_MAX).at(-1)).toEqual({
      label: '3,200+ sq.m',
      range: [3_200, AREA_MAX],
    });
    expect(areaPresets(['Apartment', 'Land plot'], AREA_MAX)).toEqual(areaPresets([], AREA_MAX));
    expect(areaPresets([], AREA_MAX)).toHaveLength(5);
  });
});

describe('monthlyEquivalent', () => {
  it('counts a daily (Short-term) rent for 30 days and leaves monthly and sale prices', () => {
    expect(monthlyEquivalent(1_000, 'Rent', 'Short-term')).toBe(30_000);
    expect(monthlyEquivalent(45_000, 'Rent', 'Long-term')).toBe(45_000);
    expect(monthlyEquivalent(5_000_000, 'Sale', null)).toBe(5_000_000);
  });
});

describe('priceSliderRange', () => {
  it('keeps docs/product-rules.md §9 sale tracks in THB: 1e9 in the filters bar, 1e8 step 1e6 in the hero', () => {
    expect(priceSliderRange('Sale', 'THB')).toEqual({ max: 1_000_000_000, step: 1_000 });
    expect(priceSliderRange(null, 'THB')).toEqual({ max: 1_000_000_000, step: 1_000 });
    expect(priceSliderRange('Sale', 'THB', true)).toEqual({ max: 100_000_000, step: 1_000_000 });
  });

  it('gives rents a monthly track, in each currency', () => {
    expect(priceSliderRange('Rent', 'THB')).toEqual({ max: 1_000_000, step: 1_000 });
    expect(priceSliderRange('Rent', 'THB', true)).toEqual({ max: 1_000_000, step: 1_000 });
    expect(priceSliderRange('Rent', 'USD')).toEqual({ max: 30_000, step: 50 });
    expect(priceSliderRange('Sale', 'EUR')).toEqual({ max: 30_000_000, step: 100 });
  });

  it('knows when a change of offer type crosses between rent and sale prices', () => {
    expect(crossesRentSale('Sale', 'Rent')).toBe(true);
    expect(crossesRentSale('Rent', null)).toBe(true);
    expect(crossesRentSale(null, 'Sale')).toBe(false);
  });
});

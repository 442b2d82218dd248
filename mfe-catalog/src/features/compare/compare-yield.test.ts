import type { RentalYieldEstimate } from '@phuket/shared/api';
import { editCost, netYieldText, tableCosts, yieldText, type CompareYield } from './compare-yield';

const estimate = (gross: number | null): RentalYieldEstimate => ({
  listing_id: 7,
  currency: 'THB',
  price: 6_000_000,
  area: 60,
  location_name: 'Kata',
  basis: 'area_type',
  method: 'per_sqm',
  monthly_rent: gross === null ? null : 30_000,
  gross_yield: gross,
  comparables_count: gross === null ? 1 : 5,
  default_costs: { management_percent: 15, vacancy_percent: 20, common_fee_per_sqm: 50 },
  comparables: [],
});

describe('yieldText', () => {
  it('shows the gross yield to one decimal', () => {
    expect(yieldText({ status: 'ready', estimate: estimate(6) })).toBe('6.0 % a year');
    expect(yieldText({ status: 'ready', estimate: estimate(5.456) })).toBe('5.5 % a year');
  });

  it('says why there is none', () => {
    expect(yieldText({ status: 'ready', estimate: estimate(null) })).toBe(
      '— too few comparable rentals',
    );
    expect(yieldText({ status: 'not-for-sale' })).toBe('— for listings for sale only');
    expect(yieldText({ status: 'error' })).toBe('— could not be estimated');
  });
});

// The same estimate as the contract's own test: rent 100 000 a month, price 10 M, 200 sq.m.
const sale = (over: Partial<RentalYieldEstimate> = {}): CompareYield => ({
  status: 'ready',
  estimate: {
    ...estimate(12),
    price: 10_000_000,
    area: 200,
    monthly_rent: 100_000,
    default_costs: { management_percent: 10, vacancy_percent: 15, common_fee_per_sqm: 60 },
    ...over,
  },
});
const DEFAULTS = { managementPercent: 10, vacancyPercent: 15, commonFeePerSqm: 60 };

describe('netYieldText', () => {
  it('takes vacancy, management and common fees off the rent, as the property page does', () => {
    // 1 200 000 × 0.85 × 0.9 = 918 000; fees 60 × 200 × 12 = 144 000; 774 000 / 10 M.
    expect(netYieldText(sale(), DEFAULTS)).toBe('7.7 % a year');
    const none = { managementPercent: 0, vacancyPercent: 0, commonFeePerSqm: 0 };
    expect(netYieldText(sale(), none)).toBe('12.0 % a year');
    // Costs above the rent: a loss, shown as such.
    expect(netYieldText(sale(), { ...none, commonFeePerSqm: 600 })).toBe('-2.4 % a year');
  });

  it('says when the size is missing and the fees could not be counted', () => {
    expect(netYieldText(sale({ area: null }), DEFAULTS)).toBe(
      '9.2 % a year, without common fees (size unknown)',
    );
    expect(netYieldText(sale({ area: null }), { ...DEFAULTS, commonFeePerSqm: 0 })).toBe(
      '9.2 % a year',
    );
  });

  it('gives the gross row’s reason when there is no estimate, and waits for the costs', () => {
    expect(netYieldText({ status: 'not-for-sale' }, DEFAULTS)).toBe('— for listings for sale only');
    expect(netYieldText({ status: 'ready', estimate: estimate(null) }, DEFAULTS)).toBe(
      '— too few comparable rentals',
    );
    expect(netYieldText({ status: 'error' }, DEFAULTS)).toBe('— could not be estimated');
    expect(netYieldText({ status: 'loading' }, DEFAULTS)).toBe('Estimating…');
    expect(netYieldText(sale(), null)).toBe('Estimating…');
  });
});

describe('tableCosts and editCost', () => {
  const yields = new Map<number, CompareYield>([
    [1, { status: 'not-for-sale' }],
    [2, sale()],
  ]);

  it('starts from the API’s defaults, and is null until an estimate has come', () => {
    expect(tableCosts(yields, {}, 'THB')).toEqual(DEFAULTS);
    expect(tableCosts(new Map([[1, { status: 'loading' }]]), {}, 'THB')).toBeNull();
  });

  it('applies what the visitor typed, read by the contract’s input rule', () => {
    let edits = editCost({}, 'managementPercent', '20', 'THB');
    edits = editCost(edits, 'vacancyPercent', '12,5', 'THB');
    edits = editCost(edits, 'commonFeePerSqm', '', 'THB');
    expect(tableCosts(yields, edits, 'THB')).toEqual({
      managementPercent: 20,
      vacancyPercent: 12.5,
      commonFeePerSqm: 0,
    });
    expect(editCost({}, 'managementPercent', '500', 'THB').managementPercent).toBe(50);
  });

  it('keeps typed percentages over a currency change; the fee takes the new currency’s default', () => {
    const edits = editCost(
      editCost({}, 'managementPercent', '20', 'THB'),
      'commonFeePerSqm',
      '80',
      'THB',
    );
    const inDollars = new Map<number, CompareYield>([
      [
        2,
        sale({
          currency: 'USD',
          price: 306_000,
          monthly_rent: 3_060,
          default_costs: { management_percent: 10, vacancy_percent: 15, common_fee_per_sqm: 1.84 },
        }),
      ],
    ]);
    expect(tableCosts(inDollars, edits, 'USD')).toEqual({
      managementPercent: 20,
      vacancyPercent: 15,
      commonFeePerSqm: 1.84,
    });
    // Answers still in baht are not mixed with a dollar fee.
    expect(tableCosts(yields, edits, 'USD')).toBeNull();
  });
});

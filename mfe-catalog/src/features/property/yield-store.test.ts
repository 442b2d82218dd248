import type { RentalYieldEstimate } from '@phuket/shared/api';
import { YieldStore } from './yield-store';

const estimate = (over: Partial<RentalYieldEstimate> = {}): RentalYieldEstimate => ({
  listing_id: 5,
  currency: 'THB',
  price: 10_000_000,
  area: 200,
  location_name: 'Chalong',
  basis: 'area_type',
  method: 'per_sqm',
  monthly_rent: 100_000,
  gross_yield: 12,
  comparables_count: 3,
  default_costs: { management_percent: 10, vacancy_percent: 15, common_fee_per_sqm: 60 },
  comparables: [],
  ...over,
});

describe('YieldStore', () => {
  it('starts from the default costs and works out the net yield from them', async () => {
    const store = new YieldStore(() => Promise.resolve(estimate()));
    await store.load(5, 'THB');
    expect(store.state).toBe('ready');
    expect(store.costs).toEqual({ managementPercent: 10, vacancyPercent: 15, commonFeePerSqm: 60 });
    expect(store.netYield).toBe(7.74);
  });

  it('recomputes as the visitor edits a cost, within its bounds', async () => {
    const store = new YieldStore(() => Promise.resolve(estimate()));
    await store.load(5, 'THB');
    store.setCost('vacancyPercent', '0');
    store.setCost('managementPercent', '0');
    store.setCost('commonFeePerSqm', '');
    expect(store.netYield).toBe(12);
    store.setCost('managementPercent', '500');
    expect(store.costs.managementPercent).toBe(50);
    store.setCost('vacancyPercent', '12,5');
    expect(store.costs.vacancyPercent).toBe(12.5);
  });

  it('keeps the edited percentages on a currency change, and takes the fee in the new currency', async () => {
    let currency = 'THB';
    const store = new YieldStore((_id, c) => {
      currency = c;
      return Promise.resolve(
        c === 'USD'
          ? estimate({
              currency: 'USD',
              price: 306_000,
              monthly_rent: 3_060,
              default_costs: {
                management_percent: 10,
                vacancy_percent: 15,
                common_fee_per_sqm: 1.84,
              },
            })
          : estimate(),
      );
    });
    await store.load(5, 'THB');
    store.setCost('managementPercent', '20');
    await store.load(5, 'USD');
    expect(currency).toBe('USD');
    expect(store.costs).toEqual({
      managementPercent: 20,
      vacancyPercent: 15,
      commonFeePerSqm: 1.84,
    });
  });

  it('has no net figure without a rent estimate, and hides itself on an error', async () => {
    const none = new YieldStore(() =>
      Promise.resolve(estimate({ monthly_rent: null, gross_yield: null })),
    );
    await none.load(5, 'THB');
    expect(none.netYield).toBeNull();
    const failing = new YieldStore(() => Promise.reject(new Error('409')));
    await failing.load(5, 'THB');
    expect(failing.state).toBe('error');
  });
});

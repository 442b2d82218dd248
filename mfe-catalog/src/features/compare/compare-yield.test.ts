import type { RentalYieldEstimate } from '@phuket/shared/api';
import { yieldText } from './compare-yield';

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

import {
  foreignQuotaLabel,
  foreignQuotaUnitsLabel,
  tenureLabel,
  tenureSummary,
  type TenureFacts,
} from './tenure-rules';

const none: TenureFacts = {
  tenure: null,
  leasehold_years: null,
  foreign_quota: null,
  foreign_quota_units: null,
  foreign_freehold: false,
};

describe('tenure texts', () => {
  it('names the tenure, a lease with its years', () => {
    expect(tenureLabel(none)).toBeNull();
    expect(tenureLabel({ tenure: 'Freehold', leasehold_years: null })).toBe('Freehold');
    expect(tenureLabel({ tenure: 'Leasehold', leasehold_years: 30 })).toBe('Leasehold, 30 years');
    expect(tenureLabel({ tenure: 'Leasehold', leasehold_years: 1 })).toBe('Leasehold, 1 year');
    expect(tenureLabel({ tenure: 'Leasehold', leasehold_years: null })).toBe('Leasehold');
    expect(tenureLabel({ tenure: 'Thai company', leasehold_years: null })).toBe('Thai company');
  });

  it("counts a project's foreign-quota units left", () => {
    expect(foreignQuotaUnitsLabel(null)).toBeNull();
    expect(foreignQuotaUnitsLabel(0)).toBe('No foreign-quota units left');
    expect(foreignQuotaUnitsLabel(1)).toBe('1 foreign-quota unit left');
    expect(foreignQuotaUnitsLabel(12)).toBe('12 foreign-quota units left');
  });

  it("states the unit's quota and its project's", () => {
    expect(foreignQuotaLabel(none)).toBeNull();
    expect(foreignQuotaLabel({ foreign_quota: true, foreign_quota_units: 12 })).toBe(
      'In the foreign quota · 12 foreign-quota units left',
    );
    expect(foreignQuotaLabel({ foreign_quota: false, foreign_quota_units: null })).toBe(
      'Thai quota',
    );
  });

  it('sums it up in one line for the card, the compare view and the link preview', () => {
    expect(tenureSummary(none)).toBeNull();
    expect(
      tenureSummary({
        ...none,
        tenure: 'Freehold',
        foreign_quota: true,
        foreign_quota_units: 12,
        foreign_freehold: true,
      }),
    ).toBe('Foreign freehold · 12 foreign-quota units left');
    expect(tenureSummary({ ...none, tenure: 'Freehold', foreign_quota: false })).toBe(
      'Freehold · Thai quota',
    );
    expect(tenureSummary({ ...none, tenure: 'Leasehold', leasehold_years: 30 })).toBe(
      'Leasehold, 30 years',
    );
    // Project units are named even on a leasehold unit: the buyer weighs the building's quota.
    expect(tenureSummary({ ...none, tenure: 'Thai company', foreign_quota_units: 0 })).toBe(
      'Thai company · No foreign-quota units left',
    );
  });
});

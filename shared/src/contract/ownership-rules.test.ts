import { leaseTerms, listingOwnership, projectOwnership } from './ownership-rules';
import type { TenureFacts } from './tenure-rules';

const none: TenureFacts & { property_type: 'Apartment' | 'Villa' | null } = {
  tenure: null,
  leasehold_years: null,
  foreign_quota: null,
  foreign_quota_units: null,
  foreign_freehold: false,
  property_type: 'Apartment',
};

describe('which way a foreigner holds a listing', () => {
  it("takes the API's foreign-freehold answer, with the project's units left", () => {
    expect(
      listingOwnership({
        ...none,
        tenure: 'Freehold',
        foreign_freehold: true,
        foreign_quota_units: 12,
      }),
    ).toEqual({ kind: 'foreign-freehold', units_left: 12 });
    expect(listingOwnership({ ...none, tenure: 'Freehold', foreign_freehold: true })).toEqual({
      kind: 'foreign-freehold',
      units_left: null,
    });
  });

  it('says why a freehold condo unit is not foreign freehold', () => {
    expect(listingOwnership({ ...none, tenure: 'Freehold', foreign_quota: false })).toEqual({
      kind: 'thai-quota',
    });
    // In the foreign quota by its owner's word, but the project says none are left.
    expect(
      listingOwnership({
        ...none,
        tenure: 'Freehold',
        foreign_quota: true,
        foreign_quota_units: 0,
      }),
    ).toEqual({ kind: 'quota-full' });
  });

  it('a freehold villa or plot is land a foreigner cannot own', () => {
    expect(listingOwnership({ ...none, tenure: 'Freehold', property_type: 'Villa' })).toEqual({
      kind: 'land-freehold',
    });
    expect(listingOwnership({ ...none, tenure: 'Freehold', property_type: null })).toEqual({
      kind: 'land-freehold',
    });
  });

  it('a lease: 30 years registered, the rest renewals the seller promises', () => {
    expect(listingOwnership({ ...none, tenure: 'Leasehold', leasehold_years: 30 })).toEqual({
      kind: 'leasehold',
      years: 30,
      registered: 30,
      renewals: 0,
    });
    expect(listingOwnership({ ...none, tenure: 'Leasehold', leasehold_years: 90 })).toEqual({
      kind: 'leasehold',
      years: 90,
      registered: 30,
      renewals: 2,
    });
    expect(listingOwnership({ ...none, tenure: 'Leasehold' })).toEqual({
      kind: 'leasehold',
      years: null,
      registered: null,
      renewals: 0,
    });
  });

  it('a Thai company, and nothing stated', () => {
    expect(listingOwnership({ ...none, tenure: 'Thai company' })).toEqual({ kind: 'thai-company' });
    expect(listingOwnership(none)).toEqual({ kind: 'unstated' });
  });

  it('splits a term as sold into the registered lease and renewals', () => {
    expect(leaseTerms(null)).toEqual({ registered: null, renewals: 0 });
    expect(leaseTerms(0)).toEqual({ registered: null, renewals: 0 });
    expect(leaseTerms(15)).toEqual({ registered: 15, renewals: 0 });
    expect(leaseTerms(31)).toEqual({ registered: 30, renewals: 1 });
    expect(leaseTerms(60)).toEqual({ registered: 30, renewals: 1 });
    expect(leaseTerms(61)).toEqual({ registered: 30, renewals: 2 });
  });
});

describe('which way a foreigner holds a project', () => {
  it('from its tenure terms', () => {
    const project = { tenure: null, leasehold_years: null, foreign_quota_units: null };
    expect(projectOwnership(project)).toBeNull();
    expect(projectOwnership({ ...project, tenure: 'Freehold', foreign_quota_units: 7 })).toEqual({
      kind: 'project-freehold',
      units_left: 7,
    });
    expect(projectOwnership({ ...project, tenure: 'Freehold', foreign_quota_units: 0 })).toEqual({
      kind: 'quota-full',
    });
    expect(projectOwnership({ ...project, tenure: 'Leasehold', leasehold_years: 60 })).toEqual({
      kind: 'leasehold',
      years: 60,
      registered: 30,
      renewals: 1,
    });
  });
});

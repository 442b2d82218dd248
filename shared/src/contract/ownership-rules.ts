// "Can a foreigner own it?": which of the ways a foreigner holds property in Thailand applies
// to one listing or project, from the facts its owner stated (tenure-rules.ts). The property
// and project pages word each case; /foreign-ownership explains them all. Schema-free: the
// browser imports it through @phuket/shared/format.
import { CONDO_PROPERTY_TYPES, type PropertyType } from './enums';
import type { TenureFacts } from './tenure-rules';

/** Civil and Commercial Code s. 540: a lease is registered for at most 30 years at a time. */
export const REGISTERED_LEASE_MAX_YEARS = 30;
/** Condominium Act s. 19: foreigners may own up to 49 % of a building's unit floor area. */
export const FOREIGN_QUOTA_PERCENT = 49;
/** The day a person last checked the rules above and the explainer page against the law. */
export const OWNERSHIP_RULES_CHECKED = '2026-11-30';

export type Ownership =
  /** A freehold condo unit a foreigner can own in their own name. */
  | { kind: 'foreign-freehold'; units_left: number | null }
  /** A freehold condo unit whose project has no foreign-quota units left. */
  | { kind: 'quota-full' }
  /** A freehold condo unit its owner put in the Thai quota. */
  | { kind: 'thai-quota' }
  /** A freehold house, villa or plot: the land cannot be a foreigner's. */
  | { kind: 'land-freehold' }
  /**
   * A lease: `registered` years at the Land Office and `renewals` further terms the seller
   * promises in the contract; both null when the seller states no term.
   */
  | { kind: 'leasehold'; years: number | null; registered: number | null; renewals: number }
  /** Held by a Thai company the buyer takes over or sets up. */
  | { kind: 'thai-company' }
  /** A project sold freehold without saying whether its units are condominium units. */
  | { kind: 'project-freehold'; units_left: number | null }
  /** The seller has not said. */
  | { kind: 'unstated' };

export type OwnershipKind = Ownership['kind'];

/** The lease terms of `years` as sold: 30 registered, the rest as promised renewals of 30. */
export function leaseTerms(years: number | null): {
  registered: number | null;
  renewals: number;
} {
  if (years === null || years <= 0) return { registered: null, renewals: 0 };
  if (years <= REGISTERED_LEASE_MAX_YEARS) return { registered: years, renewals: 0 };
  return {
    registered: REGISTERED_LEASE_MAX_YEARS,
    renewals: Math.ceil((years - REGISTERED_LEASE_MAX_YEARS) / REGISTERED_LEASE_MAX_YEARS),
  };
}

function isCondo(type: PropertyType | null): boolean {
  return type !== null && (CONDO_PROPERTY_TYPES as readonly string[]).includes(type);
}

function leasehold(years: number | null): Ownership {
  return { kind: 'leasehold', years: years && years > 0 ? years : null, ...leaseTerms(years) };
}

/**
 * A listing's case. `foreign_freehold` is the API's answer (listing-query.ts
 * foreignFreeholdSql) and wins; the rest says why a freehold condo unit is not one.
 */
export function listingOwnership(
  facts: TenureFacts & { property_type: PropertyType | null },
): Ownership {
  if (facts.foreign_freehold) {
    return { kind: 'foreign-freehold', units_left: facts.foreign_quota_units };
  }
  switch (facts.tenure) {
    case null:
      return { kind: 'unstated' };
    case 'Leasehold':
      return leasehold(facts.leasehold_years);
    case 'Thai company':
      return { kind: 'thai-company' };
    case 'Freehold':
      if (!isCondo(facts.property_type)) return { kind: 'land-freehold' };
      return facts.foreign_quota === false ? { kind: 'thai-quota' } : { kind: 'quota-full' };
  }
}

/** A project's case, from its tenure terms (the project wizard's step 4); null when unstated. */
export function projectOwnership(project: {
  tenure: 'Freehold' | 'Leasehold' | null;
  leasehold_years: number | null;
  foreign_quota_units: number | null;
}): Ownership | null {
  if (project.tenure === 'Leasehold') return leasehold(project.leasehold_years);
  if (project.tenure !== 'Freehold') return null;
  if (project.foreign_quota_units === 0) return { kind: 'quota-full' };
  return { kind: 'project-freehold', units_left: project.foreign_quota_units };
}

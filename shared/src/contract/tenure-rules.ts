// How a foreign buyer can hold a listing, in words: one set of texts for the property page,
// the listing card, the compare view, the project page and the link preview the API renders,
// so a buyer reads the same thing wherever the listing appears. Schema-free: the browser
// imports it through @phuket/shared/format.
import { TENURES, type Tenure } from './enums';

/**
 * The tenure filter's choices: the wizard's tenures, plus "Foreign freehold", the listings a
 * foreigner can own outright. Thai law lets a foreigner own a condominium unit freehold only
 * inside the building's foreign quota (49 % of its floor area); land, villas and houses are
 * held through a lease or a Thai company. So a listing is "foreign freehold" when it is a
 * freehold condominium unit (CONDO_PROPERTY_TYPES) that its owner has not put in the Thai
 * quota and whose published project, if it states its foreign-quota units left, has some
 * left. An unstated quota counts as possible: "possible" is what the buyer asks, and the
 * owner confirms the quota with the sale documents. The API's SQL (`foreignFreeholdSql`) is
 * the one definition; the search index reads its answer.
 */
export const FOREIGN_FREEHOLD = 'Foreign freehold';
export const TENURE_FILTERS = [...TENURES, FOREIGN_FREEHOLD] as const;
export type TenureFilter = (typeof TENURE_FILTERS)[number];

/** What the filters bar shows for each choice. */
export const TENURE_FILTER_LABELS: Record<TenureFilter, string> = {
  Freehold: 'Freehold',
  Leasehold: 'Leasehold',
  'Thai company': 'Thai company',
  [FOREIGN_FREEHOLD]: 'Foreign freehold possible',
};

/** The tenure fields of a listing card (and of the property page, which has the card's). */
export interface TenureFacts {
  tenure: Tenure | null;
  leasehold_years: number | null;
  /** Condo units: the unit is in the foreign quota (true) or the Thai quota (false). */
  foreign_quota: boolean | null;
  /** Foreign-quota units its project has left, when the project states it. */
  foreign_quota_units: number | null;
  foreign_freehold: boolean;
}

/** 'Freehold', 'Leasehold, 30 years', 'Leasehold', 'Thai company'; null when not stated. */
export function tenureLabel(facts: Pick<TenureFacts, 'tenure' | 'leasehold_years'>): string | null {
  if (facts.tenure === null) return null;
  if (facts.tenure === 'Leasehold' && facts.leasehold_years) {
    return `Leasehold, ${facts.leasehold_years} ${facts.leasehold_years === 1 ? 'year' : 'years'}`;
  }
  return facts.tenure;
}

/** '12 foreign-quota units left', 'No foreign-quota units left'; null when not stated. */
export function foreignQuotaUnitsLabel(units: number | null): string | null {
  if (units === null) return null;
  if (units === 0) return 'No foreign-quota units left';
  return `${units} foreign-quota ${units === 1 ? 'unit' : 'units'} left`;
}

/**
 * The unit's own quota and its project's: 'In the foreign quota · 12 foreign-quota units
 * left', 'Thai quota'; null when neither is stated.
 */
export function foreignQuotaLabel(
  facts: Pick<TenureFacts, 'foreign_quota' | 'foreign_quota_units'>,
): string | null {
  const unit =
    facts.foreign_quota === null
      ? null
      : facts.foreign_quota
        ? 'In the foreign quota'
        : 'Thai quota';
  const parts = [unit, foreignQuotaUnitsLabel(facts.foreign_quota_units)].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The one line a card, the compare view and the link preview show: 'Foreign freehold · 12
 * foreign-quota units left', 'Freehold · Thai quota', 'Leasehold, 30 years', 'Thai company';
 * null when the tenure is not stated.
 */
export function tenureSummary(facts: TenureFacts): string | null {
  const tenure = facts.foreign_freehold ? FOREIGN_FREEHOLD : tenureLabel(facts);
  if (tenure === null) return null;
  // "In the foreign quota" goes without saying beside "Foreign freehold"; a Thai-quota unit
  // is what a foreign buyer must not miss.
  const parts = [
    tenure,
    facts.foreign_quota === false ? 'Thai quota' : null,
    foreignQuotaUnitsLabel(facts.foreign_quota_units),
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

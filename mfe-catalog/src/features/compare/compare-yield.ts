import { useEffect, useState } from 'react';
import { getPropertyYield } from '@phuket/shared/api';
import type { FavouriteListing, RentalYieldEstimate } from '@phuket/shared/api';
import { netYield, yieldCostFromInput, type YieldCosts } from '@phuket/shared/contract';
import type { Currency } from '@phuket/shared/domain';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@phuket/shared/i18n';
import { compareMessages } from './messages';

/** One column's yield: a listing for rent has none; an estimate may lack comparables. */
export type CompareYield =
  | { status: 'not-for-sale' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; estimate: RentalYieldEstimate };

const NOT_KNOWN = '—';

const percentText = (value: number, t: Translate) =>
  t('compare.percent_year', {
    value: value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });

const translator =
  (locale: Locale): Translate =>
  (id, values) =>
    compareMessages.format(locale, id, values);

/** The yield row's text: the gross yield, or "—" with the short reason there is none. */
export function yieldText(state: CompareYield, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  switch (state.status) {
    case 'not-for-sale':
      return `${NOT_KNOWN} ${t('compare.sale_only')}`;
    case 'loading':
      return t('compare.estimating');
    case 'error':
      return `${NOT_KNOWN} ${t('compare.not_estimated')}`;
    case 'ready': {
      const gross = state.estimate.gross_yield;
      if (gross === null) return `${NOT_KNOWN} ${t('compare.too_few')}`;
      return percentText(gross, t);
    }
  }
}

/**
 * The net row's text: the estimated rent less the visitor's costs (the contract's netYield,
 * as on the property page), or the gross row's reason there is none. Without the listing's
 * size the common fees cannot be counted, and the cell says so.
 */
export function netYieldText(
  state: CompareYield,
  costs: YieldCosts | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translator(locale);
  if (state.status !== 'ready' || state.estimate.monthly_rent === null) {
    return yieldText(state, locale);
  }
  const { monthly_rent: rent, price, area } = state.estimate;
  if (costs === null) return t('compare.estimating');
  const net = netYield(rent, price, area, costs);
  if (net === null) return `${NOT_KNOWN} ${t('compare.not_estimated')}`;
  const noFees = area === null && costs.commonFeePerSqm > 0;
  return noFees ? t('compare.without_fees', { value: percentText(net, t) }) : percentText(net, t);
}

/**
 * What the visitor typed into the table's cost fields. The fee is money, so it is kept with its
 * currency: after a currency change the new currency's default applies, as on the property
 * page; typed percentages stay.
 */
export interface CostEdits {
  managementPercent?: number;
  vacancyPercent?: number;
  commonFee?: { currency: Currency; perSqm: number };
}

/** A field's new value, read by the contract's input rule. */
export function editCost(
  edits: CostEdits,
  name: keyof YieldCosts,
  raw: string,
  currency: Currency,
): CostEdits {
  const value = yieldCostFromInput(name, raw);
  return name === 'commonFeePerSqm'
    ? { ...edits, commonFee: { currency, perSqm: value } }
    : { ...edits, [name]: value };
}

/**
 * The costs the whole table uses: the API's defaults (every estimate carries the same ones, the
 * fee in the estimate's currency) with the visitor's edits on top; null until an estimate in
 * `currency` has come, so a fee is never applied to amounts in another currency.
 */
export function tableCosts(
  yields: ReadonlyMap<number, CompareYield>,
  edits: CostEdits,
  currency: Currency,
): YieldCosts | null {
  let defaults: RentalYieldEstimate['default_costs'] | null = null;
  for (const state of yields.values()) {
    if (state.status === 'ready' && state.estimate.currency === currency) {
      defaults = state.estimate.default_costs;
      break;
    }
  }
  if (!defaults) return null;
  return {
    managementPercent: edits.managementPercent ?? defaults.management_percent,
    vacancyPercent: edits.vacancyPercent ?? defaults.vacancy_percent,
    commonFeePerSqm:
      edits.commonFee?.currency === currency ? edits.commonFee.perSqm : defaults.common_fee_per_sqm,
  };
}

type Fetch = typeof getPropertyYield;

/**
 * The gross yield of each listing for sale among `listings`, one request per listing (at most
 * COMPARE_MAX), read again when the listings or the currency change.
 */
export function useCompareYields(
  listings: readonly FavouriteListing[] | null,
  currency: Currency,
  fetchYield: Fetch = getPropertyYield,
): ReadonlyMap<number, CompareYield> {
  // Keyed by currency and id: after a currency change the old answers are not shown, and the
  // cells read "Estimating…" until the new ones come.
  const [results, setResults] = useState<ReadonlyMap<string, CompareYield>>(new Map());
  const forSale = (listings ?? []).filter((listing) => listing.offer_type === 'Sale');
  const key = forSale.map((listing) => listing.id).join(',');
  useEffect(() => {
    let live = true;
    const ids = key === '' ? [] : key.split(',').map(Number);
    for (const id of ids) {
      const settle = (result: CompareYield) => {
        if (live) setResults((now) => new Map(now).set(`${currency}:${id}`, result));
      };
      fetchYield(id, currency).then(
        (estimate) => settle({ status: 'ready', estimate }),
        () => settle({ status: 'error' }),
      );
    }
    return () => {
      live = false;
    };
  }, [key, currency, fetchYield]);
  return new Map(
    forSale.flatMap((listing) => {
      const result = results.get(`${currency}:${listing.id}`);
      return result ? [[listing.id, result] as const] : [];
    }),
  );
}

export function yieldOf(
  yields: ReadonlyMap<number, CompareYield>,
  listing: FavouriteListing,
): CompareYield {
  if (listing.offer_type !== 'Sale') return { status: 'not-for-sale' };
  return yields.get(listing.id) ?? { status: 'loading' };
}

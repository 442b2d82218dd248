import { useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { COMPARE_MAX } from '@phuket/shared/api';
import type { FavouriteListing } from '@phuket/shared/api';
import {
  currencySign,
  formatNumber,
  formatPrice,
  rentSuffix,
  tenureSummary,
} from '@phuket/shared/format';
import { Link, useLocation } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { SaveButton, useDocumentTitle } from '@phuket/shared/ui';
import type { YieldCosts } from '@phuket/shared/contract';
import { langIfOther, listingTitleIn } from '@phuket/shared/domain';
import { useFavouriteListings } from '../../common/favourites/use-favourite-listings';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { beachDistance } from '../../common/beach-distance';
import { areaIn } from '../../common/locale-format';
import { YieldCostFields } from '../../common/yield/YieldCostFields';
import {
  editCost,
  netYieldText,
  tableCosts,
  useCompareYields,
  yieldOf,
  yieldText,
  type CompareYield,
  type CostEdits,
} from './compare-yield';
import {
  DEFAULT_LOCALE,
  msgId,
  type Locale,
  type Translate,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import { compareMessages } from './messages';
import './compare.css';

/** `?ids=3,9,12`: the first COMPARE_MAX distinct positive ids, in order; junk is skipped. */
export function compareIds(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The price of one sq.m in the listing's (the chosen) currency, with the rent period. */
export function pricePerSqm(
  listing: FavouriteListing,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (listing.area === null || listing.area <= 0 || listing.price <= 0) return null;
  const t: Translate = (id, values) => compareMessages.format(locale, id, values);
  return t('compare.per_sqm_value', {
    price: `${currencySign(listing.currency)}${formatNumber(Math.round(listing.price / listing.area))}${rentSuffix(listing.offer_type, listing.rental_type)}`,
  });
}

const NOT_KNOWN = '—';

/** What a cell may need besides its listing: the yield estimates and the table's costs. */
interface Yields {
  yields: ReadonlyMap<number, CompareYield>;
  costs: YieldCosts | null;
  locale: Locale;
  t: Translate;
}

interface Row {
  label: string;
  cell: (listing: FavouriteListing, context: Yields) => ReactNode;
}

/** "1.2 km to Kata Beach": in a straight line, which the table's caption says. */
function beachCell(listing: FavouriteListing, { locale, t }: Yields): string {
  return listing.nearest_beach
    ? beachDistance(listing.nearest_beach, locale)
    : `${NOT_KNOWN} ${t('compare.no_position')}`;
}

const ROWS: readonly Row[] = [
  { label: msgId('project.fact_price'), cell: (listing) => formatPrice(listing) },
  {
    label: msgId('compare.per_sqm'),
    cell: (listing, { locale }) => pricePerSqm(listing, locale) ?? NOT_KNOWN,
  },
  {
    label: msgId('property.fact_area'),
    cell: (listing, { locale }) => areaIn(locale, listing.area) ?? NOT_KNOWN,
  },
  { label: msgId('property.fact_bedrooms'), cell: (listing) => listing.bedrooms ?? NOT_KNOWN },
  { label: msgId('property.fact_bathrooms'), cell: (listing) => listing.bathrooms ?? NOT_KNOWN },
  { label: msgId('property.fact_tenure'), cell: (listing) => tenureSummary(listing) ?? NOT_KNOWN },
  {
    label: msgId('compare.gross'),
    cell: (listing, { yields, locale }) => yieldText(yieldOf(yields, listing), locale),
  },
  {
    label: msgId('compare.net'),
    cell: (listing, { yields, costs, locale }) =>
      netYieldText(yieldOf(yields, listing), costs, locale),
  },
  { label: msgId('property.fact_beach'), cell: beachCell },
  { label: msgId('property.fact_type'), cell: (listing) => listing.property_type ?? NOT_KNOWN },
  { label: msgId('property.fact_offer'), cell: (listing) => listing.offer_type ?? NOT_KNOWN },
  { label: msgId('property.fact_location'), cell: (listing) => listing.location ?? NOT_KNOWN },
];

/** "Net rental yield: Villa A 4.1 % a year; Villa B — too few comparable rentals." */
function netSummary(listings: readonly FavouriteListing[], context: Yields): string {
  const sales = listings.filter((listing) => listing.offer_type === 'Sale');
  return context.t('compare.net_summary', {
    yields: sales
      .map(
        (listing) =>
          `${listingTitleIn(listing, context.locale)?.text ?? `#${listing.id}`} ${netYieldText(yieldOf(context.yields, listing), context.costs, context.locale)}`,
      )
      .join('; '),
  });
}

/**
 * /compare?ids=…: up to COMPARE_MAX listings side by side in a data table — a
 * column per listing (its title the column header), a row per fact (the row header), so a
 * screen reader names both for every cell. Prices in the visitor's currency.
 */
export default observer(function ComparePage() {
  const t = useMessages(compareMessages);
  const locale = useLocale();
  useDocumentTitle(t('compare.title'));
  const { currency } = useStores();
  const location = useLocation();
  const ids = compareIds(location.search);
  const [attempt, setAttempt] = useState(0);
  const state = useFavouriteListings(ids, currency.current, attempt);
  const yields = useCompareYields(
    state.status === 'ready' ? state.listings : null,
    currency.current,
  );
  // One set of costs for the whole table; the API's defaults until the visitor edits one.
  const [edits, setEdits] = useState<CostEdits>({});
  const costs = tableCosts(yields, edits, currency.current);

  let body;
  if (ids.length === 0) {
    body = (
      <div className="compare-page__empty">
        <p>{t('compare.choose')}</p>
        <Link className="button" to={paths.favourites}>
          {t('compare.go_favourites')}
        </Link>
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <p role="status" className="compare-page__loading">
        {t('compare.loading')}
      </p>
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorScreen
        inline
        title={t('compare.load_failed')}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  } else if (state.listings.length === 0) {
    body = (
      <div className="compare-page__empty">
        <p>{t('compare.gone')}</p>
        <Link className="button" to={paths.favourites}>
          {t('compare.go_favourites')}
        </Link>
      </div>
    );
  } else {
    const { listings } = state;
    body = (
      <>
        <div
          className="compare-page__scroll"
          role="region"
          aria-labelledby="compare-caption"
          // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="compare-table">
            <caption id="compare-caption">
              {t('compare.caption', {
                count: listings.length,
                total: String(listings.length),
                currency: currency.current,
              })}
            </caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {listings.map((listing) => {
                  const shown = listingTitleIn(listing, locale);
                  return (
                    <th key={listing.id} scope="col" className="compare-table__head">
                      <Link
                        to={paths.property(listing.id)}
                        lang={langIfOther(shown, locale)}
                        data-user-content
                      >
                        {shown?.text ?? `#${listing.id}`}
                      </Link>
                      <SaveButton
                        listingId={listing.id}
                        title={shown?.text ?? null}
                        variant="labelled"
                      />
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{t(row.label)}</th>
                  {listings.map((listing) => (
                    <td key={listing.id}>{row.cell(listing, { yields, costs, locale, t })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {costs ? (
          <div className="compare-costs">
            <YieldCostFields
              idPrefix="compare-cost"
              legend={t('compare.costs')}
              costs={costs}
              sign={currencySign(currency.current)}
              onChange={(name, raw) =>
                setEdits((now) => editCost(now, name, raw, currency.current))
              }
            >
              <p className="compare-costs__hint">
                {t('compare.costs_hint', { currency: currency.current })}
              </p>
              {/* Read out as the costs change: the net row is above, out of the reader's way. */}
              <p className="visually-hidden" role="status">
                {netSummary(listings, { yields, costs, locale, t })}
              </p>
            </YieldCostFields>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="container catalog-page compare-page">
      <header className="compare-page__head">
        <h1>{t('compare.title')}</h1>
        <Link to={paths.favourites}>{t('compare.back')}</Link>
      </header>
      {body}
    </div>
  );
});

import { useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { COMPARE_MAX } from '@phuket/shared/api';
import type { FavouriteListing } from '@phuket/shared/api';
import {
  AREA_UNIT,
  currencySign,
  formatArea,
  formatNumber,
  formatPrice,
  rentSuffix,
  tenureSummary,
} from '@phuket/shared/format';
import { Link, useLocation } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { SaveButton } from '@phuket/shared/ui';
import type { YieldCosts } from '@phuket/shared/contract';
import { useFavouriteListings } from '../../common/favourites/use-favourite-listings';
import { ErrorScreen } from '../../common/status/StatusScreens';
import { beachDistance } from '../../common/beach-distance';
import { useDocumentTitle } from '../../common/use-document-title';
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
export function pricePerSqm(listing: FavouriteListing): string | null {
  if (listing.area === null || listing.area <= 0 || listing.price <= 0) return null;
  return `${currencySign(listing.currency)}${formatNumber(Math.round(listing.price / listing.area))}${rentSuffix(listing.offer_type, listing.rental_type)} per ${AREA_UNIT}`;
}

const NOT_KNOWN = '—';

/** What a cell may need besides its listing: the yield estimates and the table's costs. */
interface Yields {
  yields: ReadonlyMap<number, CompareYield>;
  costs: YieldCosts | null;
}

interface Row {
  label: string;
  cell: (listing: FavouriteListing, context: Yields) => ReactNode;
}

/** "1.2 km to Kata Beach": in a straight line, which the table's caption says. */
function beachCell(listing: FavouriteListing): string {
  return listing.nearest_beach ? beachDistance(listing.nearest_beach) : `${NOT_KNOWN} no position`;
}

const ROWS: readonly Row[] = [
  { label: 'Price', cell: (listing) => formatPrice(listing) },
  { label: `Price per ${AREA_UNIT}`, cell: (listing) => pricePerSqm(listing) ?? NOT_KNOWN },
  { label: 'Area', cell: (listing) => formatArea(listing.area) ?? NOT_KNOWN },
  { label: 'Bedrooms', cell: (listing) => listing.bedrooms ?? NOT_KNOWN },
  { label: 'Bathrooms', cell: (listing) => listing.bathrooms ?? NOT_KNOWN },
  { label: 'Tenure', cell: (listing) => tenureSummary(listing) ?? NOT_KNOWN },
  {
    label: 'Gross rental yield',
    cell: (listing, { yields }) => yieldText(yieldOf(yields, listing)),
  },
  {
    label: 'Net rental yield',
    cell: (listing, { yields, costs }) => netYieldText(yieldOf(yields, listing), costs),
  },
  { label: 'Nearest beach', cell: beachCell },
  { label: 'Property type', cell: (listing) => listing.property_type ?? NOT_KNOWN },
  { label: 'Offer', cell: (listing) => listing.offer_type ?? NOT_KNOWN },
  { label: 'Location', cell: (listing) => listing.location ?? NOT_KNOWN },
];

/** "Net rental yield: Villa A 4.1 % a year; Villa B — too few comparable rentals." */
function netSummary(listings: readonly FavouriteListing[], context: Yields): string {
  const sales = listings.filter((listing) => listing.offer_type === 'Sale');
  return `Net rental yield: ${sales
    .map(
      (listing) =>
        `${listing.title ?? `#${listing.id}`} ${netYieldText(yieldOf(context.yields, listing), context.costs)}`,
    )
    .join('; ')}.`;
}

/**
 * /compare?ids=… (issue 15): up to COMPARE_MAX listings side by side in a data table — a
 * column per listing (its title the column header), a row per fact (the row header), so a
 * screen reader names both for every cell. Prices in the visitor's currency.
 */
export default observer(function ComparePage() {
  useDocumentTitle('Compare properties');
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
        <p>Choose properties to compare on your favourites page.</p>
        <Link className="button" to={paths.favourites}>
          Go to favourites
        </Link>
      </div>
    );
  } else if (state.status === 'loading') {
    body = (
      <p role="status" className="compare-page__loading">
        Loading the properties…
      </p>
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorScreen
        inline
        title="The properties could not be loaded"
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  } else if (state.listings.length === 0) {
    body = (
      <div className="compare-page__empty">
        <p>These properties are no longer on the site.</p>
        <Link className="button" to={paths.favourites}>
          Go to favourites
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
              {listings.length === 1 ? '1 property' : `${listings.length} properties side by side`},
              prices in {currency.current}, beaches in a straight line
            </caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {listings.map((listing) => (
                  <th key={listing.id} scope="col" className="compare-table__head">
                    <Link to={paths.property(listing.id)}>{listing.title ?? `#${listing.id}`}</Link>
                    <SaveButton listingId={listing.id} title={listing.title} variant="labelled" />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {listings.map((listing) => (
                    <td key={listing.id}>{row.cell(listing, { yields, costs })}</td>
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
              legend="Your costs, for the net rental yield"
              costs={costs}
              sign={currencySign(currency.current)}
              onChange={(name, raw) =>
                setEdits((now) => editCost(now, name, raw, currency.current))
              }
            >
              <p className="compare-costs__hint">
                For every listing for sale above: the estimated rent less vacancy, management and
                common fees, in {currency.current}. An estimate, not advice.
              </p>
              {/* Read out as the costs change: the net row is above, out of the reader's way. */}
              <p className="visually-hidden" role="status">
                {netSummary(listings, { yields, costs })}
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
        <h1>Compare properties</h1>
        <Link to={paths.favourites}>Back to favourites</Link>
      </header>
      {body}
    </div>
  );
});

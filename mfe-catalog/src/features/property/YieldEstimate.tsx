import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PropertyDetail } from '@phuket/shared/api';
import { YIELD_MIN_COMPARABLES } from '@phuket/shared/contract';
import { currencySign, formatNumber } from '@phuket/shared/format';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { YieldCostFields } from '../../common/yield/YieldCostFields';
import { YieldStore } from './yield-store';

const percent = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`;

/**
 * A listing for sale: what it could rent for and yield, gross and net of the costs the visitor
 * sets. Loaded after the page (it is below the fold), again when the currency changes.
 */
export const YieldEstimate = observer(function YieldEstimate({
  property,
}: {
  property: PropertyDetail;
}) {
  const { currency } = useStores();
  const [store] = useState(() => new YieldStore());
  // Read in render: the observer re-renders on a currency change, and the effect follows.
  const chosen = currency.current;
  useEffect(() => {
    void store.load(property.id, chosen);
  }, [store, property.id, chosen]);

  const estimate = store.estimate;
  if (store.state === 'error' || !estimate) return null;
  const sign = currencySign(estimate.currency);
  const money = (value: number) => `${sign}${formatNumber(value)}`;
  const location = estimate.location_name ?? 'this area';

  return (
    <section
      aria-labelledby="property-yield-title"
      className="property-yield"
      data-testid="property-yield"
    >
      <h2 id="property-yield-title">Rental yield estimate</h2>
      {estimate.monthly_rent === null ? (
        <p>
          Not enough long-term rentals of this type in {location} to estimate a rent (
          {estimate.comparables_count} found, {YIELD_MIN_COMPARABLES} needed).
        </p>
      ) : (
        <>
          <dl className="property-yield__figures" aria-live="polite">
            <div>
              <dt>Estimated rent</dt>
              <dd>{money(estimate.monthly_rent)} / month</dd>
            </div>
            <div>
              <dt>Gross yield</dt>
              <dd data-testid="gross-yield">{percent(estimate.gross_yield)}</dd>
            </div>
            <div>
              <dt>Net yield</dt>
              <dd data-testid="net-yield">{percent(store.netYield)}</dd>
            </div>
          </dl>
          <YieldCostFields
            idPrefix="yield-cost"
            legend="Your costs"
            costs={store.costs}
            sign={sign}
            onChange={(name, raw) => store.setCost(name, raw)}
          />
          <p className="property-yield__basis">
            From the median {estimate.method === 'per_sqm' ? 'rent per sq.m' : 'rent'} of{' '}
            {estimate.comparables_count} long-term rentals of this type in {location}
            {estimate.basis === 'area_type_bedrooms' ? ' with the same bedrooms' : ''}.
            {estimate.area === null ? ' Common fees need the size, which this listing lacks.' : ''}{' '}
            An estimate, not advice.
          </p>
          <details className="property-yield__comparables">
            <summary>The rentals compared</summary>
            <table>
              <caption className="visually-hidden">Rentals the estimate used</caption>
              <thead>
                <tr>
                  <th scope="col">Rental</th>
                  <th scope="col">Bedrooms</th>
                  <th scope="col">Size</th>
                  <th scope="col">Rent a month</th>
                </tr>
              </thead>
              <tbody>
                {estimate.comparables.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={paths.property(c.id)}>{c.title ?? `Listing ${c.id}`}</Link>
                    </td>
                    <td>{c.bedrooms ?? '—'}</td>
                    <td>{c.area === null ? '—' : `${formatNumber(c.area)} sq.m`}</td>
                    <td>{money(c.monthly_rent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
});

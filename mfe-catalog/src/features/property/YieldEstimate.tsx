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
import { langIfOther, listingTitleIn } from '@phuket/shared/domain';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';

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
  const t = useMessages(propertyMessages);
  const locale = useLocale();
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
  const location = estimate.location_name ?? t('yield.this_area');

  return (
    <section
      aria-labelledby="property-yield-title"
      className="property-yield"
      data-testid="property-yield"
    >
      <h2 id="property-yield-title">{t('yield.title')}</h2>
      {estimate.monthly_rent === null ? (
        <p>
          {t('yield.not_enough', {
            location,
            found: String(estimate.comparables_count),
            needed: String(YIELD_MIN_COMPARABLES),
          })}
        </p>
      ) : (
        <>
          <dl className="property-yield__figures" aria-live="polite">
            <div>
              <dt>{t('yield.rent')}</dt>
              <dd>{t('yield.per_month', { amount: money(estimate.monthly_rent) })}</dd>
            </div>
            <div>
              <dt>{t('yield.gross')}</dt>
              <dd data-testid="gross-yield">{percent(estimate.gross_yield)}</dd>
            </div>
            <div>
              <dt>{t('yield.net')}</dt>
              <dd data-testid="net-yield">{percent(store.netYield)}</dd>
            </div>
          </dl>
          <YieldCostFields
            idPrefix="yield-cost"
            legend={t('yield.costs')}
            costs={store.costs}
            sign={sign}
            onChange={(name, raw) => store.setCost(name, raw)}
          />
          <p className="property-yield__basis">
            {t('yield.basis', {
              method: estimate.method,
              count: String(estimate.comparables_count),
              location,
              bedrooms: estimate.basis === 'area_type_bedrooms' ? 'same' : 'any',
            })}
            {estimate.area === null ? ` ${t('yield.no_area')}` : ''} {t('yield.not_advice')}
          </p>
          <details className="property-yield__comparables">
            <summary>{t('yield.compared')}</summary>
            <table>
              <caption className="visually-hidden">{t('yield.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('yield.col_rental')}</th>
                  <th scope="col">{t('yield.col_bedrooms')}</th>
                  <th scope="col">{t('yield.col_size')}</th>
                  <th scope="col">{t('yield.col_rent')}</th>
                </tr>
              </thead>
              <tbody>
                {estimate.comparables.map((c) => {
                  const shown = listingTitleIn(c, locale);
                  return (
                    <tr key={c.id}>
                      <td>
                        <Link
                          to={paths.property(c.id)}
                          lang={langIfOther(shown, locale)}
                          data-user-content
                        >
                          {shown?.text ?? t('yield.listing', { id: String(c.id) })}
                        </Link>
                      </td>
                      <td>{c.bedrooms ?? '—'}</td>
                      <td>
                        {c.area === null ? '—' : t('yield.area', { area: formatNumber(c.area) })}
                      </td>
                      <td>{money(c.monthly_rent)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
});

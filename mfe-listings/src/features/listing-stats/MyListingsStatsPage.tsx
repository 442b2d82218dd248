import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { MyListingsStats } from '@phuket/shared/api/listings';
import { LISTING_STATS_METRICS } from '@phuket/shared/domain';
import { formatDateIn, formatNumberIn, useLocale, useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { useDocumentTitle } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import { STATUS_LABELS } from '../../common/status-labels';
import { METRIC_LABELS } from './metric-labels';
import { PeriodControls } from './PeriodSwitch';
import { StatsStore, defaultStatsApi, type ListingStatsApi } from './stats-store';
import './listing-stats.css';

/** /listing/stats: every listing of mine with the period's figures, each linking to its days. */
export default observer(function MyListingsStatsPage({
  api = defaultStatsApi,
}: {
  api?: ListingStatsApi;
}) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const title = t('listing_stats.table_title');
  useDocumentTitle(title);
  const [store] = useState(() => new StatsStore<MyListingsStats>((days) => api.table(days)));
  useEffect(() => {
    void store.load();
  }, [store]);
  const id = useId();
  const data = store.data;
  const count = (n: number) => formatNumberIn(locale, n);

  return (
    <div className="container page listing-stats">
      <div className="listing-stats__top">
        <h1>{title}</h1>
        <Link className="button button--secondary" to="/listing">
          {t('listing_stats.back_to_listings')}
        </Link>
      </div>
      <PeriodControls
        days={store.days}
        failed={store.state === 'error'}
        onChange={(days) => void store.load(days)}
        onRetry={() => void store.load()}
      />
      <p className="listing-stats__state" role="status">
        {store.state === 'loading' ? t('listing_stats.loading') : ''}
        {store.state === 'ready' && data
          ? t('listing_stats.period_shown', {
              from: formatDateIn(locale, data.from),
              to: formatDateIn(locale, data.to),
            })
          : ''}
      </p>
      {data && data.data.length === 0 ? <p>{t('listing_stats.no_listings')}</p> : null}
      {data && data.data.length > 0 ? (
        <div
          className="listing-stats__scroll"
          role="region"
          aria-labelledby={`${id}-caption`}
          // Scrolls on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="listing-stats__table" aria-busy={store.state === 'loading'}>
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('listing_stats.table_caption', { days: data.days })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('listing_stats.listing')}</th>
                {LISTING_STATS_METRICS.map((metric) => (
                  <th key={metric} scope="col">
                    {t(METRIC_LABELS[metric])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => {
                const name = row.title || t('listing_stats.untitled', { id: row.listing_id });
                return (
                  <tr key={row.listing_id}>
                    <th scope="row">
                      <Link to={`/listing/${row.listing_id}/stats`} data-user-content>
                        {name}
                      </Link>
                      <span className="listing-stats__status">{t(STATUS_LABELS[row.status])}</span>
                    </th>
                    {LISTING_STATS_METRICS.map((metric) => (
                      <td key={metric}>{count(row.totals[metric])}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
});

import { useEffect, useId, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingStats } from '@phuket/shared/api/listings';
import {
  DailyChart,
  loadCharts,
  type ChartLoader,
  type DailyChartInput,
} from '@phuket/shared/charts';
import { LISTING_STATS_METRICS, type ListingStatsMetric } from '@phuket/shared/domain';
import {
  LANGUAGE_TAGS,
  formatDateIn,
  formatNumberIn,
  useLocale,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import { Link, useParams } from '@phuket/shared/router';
import { useDocumentTitle } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import { METRIC_LABELS } from './metric-labels';
import { PeriodControls } from './PeriodSwitch';
import { StatsStore, defaultStatsApi, type ListingStatsApi } from './stats-store';
import './listing-stats.css';

/** The site's teal: 4.5:1 against the white card (WCAG 1.4.11 asks 3:1 of graphics). */
const BAR_COLOUR = '#0b7a75';

/** English days read day first on this site ('15 Jun'), as formatDateIn writes them. */
const chartLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale]);

/** /listing/{id}/stats: one listing's figures per day, a chart of one of them and the table of all. */
export default observer(function ListingStatsPage({
  api = defaultStatsApi,
  charts = loadCharts,
}: {
  api?: ListingStatsApi;
  charts?: ChartLoader;
}) {
  const t = useMessages(listingsMessages);
  const { id = '' } = useParams();
  const listingId = Number(id);
  const [store] = useState(
    () => new StatsStore<ListingStats>((days) => api.listing(listingId, days)),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  const data = store.data;
  const name = data ? data.title || t('listing_stats.untitled', { id: data.listing_id }) : '';
  const title = data
    ? t('listing_stats.listing_title', { title: name })
    : t('listing_stats.listing_title_plain');
  useDocumentTitle(store.state === 'missing' ? t('listing_stats.not_found') : title);

  if (store.state === 'missing') {
    return (
      <div className="container page listing-stats">
        <h1>{t('listing_stats.not_found')}</h1>
        <p>{t('listing_stats.not_found_text')}</p>
        <Link to="/listing">{t('listing_stats.back_to_listings')}</Link>
      </div>
    );
  }

  return (
    <div className="container page listing-stats">
      <div className="listing-stats__top">
        <h1 data-user-content>{title}</h1>
        <Link className="button button--secondary" to="/listing/stats">
          {t('listing_stats.all_listings')}
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
      </p>
      {data ? <ListingStatsBody stats={data} charts={charts} /> : null}
    </div>
  );
});

function ListingStatsBody({ stats, charts }: { stats: ListingStats; charts: ChartLoader }) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const id = useId();
  const [metric, setMetric] = useState<ListingStatsMetric>('views');
  const day = (iso: string) => formatDateIn(locale, iso);
  const count = (n: number) => formatNumberIn(locale, n);
  const input = useMemo(
    (): DailyChartInput => ({
      days: stats.series.map((each) => each.day),
      values: stats.series.map((each) => each[metric]),
      color: BAR_COLOUR,
      locale: chartLocale(locale),
    }),
    [stats, metric, locale],
  );
  const name = t(METRIC_LABELS[metric]);
  const summary = t('listing_stats.chart_summary', {
    metric: name,
    from: day(stats.from),
    to: day(stats.to),
    total: count(stats.totals[metric]),
  });

  return (
    <>
      <ul className="listing-stats__totals" aria-label={t('listing_stats.totals')}>
        {LISTING_STATS_METRICS.map((each) => (
          <li key={each} className="listing-stats__total">
            <span className="listing-stats__total-name">{t(METRIC_LABELS[each])}</span>
            <span className="listing-stats__total-value">{count(stats.totals[each])}</span>
          </li>
        ))}
      </ul>
      <figure className="listing-stats__chart">
        <figcaption className="listing-stats__chart-head">
          <label htmlFor={`${id}-metric`}>{t('listing_stats.chart_of')}</label>
          <select
            id={`${id}-metric`}
            value={metric}
            onChange={(event) => setMetric(event.target.value as ListingStatsMetric)}
          >
            {LISTING_STATS_METRICS.map((each) => (
              <option key={each} value={each}>
                {t(METRIC_LABELS[each])}
              </option>
            ))}
          </select>
        </figcaption>
        <DailyChart input={input} summary={summary} load={charts} className="listing-stats__plot" />
      </figure>
      <h2 id={`${id}-days`}>{t('listing_stats.by_day')}</h2>
      <div
        className="listing-stats__scroll"
        role="region"
        aria-labelledby={`${id}-days`}
        // Scrolls on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="listing-stats__table">
          <caption className="visually-hidden">{t('listing_stats.by_day')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('listing_stats.day')}</th>
              {LISTING_STATS_METRICS.map((each) => (
                <th key={each} scope="col">
                  {t(METRIC_LABELS[each])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...stats.series].reverse().map((each) => (
              <tr key={each.day}>
                <th scope="row">
                  <time dateTime={each.day}>{day(each.day)}</time>
                </th>
                {LISTING_STATS_METRICS.map((metricName) => (
                  <td key={metricName}>{count(each[metricName])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('listing_stats.total')}</th>
              {LISTING_STATS_METRICS.map((each) => (
                <td key={each}>{count(stats.totals[each])}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

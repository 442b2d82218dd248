import { useEffect, useId, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getStaffOverview, type StaffOverview } from '@phuket/shared/api/staff';
import {
  LANGUAGE_TAGS,
  OVERVIEW_DAYS,
  OVERVIEW_SERIES,
  type OverviewSeries,
} from '@phuket/shared/contract';
import {
  formatDateIn,
  formatNumberIn,
  msgId,
  useLocale,
  useMessages,
  type Locale,
  type Translate,
} from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { LISTING_STATUS_LABELS } from '../../common/listing-statuses';
import { accountMessages } from '../../common/messages';
import {
  DailyChart,
  loadCharts,
  type ChartLoader,
  type DailyChartInput,
} from '@phuket/shared/charts';
import {
  StaffOverviewStore,
  peakDay,
  waitParts,
  type StaffOverviewApi,
} from './staff-overview-store';
import './staff-overview.css';

const defaultApi: StaffOverviewApi = { load: getStaffOverview };

const SERIES_LABELS: Record<OverviewSeries, string> = {
  listings: msgId('overview.series_listings'),
  publications: msgId('overview.series_publications'),
  enquiries: msgId('overview.series_enquiries'),
  signups: msgId('overview.series_signups'),
};

/**
 * Bar colours, each 4.5:1 or more against the white card (WCAG 1.4.11 asks 3:1 of graphics):
 * the site's teal and rust, an indigo and a plum. Each chart shows one series, so no colour
 * has to be told from another.
 */
const SERIES_COLOURS: Record<OverviewSeries, string> = {
  listings: '#0b7a75',
  publications: '#3949ab',
  enquiries: '#c14515',
  signups: '#7b3f8c',
};

/** English days read day first on this site ('15 Jun'), as formatDateIn writes them. */
const chartLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale]);

function waitText(t: Translate, seconds: number | null): string {
  if (seconds === null) return t('overview.no_wait');
  const wait = waitParts(seconds);
  switch (wait.unit) {
    case 'days':
      return t('overview.wait_days', { days: wait.days, hours: wait.hours });
    case 'hours':
      return t('overview.wait_hours', { hours: wait.hours, minutes: wait.minutes });
    case 'minutes':
      return t('overview.wait_minutes', { minutes: wait.minutes });
  }
}

/** /staff/overview: the counts staff watch, the last 90 days as charts, the queue's age. */
export default observer(function StaffOverviewPage({
  api = defaultApi,
  charts = loadCharts,
}: {
  api?: StaffOverviewApi;
  charts?: ChartLoader;
}) {
  const [store] = useState(() => new StaffOverviewStore(api));
  const t = useMessages(accountMessages);
  useDocumentTitle(t('overview.title'));
  useEffect(() => {
    void store.load();
  }, [store]);
  const overview = store.overview;

  return (
    <div className="container account-page staff-overview">
      <header>
        <h1>{t('overview.title')}</h1>
        <p className="staff-overview__lead">{t('overview.lead', { days: OVERVIEW_DAYS })}</p>
      </header>
      <p className="staff-overview__state" role="status">
        {store.state === 'loading' ? t('overview.loading') : ''}
        {store.state === 'failed' ? t('overview.failed') : ''}
      </p>
      {store.state === 'failed' ? (
        <button type="button" className="button" onClick={() => void store.load()}>
          {t('overview.retry')}
        </button>
      ) : null}
      {overview ? <OverviewBody overview={overview} charts={charts} /> : null}
    </div>
  );
});

function OverviewBody({ overview, charts }: { overview: StaffOverview; charts: ChartLoader }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const id = useId();
  const days = overview.days;
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const day = (iso: string) => formatDateIn(locale, iso);
  const count = (n: number) => formatNumberIn(locale, n);
  const inputs = useMemo((): Record<OverviewSeries, DailyChartInput> => {
    const dayList = days.map((each) => each.day);
    const input = (series: OverviewSeries): DailyChartInput => ({
      days: dayList,
      values: days.map((each) => each[series]),
      color: SERIES_COLOURS[series],
      locale: chartLocale(locale),
    });
    return {
      listings: input('listings'),
      publications: input('publications'),
      enquiries: input('enquiries'),
      signups: input('signups'),
    };
  }, [days, locale]);
  const summary = (series: OverviewSeries) => {
    const name = t(SERIES_LABELS[series]);
    const peak = peakDay(days, series);
    if (!peak)
      return t('overview.chart_summary_none', { series: name, first: day(first), last: day(last) });
    return t('overview.chart_summary', {
      series: name,
      first: day(first),
      last: day(last),
      total: count(overview.totals[series]),
      peak_day: day(peak.day),
      peak: count(peak[series]),
    });
  };
  const most = Math.max(1, ...overview.listings_by_status.map((each) => each.count));
  const queue = overview.moderation_queue;

  return (
    <>
      <section className="staff-overview__section" aria-labelledby={`${id}-activity`}>
        <h2 id={`${id}-activity`}>{t('overview.activity', { days: OVERVIEW_DAYS })}</h2>
        <p className="staff-overview__range">
          {t('overview.range', { first: day(first), last: day(last) })}
        </p>
        <ul className="overview-charts">
          {OVERVIEW_SERIES.map((series) => (
            <li key={series} className="overview-chart">
              <figure>
                <figcaption className="overview-chart__head">
                  <span className="overview-chart__name">{t(SERIES_LABELS[series])}</span>
                  <span className="overview-chart__total">{count(overview.totals[series])}</span>
                </figcaption>
                <DailyChart
                  input={inputs[series]}
                  summary={summary(series)}
                  load={charts}
                  className="overview-chart__plot"
                />
              </figure>
            </li>
          ))}
        </ul>
        <details className="overview-figures">
          <summary>{t('overview.figures')}</summary>
          <div
            className="overview-figures__scroll"
            role="region"
            aria-labelledby={`${id}-figures`}
            // Scrolls on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="overview-figures__table">
              <caption id={`${id}-figures`} className="visually-hidden">
                {t('overview.figures')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.day')}</th>
                  {OVERVIEW_SERIES.map((series) => (
                    <th key={series} scope="col">
                      {t(SERIES_LABELS[series])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((each) => (
                  <tr key={each.day}>
                    <th scope="row">
                      <time dateTime={each.day}>{day(each.day)}</time>
                    </th>
                    {OVERVIEW_SERIES.map((series) => (
                      <td key={series}>{count(each[series])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('overview.total')}</th>
                  {OVERVIEW_SERIES.map((series) => (
                    <td key={series}>{count(overview.totals[series])}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </details>
      </section>
      <div className="staff-overview__pair">
        <section className="staff-overview__section" aria-labelledby={`${id}-statuses`}>
          <h2 id={`${id}-statuses`}>{t('overview.by_status')}</h2>
          <ul className="overview-statuses">
            {overview.listings_by_status.map((each) => (
              <li key={each.status} className="overview-status">
                <span className="overview-status__name">
                  {t(LISTING_STATUS_LABELS[each.status])}
                </span>
                <span className="overview-status__count">{count(each.count)}</span>
                {/* The figure beside it says it: the bar is for the eye. */}
                <span className="overview-status__track" aria-hidden="true">
                  <span
                    className="overview-status__bar"
                    style={{ width: `${(each.count / most) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="staff-overview__section" aria-labelledby={`${id}-queue`}>
          <h2 id={`${id}-queue`}>{t('overview.queue')}</h2>
          <dl className="overview-queue">
            <div>
              <dt>{t('overview.waiting')}</dt>
              <dd>{t('overview.waiting_count', { count: queue.waiting })}</dd>
            </div>
            <div>
              <dt>{t('overview.oldest')}</dt>
              <dd>{waitText(t, queue.oldest_wait_seconds)}</dd>
            </div>
            <div>
              <dt>{t('overview.median')}</dt>
              <dd>{waitText(t, queue.median_wait_seconds)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}

import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { ListingStats, MyListingsStats } from '@phuket/shared/api/listings';
import type { ChartLoader, DailyChartInput } from '@phuket/shared/charts';
import { LISTING_STATS_METRICS, type ListingStatsMetric } from '@phuket/shared/domain';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { answerRequests } from '@phuket/shared/testing';
import { listingsMessages } from '../../common/messages';
import ListingStatsPage from './ListingStatsPage';
import MyListingsStatsPage from './MyListingsStatsPage';

// The statistics pages over the real client functions: only the HTTP exchange is answered
// from memory, so the paths and queries are those the API sees.

const http = answerRequests();

type Figures = Record<ListingStatsMetric, number>;
const figures = (values: Partial<Figures> = {}): Figures => ({
  ...(Object.fromEntries(LISTING_STATS_METRICS.map((metric) => [metric, 0])) as Figures),
  ...values,
});

function listingStats(days: number, busy: Record<string, Partial<Figures>> = {}): ListingStats {
  const series = Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.UTC(2026, 11, 1) - (days - 1 - index) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { day, ...figures(busy[day]) };
  });
  const totals = figures();
  for (const each of series)
    for (const metric of LISTING_STATS_METRICS) totals[metric] += each[metric];
  return {
    days,
    from: series[0]!.day,
    to: series.at(-1)!.day,
    listing_id: 7,
    title: 'Pool villa in Rawai',
    totals,
    series,
  };
}

function fakeCharts() {
  const drawn: DailyChartInput[] = [];
  const load: ChartLoader = async () => ({
    drawDailyChart: (_target: HTMLElement, input: DailyChartInput) => {
      drawn.push(input);
      return { resize: () => undefined, destroy: () => undefined };
    },
  });
  return { drawn, load };
}

async function renderAt(path: string, element: ReactElement, locale: Locale = 'en') {
  await listingsMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/listing/:id/stats" element={element} />
          <Route path="/listing/stats" element={element} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ListingStatsPage', () => {
  it('shows the totals, a chart of the chosen figure and every day in a table', async () => {
    http.handler = (request) => {
      const days = (request.params as { days: number }).days;
      return {
        status: 200,
        data: listingStats(days, {
          '2026-12-01': { views: 12, visitors: 9, contact_call: 2 },
          '2026-11-30': { views: 3, enquiries: 1 },
        }),
      };
    };
    const charts = fakeCharts();
    await renderAt('/listing/7/stats', <ListingStatsPage charts={charts.load} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics: Pool villa in Rawai' }),
    ).toBeVisible();
    expect(http.sent[0]).toMatchObject({
      method: 'get',
      url: '/my/listings/7/stats',
      params: { days: 30 },
    });
    const totals = screen.getByRole('list', { name: 'Totals for the period' });
    expect(within(totals).getByText('Views').nextSibling).toHaveTextContent('15');
    expect(within(totals).getByText('Calls').nextSibling).toHaveTextContent('2');

    // The chart draws views per day, and is named by a summary of them.
    await waitFor(() => expect(charts.drawn).toHaveLength(1));
    expect(charts.drawn[0]!.days).toHaveLength(30);
    expect(charts.drawn[0]!.values.slice(-2)).toEqual([3, 12]);
    expect(screen.getByRole('img', { name: /Views per day .*: 15 in all/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Chart of'), 'Enquiries');
    await waitFor(() => expect(charts.drawn.at(-1)!.values.slice(-2)).toEqual([1, 0]));

    // Every day is a row of the table, newest first, with the totals at the foot.
    const table = within(screen.getByRole('region', { name: 'By day' }));
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(1 + 30 + 1);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Total');

    // Another period asks the API again.
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(charts.drawn.at(-1)!.days).toHaveLength(7));
    expect(http.sent.at(-1)).toMatchObject({ params: { days: 7 } });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says the listing is not there for a 404 (another owner’s), and offers a retry on failure', async () => {
    http.handler = () => ({ status: 404, data: { message: 'Listing not found.' } });
    await renderAt('/listing/9/stats', <ListingStatsPage charts={fakeCharts().load} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();

    http.handler = () => ({ status: 500, data: { message: 'Server Error' } });
    await renderAt('/listing/10/stats', <ListingStatsPage charts={fakeCharts().load} />, 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить статистику');
    http.handler = () => ({ status: 200, data: listingStats(30) });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: /Статистика: Pool villa/ })).toBeVisible();
  });
});

describe('MyListingsStatsPage', () => {
  it('lists every listing with its totals, each linking to its days', async () => {
    const table: MyListingsStats = {
      days: 30,
      from: '2026-11-02',
      to: '2026-12-01',
      data: [
        {
          listing_id: 7,
          title: 'Pool villa in Rawai',
          status: 'published',
          totals: figures({ views: 1234, favourites: 3 }),
        },
        { listing_id: 8, title: null, status: 'draft', totals: figures() },
      ],
    };
    http.handler = () => ({ status: 200, data: table });
    await renderAt('/listing/stats', <MyListingsStatsPage />);
    const link = await screen.findByRole('link', { name: 'Pool villa in Rawai' });
    expect(link).toHaveAttribute('href', '/listing/7/stats');
    expect(http.sent[0]).toMatchObject({ url: '/my/listings/stats', params: { days: 30 } });
    const row = screen.getByRole('row', { name: /Pool villa in Rawai/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(LISTING_STATS_METRICS.length);
    expect(cells[0]).toHaveTextContent('1,234');
    expect(cells[LISTING_STATS_METRICS.indexOf('favourites')]).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Listing 8' })).toHaveAttribute(
      'href',
      '/listing/8/stats',
    );
    expect(screen.getByRole('status')).toHaveTextContent('From');
  });
});

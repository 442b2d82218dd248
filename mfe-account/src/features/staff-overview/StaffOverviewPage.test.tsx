import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOverview } from '@phuket/shared/api/staff';
import { LISTING_STATUSES, OVERVIEW_DAYS, type OverviewDay } from '@phuket/shared/contract';
import { renderPage } from '../../test/render';
import type { ChartLoader, DailyChartInput } from '@phuket/shared/charts';
import StaffOverviewPage from './StaffOverviewPage';
import { waitParts } from './staff-overview-store';

const DAY = 86_400_000;

/** 90 quiet days from 18 March 2030, with the figures of `busy` on some of them. */
function overview(busy: Record<string, Partial<OverviewDay>> = {}): StaffOverview {
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = new Date(Date.UTC(2030, 2, 18) + i * DAY).toISOString().slice(0, 10);
    return { day, listings: 0, publications: 0, enquiries: 0, signups: 0, ...busy[day] };
  });
  const sum = (key: 'listings' | 'publications' | 'enquiries' | 'signups') =>
    days.reduce((n, day) => n + day[key], 0);
  return {
    generated_at: '2030-06-15T10:30:00.000Z',
    days,
    totals: {
      listings: sum('listings'),
      publications: sum('publications'),
      enquiries: sum('enquiries'),
      signups: sum('signups'),
    },
    listings_by_status: LISTING_STATUSES.map((status, i) => ({ status, count: i * 3 })),
    moderation_queue: {
      waiting: 3,
      oldest_wait_seconds: 10 * 86_400 + 7200,
      median_wait_seconds: 5400,
    },
  };
}

const BUSY = {
  '2030-03-18': { listings: 2, signups: 1 },
  '2030-05-01': { listings: 1234, enquiries: 4 },
  '2030-06-15': { publications: 5, enquiries: 4 },
};

/** A chart loader that draws nothing and says what it was asked to draw. */
function fakeCharts() {
  const drawn: DailyChartInput[] = [];
  const destroyed: number[] = [];
  const load: ChartLoader = async () => ({
    drawDailyChart: (_target: HTMLElement, input: DailyChartInput) => {
      drawn.push(input);
      const index = drawn.length - 1;
      return { resize: () => undefined, destroy: () => destroyed.push(index) };
    },
  });
  return { load, drawn, destroyed };
}

describe('StaffOverviewPage', () => {
  it('shows each series as a figure and a chart named by its summary', async () => {
    const charts = fakeCharts();
    renderPage(
      <StaffOverviewPage api={{ load: async () => overview(BUSY) }} charts={charts.load} />,
      { path: '/staff/overview' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('18 March 2030 to 15 June 2030, days in UTC')).toBeVisible();
    const listings = screen.getByRole('img', { name: /^New listings per day/ });
    expect(listings).toHaveAccessibleName(
      'New listings per day from 18 March 2030 to 15 June 2030: 1,236 in all; the busiest day was 1 May 2030, with 1,234.',
    );
    // Equal days: the latest is the busiest one named.
    expect(screen.getByRole('img', { name: /^Enquiries per day/ })).toHaveAccessibleName(
      /8 in all; the busiest day was 15 June 2030, with 4\.$/,
    );
    expect(screen.getByRole('img', { name: /^Sign-ups per day/ })).toHaveAccessibleName(
      /1 in all; the busiest day was 18 March 2030, with 1\.$/,
    );
    const figure = listings.closest('figure')!;
    expect(within(figure as HTMLElement).getByText('1,236')).toBeVisible();
    // The chart code drew each series, with its days in order.
    await waitFor(() => expect(charts.drawn).toHaveLength(4));
    expect(charts.drawn[0]!.days).toHaveLength(OVERVIEW_DAYS);
    expect(charts.drawn[0]!.values.slice(0, 1)).toEqual([2]);
    expect(charts.drawn.map((input) => input.color)).toHaveLength(4);
  });

  it('says a series with nothing in it is empty', async () => {
    renderPage(
      <StaffOverviewPage api={{ load: async () => overview() }} charts={fakeCharts().load} />,
      { path: '/staff/overview' },
    );
    expect(await screen.findByRole('img', { name: /^Publications per day/ })).toHaveAccessibleName(
      'Publications per day from 18 March 2030 to 15 June 2030: none.',
    );
  });

  it('holds every figure in a table, the text alternative of the charts', async () => {
    const user = userEvent.setup();
    renderPage(
      <StaffOverviewPage api={{ load: async () => overview(BUSY) }} charts={fakeCharts().load} />,
      { path: '/staff/overview' },
    );
    await user.click(await screen.findByText('Figures per day', { selector: 'summary' }));
    const table = screen.getByRole('table', { name: 'Figures per day' });
    const rows = within(table).getAllByRole('row');
    // The heading row, 90 days, the totals.
    expect(rows).toHaveLength(OVERVIEW_DAYS + 2);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day (UTC)', 'New listings', 'Publications', 'Enquiries', 'Sign-ups']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '0', '0', '1']);
    expect(rows[1]).toHaveTextContent('18 March 2030');
    expect(rows.at(-1)).toHaveTextContent('Total');
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,236', '5', '8', '1']);
    expect(screen.getByRole('region', { name: 'Figures per day' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('lists every listing status, zeros included, and the queue’s age in words', async () => {
    renderPage(
      <StaffOverviewPage api={{ load: async () => overview() }} charts={fakeCharts().load} />,
      { path: '/staff/overview' },
    );
    const statuses = within(
      await screen.findByRole('region', { name: 'Listings by status' }),
    ).getAllByRole('listitem');
    expect(statuses).toHaveLength(LISTING_STATUSES.length);
    expect(statuses[0]).toHaveTextContent('Draft0');
    expect(statuses[1]).toHaveTextContent('Published3');
    expect(statuses.map((item) => item.textContent)).toContain('Awaiting review18');
    const queue = screen.getByRole('region', { name: 'Moderation queue' });
    expect(queue).toHaveTextContent('Waiting for a decision3 listings');
    expect(queue).toHaveTextContent('Longest wait10 days 2 hours');
    expect(queue).toHaveTextContent('Median wait1 hour 30 minutes');
  });

  it('says when nothing waits', async () => {
    const empty = overview();
    empty.moderation_queue = { waiting: 0, oldest_wait_seconds: null, median_wait_seconds: null };
    renderPage(<StaffOverviewPage api={{ load: async () => empty }} charts={fakeCharts().load} />, {
      path: '/staff/overview',
    });
    const queue = await screen.findByRole('region', { name: 'Moderation queue' });
    expect(queue).toHaveTextContent('0 listings');
    expect(within(queue).getAllByText('Nobody waits')).toHaveLength(2);
  });

  it('keeps the summaries and the table when the chart code cannot be fetched', async () => {
    renderPage(
      <StaffOverviewPage
        api={{ load: async () => overview(BUSY) }}
        charts={() => Promise.reject(new Error('offline'))}
      />,
      { path: '/staff/overview' },
    );
    expect(await screen.findAllByRole('img', { name: /per day from/ })).toHaveLength(4);
    expect(
      screen.getByRole('table', { hidden: true, name: 'Figures per day' }),
    ).toBeInTheDocument();
  });

  it('removes the charts when the page goes', async () => {
    const charts = fakeCharts();
    const { unmount } = renderPage(
      <StaffOverviewPage api={{ load: async () => overview(BUSY) }} charts={charts.load} />,
      { path: '/staff/overview' },
    );
    await waitFor(() => expect(charts.drawn).toHaveLength(4));
    unmount();
    expect(charts.destroyed.sort()).toEqual([0, 1, 2, 3]);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<StaffOverview>, []>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(overview(BUSY));
    renderPage(<StaffOverviewPage api={{ load }} charts={fakeCharts().load} />, {
      path: '/staff/overview',
    });
    expect(
      await screen.findByText(
        'The figures could not be loaded. Check the connection and try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^New listings per day/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('waitParts', () => {
  it('words a wait in days and hours, hours and minutes, or minutes', () => {
    expect(waitParts(0)).toEqual({ unit: 'minutes', minutes: 0 });
    expect(waitParts(59 * 60 + 59)).toEqual({ unit: 'minutes', minutes: 59 });
    expect(waitParts(3600)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(waitParts(86_400 * 3 + 3600 * 5 + 60)).toEqual({ unit: 'days', days: 3, hours: 5 });
  });
});

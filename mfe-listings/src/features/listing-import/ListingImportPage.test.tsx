import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRow, ImportRun } from '@phuket/shared/api/listings';
import { LocaleProvider } from '@phuket/shared/i18n';
import { MemoryRouter, Route, Routes } from '@phuket/shared/router';
import { listingsMessages } from '../../common/messages';
import type { FeedSettingsApi } from './feed-settings-store';
import type { ListingImportApi } from './listing-import-store';
import ListingImportPage from './ListingImportPage';

function importRun(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 7,
    source: 'file',
    format: 'csv',
    origin: 'stock.csv',
    full_feed: false,
    status: 'planned',
    counts: { created: 2, updated: 0, unchanged: 0, unpublished: 0, refused: 1 },
    total: 2,
    processed: 0,
    failed: 0,
    error: null,
    created_at: '2026-12-01T10:00:00.000Z',
    applied_at: null,
    finished_at: null,
    ...overrides,
  };
}

const rows: ImportRow[] = [
  {
    row: 2,
    ref: 'A-1',
    outcome: 'created',
    listing_id: null,
    title: 'Villa in Rawai',
    field: null,
    reason: null,
    result: null,
    result_reason: null,
  },
  {
    row: 3,
    ref: 'A-2',
    outcome: 'refused',
    listing_id: null,
    title: null,
    field: 'price',
    reason: 'The price must be a number above 0.',
    result: null,
    result_reason: null,
  },
];

function fakeApi(run: ImportRun) {
  const asked: { outcome?: string | null; page?: number }[] = [];
  let current = run;
  const api: ListingImportApi = {
    start: async () => current,
    run: async () => current,
    rows: async (_id, query) => {
      asked.push(query);
      const data = query.outcome ? rows.filter((r) => r.outcome === query.outcome) : rows;
      return { data, total: data.length, page: 1, per_page: 100 };
    },
    apply: async () => {
      current = importRun({ ...current, status: 'applied', processed: 2 });
      return current;
    },
    report: async () => new Blob(['row']),
  };
  return { api, asked };
}

const feedApi: FeedSettingsApi = {
  feed: async () => ({ feed: null }),
  rotateFeed: async () => ({
    feed: {
      xml_url: 'https://site.example/api/feeds/abc.xml',
      csv_url: 'https://site.example/api/feeds/abc.csv',
      created_at: '2026-12-01T10:00:00.000Z',
    },
  }),
  revokeFeed: async () => ({ feed: null }),
  schedule: async () => ({ schedule: null }),
  storeSchedule: async (body) => ({ schedule: { ...body, last_run_at: null, last_run: null } }),
  deleteSchedule: async () => ({ schedule: null }),
};

async function renderAt(path: string, api: ListingImportApi) {
  await listingsMessages.load('en');
  render(
    <LocaleProvider locale="en">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/listing/import"
            element={<ListingImportPage api={api} feedApi={feedApi} pollMs={1} />}
          />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('ListingImportPage', () => {
  it('reopens the run of the address: counts, rows with field and reason, a filter', async () => {
    const { api, asked } = fakeApi(importRun());
    await renderAt('/listing/import?run=7', api);
    const table = await screen.findByRole('table', { name: /Rows of the file: 2 shown of 2/ });
    const refused = within(table).getByRole('row', { name: /A-2/ });
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('price');
    expect(refused).toHaveTextContent('The price must be a number above 0.');
    expect(screen.getByText('stock.csv', { exact: false })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'refused');
    await waitFor(() =>
      expect(screen.getByRole('table', { name: /1 shown of 1/ })).toBeInTheDocument(),
    );
    expect(asked.at(-1)).toEqual({ outcome: 'refused', page: 1 });
  });

  it('enables Apply only when something would change, and shows the result after it', async () => {
    const nothing = fakeApi(
      importRun({ counts: { created: 0, updated: 0, unchanged: 3, unpublished: 0, refused: 0 } }),
    );
    await renderAt('/listing/import?run=7', nothing.api);
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByText(/Nothing would change/)).toBeInTheDocument();
  });

  it('applies and moves the focus to the result', async () => {
    const { api } = fakeApi(importRun());
    await renderAt('/listing/import?run=7', api);
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    const result = await screen.findByRole('heading', { name: /Applied. Every row was written./ });
    expect(result).toHaveFocus();
  });

  it('asks for a file before checking and keeps the focus on the file input', async () => {
    const { api } = fakeApi(importRun());
    await renderAt('/listing/import', api);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const input = screen.getByLabelText('File (CSV, XLSX or XML)');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Choose a file to check./);
  });

  it('creates the export feed and asks before revoking it', async () => {
    const { api } = fakeApi(importRun());
    await renderAt('/listing/import', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Create the feed' }));
    expect(await screen.findByLabelText('XML feed URL')).toHaveValue(
      'https://site.example/api/feeds/abc.xml',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the feed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke the export feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the feed' }));
    await waitFor(() => expect(screen.queryByLabelText('XML feed URL')).not.toBeInTheDocument());
    expect(screen.getByText('The feed is revoked.')).toBeInTheDocument();
  });
});

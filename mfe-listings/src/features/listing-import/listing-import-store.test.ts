import { setApiAdapter } from '@phuket/shared/api';
import type { ImportRow, ImportRun } from '@phuket/shared/api/listings';
import { ListingImportStore } from './listing-import-store';

// The store runs the real client functions; only the HTTP exchange is answered from memory
// (setApiAdapter), so paths, params, bodies and error bodies are those the API sees and sends.
type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;
type RequestConfig = Parameters<Adapter>[0];
type Response = Awaited<ReturnType<Adapter>>;

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}
type Answer = { status: number; data: unknown };

let sent: Sent[] = [];
let handler: (request: Sent) => Answer = () => ({ status: 500, data: { message: 'no handler' } });

function importRun(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 7,
    source: 'file',
    format: 'csv',
    origin: 'stock.csv',
    full_feed: false,
    status: 'planned',
    counts: { created: 47, updated: 0, unchanged: 0, unpublished: 0, refused: 3 },
    total: 47,
    processed: 0,
    failed: 0,
    error: null,
    created_at: '2026-12-01T10:00:00.000Z',
    applied_at: null,
    finished_at: null,
    ...overrides,
  };
}

function importRow(row: number, overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    row,
    ref: `REF-${row}`,
    outcome: 'created',
    listing_id: null,
    title: `Villa ${row}`,
    field: null,
    reason: null,
    result: null,
    result_reason: null,
    ...overrides,
  };
}

beforeEach(() => {
  sent = [];
  setApiAdapter(async (config: RequestConfig): Promise<Response> => {
    const request: Sent = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    sent.push(request);
    const { status, data } = handler(request);
    const response: Response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    }
    return response;
  });
});

afterAll(() => setApiAdapter(undefined));

const noWait = () => Promise.resolve();
const csv = (size = 10) => new File(['x'.repeat(size)], 'stock.csv', { type: 'text/csv' });

describe('ListingImportStore', () => {
  it('checks a file, reads the report, applies and follows the progress to the end', async () => {
    const polls = [
      importRun({ status: 'applying', processed: 25 }),
      importRun({ status: 'applied', processed: 47 }),
    ];
    handler = (request) => {
      if (request.method === 'post' && request.url === '/my/listing-imports') {
        return { status: 201, data: importRun() };
      }
      if (request.url === '/my/listing-imports/7/rows') {
        return {
          status: 200,
          data: { data: [importRow(2), importRow(3)], total: 50, page: 1, per_page: 100 },
        };
      }
      if (request.url === '/my/listing-imports/7/apply') {
        return { status: 202, data: importRun({ status: 'applying' }) };
      }
      if (request.url === '/my/listing-imports/7') return { status: 200, data: polls.shift() };
      return { status: 404, data: { message: 'Not found' } };
    };
    const seen: string[] = [];
    const store = new ListingImportStore(undefined, 10, async () => {
      seen.push(`${store.run?.processed ?? 0}/${store.run?.total ?? 0}`);
      await noWait();
    });
    store.setFile(csv());
    store.setFullFeed(true);
    expect(await store.check()).toBe(7);
    expect(sent[0]).toMatchObject({
      method: 'post',
      url: '/my/listing-imports',
      params: { full_feed: true },
    });
    expect((sent[0]?.data as FormData).get('file')).toBeInstanceOf(File);
    expect(store.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(store.rowsTotal).toBe(50);
    expect(store.canApply).toBe(true);

    await store.apply();
    expect(seen).toEqual(['0/47', '25/47']);
    expect(store.run?.status).toBe('applied');
    expect(store.run?.processed).toBe(47);
    expect(store.busy).toBeNull();
    // The rows are read again once applied: each has its result.
    expect(sent.filter((r) => r.url === '/my/listing-imports/7/rows')).toHaveLength(2);
  });

  it('sends a feed URL as JSON and shows the API 422 field error under the URL', async () => {
    handler = () => ({
      status: 422,
      data: { message: 'Invalid', errors: { url: ['The address answered 404.'] } },
    });
    const store = new ListingImportStore(undefined, 10, noWait);
    store.setMode('url');
    store.setUrl(' https://agency.example/feed.xml ');
    expect(await store.check()).toBeNull();
    expect(sent[0]).toMatchObject({
      method: 'post',
      url: '/my/listing-imports/url',
      data: { url: 'https://agency.example/feed.xml', full_feed: false },
    });
    expect(store.errors).toEqual({ url: { api: 'The address answered 404.' } });
    expect(store.run).toBeNull();
  });

  it('shows a file the API refuses whole under the file field', async () => {
    handler = () => ({
      status: 422,
      data: { message: 'Invalid', errors: { file: ['The file has no ref column.'] } },
    });
    const store = new ListingImportStore(undefined, 10, noWait);
    store.setFile(csv());
    await store.check();
    expect(store.errors.file).toEqual({ api: 'The file has no ref column.' });
  });

  it('says what is missing before sending anything', async () => {
    const store = new ListingImportStore(undefined, 10, noWait);
    await store.check();
    expect(store.errors).toEqual({ file: { local: 'no_file' } });
    store.setMode('url');
    store.setUrl('ftp://agency.example/feed.xml');
    await store.check();
    expect(store.errors).toEqual({ url: { local: 'bad_url' } });
    expect(sent).toEqual([]);
  });

  it('filters the report by outcome from page 1 and pages it', async () => {
    handler = (request) =>
      request.url === '/my/listing-imports/7'
        ? { status: 200, data: importRun() }
        : { status: 200, data: { data: [importRow(5)], total: 150, page: 1, per_page: 100 } };
    const store = new ListingImportStore(undefined, 10, noWait);
    await store.open(7);
    await store.setPage(2);
    await store.setOutcome('refused');
    expect(sent.map((r) => [r.url, r.params])).toEqual([
      ['/my/listing-imports/7', {}],
      ['/my/listing-imports/7/rows', {}],
      ['/my/listing-imports/7/rows', { page: 2 }],
      ['/my/listing-imports/7/rows', { outcome: 'refused' }],
    ]);
    expect(store.page).toBe(1);
    expect(store.lastPage).toBe(2);
  });

  it('offers no apply when nothing would change, and shows a 409 as the form error', async () => {
    handler = (request) =>
      request.url === '/my/listing-imports/7'
        ? {
            status: 200,
            data: importRun({
              counts: { created: 0, updated: 0, unchanged: 4, unpublished: 0, refused: 1 },
            }),
          }
        : { status: 200, data: { data: [], total: 0, page: 1, per_page: 100 } };
    const store = new ListingImportStore(undefined, 10, noWait);
    await store.open(7);
    expect(store.canApply).toBe(false);

    handler = (request) =>
      request.url.endsWith('/apply')
        ? { status: 409, data: { message: 'This import has been applied already.' } }
        : { status: 200, data: { data: [], total: 0, page: 1, per_page: 100 } };
    store.run = importRun();
    await store.apply();
    expect(store.errors.form).toEqual({ api: 'This import has been applied already.' });
    expect(store.busy).toBeNull();
  });

  it("says so when the run is another broker's (404)", async () => {
    handler = () => ({ status: 404, data: { message: 'Import not found.' } });
    const store = new ListingImportStore(undefined, 10, noWait);
    await store.open(99);
    expect(store.run).toBeNull();
    expect(store.errors.form).toEqual({ api: 'Import not found.' });
  });
});

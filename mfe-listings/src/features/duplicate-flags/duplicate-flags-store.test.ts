import type { ListingDuplicateFlag } from '@phuket/shared/api/listings';
import { setApiAdapter } from '@phuket/shared/api';
import { DuplicateFlagsStore } from './duplicate-flags-store';

// The store runs the real client functions; only the HTTP exchange is answered from memory
// (setApiAdapter), so the paths and bodies are those the API sees.

type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;
type Response = Awaited<ReturnType<Adapter>>;
interface Sent {
  method: string;
  url: string;
  data: unknown;
}
type Answer = { status: number; data: unknown };

let sent: Sent[] = [];
let handler: (request: Sent) => Answer = () => ({ status: 500, data: { message: 'no handler' } });

beforeEach(() => {
  sent = [];
  setApiAdapter(async (config): Promise<Response> => {
    const request: Sent = {
      method: config.method ?? 'get',
      url: config.url ?? '',
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

function flag(listingId: number, duplicateOfId: number): ListingDuplicateFlag {
  return {
    listing_id: listingId,
    listing_title: `Villa ${listingId}`,
    listing_owner: 'Bob Broker',
    listing_status: 'published',
    duplicate_of_id: duplicateOfId,
    duplicate_of_title: `Villa ${duplicateOfId}`,
    duplicate_of_owner: 'Alice Broker',
    duplicate_of_status: 'published',
    matched_on: ['photo', 'price'],
    flagged_at: '2026-11-27T09:00:00.000Z',
  };
}

async function loaded(flags: ListingDuplicateFlag[]): Promise<DuplicateFlagsStore> {
  handler = () => ({ status: 200, data: { flags } });
  const store = new DuplicateFlagsStore();
  await store.load();
  return store;
}

describe('DuplicateFlagsStore', () => {
  it('loads the flags from the admin endpoint, or says why not', async () => {
    const store = await loaded([flag(2, 1)]);
    expect(sent).toEqual([{ method: 'get', url: '/admin/listing-duplicates', data: undefined }]);
    expect(store.state).toBe('ready');
    expect(store.flags.map((f) => f.listing_id)).toEqual([2]);

    handler = () => ({ status: 403, data: { message: 'Forbidden.' } });
    await store.load();
    expect(store.state).toBe('error');
    expect(store.error).toBe('Forbidden.');
  });

  it('dismisses one flag by its pair and keeps the others', async () => {
    const store = await loaded([flag(2, 1), flag(3, 1)]);
    handler = () => ({ status: 200, data: { message: 'The flag is dismissed.' } });
    expect(await store.dismiss(flag(2, 1))).toBe(true);
    expect(sent.at(-1)).toMatchObject({ method: 'delete', url: '/admin/listing-duplicates/2/1' });
    expect(store.flags.map((f) => f.listing_id)).toEqual([3]);
    expect(store.notice).toBe('The flag on Villa 2 is dismissed.');
    expect(store.busyKey).toBeNull();
  });

  it('unpublishes the flagged listing without a version and shows its new status everywhere', async () => {
    const store = await loaded([flag(2, 1), flag(4, 2)]);
    handler = () => ({
      status: 200,
      data: {
        id: 2,
        status: 'draft',
        version: 5,
        confirmed_at: null,
        expired_at: null,
        updated_at: '2026-11-27T09:05:00.000Z',
      },
    });
    expect(await store.unpublish(flag(2, 1))).toBe(true);
    expect(sent.at(-1)).toEqual({ method: 'post', url: '/listing/2/unpublish', data: {} });
    expect(store.flags.map((f) => [f.listing_status, f.duplicate_of_status])).toEqual([
      ['draft', 'published'],
      ['published', 'draft'],
    ]);
    expect(store.notice).toBe('Villa 2 is unpublished.');
  });

  it('keeps the flag and shows the API’s message when an action is refused', async () => {
    const store = await loaded([flag(2, 1)]);
    handler = () => ({ status: 404, data: { message: 'Flag not found.' } });
    expect(await store.dismiss(flag(2, 1))).toBe(false);
    expect(store.flags).toHaveLength(1);
    expect(store.error).toBe('Flag not found.');
    expect(store.notice).toBe('');
  });
});

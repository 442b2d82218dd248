import type { PresentationSummary } from '@phuket/shared/api/presentations';
import { accountLimitMessage } from '@phuket/shared/contract';
import { opensText } from './PresentationsPage';
import type { PresentationsApi } from './presentations-store';
import { PresentationsStore } from './presentations-store';

function row(id: number, overrides: Partial<PresentationSummary> = {}): PresentationSummary {
  return {
    id,
    slug: `Slug${id}abcdefgh`,
    url: `/presentation/Slug${id}abcdefgh`,
    title: `For client ${id}`,
    client_name: null,
    locale: 'en',
    listings_count: 3,
    status: 'active',
    expires_at: null,
    version: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    opened: false,
    stats: { opens: 0, devices: 0, first_opened_at: null, last_opened_at: null },
    feedback_count: 0,
    ...overrides,
  };
}

function meta(total: number, page = 1) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / 10)),
    per_page: 10,
    total,
    from: total ? 1 : null,
    to: total ? Math.min(total, 10) : null,
  };
}

describe('PresentationsStore', () => {
  it('duplicates to the top of page 1 and deletes with a notice', async () => {
    let rows = [row(2), row(1)];
    const api: PresentationsApi = {
      list: () => Promise.resolve({ data: rows, meta: meta(rows.length) }),
      duplicate: (id) => {
        const copy = row(3, { title: `For client ${id} (copy)` });
        rows = [copy, ...rows];
        return Promise.resolve(copy);
      },
      remove: (id) => {
        rows = rows.filter((item) => item.id !== id);
        return Promise.resolve({ message: 'Deleted' });
      },
    };
    const store = new PresentationsStore(api);
    await store.load();
    expect(store.rows.map((item) => item.id)).toEqual([2, 1]);

    await store.duplicate(row(2));
    expect(store.notice).toBe('A copy was made: “For client 2 (copy)”, with its own link.');
    expect(store.rows.map((item) => item.id)).toEqual([3, 2, 1]);

    expect(await store.remove(row(1))).toBe(true);
    expect(store.notice).toMatch(/was deleted/);
    expect(store.rows.map((item) => item.id)).toEqual([3, 2]);
  });

  it('keeps the row and says why when an action fails', async () => {
    const api: PresentationsApi = {
      list: () => Promise.resolve({ data: [row(1)], meta: meta(1) }),
      duplicate: () =>
        Promise.reject(
          Object.assign(new Error('503'), {
            isAxiosError: true,
            response: { status: 503, data: { message: 'Try again in a minute.' } },
          }),
        ),
      remove: () => Promise.resolve({}),
    };
    const store = new PresentationsStore(api);
    await store.load();
    await store.duplicate(row(1));
    expect(store.errors.get(1)).toBe('Try again in a minute.');
    expect(store.busy.size).toBe(0);
  });

  it("keeps a refusal as the API wrote it (the day's limit): the page says it in its language", async () => {
    const message = accountLimitMessage('presentations', 100, 5 * 3600);
    const api: PresentationsApi = {
      list: () => Promise.resolve({ data: [row(1)], meta: meta(1) }),
      duplicate: () =>
        Promise.reject(
          Object.assign(new Error('429'), {
            isAxiosError: true,
            response: { status: 429, data: { message } },
          }),
        ),
      remove: () => Promise.resolve({}),
    };
    const store = new PresentationsStore(api);
    await store.load();
    await store.duplicate(row(1));
    expect(store.errors.get(1)).toBe(message);
  });
});

describe('opensText', () => {
  it('says whether, how often and when the link was opened', () => {
    expect(opensText(row(1))).toBe('Not opened yet');
    const opened = row(1, {
      opened: true,
      stats: {
        opens: 3,
        devices: 2,
        first_opened_at: '2026-03-01T10:00:00.000Z',
        last_opened_at: '2026-03-04T10:12:00.000Z',
      },
    });
    expect(opensText(opened)).toMatch(/^Opened 3 times on 2 devices, last 4 Mar 2026/);
  });
});

import type { Presentation } from '@phuket/shared/api';
import { bodyOf, fromPresentation } from './editor-api';
import type { EditorApi, PresentationMeta, SavedPresentation } from './editor-store';
import { PresentationEditorStore } from './editor-store';
import type { EditorValues } from './editor-values';
import { listing } from './test-fixtures';

function meta(slug = 'Ab3dEf7hJk'): PresentationMeta {
  return {
    id: 5,
    slug,
    url: `http://localhost/presentation/${slug}`,
    version: 1,
    status: 'active',
    opens: { opens: 0, devices: 0, first_opened_at: null, last_opened_at: null, viewed: [] },
    feedback: [],
  };
}

/** An API held in memory: records what was sent; each answer can be held back or refused. */
function fakeApi() {
  const calls: { kind: string; values?: EditorValues }[] = [];
  let fail: { status: number; message: string } | null = null;
  const answer = (values: EditorValues): Promise<SavedPresentation> =>
    fail
      ? Promise.reject(
          Object.assign(new Error(fail.message), {
            isAxiosError: true,
            response: { status: fail.status, data: { message: fail.message } },
          }),
        )
      : Promise.resolve({ values, meta: meta() });
  const api: EditorApi = {
    load: () => Promise.resolve({ values: { ...emptyLike(), title: 'Saved' }, meta: meta() }),
    create: (values) => {
      calls.push({ kind: 'create', values });
      return answer(values);
    },
    update: (_meta, values) => {
      calls.push({ kind: 'update', values });
      return answer(values);
    },
    revoke: () => Promise.resolve({ values: emptyLike(), meta: { ...meta(), status: 'revoked' } }),
    regenerate: () => Promise.resolve({ values: emptyLike(), meta: meta('Zz9yXw8vUt') }),
  };
  return {
    api,
    calls,
    failWith(status: number, message: string) {
      fail = { status, message };
    },
    succeed() {
      fail = null;
    },
  };
}

function emptyLike(): EditorValues {
  return new PresentationEditorStore(fakeApi().api).values;
}

describe('PresentationEditorStore', () => {
  it('creates nothing before there is a title, then creates once and updates after', async () => {
    const { api, calls } = fakeApi();
    const store = new PresentationEditorStore(api, 'THB', 0);
    store.addListing(listing(1));
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe('Not saved yet: give it a title to save it.');
    expect(calls).toHaveLength(0);

    store.set('title', 'Villas for Anna');
    expect(store.unsaved).toBe(true);
    expect(await store.flush()).toBe(true);
    expect(calls.map((call) => call.kind)).toEqual(['create']);
    expect(store.meta?.slug).toBe('Ab3dEf7hJk');
    expect(store.unsaved).toBe(false);
    expect(store.statusText).toBe('All changes saved');

    store.setNote(1, 'Sea view from the bedroom');
    await store.flush();
    expect(calls.map((call) => call.kind)).toEqual(['create', 'update']);
    expect(calls[1]?.values?.items[0]?.note).toBe('Sea view from the bedroom');
  });

  it('orders items by drag or by moves, and adds a listing once', () => {
    const store = new PresentationEditorStore(fakeApi().api, 'THB', 60_000);
    store.addListing(listing(1));
    store.addListing(listing(2));
    store.addListing(listing(3));
    store.addListing(listing(2));
    const ids = () => store.values.items.map((item) => item.listing.id);
    expect(ids()).toEqual([1, 2, 3]);
    store.move(3, -1);
    expect(ids()).toEqual([1, 3, 2]);
    store.move(1, -1);
    expect(ids()).toEqual([1, 3, 2]);
    store.reorder([...store.values.items].reverse());
    expect(ids()).toEqual([2, 3, 1]);
    store.removeListing(3);
    expect(ids()).toEqual([2, 1]);
    store.dispose();
  });

  it('holds back a save while an override has no amount, and sends it once it has one', async () => {
    const { api, calls } = fakeApi();
    const store = new PresentationEditorStore(api, 'USD', 0);
    store.set('title', 'For Tom');
    store.addListing(listing(7));
    store.setPriceMode(7, 'override');
    expect(store.values.items[0]?.override_amount).toBe('');
    expect(await store.flush()).toBe(false);
    expect(store.errors.items?.[7]).toBeDefined();

    store.setOverride(7, '399,000');
    store.setPriceMode(7, 'hidden');
    store.setPriceMode(7, 'override');
    expect(await store.flush()).toBe(true);
    const sent = calls[0]?.values?.items[0];
    expect(sent).toMatchObject({
      price_mode: 'override',
      override_amount: '399,000',
      override_currency: 'USD',
    });
  });

  it('keeps what is typed after a failed save and offers to try again', async () => {
    const fake = fakeApi();
    const store = new PresentationEditorStore(fake.api, 'THB', 0);
    store.set('title', 'For Lena');
    fake.failWith(503, 'The server is busy');
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe('Not saved: The server is busy');
    expect(store.values.title).toBe('For Lena');
    expect(store.unsaved).toBe(true);

    fake.succeed();
    expect(await store.retry()).toBe(true);
    expect(store.statusText).toBe('All changes saved');
  });

  it('offers Reload, not Retry, when another tab saved first (409)', async () => {
    const fake = fakeApi();
    const store = new PresentationEditorStore(fake.api, 'THB', 0);
    store.set('title', 'For Lena');
    await store.flush();
    store.set('title', 'For Lena and Tom');
    fake.failWith(409, 'This presentation was changed in another tab.');
    expect(await store.flush()).toBe(false);
    expect(store.conflict).toBe(true);
    await store.reload();
    expect(store.conflict).toBe(false);
    expect(store.values.title).toBe('Saved');
    expect(store.unsaved).toBe(false);
  });

  it('saves pending changes before the link is revoked', async () => {
    const { api, calls } = fakeApi();
    const store = new PresentationEditorStore(api, 'THB', 60_000);
    store.set('title', 'For Mai');
    await store.revoke();
    expect(calls.map((call) => call.kind)).toEqual(['create']);
    expect(store.meta?.status).toBe('revoked');
    expect(store.linkNotice).toMatch(/revoked/);
  });
});

describe('PresentationEditorStore with an item whose listing was deleted', () => {
  const saved: Presentation = {
    id: 5,
    slug: 'Ab3dEf7hJk',
    url: '/presentation/Ab3dEf7hJk',
    title: 'Villas for Anna',
    client_name: null,
    intro: null,
    currency: 'THB',
    contact: {
      show_name: true,
      image: 'none',
      show_phone: true,
      show_chat: false,
      show_email: false,
    },
    expires_at: null,
    revoked_at: null,
    status: 'active',
    version: 3,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    stats: { opens: 0, devices: 0, first_opened_at: null, last_opened_at: null },
    items: [
      {
        id: 41,
        listing_id: null,
        position: 0,
        note: 'The one with the pool',
        photo_ids: [],
        price_mode: 'as_is',
        price_override: null,
        available: false,
        listing: null,
        views: 2,
        feedback: [],
      },
      {
        id: 42,
        listing_id: 7,
        position: 1,
        note: null,
        photo_ids: [],
        price_mode: 'as_is',
        price_override: null,
        available: true,
        listing: {
          id: 7,
          title: 'Condo 7',
          status: 'published',
          price: 45_000,
          currency: 'THB',
          offer_type: 'Rent',
          rental_type: 'Long-term',
          discount: null,
          location: null,
          cover_url: null,
          photos: [],
        },
        views: 0,
        feedback: [],
      },
    ],
  };

  it('keeps it in the save payload, by its item id, until the owner removes it', async () => {
    const sent: EditorValues[] = [];
    const api: EditorApi = {
      ...fakeApi().api,
      load: () => Promise.resolve(fromPresentation(saved)),
      update: (_meta, values) => {
        sent.push(values);
        return Promise.resolve({ values, meta: fromPresentation(saved).meta });
      },
    };
    const store = new PresentationEditorStore(api, 'THB', 0);
    await store.load('Ab3dEf7hJk');
    expect(store.values.items.map((item) => item.listing.title)).toEqual([
      'A listing no longer on the site',
      'Condo 7',
    ]);
    expect(store.values.items[0]?.listing.available).toBe(false);

    store.setNote(7, 'Two minutes to the beach');
    await store.flush();
    expect(bodyOf(sent[0] as EditorValues).items).toEqual([
      expect.objectContaining({ listing_id: null, item_id: 41, note: 'The one with the pool' }),
      expect.objectContaining({ listing_id: 7, note: 'Two minutes to the beach' }),
    ]);

    const deleted = store.values.items[0]?.listing.id ?? 0;
    store.removeListing(deleted);
    await store.flush();
    expect(bodyOf(sent[1] as EditorValues).items?.map((item) => item.listing_id)).toEqual([7]);
  });
});

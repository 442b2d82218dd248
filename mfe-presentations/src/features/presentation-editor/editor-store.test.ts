import type { Presentation, UpdatePresentationBody } from '@phuket/shared/api/presentations';
import { accountLimitMessage } from '@phuket/shared/contract';
import { fromPresentation } from './editor-api';
import type { EditorApi, PresentationMeta, SavedPresentation } from './editor-store';
import { PresentationEditorStore } from './editor-store';
import type { Currency } from '@phuket/shared/domain';
import type { Locale } from '@phuket/shared/i18n';
import type { EditorValues } from './editor-values';
import { asIsPriceLabel, emptyValues } from './editor-values';
import { listing } from './test-fixtures';

// The store against an API held in memory: the server stores what the store had on screen when
// it sent (the body is made from it), and moves the version on. Answers come at once, or wait
// for the test (`hold`), so "a save in flight" is a real pending promise.

function meta(slug = 'Ab3dEf7hJk', version = 1): PresentationMeta {
  return {
    id: 5,
    slug,
    url: `http://localhost/presentation/${slug}`,
    version,
    status: 'active',
    opens: { opens: 0, devices: 0, first_opened_at: null, last_opened_at: null, viewed: [] },
    feedback: [],
  };
}

function apiError(status: number, message: string, errors?: Record<string, string[]>) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { message, errors } },
  });
}

interface Call {
  kind: 'create' | 'update' | 'get';
  body?: Partial<UpdatePresentationBody>;
  answer: () => void;
  refuse: (error: Error) => void;
}

function fakeApi() {
  const calls: Call[] = [];
  const waiting: Call[] = [];
  let held = false;
  let refusal: Error | null = null;
  let version = 0;
  let onScreen: () => EditorValues = () => emptyValues();
  let server: EditorValues = { ...emptyValues(), title: 'Saved' };

  const call = (kind: Call['kind'], body?: Partial<UpdatePresentationBody>) => {
    const values = kind === 'get' ? server : onScreen();
    return new Promise<SavedPresentation>((resolve, reject) => {
      const entry: Call = {
        kind,
        body,
        answer: () => {
          if (kind !== 'get') {
            version += 1;
            server = values;
          }
          resolve({ values: server, meta: meta('Ab3dEf7hJk', version) });
        },
        refuse: reject,
      };
      calls.push(entry);
      if (refusal) reject(refusal);
      else if (held) waiting.push(entry);
      else entry.answer();
    });
  };
  const api: EditorApi = {
    load: () => Promise.resolve({ values: server, meta: meta('Ab3dEf7hJk', version) }),
    get: () => call('get'),
    create: (body) => call('create', body),
    update: (_meta, body) => call('update', body),
    revoke: () => Promise.resolve({ values: server, meta: { ...meta(), status: 'revoked' } }),
    regenerate: () => Promise.resolve({ values: server, meta: meta('Zz9yXw8vUt') }),
  };
  return {
    api,
    calls,
    kinds: () => calls.map((c) => c.kind),
    /** The store whose screen the server stores. */
    watch(store: PresentationEditorStore) {
      onScreen = () => store.values;
    },
    hold() {
      held = true;
    },
    /** Answers the oldest held call. */
    answer() {
      waiting.shift()?.answer();
    },
    failWith(status: number, message: string, errors?: Record<string, string[]>) {
      refusal = apiError(status, message, errors);
    },
    succeed() {
      refusal = null;
    },
  };
}

function editor(
  fake: ReturnType<typeof fakeApi>,
  delayMs = 0,
  currency: 'THB' | 'USD' = 'THB',
  locale: Locale = 'en',
) {
  const store = new PresentationEditorStore(fake.api, currency, delayMs, undefined, locale);
  fake.watch(store);
  return store;
}

/** Lets the store's awaits run (the answers' then-callbacks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('PresentationEditorStore', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("starts in the page's language for the client and saves the one the owner chooses", async () => {
    const fake = fakeApi();
    const store = editor(fake, 0, 'THB', 'ru');
    expect(store.values.locale).toBe('ru');
    store.set('title', 'Виллы для Анны');
    await store.flush();
    expect(fake.calls[0]?.body?.locale).toBe('ru');

    store.setLocale('zh');
    expect(store.unsaved).toBe(true);
    expect(await store.flush()).toBe(true);
    expect(fake.kinds()).toEqual(['create', 'update']);
    expect(fake.calls[1]?.body).toMatchObject({ locale: 'zh', title: 'Виллы для Анны' });
    expect(store.values.locale).toBe('zh');
    expect(store.unsaved).toBe(false);
  });

  it('creates nothing before there is a title, then creates once and updates after', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    expect(store.statusText).toBe('Not saved yet');
    store.addListing(listing(1));
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe('Not saved yet: give it a title to save it.');
    expect(fake.calls).toHaveLength(0);

    store.set('title', 'Villas for Anna');
    expect(store.unsaved).toBe(true);
    expect(await store.flush()).toBe(true);
    expect(fake.kinds()).toEqual(['create']);
    expect(fake.calls[0]?.body?.items?.map((item) => item.listing_id)).toEqual([1]);
    expect(store.meta?.slug).toBe('Ab3dEf7hJk');
    expect(store.unsaved).toBe(false);
    expect(store.statusText).toBe('All changes saved');

    store.setNote(1, 'Sea view from the bedroom');
    await store.flush();
    expect(fake.kinds()).toEqual(['create', 'update']);
    expect(fake.calls[1]?.body).toMatchObject({ title: 'Villas for Anna', version: 1 });
    expect(fake.calls[1]?.body?.items?.[0]?.note).toBe('Sea view from the bedroom');
  });

  it('saves once after the pause that follows the last change, not per keystroke', async () => {
    jest.useFakeTimers();
    const fake = fakeApi();
    const store = editor(fake, 800);
    store.set('title', 'V');
    jest.advanceTimersByTime(799);
    store.set('title', 'Villas');
    jest.advanceTimersByTime(799);
    expect(fake.calls).toHaveLength(0);
    expect(store.statusText).toBe('Unsaved changes…');
    jest.advanceTimersByTime(1);
    await settle();
    expect(fake.kinds()).toEqual(['create']);
    expect(fake.calls[0]?.body?.title).toBe('Villas');
    expect(store.statusText).toBe('All changes saved');
  });

  it('keeps one save in flight and sends what changed meanwhile after it, on the new version', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'First');
    await store.flush();
    fake.hold();
    store.set('title', 'Second');
    const first = store.flush();
    await settle();
    expect(store.statusText).toBe('Saving…');
    store.set('title', 'Third');
    store.set('intro', 'Hello Anna');
    const second = store.flush();
    await settle();
    expect(fake.kinds()).toEqual(['create', 'update']);
    fake.answer();
    await settle();
    expect(fake.kinds()).toEqual(['create', 'update', 'update']);
    expect(fake.calls[2]?.body).toMatchObject({ title: 'Third', intro: 'Hello Anna', version: 2 });
    fake.answer();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(store.values.title).toBe('Third');
    expect(store.meta?.version).toBe(3);
  });

  it('keeps the box as typed when the server stores it trimmed', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'Villas for ');
    await store.flush();
    expect(fake.calls[0]?.body?.title).toBe('Villas for');
    expect(store.values.title).toBe('Villas for ');
  });

  it('orders items by drag or by moves, and adds a listing once', () => {
    const store = editor(fakeApi(), 60_000);
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
    const fake = fakeApi();
    const store = editor(fake, 0, 'USD');
    store.set('title', 'For Tom');
    store.addListing(listing(7));
    store.setPriceMode(7, 'override');
    expect(store.values.items[0]?.override_amount).toBe('');
    expect(await store.flush()).toBe(false);
    expect(store.errors.items?.[7]).toBe('Enter the price to show, in whole numbers.');
    expect(store.statusText).toBe('Not saved: correct the marked fields.');
    expect(fake.calls).toHaveLength(0);

    store.setOverride(7, '399,000');
    store.setPriceMode(7, 'hidden');
    store.setPriceMode(7, 'override');
    expect(await store.flush()).toBe(true);
    expect(fake.calls[0]?.body?.items?.[0]).toMatchObject({
      price_mode: 'override',
      price_override: { amount: 399_000, currency: 'USD' },
    });
  });

  it('keeps what is typed after a failed save, and saves again on Try again or the next change', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Lena');
    fake.failWith(503, 'The server is busy');
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe('Not saved: The server is busy');
    expect(store.conflict).toBe(false);
    expect(store.values.title).toBe('For Lena');
    expect(store.unsaved).toBe(true);

    fake.succeed();
    expect(await store.retry()).toBe(true);
    expect(store.statusText).toBe('All changes saved');

    fake.failWith(503, 'The server is busy');
    store.set('intro', 'Hi');
    expect(await store.flush()).toBe(false);
    fake.succeed();
    store.set('intro', 'Hi Lena');
    expect(await store.flush()).toBe(true);
    expect(fake.calls.at(-1)?.body?.intro).toBe('Hi Lena');
  });

  it('offers Reload, not Retry, when another tab saved first (409), and saves nothing until then', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Lena');
    await store.flush();
    store.set('title', 'For Lena and Tom');
    fake.failWith(409, 'This presentation was changed in another tab.');
    expect(await store.flush()).toBe(false);
    expect(store.conflict).toBe(true);
    expect(store.statusText).toBe('Not saved: This presentation was changed in another tab.');
    fake.succeed();
    store.set('title', 'For Lena, Tom and Mai');
    expect(await store.flush()).toBe(false);
    expect(fake.kinds()).toEqual(['create', 'update']);

    await store.reload();
    expect(fake.kinds()).toEqual(['create', 'update', 'get']);
    expect(store.conflict).toBe(false);
    expect(store.values.title).toBe('For Lena');
    expect(store.unsaved).toBe(false);
  });

  it('puts 422 field errors under their fields and holds the presentation until they change', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Lena');
    await store.flush();
    fake.failWith(422, 'The given data was invalid.', { title: ['The title is too long.'] });
    store.set('intro', 'Hello');
    expect(await store.flush()).toBe(false);
    expect(store.errors.title).toBe('The title is too long.');
    expect(store.statusText).toBe('Not saved: correct the marked fields.');
    fake.succeed();
    expect(await store.flush()).toBe(false);
    expect(fake.kinds()).toEqual(['create', 'update']);

    store.set('title', 'Lena');
    expect(store.errors.title).toBeUndefined();
    expect(await store.flush()).toBe(true);
    expect(fake.calls[2]?.body).toMatchObject({ title: 'Lena', intro: 'Hello' });
  });

  it('says the message of a 422 on no field of the form, and offers Try again', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Lena');
    fake.failWith(422, 'A listing is no longer available.', { 'items.0.listing_id': ['Gone.'] });
    expect(await store.flush()).toBe(false);
    expect(store.saveError).toBe('A listing is no longer available.');
    expect(store.conflict).toBe(false);
  });

  it("says a new presentation is refused by the day's limit (429), and keeps what is typed", async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Lena');
    fake.failWith(429, accountLimitMessage('presentations', 100, 40 * 60));
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe(
      'Not saved: You have made 100 presentations today, the most one account may make in a day. Try again in 40 minutes, or change a presentation you have.',
    );
    expect(store.meta).toBeNull();
    expect(store.values.title).toBe('For Lena');
    fake.succeed();
    expect(await store.retry()).toBe(true);
    expect(fake.kinds()).toEqual(['create', 'create']);
  });

  it('saves what waits for the pause at once when the editor is left (flush)', async () => {
    jest.useFakeTimers();
    const fake = fakeApi();
    const store = editor(fake, 800);
    store.set('title', 'Before leaving');
    expect(await store.flush()).toBe(true);
    expect(fake.kinds()).toEqual(['create']);
    store.dispose();
    jest.advanceTimersByTime(800);
    await settle();
    expect(fake.kinds()).toEqual(['create']);
  });

  it('saves pending changes before the link is revoked', async () => {
    const fake = fakeApi();
    const store = editor(fake, 60_000);
    store.set('title', 'For Mai');
    await store.revoke();
    expect(fake.kinds()).toEqual(['create']);
    expect(store.meta?.status).toBe('revoked');
    expect(store.linkNotice).toBe(
      'The link was revoked: it now shows a “no longer available” page.',
    );
    expect(store.linkBusy).toBeNull();
  });

  it('takes the new slug of a new link, and says why an action was refused', async () => {
    const fake = fakeApi();
    const store = editor(fake);
    store.set('title', 'For Mai');
    await store.regenerate();
    expect(store.meta?.slug).toBe('Zz9yXw8vUt');
    expect(store.linkNotice).toBe('A new link was made; the old link no longer works.');

    const refusing = editor({
      ...fake,
      api: { ...fake.api, revoke: () => Promise.reject(apiError(403, 'Not yours.')) },
    });
    refusing.set('title', 'For Mai');
    await refusing.revoke();
    expect(refusing.linkNotice).toBe('Not done: Not yours.');
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
    locale: 'th',
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
    const sent: UpdatePresentationBody[] = [];
    const api: EditorApi = {
      ...fakeApi().api,
      load: () => Promise.resolve(fromPresentation(saved)),
      update: (_meta, body) => {
        sent.push(body);
        return Promise.resolve(fromPresentation(saved));
      },
    };
    const store = new PresentationEditorStore(api, 'THB', 0);
    await store.load('Ab3dEf7hJk');
    expect(store.values.items.map((item) => item.listing.title)).toEqual([
      'A listing no longer on the site',
      'Condo 7',
    ]);
    expect(store.values.items[0]?.listing.available).toBe(false);
    // The saved client's language, not the page's.
    expect(store.values.locale).toBe('th');

    store.setNote(7, 'Two minutes to the beach');
    await store.flush();
    expect(sent[0]?.locale).toBe('th');
    expect(sent[0]?.items).toEqual([
      expect.objectContaining({ listing_id: null, item_id: 41, note: 'The one with the pool' }),
      expect.objectContaining({ listing_id: 7, note: 'Two minutes to the beach' }),
    ]);

    const deleted = store.values.items[0]?.listing.id ?? 0;
    store.removeListing(deleted);
    await store.flush();
    expect(sent[1]?.items?.map((item) => item.listing_id)).toEqual([7]);
  });
});

describe('PresentationEditorStore: listing prices in the presentation’s currency', () => {
  /** The API's answer: its listing priced in the presentation's currency (32 THB a dollar). */
  function answer(currency: Currency, version: number): Presentation {
    return {
      id: 5,
      slug: 'Ab3dEf7hJk',
      url: '/presentation/Ab3dEf7hJk',
      title: 'Villas for Ben',
      client_name: null,
      intro: null,
      currency,
      locale: 'en',
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
      version,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      stats: { opens: 0, devices: 0, first_opened_at: null, last_opened_at: null },
      items: [
        {
          id: 42,
          listing_id: 7,
          position: 0,
          note: null,
          photo_ids: [],
          price_mode: 'as_is',
          price_override: null,
          available: true,
          listing: {
            id: 7,
            title: 'Villa 7',
            status: 'published',
            price: currency === 'USD' ? 400_000 : 12_800_000,
            currency,
            offer_type: 'Sale',
            rental_type: null,
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
  }

  it('shows them so after a reload, and after a change of currency once saved', async () => {
    const api: EditorApi = {
      ...fakeApi().api,
      load: () => Promise.resolve(fromPresentation(answer('USD', 1))),
      update: (_meta, body) => Promise.resolve(fromPresentation(answer(body.currency ?? 'USD', 2))),
    };
    // The visitor's own currency is baht; the presentation's is dollars.
    const store = new PresentationEditorStore(api, 'THB', 0);
    await store.load('Ab3dEf7hJk');
    const label = () => asIsPriceLabel(store.values.items[0]!.listing, store.values.currency);
    expect(store.values.currency).toBe('USD');
    expect(label()).toBe('Show the listing’s price ($400,000)');

    store.setCurrency('THB');
    // Never the dollar figure beside baht: no figure until the answer brings it converted.
    expect(label()).toBe('Show the listing’s price');
    expect(await store.flush()).toBe(true);
    expect(label()).toBe('Show the listing’s price (฿12,800,000)');
    expect(store.values.items[0]?.listing).toMatchObject({ price: 12_800_000, currency: 'THB' });
  });
});

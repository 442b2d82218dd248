import type { ListingDraft, ListingStepBody } from '@phuket/shared/api/listings';
import { STALE_LISTING_MESSAGE } from '@phuket/shared/domain';
import { blankDraft as draft } from './test-drafts';
import { INVALID_FIELDS_MESSAGE, ListingWizardStore } from './wizard-store';
import type { WizardApi, WizardOptions } from './wizard-store';

// The wizard store against an API answered from memory: each call waits until the test answers
// it, so "a save in flight" is a real pending promise, and the timers are Jest's fake ones.

interface Call {
  kind: 'create' | 'saveStep' | 'load' | 'publish';
  path?: string;
  body?: Record<string, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An error as the API client throws it (axios's shape). */
function apiError(status: number, data: unknown) {
  return Object.assign(new Error(`status ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

let calls: Call[] = [];

function fakeApi(): WizardApi {
  const call =
    (kind: Call['kind']) =>
    (pathOrBody?: unknown, body?: unknown): Promise<never> =>
      new Promise((resolve, reject) => {
        const entry: Call = { kind, resolve: resolve as (value: unknown) => void, reject };
        if (typeof pathOrBody === 'string') {
          entry.path = pathOrBody;
          entry.body = body as Record<string, unknown>;
        } else if (typeof pathOrBody === 'object') {
          entry.body = pathOrBody as Record<string, unknown>;
        } else if (typeof pathOrBody === 'number') {
          entry.path = String(pathOrBody);
        }
        calls.push(entry);
      });
  return {
    create: call('create'),
    saveStep: call('saveStep') as (path: string, body: ListingStepBody) => Promise<ListingDraft>,
    load: call('load'),
    publish: call('publish'),
    options: () =>
      Promise.resolve<WizardOptions>({
        locations: [],
        amenities: [],
        developers: [],
        projects: [],
      }),
  };
}

/** Lets awaited promises run (and timers due by then fire). */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** A store resumed on a saved draft. */
async function resumed(overrides: Partial<ListingDraft> = {}) {
  const store = new ListingWizardStore(fakeApi(), 800);
  const loading = store.load(7);
  calls.shift()?.resolve(draft(overrides));
  await loading;
  return store;
}

beforeEach(() => {
  calls = [];
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ListingWizardStore autosave', () => {
  it('saves 800 ms after the last change, once, and the first save creates the draft', async () => {
    const store = new ListingWizardStore(fakeApi(), 800);
    store.set('title', 'Sea');
    await jest.advanceTimersByTimeAsync(500);
    store.set('title', 'Sea view');
    await jest.advanceTimersByTimeAsync(500);
    store.set('title', 'Sea view condo');
    await jest.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    expect(store.statusText).toBe('Saving…');

    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.kind, c.body])).toEqual([['create', { title: 'Sea view condo' }]]);
    calls[0]?.resolve(draft({ title: 'Sea view condo' }));
    await settle();
    expect(store.draft?.id).toBe(7);
    expect(store.statusText).toBe('Saved');
    expect(store.unsaved).toBe(false);
  });

  it('never creates an empty draft by itself, but Next (flush(true)) does', async () => {
    const store = new ListingWizardStore(fakeApi(), 800);
    expect(await store.flush()).toBe(false);
    expect(calls).toHaveLength(0);
    const next = store.flush(true);
    await settle();
    expect(calls.map((c) => [c.kind, c.body])).toEqual([['create', {}]]);
    calls[0]?.resolve(draft());
    expect(await next).toBe(true);
  });

  it('keeps one save in flight; a change made meanwhile follows with the version of its answer', async () => {
    const store = await resumed({ version: 3 });
    store.set('title', 'Pool villa');
    await jest.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      kind: 'saveStep',
      path: '/listing/7/step/1',
      body: { title: 'Pool villa', version: 3 },
    });

    // Typed while the first save is on its way: its own save waits for the answer.
    store.set('price', '12500000');
    store.set('description', 'Quiet street');
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    expect(store.saving).toBe(true);

    calls[0]?.resolve(draft({ version: 4, title: 'Pool villa' }));
    await settle();
    // Step 1 first, then step 3, each based on the version just answered.
    expect(calls[1]).toMatchObject({
      path: '/listing/7/step/1',
      body: { description: 'Quiet street', version: 4 },
    });
    calls[1]?.resolve(draft({ version: 5, title: 'Pool villa', description: 'Quiet street' }));
    await settle();
    expect(calls[2]).toMatchObject({
      path: '/listing/7/step/3',
      body: { price: 12500000, version: 5 },
    });
    calls[2]?.resolve(draft({ version: 6, price: 12500000 }));
    await settle();
    expect(calls).toHaveLength(3);
    expect(store.draft?.version).toBe(6);
    expect(store.statusText).toBe('Saved');
  });

  it('leaving a step saves at once, without waiting for the pause', async () => {
    const store = await resumed();
    store.set('address', '12/3 Kata Road');
    const leaving = store.flush();
    await settle();
    expect(calls[0]).toMatchObject({
      path: '/listing/7/step/2',
      body: { address: '12/3 Kata Road' },
    });
    calls[0]?.resolve(draft({ version: 2, address: '12/3 Kata Road' }));
    expect(await leaving).toBe(true);
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });

  it('shows what the server filled in (a project’s developer and area), not over what was typed since', async () => {
    const store = await resumed();
    store.set('project_id', '4');
    await jest.advanceTimersByTimeAsync(800);
    store.set('address', 'Soi 5');
    calls[0]?.resolve(
      draft({ version: 2, project_id: 4, developer_id: 2, location_id: 9, address: null }),
    );
    await settle();
    expect(store.values.developer_id).toBe('2');
    expect(store.values.location_id).toBe('9');
    expect(store.values.address).toBe('Soi 5');
  });

  it('does not rewrite a box whose value the server stored in another form (trimmed, 1.50)', async () => {
    const store = await resumed();
    store.set('title', 'Villa ');
    store.set('area', '120.50');
    const saving = store.flush();
    await settle();
    calls[0]?.resolve(draft({ version: 2, title: 'Villa' }));
    await settle();
    expect(calls[1]?.body).toEqual({ area: 120.5, version: 2 });
    calls[1]?.resolve(draft({ version: 3, title: 'Villa', area: 120.5 }));
    expect(await saving).toBe(true);
    expect(store.values.title).toBe('Villa ');
    expect(store.values.area).toBe('120.50');
  });

  it('switching to Sale clears the rental type, and a villa sends no foreign quota', async () => {
    const store = await resumed({ offer_type: 'Rent', rental_type: 'Long-term' });
    store.set('offer_type', 'Sale');
    expect(store.values.rental_type).toBe('');
    store.set('property_type', 'Villa');
    store.set('foreign_quota', 'yes');
    const saving = store.flush();
    await settle();
    expect(calls[0]?.body).toEqual({ offer_type: 'Sale', property_type: 'Villa', version: 1 });
    calls[0]?.resolve(draft({ version: 2, offer_type: 'Sale', property_type: 'Villa' }));
    await settle();
    expect(calls[1]?.body).toEqual({ foreign_quota: null, version: 2 });
    calls[1]?.resolve(draft({ version: 3, offer_type: 'Sale', property_type: 'Villa' }));
    await saving;
  });
});

describe('ListingWizardStore lease years', () => {
  it('sends the years typed with Leasehold as a whole number', async () => {
    const store = await resumed();
    store.set('tenure', 'Leasehold');
    store.set('leasehold_years', '30');
    const saving = store.flush();
    await settle();
    expect(calls[0]?.body).toEqual({ tenure: 'Leasehold', leasehold_years: 30, version: 1 });
    calls[0]?.resolve(draft({ version: 2, tenure: 'Leasehold', leasehold_years: 30 }));
    expect(await saving).toBe(true);
  });

  it('checks the years before sending: whole years from 1 to 99', async () => {
    const store = await resumed({ tenure: 'Leasehold' });
    for (const bad of ['0', '100', '30.5', '-1']) {
      store.set('leasehold_years', bad);
      expect(store.errors.leasehold_years).toBe('Enter the lease in whole years, from 1 to 99.');
    }
    store.set('leasehold_years', '99');
    expect(store.errors.leasehold_years).toBeUndefined();
  });

  it('another tenure clears the years and their message, and saves both together', async () => {
    const store = await resumed({ tenure: 'Leasehold', leasehold_years: 30 });
    expect(store.values.leasehold_years).toBe('30');
    store.set('leasehold_years', '300');
    expect(store.errors.leasehold_years).toBeDefined();
    store.set('tenure', 'Thai company');
    expect(store.values.leasehold_years).toBe('');
    expect(store.errors.leasehold_years).toBeUndefined();
    const saving = store.flush();
    await settle();
    expect(calls[0]?.body).toEqual({
      tenure: 'Thai company',
      leasehold_years: null,
      version: 1,
    });
    calls[0]?.resolve(draft({ version: 2, tenure: 'Thai company' }));
    expect(await saving).toBe(true);
  });
});

describe('ListingWizardStore languages', () => {
  const SAME_LANGUAGE = 'A translation cannot be in the language the original is written in.';
  const NO_TITLE = 'Enter the title in this language.';

  it('saves the translations with step 1, and keeps a box the server trimmed', async () => {
    const store = await resumed({ title: 'Pool villa' });
    store.set('translations', { ru: { title: 'Вилла ', description: null } });
    await jest.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/listing/7/step/1',
        { translations: { ru: { title: 'Вилла ', description: null } }, version: 1 },
      ],
    ]);
    calls[0]?.resolve(
      draft({ version: 2, translations: { ru: { title: 'Вилла', description: null } } }),
    );
    await settle();
    expect(store.statusText).toBe('Saved');
    // Still as typed: the trailing space the person may be about to follow with a word.
    expect(store.values.translations).toEqual({ ru: { title: 'Вилла ', description: null } });
  });

  it('resumes with the saved language and translations', async () => {
    const store = await resumed({
      language: 'ru',
      translations: { en: { title: 'Villa', description: 'A garden.' } },
    });
    expect(store.values.language).toBe('ru');
    expect(store.values.translations).toEqual({ en: { title: 'Villa', description: 'A garden.' } });
  });

  it('holds back a translation without a title and says where; the rest of the step is saved', async () => {
    const store = await resumed();
    store.set('translations', { th: { title: '', description: null } });
    store.set('title', 'Pool villa');
    expect(store.translationErrors).toEqual({ 'translations.th.title': NO_TITLE });
    expect(store.invalidFieldsOf(1)).toEqual(['translations']);
    await jest.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.body)).toEqual([{ title: 'Pool villa', version: 1 }]);
    calls[0]?.resolve(draft({ version: 2, title: 'Pool villa' }));
    await settle();
    expect(store.statusText).toBe(INVALID_FIELDS_MESSAGE);

    store.set('translations', { th: { title: 'วิลล่า', description: null } });
    expect(store.translationErrors).toEqual({});
    expect(store.invalidFieldsOf(1)).toEqual([]);
    await jest.advanceTimersByTimeAsync(800);
    expect(calls[1]?.body).toEqual({
      translations: { th: { title: 'วิลล่า', description: null } },
      version: 2,
    });
  });

  it('a new original language that a translation is in waits until one of them changes', async () => {
    const store = await resumed({ translations: { ru: { title: 'Вилла', description: null } } });
    store.set('language', 'ru');
    expect(store.translationErrors).toEqual({ 'translations.ru': SAME_LANGUAGE });
    expect(store.invalidFieldsOf(1)).toEqual(['language', 'translations']);
    await jest.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(0);

    store.set('translations', { en: { title: 'Villa', description: null } });
    await jest.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.body)).toEqual([
      { language: 'ru', translations: { en: { title: 'Villa', description: null } }, version: 1 },
    ]);
  });

  it("shows the API's refusal of a translation beside it until it changes", async () => {
    const store = await resumed();
    store.set('translations', { zh: { title: '海景别墅', description: null } });
    const saving = store.flush();
    await settle();
    calls[0]?.reject(
      apiError(422, {
        message: 'The given data was invalid.',
        errors: { 'translations.zh.title': ['The title is not allowed.'] },
      }),
    );
    expect(await saving).toBe(false);
    expect(store.translationErrors).toEqual({
      'translations.zh.title': 'The title is not allowed.',
    });
    expect(store.saveError).toBeNull();
    expect(store.invalidFieldsOf(1)).toEqual(['translations']);

    store.set('translations', { zh: { title: '海景别墅 2', description: null } });
    expect(store.translationErrors).toEqual({});
  });
});

describe('ListingWizardStore refusals', () => {
  it('a 409 stops saving, keeps what was typed, and Reload brings the server’s version', async () => {
    const store = await resumed();
    store.set('title', 'Mine');
    await jest.advanceTimersByTimeAsync(800);
    calls[0]?.reject(apiError(409, { message: STALE_LISTING_MESSAGE }));
    await settle();
    expect(store.conflict).toBe(STALE_LISTING_MESSAGE);
    expect(store.values.title).toBe('Mine');
    expect(store.statusText).toBe(`Not saved: ${STALE_LISTING_MESSAGE}`);

    store.set('description', 'More');
    await jest.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    expect(store.unsaved).toBe(true);

    const reloading = store.reload();
    expect(calls[1]).toMatchObject({ kind: 'load' });
    calls[1]?.resolve(draft({ version: 5, title: 'Theirs' }));
    await reloading;
    expect(store.conflict).toBeNull();
    expect(store.values.title).toBe('Theirs');
    expect(store.values.description).toBe('');
    expect(store.unsaved).toBe(false);
  });

  it('maps 422 field errors under their fields; the other fields are still saved', async () => {
    const store = await resumed();
    store.set('developer_id', '1');
    store.set('project_id', '4');
    const saving = store.flush();
    await settle();
    calls[0]?.reject(
      apiError(422, {
        message: 'The given data was invalid.',
        errors: { project_id: ['The selected project belongs to another developer.'] },
      }),
    );
    await settle();
    expect(store.errors.project_id).toBe('The selected project belongs to another developer.');
    expect(store.invalidFieldsOf(2)).toEqual(['project_id']);
    // Nothing of the refused body was stored: the developer goes again, alone.
    expect(calls[1]?.body).toEqual({ developer_id: 1, version: 1 });
    calls[1]?.resolve(draft({ version: 2, developer_id: 1 }));
    expect(await saving).toBe(false);
    expect(store.statusText).toBe(INVALID_FIELDS_MESSAGE);

    // Changing the field clears its error and sends it again.
    store.set('project_id', '');
    expect(store.errors.project_id).toBeUndefined();
    await jest.advanceTimersByTimeAsync(800);
    expect(calls[2]?.body).toEqual({ project_id: null, version: 2 });
  });

  it('checks the contract’s limits before sending: an invalid field waits, the rest is saved', async () => {
    const store = await resumed();
    store.set('discount', '150');
    store.set('bedrooms', '2.5');
    store.set('price', '-1');
    store.set('area', '85');
    expect(store.errors).toEqual({
      discount: 'Enter a whole percent from 0 to 100.',
      bedrooms: 'Enter a whole number from 0 to 50.',
      price: 'Enter a price from 0 to 1,000,000,000,000.',
    });
    await jest.advanceTimersByTimeAsync(800);
    expect(calls[0]?.body).toEqual({ area: 85, version: 1 });
    calls[0]?.resolve(draft({ version: 2, area: 85 }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(store.invalidFieldsOf(3)).toEqual(['price', 'discount', 'bedrooms']);
    expect(store.statusText).toBe(INVALID_FIELDS_MESSAGE);
  });

  it('a price over the largest one says what the largest price is', async () => {
    const store = await resumed();
    store.set('price', '999999999999999999');
    expect(store.errors.price).toBe('Enter a price from 0 to 1,000,000,000,000.');
  });

  it('a failed save says why and offers Retry, which sends it again', async () => {
    const store = await resumed();
    store.set('title', 'Kata');
    await jest.advanceTimersByTimeAsync(800);
    calls[0]?.reject(Object.assign(new Error('down'), { isAxiosError: true }));
    await settle();
    expect(store.statusText).toBe(
      'Not saved: The server cannot be reached. Check your connection and try again.',
    );
    const retrying = store.retry();
    await settle();
    expect(calls[1]?.body).toEqual({ title: 'Kata', version: 1 });
    calls[1]?.resolve(draft({ version: 2, title: 'Kata' }));
    expect(await retrying).toBe(true);
    expect(store.statusText).toBe('Saved');
  });

  it('a draft that is not there (or not yours) is not found', async () => {
    const store = new ListingWizardStore(fakeApi(), 800);
    const loading = store.load(99);
    calls[0]?.reject(apiError(404, { message: 'Not found.' }));
    await loading;
    expect(store.loadState).toBe('not-found');
  });

  it('takes the photo step’s albums but keeps its own version and fields', async () => {
    const store = await resumed({ version: 5, title: 'Villa', price: 9_000_000, location_id: 3 });
    const photo = (id: number) => ({
      id,
      album_id: 1,
      url: `/media/p${id}.webp`,
      thumb_url: `/media/p${id}-card.webp`,
      width: 1920,
      height: 1280,
      position: id,
      is_main: id === 1,
      // The fourth is a HEIC still converting: shown to the owner, not counted.
      status: id === 4 ? ('processing' as const) : ('ready' as const),
      error: null,
      warnings: [],
    });
    const albums = [{ id: 1, title: 'Photos', position: 0, photos: [1, 2, 3, 4].map(photo) }];
    // The photo step's copy of the draft is older: version 4, no title.
    store.acceptPhotos(draft({ version: 4, albums }));
    expect(store.draft?.version).toBe(5);
    expect(store.draft?.title).toBe('Villa');
    expect(store.draft?.albums).toEqual(albums);
    expect(store.draft?.completeness.photos_count).toBe(3);
    expect(store.draft?.completeness.met.photos).toBe(true);
    store.acceptPhotos(draft({ id: 8, albums: [] }));
    expect(store.draft?.completeness.photos_count).toBe(3);
  });

  it('publishes with the saved version after saving what is pending', async () => {
    const store = await resumed({ version: 8 });
    store.set('title', 'Ready');
    const publishing = store.publish();
    await settle();
    calls[0]?.resolve(draft({ version: 9, title: 'Ready' }));
    await settle();
    expect(calls[1]).toMatchObject({ kind: 'publish', path: '/listing/7/publish' });
    expect(calls[1]?.body).toBe(9);
    calls[1]?.resolve({
      id: 7,
      status: 'published',
      version: 10,
      confirmed_at: null,
      updated_at: '2026-11-24T03:00:00.000Z',
    });
    expect(await publishing).toBe(true);
    expect(store.draft?.status).toBe('published');
    expect(store.draft?.version).toBe(10);
  });
});

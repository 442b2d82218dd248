import { AutosaveStore, INVALID_FIELDS_MESSAGE } from './autosave-store';
import type { AutosaveConfig } from './autosave-store';

// The store against an API answered from memory: each call waits until the test answers it,
// so "a save in flight" is a real pending promise; the debounce runs on Jest's fake timers.

interface Draft {
  id: number;
  version: number;
  title: string | null;
  phone: string | null;
  status: string;
}
interface Values {
  title: string;
  phone: string;
}
interface Call {
  kind: 'create' | 'save' | 'load';
  group?: number;
  body?: Record<string, unknown>;
  resolve: (draft: Draft) => void;
  reject: (error: unknown) => void;
}

function apiError(status: number, message: string, errors?: Record<string, string[]>) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { message, errors } },
  });
}

const DELAY = 800;
let calls: Call[];
let server: Draft;

function pending(kind: Call['kind'], group?: number, body?: Record<string, unknown>) {
  return new Promise<Draft>((resolve, reject) =>
    calls.push({ kind, group, body, resolve, reject }),
  );
}

/** Answers the oldest call as the server would: its fields stored, the version moved on. */
function answer(): void {
  const call = calls.shift();
  if (!call) throw new Error('no call to answer');
  const { version: _version, ...fields } = call.body ?? {};
  server = call.kind === 'load' ? server : { ...server, ...fields, version: server.version + 1 };
  call.resolve(server);
}

function fail(error: Error): void {
  const call = calls.shift();
  if (!call) throw new Error('no call to fail');
  call.reject(error);
}

/** Lets the store's awaits run (the answer's then-callbacks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

const config: AutosaveConfig<Draft, Values> = {
  groupOf: { title: 2, phone: 3 },
  empty: { title: '', phone: '' },
  fromDraft: (d) => ({ title: d.title ?? '', phone: d.phone ?? '' }),
  body: (fields, values) => Object.fromEntries(fields.map((f) => [f, values[f] || null])),
  check: (field, values) =>
    field === 'phone' && /[a-z]/i.test(values.phone) ? 'Digits only.' : null,
  create: (body) => pending('create', undefined, body),
  save: (_draft, group, body) => pending('save', group, body),
  load: () => pending('load'),
};

async function loaded(
  settings: AutosaveConfig<Draft, Values> = config,
): Promise<AutosaveStore<Draft, Values>> {
  const store = new AutosaveStore(settings, DELAY);
  const load = store.load(1);
  answer();
  await load;
  return store;
}

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  server = { id: 1, version: 1, title: null, phone: null, status: 'draft' };
});

afterEach(() => {
  jest.useRealTimers();
});

describe('AutosaveStore', () => {
  it('saves once after the pause that follows the last change, not per keystroke', async () => {
    const store = await loaded();
    store.set('title', 'A');
    jest.advanceTimersByTime(DELAY - 1);
    store.set('title', 'An');
    jest.advanceTimersByTime(DELAY - 1);
    expect(calls).toHaveLength(0);
    expect(store.status).toBe('saving');
    jest.advanceTimersByTime(1);
    await settle();
    expect(calls.map((c) => [c.kind, c.group, c.body])).toEqual([
      ['save', 2, { title: 'An', version: 1 }],
    ]);
    answer();
    await settle();
    expect(store.status).toBe('saved');
    expect(store.statusText).toBe('Saved');
    expect(store.draft?.version).toBe(2);
  });

  it('creates the record from the lowest group, and says idle before anything exists', async () => {
    const store = new AutosaveStore(config, DELAY);
    expect(store.status).toBe('idle');
    const saved = store.flush(true);
    await settle();
    expect(calls.map((c) => [c.kind, c.body])).toEqual([['create', {}]]);
    answer();
    expect(await saved).toBe(true);
    expect(store.draft?.id).toBe(1);
  });

  it('keeps one save in flight and sends what changed meanwhile after it, on the new version', async () => {
    const store = await loaded();
    store.set('title', 'First');
    const first = store.flush();
    await settle();
    store.set('title', 'Second');
    store.set('title', 'Third');
    const second = store.flush();
    await settle();
    expect(calls).toHaveLength(1);
    answer();
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ title: 'Third', version: 2 }]);
    answer();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(store.values.title).toBe('Third');
    expect(store.draft?.version).toBe(3);
  });

  it('sends one group per request, lowest first', async () => {
    const store = await loaded();
    store.set('phone', '+66 81');
    store.set('title', 'Both');
    const saved = store.flush();
    await settle();
    expect(calls.map((c) => [c.group, c.body])).toEqual([[2, { title: 'Both', version: 1 }]]);
    answer();
    await settle();
    expect(calls.map((c) => [c.group, c.body])).toEqual([[3, { phone: '+66 81', version: 2 }]]);
    answer();
    expect(await saved).toBe(true);
  });

  it('on a 409 stops saving, keeps what is typed, and Reload brings the server copy', async () => {
    const store = await loaded();
    store.set('title', 'Mine');
    const saved = store.flush();
    await settle();
    fail(apiError(409, 'The record was changed elsewhere.'));
    expect(await saved).toBe(false);
    expect(store.status).toBe('conflict');
    expect(store.statusText).toBe('Not saved: The record was changed elsewhere.');
    expect(store.values.title).toBe('Mine');

    store.set('title', 'Mine again');
    jest.advanceTimersByTime(DELAY);
    await settle();
    expect(calls).toHaveLength(0);

    const reload = store.reload();
    answer();
    await reload;
    expect(store.status).toBe('saved');
    expect(store.values.title).toBe('');
  });

  it('puts 422 field errors under their fields and holds those fields until changed', async () => {
    const store = await loaded();
    store.set('title', 'x');
    const saved = store.flush();
    await settle();
    fail(apiError(422, 'The given data was invalid.', { title: ['The title is too short.'] }));
    expect(await saved).toBe(false);
    expect(store.errors.title).toBe('The title is too short.');
    expect(store.status).toBe('error');
    expect(store.statusText).toBe(INVALID_FIELDS_MESSAGE);
    expect(store.invalidFieldsOf(2)).toEqual(['title']);
    expect(await store.flush()).toBe(false);
    expect(calls).toHaveLength(0);

    store.set('title', 'Longer title');
    expect(store.errors.title).toBeUndefined();
    const again = store.flush();
    await settle();
    answer();
    expect(await again).toBe(true);
  });

  it("holds a field back on a 422 about a part of it, and keeps the part's key until it changes", async () => {
    // The config says which keys are parts of which field.
    const store = await loaded({
      ...config,
      errorField: (key) => (key.startsWith('title.') ? 'title' : undefined),
    });
    store.set('title', 'x');
    const saved = store.flush();
    await settle();
    fail(
      apiError(422, 'The given data was invalid.', {
        'title.ru.title': ['Enter the title in this language.'],
        'title.zh': ['Not in the original language.'],
      }),
    );
    expect(await saved).toBe(false);
    expect(store.errors.title).toBe('Enter the title in this language.');
    expect(store.partErrors).toEqual({
      'title.ru.title': 'Enter the title in this language.',
      'title.zh': 'Not in the original language.',
    });
    expect(store.saveError).toBeNull();
    expect(await store.flush()).toBe(false);
    expect(calls).toHaveLength(0);

    store.set('title', 'y');
    expect(store.errors.title).toBeUndefined();
    expect(store.partErrors).toEqual({});
  });

  it('keeps a field the browser finds wrong back without asking the server', async () => {
    const store = await loaded();
    store.set('phone', 'call me');
    expect(store.errors.phone).toBe('Digits only.');
    expect(await store.flush()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('flush saves at once, without waiting for the pause, and a failure offers Retry', async () => {
    const store = await loaded();
    store.set('title', 'Now');
    const saved = store.flush();
    await settle();
    expect(calls).toHaveLength(1);
    fail(new Error('Network Error'));
    expect(await saved).toBe(false);
    expect(store.status).toBe('error');
    expect(store.statusText).toMatch(/^Not saved: /);
    jest.advanceTimersByTime(DELAY);
    await settle();
    expect(calls).toHaveLength(0);
    const retried = store.retry();
    await settle();
    answer();
    expect(await retried).toBe(true);
    expect(store.draft?.title).toBe('Now');
  });

  it('runs an action after saving what is pending and merges its answer', async () => {
    const store = await loaded();
    store.set('title', 'Ready');
    const published = store.act((draft) =>
      Promise.resolve({ status: 'published', version: draft.version + 1 }),
    );
    await settle();
    answer();
    expect(await published).toBe(true);
    expect(store.draft?.status).toBe('published');
    expect(store.draft?.title).toBe('Ready');
    expect(store.draft?.version).toBe(3);
  });
});

describe('AutosaveStore reaching a step', () => {
  it('makes an action wait for a step save in flight and send its new version', async () => {
    const store = await loaded();
    const reached = store.saveGroup(4);
    await settle();
    const versions: number[] = [];
    const published = store.act((draft) => {
      versions.push(draft.version);
      return Promise.resolve({ status: 'published', version: draft.version + 1 });
    });
    await settle();
    // The action has not gone out while the step's save is unanswered.
    expect(versions).toEqual([]);
    answer();
    await reached;
    expect(await published).toBe(true);
    expect(versions).toEqual([2]);
    expect(store.draft?.version).toBe(3);
  });
});

describe('AutosaveStore refresh', () => {
  it('drops a read that answers after a newer state (a publish answered meanwhile)', async () => {
    const store = await loaded();
    const refresh = store.refresh();
    const published = store.act((draft) =>
      Promise.resolve({ status: 'published', version: draft.version + 1 }),
    );
    expect(await published).toBe(true);
    answer(); // the read, answered last with the state from before the publish
    await refresh;
    expect(store.draft).toMatchObject({ status: 'published', version: 2 });
  });

  it('takes a read of the same or a later version (media changes keep the version)', async () => {
    const store = await loaded();
    server = { ...server, title: 'Set elsewhere' };
    const refresh = store.refresh();
    answer();
    await refresh;
    expect(store.values.title).toBe('Set elsewhere');
  });
});

describe('AutosaveStore saving the whole record', () => {
  const whole: AutosaveConfig<Draft, Values> = {
    ...config,
    groupOf: { title: 1, phone: 1 },
    whole: true,
    canCreate: (values) => values.title.trim() !== '',
  };

  it('holds the create until the record has what creation needs, even on flush(true)', async () => {
    const store = new AutosaveStore(whole, DELAY);
    store.set('phone', '081');
    expect(store.waitingToCreate).toBe(true);
    expect(store.status).toBe('idle');
    expect(await store.flush(true)).toBe(false);
    jest.advanceTimersByTime(DELAY);
    await settle();
    expect(calls).toHaveLength(0);
    expect(store.unsaved).toBe(true);

    store.set('title', 'Villas for Anna');
    expect(store.waitingToCreate).toBe(false);
    jest.advanceTimersByTime(DELAY);
    await settle();
    expect(calls.map((c) => [c.kind, c.body])).toEqual([
      ['create', { title: 'Villas for Anna', phone: '081' }],
    ]);
    answer();
    await settle();
    expect(store.status).toBe('saved');
    expect(store.unsaved).toBe(false);
  });

  it('sends every field in each request, and nothing while any field shows an error', async () => {
    const store = await loaded(whole);
    store.set('title', 'Kept');
    const saved = store.flush();
    await settle();
    expect(calls.map((c) => c.body)).toEqual([{ title: 'Kept', phone: null, version: 1 }]);
    answer();
    expect(await saved).toBe(true);

    store.set('phone', 'call me');
    store.set('title', 'Changed too');
    expect(store.sendable).toEqual([]);
    expect(await store.flush()).toBe(false);
    expect(store.statusText).toBe(INVALID_FIELDS_MESSAGE);
    expect(calls).toHaveLength(0);

    store.set('phone', '081');
    expect(await Promise.all([store.flush(), settle().then(answer)])).toEqual([true, undefined]);
    expect(store.draft).toMatchObject({ title: 'Changed too', phone: '081', version: 3 });
  });

  it('holds the whole record after a 422 on a field not changed, until that field changes', async () => {
    const store = await loaded(whole);
    store.set('phone', '081');
    const saved = store.flush();
    await settle();
    fail(apiError(422, 'The given data was invalid.', { title: ['Enter a title.'] }));
    expect(await saved).toBe(false);
    expect(store.errors.title).toBe('Enter a title.');
    expect(store.saveError).toBeNull();
    expect(await store.flush()).toBe(false);
    expect(calls).toHaveLength(0);

    store.set('title', 'Now with a title');
    const again = store.flush();
    await settle();
    expect(calls.map((c) => c.body)).toEqual([
      { title: 'Now with a title', phone: '081', version: 1 },
    ]);
    answer();
    expect(await again).toBe(true);
  });

  it('loads by another key through open()', async () => {
    const store = new AutosaveStore(whole, DELAY);
    await store.open(() => Promise.resolve({ ...server, title: 'By slug' }));
    expect(store.loadState).toBe('ready');
    expect(store.values.title).toBe('By slug');
    await store.open(() => Promise.reject(apiError(404, 'Not found')));
    expect(store.loadState).toBe('not-found');
  });
});

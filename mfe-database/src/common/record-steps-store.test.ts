import { recordStepsStore, setPublished } from './record-steps-store';
import type { RecordStepsConfig, StepDraft } from './record-steps-store';

interface Draft extends StepDraft {
  title: string | null;
  phone: string | null;
}
interface Values {
  title: string;
  phone: string;
}

const paths = {
  steps: { '2': '/things/1/step/2', '3': '/things/1/step/3' },
  publish: '/things/1/publish',
  unpublish: '/things/1/unpublish',
};

function draft(over: Partial<Draft> = {}): Draft {
  return { id: 1, version: 1, step: 2, status: 'draft', title: null, phone: null, paths, ...over };
}

function apiError(status: number, message: string, errors?: Record<string, string[]>) {
  return Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status, data: { message, errors } },
  });
}

function setup() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let server = draft();
  let nextError: Error | null = null;
  const config: RecordStepsConfig<Draft, Values> = {
    stepOf: { title: 2, phone: 3 },
    empty: { title: '', phone: '' },
    fromDraft: (d) => ({ title: d.title ?? '', phone: d.phone ?? '' }),
    body: (fields, values) => Object.fromEntries(fields.map((f) => [f, values[f] || null])),
    check: (field, values) =>
      field === 'phone' && /[a-z]/i.test(values.phone) ? 'Digits only.' : null,
    create: (body) => {
      calls.push({ path: 'create', body });
      server = { ...server, ...body };
      return Promise.resolve(server);
    },
    save: (path, body) => {
      calls.push({ path, body });
      if (nextError) {
        const error = nextError;
        nextError = null;
        return Promise.reject(error);
      }
      server = { ...server, ...body, version: server.version + 1 };
      return Promise.resolve(server);
    },
    load: () => Promise.resolve(server),
    publish: () => Promise.resolve({ status: 'published', version: server.version + 1 }),
    unpublish: () => Promise.resolve({ status: 'draft', version: server.version + 1 }),
  };
  const store = recordStepsStore(config, 0);
  return { store, config, calls, failNext: (error: Error) => (nextError = error) };
}

describe('recordStepsStore', () => {
  it('creates the record from the first step, then saves later steps on their path with the version', async () => {
    const { store, calls } = setup();
    store.set('title', 'Andaman Homes');
    expect(await store.flush()).toBe(true);
    store.set('phone', '+66 81 234 5678');
    expect(await store.flush()).toBe(true);
    expect(calls).toEqual([
      { path: 'create', body: { title: 'Andaman Homes' } },
      { path: '/things/1/step/3', body: { phone: '+66 81 234 5678', version: 1 } },
    ]);
    expect(store.draft?.version).toBe(2);
    expect(store.statusText).toBe('Saved');
  });

  it('keeps a field the browser finds wrong back, with its message, until it is corrected', async () => {
    const { store, calls } = setup();
    await store.load(1);
    store.set('phone', 'call me');
    expect(store.errors.phone).toBe('Digits only.');
    expect(await store.flush()).toBe(false);
    expect(calls).toEqual([]);
    expect(store.statusText).toBe('Not saved: correct the marked fields.');
  });

  it('puts a 422 under its field and stops on a 409 until Reload', async () => {
    const { store, failNext } = setup();
    await store.load(1);
    failNext(apiError(422, 'The given data was invalid.', { title: ['The title is too long.'] }));
    store.set('title', 'x');
    expect(await store.flush()).toBe(false);
    expect(store.errors.title).toBe('The title is too long.');

    store.set('title', 'Shorter');
    failNext(apiError(409, 'The developer was changed elsewhere.'));
    expect(await store.flush()).toBe(false);
    expect(store.conflict).toBe('The developer was changed elsewhere.');
    expect(store.values.title).toBe('Shorter');
    await store.reload();
    expect(store.conflict).toBeNull();
    expect(store.values.title).toBe('');
  });

  it('publishes after saving what is pending', async () => {
    const { store, config, calls } = setup();
    await store.load(1);
    store.set('title', 'Ready');
    expect(await setPublished(store, config, true)).toBe(true);
    expect(calls[0]?.body).toEqual({ title: 'Ready', version: 1 });
    expect(store.draft?.status).toBe('published');
  });
});

import { ResourceStore } from './resource-store';

describe('ResourceStore', () => {
  it('shows data it was created with and keeps it when told to skip a ready load', async () => {
    const fetch = jest.fn(() => Promise.resolve({ title: 'fresh' }));
    const store = new ResourceStore(fetch, { title: 'from the server' });
    expect(store.status).toBe('ready');
    await store.load({ skipIfReady: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(store.data).toEqual({ title: 'from the server' });
    // A reload (currency switch) still asks again.
    await store.load();
    expect(store.data).toEqual({ title: 'fresh' });
  });

  it('loads as before without initial data', async () => {
    const store = new ResourceStore(() => Promise.resolve({ title: 'loaded' }));
    expect(store.status).toBe('loading');
    await store.load({ skipIfReady: true });
    expect(store.status).toBe('ready');
    expect(store.data).toEqual({ title: 'loaded' });
  });

  it('shows 404 as not found and anything else as unavailable, unless told other statuses mean not found', async () => {
    const failing = (status: number) => () =>
      Promise.reject(
        Object.assign(new Error(`status ${status}`), {
          isAxiosError: true,
          response: { status, data: { message: 'no' } },
        }),
      );
    const outcomes = async (notFound?: readonly number[]) => {
      const seen: string[] = [];
      for (const status of [401, 404, 500]) {
        const store = new ResourceStore(failing(status), undefined, notFound);
        await store.load();
        seen.push(store.status);
      }
      return seen;
    };
    expect(await outcomes()).toEqual(['unavailable', 'not-found', 'unavailable']);
    // An owner's preview: a guest (401) sees what a stranger (404) sees.
    expect(await outcomes([401, 403, 404])).toEqual(['not-found', 'not-found', 'unavailable']);
  });
});

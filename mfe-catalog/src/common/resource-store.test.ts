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
});

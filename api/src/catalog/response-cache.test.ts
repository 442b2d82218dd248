import { ResponseCache, stableKey } from './response-cache';

const options = { ttlMs: 5000, maxEntries: 3, maxWeight: 100 };

describe('ResponseCache', () => {
  it('answers a stored value until its time to live runs out', async () => {
    // Real time: lru-cache reads the clock through the performance object it found at load.
    const cache = new ResponseCache<string>({ ...options, ttlMs: 40 });
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ResponseCache<string>(options);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('d', 'D');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('keeps the summed weight under its bound and refuses a value heavier than it', () => {
    const cache = new ResponseCache<string>({ ...options, maxEntries: 10 });
    cache.set('a', 'A', 60);
    cache.set('b', 'B', 30);
    cache.set('c', 'C', 30);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['B', 'C']);
    cache.set('huge', 'H', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('shares one load between concurrent misses and stores it', async () => {
    const cache = new ResponseCache<number>(options);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return 42;
    };
    const [x, y] = await Promise.all([
      cache.getOrLoad('k', load, () => 1),
      cache.getOrLoad('k', load, () => 1),
    ]);
    expect([x, y, loads]).toEqual([42, 42, 1]);
    expect(await cache.getOrLoad('k', load, () => 1)).toBe(42);
    expect(loads).toBe(1);
  });

  it('never stores what a load read before clear(), and never shares it after', async () => {
    const cache = new ResponseCache<string>(options);
    let release: (value: string) => void = () => undefined;
    const stale = cache.getOrLoad(
      'k',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
      () => 1,
    );
    cache.clear();
    const fresh = cache.getOrLoad(
      'k',
      async () => 'new',
      () => 1,
    );
    release('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('does not store a failed load', async () => {
    const cache = new ResponseCache<string>(options);
    await expect(
      cache.getOrLoad(
        'k',
        () => Promise.reject(new Error('db down')),
        () => 1,
      ),
    ).rejects.toThrow('db down');
    expect(
      await cache.getOrLoad(
        'k',
        async () => 'ok',
        () => 1,
      ),
    ).toBe('ok');
  });

  it('with a TTL of 0 stores nothing and loads every time', async () => {
    const cache = new ResponseCache<number>({ ...options, ttlMs: 0 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load, () => 1)).toBe(1);
    expect(await cache.getOrLoad('k', load, () => 1)).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('stableKey', () => {
  it('ignores the order of object keys and keeps different values apart', () => {
    expect(stableKey({ a: 1, b: { c: [1, 2], d: null } })).toBe(
      stableKey({ b: { d: null, c: [1, 2] }, a: 1 }),
    );
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }));
    expect(stableKey({ a: '1,2' })).not.toBe(stableKey({ a: ['1', '2'] }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
  });
});

import { AsyncCache, stableKey, type AsyncCacheOptions } from './async-cache';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, set: (at: number) => (now = start + at) };
}

const options = { ttlMs: 5000, maxEntries: 3, maxWeight: 100 };

describe('AsyncCache', () => {
  it('answers a stored value until its time to live runs out', () => {
    const time = clock();
    const cache = new AsyncCache<string, string>({ ...options, now: time.now });
    cache.set('k', 'v');
    time.set(4999);
    expect(cache.get('k')).toBe('v');
    time.set(5000);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new AsyncCache<string, string>(options);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('d', 'D');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('keeps the summed weight under its bound and refuses a value heavier than it', () => {
    const cache = new AsyncCache<string, string>({ ...options, maxEntries: 10 });
    cache.set('a', 'A', { weight: 60 });
    cache.set('b', 'B', { weight: 30 });
    cache.set('c', 'C', { weight: 30 });
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual(['B', 'C']);
    cache.set('huge', 'H', { weight: 101 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('shares one load between concurrent misses and stores it', async () => {
    const cache = new AsyncCache<string, number>(options);
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
    const cache = new AsyncCache<string, string>(options);
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
    const cache = new AsyncCache<string, string>(options);
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
    const cache = new AsyncCache<string, number>({ ...options, ttlMs: 0 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load, () => 1)).toBe(1);
    expect(await cache.getOrLoad('k', load, () => 1)).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('AsyncCache with staleMs (big totals)', () => {
  const counts = (time: ReturnType<typeof clock>): AsyncCacheOptions<number> => ({
    ttlMs: 30_000,
    staleMs: 30_000,
    refreshGraceMs: 5_000,
    maxEntries: 10,
    keep: (total) => total >= 1000,
    now: time.now,
  });

  it('keeps the values `keep` accepts and forgets one that no longer passes', () => {
    const cache = new AsyncCache<string, number>(counts(clock()));
    cache.set('big', 5000);
    cache.set('small', 999);
    expect(cache.get('big')).toBe(5000);
    expect(cache.get('small')).toBeUndefined();
    cache.set('big', 10);
    expect(cache.get('big')).toBeUndefined();
  });

  it('lets one caller refresh an expired value while the others keep the old one', () => {
    const time = clock();
    const cache = new AsyncCache<string, number>(counts(time));
    cache.set('k', 5000);
    time.set(30_000);
    expect(cache.get('k')).toBeUndefined(); // this one counts
    expect(cache.get('k')).toBe(5000); // the rest are answered meanwhile
    cache.set('k', 5100);
    expect(cache.get('k')).toBe(5100);
  });

  it('hands the refresh to another caller when the first brings nothing in time', () => {
    const time = clock();
    const cache = new AsyncCache<string, number>(counts(time));
    cache.set('k', 5000);
    time.set(31_000);
    expect(cache.get('k')).toBeUndefined();
    time.set(35_999);
    expect(cache.get('k')).toBe(5000);
    time.set(36_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('never serves a value past its TTL plus staleMs', () => {
    const time = clock();
    const cache = new AsyncCache<string, number>(counts(time));
    cache.set('k', 5000);
    time.set(59_000);
    expect(cache.get('k')).toBeUndefined();
    time.set(60_000);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('getOrLoad answers stale while one load refreshes, then the new value', async () => {
    const time = clock();
    const cache = new AsyncCache<string, number>(counts(time));
    cache.set('k', 5000);
    time.set(30_000);
    let release: (value: number) => void = () => undefined;
    const refreshing = cache.getOrLoad('k', () => new Promise((resolve) => (release = resolve)));
    expect(await cache.getOrLoad('k', async () => -1)).toBe(5000);
    release(6000);
    expect(await refreshing).toBe(6000);
    expect(cache.get('k')).toBe(6000);
  });
});

describe('AsyncCache tokens (reads that race a write)', () => {
  it('refuses a value read before clear()', () => {
    const cache = new AsyncCache<number, string>({ ttlMs: Infinity, maxEntries: 10 });
    const token = cache.token();
    cache.clear();
    cache.set(1, 'old', { token });
    expect(cache.get(1)).toBeUndefined();
    cache.set(1, 'new', { token: cache.token() });
    expect(cache.get(1)).toBe('new');
  });

  it('may hold null as a value, told apart from a miss', async () => {
    const cache = new AsyncCache<string, string | null>({ ttlMs: 1000, maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.getOrLoad('k', load)).toBeNull();
    expect(await cache.getOrLoad('k', load)).toBeNull();
    expect(loads).toBe(1);
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

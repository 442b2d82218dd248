import { CountCache } from './count-cache';

describe('CountCache', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps big totals, never small ones', () => {
    const cache = new CountCache(30_000, 1000);
    cache.set('big', 5000);
    cache.set('small', 999);
    expect(cache.get('big')).toBe(5000);
    expect(cache.get('small')).toBeUndefined();
  });

  it('forgets a total after its time to live', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new CountCache(30_000, 1);
    cache.set('k', 10);
    jest.setSystemTime(1_000_000 + 29_999);
    expect(cache.get('k')).toBe(10);
    jest.setSystemTime(1_000_000 + 30_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new CountCache(30_000, 1, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });
});

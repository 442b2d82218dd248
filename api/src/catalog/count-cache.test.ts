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

  it('lets one request recount an expired total while the others keep the old one', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new CountCache(30_000, 1, 10, 5_000);
    cache.set('k', 5000);
    jest.setSystemTime(1_000_000 + 30_000);
    expect(cache.get('k')).toBeUndefined(); // this one counts
    expect(cache.get('k')).toBe(5000); // the rest are answered meanwhile
    expect(cache.get('k')).toBe(5000);
    cache.set('k', 5100);
    expect(cache.get('k')).toBe(5100);
  });

  it('hands the recount to another request when the first brings no answer in time', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new CountCache(30_000, 1, 10, 5_000);
    cache.set('k', 5000);
    jest.setSystemTime(1_000_000 + 31_000);
    expect(cache.get('k')).toBeUndefined();
    jest.setSystemTime(1_000_000 + 35_999);
    expect(cache.get('k')).toBe(5000);
    jest.setSystemTime(1_000_000 + 36_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('never serves a total older than twice its lifetime', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new CountCache(30_000, 1, 10, 5_000);
    cache.set('k', 5000);
    jest.setSystemTime(1_000_000 + 59_000);
    expect(cache.get('k')).toBeUndefined();
    jest.setSystemTime(1_000_000 + 60_000);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets a total that fell below the threshold', () => {
    const cache = new CountCache(30_000, 1000);
    cache.set('k', 5000);
    cache.set('k', 10);
    expect(cache.get('k')).toBeUndefined();
  });
});

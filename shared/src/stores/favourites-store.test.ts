import { FavouritesStore } from './favourites-store';
import type { FavouritesApi } from './favourites-store';

function memoryStorage(initial: number[] = []) {
  let stored = [...initial];
  return { get: () => [...stored], set: (ids: readonly number[]) => (stored = [...ids]) };
}

interface FakeApi extends FavouritesApi {
  account: number[];
  get: jest.Mock<Promise<number[]>, []>;
  add: jest.Mock<Promise<number[]>, [number]>;
  remove: jest.Mock<Promise<number[]>, [number]>;
  merge: jest.Mock<Promise<number[]>, [readonly number[]]>;
}

function fakeApi(account: number[] = []): FakeApi {
  const state = { account: [...account] };
  const copy = () => Promise.resolve([...state.account]);
  return {
    get account() {
      return state.account;
    },
    get: jest.fn<Promise<number[]>, []>(copy),
    add: jest.fn<Promise<number[]>, [number]>((id) => {
      if (!state.account.includes(id)) state.account.push(id);
      return copy();
    }),
    remove: jest.fn<Promise<number[]>, [number]>((id) => {
      state.account = state.account.filter((saved) => saved !== id);
      return copy();
    }),
    merge: jest.fn<Promise<number[]>, [readonly number[]]>((ids) => {
      for (const id of ids) if (!state.account.includes(id)) state.account.push(id);
      return copy();
    }),
  };
}

describe('FavouritesStore', () => {
  it('keeps a guest’s list in the browser only, and reads it back on restore', async () => {
    const api = fakeApi();
    const storage = memoryStorage();
    const store = new FavouritesStore(api, storage);
    await store.toggle(7);
    await store.toggle(9);
    expect(store.ids).toEqual([7, 9]);
    expect(storage.get()).toEqual([7, 9]);
    await store.toggle(7);
    expect(store.has(7)).toBe(false);
    expect(api.add).not.toHaveBeenCalled();

    const later = new FavouritesStore(api, storage);
    expect(later.count).toBe(0);
    later.restore();
    expect(later.ids).toEqual([9]);
  });

  it('merges the browser’s list into the account on sign-in, then saves through the API', async () => {
    const api = fakeApi([3, 9]);
    const store = new FavouritesStore(api, memoryStorage([9, 5]));
    store.restore();
    await store.signIn(true);
    expect(api.merge).toHaveBeenCalledWith([9, 5]);
    expect(store.ids).toEqual([3, 9, 5]);
    await store.toggle(11);
    expect(api.account).toEqual([3, 9, 5, 11]);
    await store.toggle(3);
    expect(store.ids).toEqual([9, 5, 11]);
  });

  it('reads the account’s list on a page load with a token, and forgets it on sign-out', async () => {
    const api = fakeApi([4]);
    const storage = memoryStorage([4, 8]);
    const store = new FavouritesStore(api, storage);
    await store.signIn(false);
    expect(api.merge).not.toHaveBeenCalled();
    expect(store.ids).toEqual([4]);
    store.signOut();
    expect(store.ids).toEqual([]);
    expect(storage.get()).toEqual([]);
  });

  it('puts the list back when the API refuses a change', async () => {
    const api = fakeApi([1]);
    api.add.mockRejectedValueOnce(new Error('offline'));
    const store = new FavouritesStore(api, memoryStorage());
    await store.signIn(false);
    await expect(store.toggle(2)).rejects.toThrow('offline');
    expect(store.ids).toEqual([1]);
  });
});

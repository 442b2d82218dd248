import { makeAutoObservable, runInAction } from 'mobx';
import { addFavourite, getFavourites, mergeFavourites, removeFavourite } from '../api/favourites';
import { favouritesStorage } from '../api/token-storage';
import { FAVOURITES_MAX } from '../contract/favourite-rules';

export interface FavouritesApi {
  get(): Promise<number[]>;
  add(id: number): Promise<number[]>;
  remove(id: number): Promise<number[]>;
  merge(ids: readonly number[]): Promise<number[]>;
}

export interface FavouritesStorage {
  get(): number[];
  set(ids: readonly number[]): void;
}

const defaultApi: FavouritesApi = {
  get: getFavourites,
  add: addFavourite,
  remove: removeFavourite,
  merge: mergeFavourites,
};

/**
 * The visitor's saved listings. A guest's live in the browser; once signed in the
 * account holds them: the browser's list is merged in at sign-in, and each change goes to the
 * API as well. The browser keeps a copy either way, so the header's count is right at once on
 * the next page load. Empty until restore(): a server-rendered page knows no favourites, and
 * its hydration must match.
 */
export class FavouritesStore {
  ids: readonly number[] = [];
  /** False until the browser's list has been read (always, in a server render). */
  restored = false;
  private signedIn = false;

  constructor(
    private readonly api: FavouritesApi = defaultApi,
    private readonly storage: FavouritesStorage = favouritesStorage,
  ) {
    makeAutoObservable<FavouritesStore, 'api' | 'storage' | 'signedIn'>(this, {
      api: false,
      storage: false,
      signedIn: false,
    });
  }

  get count(): number {
    return this.ids.length;
  }

  get isFull(): boolean {
    return this.ids.length >= FAVOURITES_MAX;
  }

  has(id: number): boolean {
    return this.ids.includes(id);
  }

  /** The browser's list, read once the page is interactive. */
  restore(): void {
    this.ids = this.storage.get().slice(0, FAVOURITES_MAX);
    this.restored = true;
  }

  /** Saves or forgets one listing; a failed API call puts the list back as it was. */
  async toggle(id: number): Promise<void> {
    const before = this.ids;
    const saving = !before.includes(id);
    if (saving && this.isFull) return;
    this.set(saving ? [...before, id] : before.filter((saved) => saved !== id));
    if (!this.signedIn) return;
    try {
      const ids = saving ? await this.api.add(id) : await this.api.remove(id);
      this.set(ids);
    } catch (error) {
      this.set(before);
      throw error;
    }
  }

  /**
   * Signed in: `merge` (a sign-in or registration just now) adds the browser's list to the
   * account's; otherwise (a page load with a stored token) the account's list is read.
   */
  async signIn(merge: boolean): Promise<void> {
    this.signedIn = true;
    const local = this.storage.get();
    try {
      const ids = merge && local.length > 0 ? await this.api.merge(local) : await this.api.get();
      this.set(ids);
    } catch {
      // The browser's list stays; the next sign-in merges it again.
    }
  }

  /** Signed out: the account's list is not left behind in a shared browser. */
  signOut(): void {
    this.signedIn = false;
    this.set([]);
  }

  private set(ids: readonly number[]): void {
    runInAction(() => {
      this.ids = ids;
    });
    this.storage.set(ids);
  }
}

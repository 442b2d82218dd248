import { makeAutoObservable, runInAction } from 'mobx';
import type { SavedSearch, SavedSearchPatch } from '@phuket/shared/api';
import { readApiError } from '@phuket/shared/api';
import { SAVED_SEARCH_FREQUENCY_LABELS, type SavedSearchFrequency } from '@phuket/shared/contract';

export interface SavedSearchesApi {
  list(): Promise<SavedSearch[]>;
  update(id: number, patch: SavedSearchPatch): Promise<SavedSearch>;
  remove(id: number): Promise<void>;
}

/** The signed-in visitor's saved searches: each one's frequency switched, or deleted. */
export class SavedSearchesStore {
  items: SavedSearch[] = [];
  state: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  /** What the last change did, for the page's live region. */
  notice: string | null = null;
  busyId: number | null = null;

  constructor(private readonly api: SavedSearchesApi) {
    makeAutoObservable<SavedSearchesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const items = await this.api.list();
      runInAction(() => {
        this.items = items;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.error = readApiError(error).message;
      });
    }
  }

  async setFrequency(id: number, frequency: SavedSearchFrequency): Promise<void> {
    this.busyId = id;
    this.notice = null;
    this.error = null;
    try {
      const updated = await this.api.update(id, { frequency });
      runInAction(() => {
        this.items = this.items.map((item) => (item.id === id ? updated : item));
        this.notice = `"${updated.name}" now mails ${SAVED_SEARCH_FREQUENCY_LABELS[frequency].toLowerCase()}.`;
      });
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }

  async remove(id: number): Promise<void> {
    const item = this.items.find((s) => s.id === id);
    this.busyId = id;
    this.notice = null;
    this.error = null;
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.items = this.items.filter((s) => s.id !== id);
        this.notice = `"${item?.name ?? 'The search'}" was deleted; its alerts stop.`;
      });
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
    } finally {
      runInAction(() => {
        this.busyId = null;
      });
    }
  }
}

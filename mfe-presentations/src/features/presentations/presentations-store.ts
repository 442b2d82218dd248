import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PresentationSummary } from '@phuket/shared/api/presentations';
import { readApiError } from '@phuket/shared/api';
import {
  deletePresentation,
  duplicatePresentation,
  getPresentations,
} from '@phuket/shared/api/presentations';
import type { PageMeta } from '@phuket/shared/domain';
import type { Translate } from '@phuket/shared/i18n';
import { inEnglish } from '../../common/messages';

/** The calls this page makes; the real client functions unless a test hands others. */
export interface PresentationsApi {
  list(page: number): Promise<{ data: PresentationSummary[]; meta: PageMeta }>;
  duplicate(id: number): Promise<{ id: number; title: string }>;
  remove(id: number): Promise<unknown>;
}

export const presentationsApi: PresentationsApi = {
  list: (page) => getPresentations({ page }),
  duplicate: duplicatePresentation,
  remove: deletePresentation,
};

export type RowAction = 'duplicate' | 'delete';

/**
 * "My presentations": the owner's presentations, newest first, a page at a time, with
 * duplicate and delete. Page-level news is read out by a live region; a failed action is
 * shown under its row.
 */
export class PresentationsStore {
  state: 'loading' | 'ready' | 'error' = 'loading';
  rows: PresentationSummary[] = [];
  meta: PageMeta | null = null;
  page = 1;
  busy = new Map<number, RowAction>();
  errors = new Map<number, string>();
  notice: string | null = null;
  private requestId = 0;

  constructor(
    private readonly api: PresentationsApi = presentationsApi,
    /** The page's words, in its language. */
    private readonly t: Translate = inEnglish,
  ) {
    makeAutoObservable<PresentationsStore, 'api' | 'requestId' | 't'>(this, {
      rows: observable.ref,
      meta: observable.ref,
      api: false,
      requestId: false,
      t: false,
    });
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.rows.length === 0;
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    const id = ++this.requestId;
    this.state = 'loading';
    try {
      const page = await this.api.list(this.page);
      if (id !== this.requestId) return;
      runInAction(() => {
        this.rows = page.data;
        this.meta = page.meta;
        this.state = 'ready';
        // The last one of a page deleted: show the page before it.
        if (page.data.length === 0 && this.page > 1 && page.meta.last_page >= 1) {
          this.setPage(Math.min(this.page - 1, page.meta.last_page));
        }
      });
    } catch {
      if (id !== this.requestId) return;
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** A copy with a new link, listed first (newest first). */
  async duplicate(row: PresentationSummary): Promise<void> {
    if (this.busy.has(row.id)) return;
    this.start(row.id, 'duplicate');
    try {
      const copy = await this.api.duplicate(row.id);
      runInAction(() => {
        this.notice = this.t('presentations.copied', { title: copy.title });
        this.page = 1;
      });
      await this.load();
    } catch (error) {
      runInAction(() => this.errors.set(row.id, readApiError(error).message));
    } finally {
      runInAction(() => this.busy.delete(row.id));
    }
  }

  /** After the page's confirmation; true when it is gone. */
  async remove(row: PresentationSummary): Promise<boolean> {
    if (this.busy.has(row.id)) return false;
    this.start(row.id, 'delete');
    try {
      await this.api.remove(row.id);
      runInAction(() => {
        this.notice = this.t('presentations.deleted', { title: row.title });
        this.rows = this.rows.filter((item) => item.id !== row.id);
      });
      void this.load();
      return true;
    } catch (error) {
      runInAction(() => this.errors.set(row.id, readApiError(error).message));
      return false;
    } finally {
      runInAction(() => this.busy.delete(row.id));
    }
  }

  private start(id: number, action: RowAction): void {
    this.busy.set(id, action);
    this.errors.delete(id);
    this.notice = null;
  }
}

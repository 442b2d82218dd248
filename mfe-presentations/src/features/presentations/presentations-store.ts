import { makeAutoObservable, runInAction } from 'mobx';
import { Query } from '@phuket/shared/query';
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
  page = 1;
  busy = new Map<number, RowAction>();
  errors = new Map<number, string>();
  notice: string | null = null;
  private readonly query: Query<{ data: PresentationSummary[]; meta: PageMeta }>;

  constructor(
    private readonly api: PresentationsApi = presentationsApi,
    /** The page's words, in its language. */
    private readonly t: Translate = inEnglish,
  ) {
    this.query = new Query(() => this.api.list(this.page));
    makeAutoObservable<PresentationsStore, 'api' | 'query' | 't'>(this, {
      api: false,
      query: false,
      t: false,
    });
  }

  /** 'loading' while a page is asked for, even with the last one still shown. */
  get state(): 'loading' | 'ready' | 'error' {
    const { status, fetching } = this.query;
    if (fetching || status === 'idle' || status === 'loading') return 'loading';
    return status;
  }

  get rows(): PresentationSummary[] {
    return this.query.data?.data ?? [];
  }

  get meta(): PageMeta | null {
    return this.query.data?.meta ?? null;
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.rows.length === 0;
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    await this.query.load();
    const page = this.query.data;
    // The last one of a page deleted: show the page before it.
    if (this.state === 'ready' && page && page.data.length === 0 && this.page > 1) {
      if (page.meta.last_page >= 1) this.setPage(Math.min(this.page - 1, page.meta.last_page));
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
      // Kept as the API wrote it: the page says an account rule (a daily limit) in its language.
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
        const shown = this.query.data;
        if (shown)
          this.query.set({ ...shown, data: shown.data.filter((item) => item.id !== row.id) });
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

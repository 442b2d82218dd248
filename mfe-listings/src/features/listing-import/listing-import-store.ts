import { makeAutoObservable, runInAction } from 'mobx';
import { readApiError } from '@phuket/shared/api';
import {
  applyListingImport,
  getListingImportReport,
  getListingImportRows,
  getListingImportRun,
  startListingImport,
  type ImportOutcome,
  type ImportRow,
  type ImportRowsPage,
  type ImportRun,
  type ListingImportSource,
} from '@phuket/shared/api/listings';
import { IMPORT_FILE_MAX_BYTES } from '@phuket/shared/contract';

/** The calls this page makes; the real client functions unless a test hands others. */
export interface ListingImportApi {
  start(source: ListingImportSource, fullFeed: boolean): Promise<ImportRun>;
  run(id: number): Promise<ImportRun>;
  rows(
    id: number,
    query: { outcome?: ImportOutcome | null; page?: number },
  ): Promise<ImportRowsPage>;
  apply(id: number): Promise<ImportRun>;
  report(id: number): Promise<Blob>;
}

export const listingImportApi: ListingImportApi = {
  start: startListingImport,
  run: getListingImportRun,
  rows: getListingImportRows,
  apply: applyListingImport,
  report: getListingImportReport,
};

/** Where the form's errors are shown: the file, the URL, or the form as a whole. */
export type ImportField = 'file' | 'url' | 'form';

/** Local checks the API would make too, said before a 20 MB upload rather than after. */
export const LOCAL_ERRORS = {
  noFile: 'no_file',
  noUrl: 'no_url',
  badUrl: 'bad_url',
  tooLarge: 'too_large',
} as const;
export type LocalError = (typeof LOCAL_ERRORS)[keyof typeof LOCAL_ERRORS];

/** A field's error: one of ours (translated by the page) or the API's own sentence. */
export type FieldError = { local: LocalError } | { api: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One import: the form (a file or a feed URL, full feed or not), its dry run's report (counts,
 * rows by outcome, paged), then the apply, watched by polling the run until the job queue has
 * written every row. The run id is the page's address, so a run left midway is reopened.
 */
export class ListingImportStore {
  mode: 'file' | 'url' = 'file';
  file: File | null = null;
  url = '';
  fullFeed = false;

  run: ImportRun | null = null;
  /** checking: the dry run is being made; loading: a run named by the address is read. */
  busy: 'checking' | 'applying' | 'loading' | null = null;
  errors: Partial<Record<ImportField, FieldError>> = {};

  rows: ImportRow[] = [];
  rowsTotal = 0;
  perPage = 100;
  page = 1;
  outcome: ImportOutcome | null = null;
  rowsState: 'idle' | 'loading' | 'ready' | 'error' = 'idle';

  /** Bumped by each new run or stop(): a poll or an answer of an older one is dropped. */
  private generation = 0;

  constructor(
    private readonly api: ListingImportApi = listingImportApi,
    private readonly pollMs = 1500,
    private readonly sleep: (ms: number) => Promise<void> = wait,
  ) {
    makeAutoObservable<ListingImportStore, 'api' | 'pollMs' | 'sleep' | 'generation'>(this, {
      api: false,
      pollMs: false,
      sleep: false,
      generation: false,
    });
  }

  get applying(): boolean {
    return this.run?.status === 'applying';
  }

  /** Something would change: created, updated or unpublished rows, and not applied yet. */
  get canApply(): boolean {
    const run = this.run;
    if (!run || run.status !== 'planned' || this.busy) return false;
    return run.counts.created + run.counts.updated + run.counts.unpublished > 0;
  }

  get lastPage(): number {
    return Math.max(1, Math.ceil(this.rowsTotal / this.perPage));
  }

  setMode(mode: 'file' | 'url'): void {
    this.mode = mode;
    this.errors = {};
  }

  setFile(file: File | null): void {
    this.file = file;
    delete this.errors.file;
  }

  setUrl(url: string): void {
    this.url = url;
    delete this.errors.url;
  }

  setFullFeed(fullFeed: boolean): void {
    this.fullFeed = fullFeed;
  }

  private localErrors(): Partial<Record<ImportField, FieldError>> {
    if (this.mode === 'file') {
      if (!this.file) return { file: { local: LOCAL_ERRORS.noFile } };
      if (this.file.size > IMPORT_FILE_MAX_BYTES) return { file: { local: LOCAL_ERRORS.tooLarge } };
      return {};
    }
    const url = this.url.trim();
    if (!url) return { url: { local: LOCAL_ERRORS.noUrl } };
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      return { url: { local: LOCAL_ERRORS.badUrl } };
    }
    return {};
  }

  /** The dry run. Answers the new run's id (the page puts it in the address), or null. */
  async check(): Promise<number | null> {
    if (this.busy) return null;
    const errors = this.localErrors();
    this.errors = errors;
    if (Object.keys(errors).length > 0) return null;
    const generation = ++this.generation;
    this.busy = 'checking';
    const source: ListingImportSource =
      this.mode === 'url' || !this.file
        ? { url: this.url.trim() }
        : { file: this.file, fileName: this.file.name };
    try {
      const run = await this.api.start(source, this.fullFeed);
      if (generation !== this.generation) return null;
      runInAction(() => {
        this.busy = null;
        this.showRun(run);
      });
      await this.loadRows();
      return run.id;
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.errors = this.apiErrors(error, this.mode);
      });
      return null;
    }
  }

  /** The API's 4xx field errors under their field; anything else under the form. */
  private apiErrors(error: unknown, field: ImportField): Partial<Record<ImportField, FieldError>> {
    const body = readApiError(error);
    const errors: Partial<Record<ImportField, FieldError>> = {};
    for (const name of ['file', 'url'] as const) {
      const first = body.errors?.[name]?.[0];
      if (first) errors[name] = { api: first };
    }
    if (Object.keys(errors).length === 0) {
      // A 413 or 429 names no field: said where the user acted.
      errors[body.status === 413 || body.status === 429 ? field : 'form'] = {
        api: body.message,
      };
    }
    return errors;
  }

  private showRun(run: ImportRun): void {
    this.run = run;
    this.outcome = null;
    this.page = 1;
    this.rows = [];
    this.rowsTotal = 0;
  }

  /** Reads the run the address names, its first report page, and follows an apply under way. */
  async open(id: number): Promise<void> {
    if (this.run?.id === id) return;
    const generation = ++this.generation;
    this.busy = 'loading';
    this.errors = {};
    try {
      const run = await this.api.run(id);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.busy = null;
        this.showRun(run);
      });
      await this.loadRows();
      if (run.status === 'applying') await this.follow(generation);
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.busy = null;
        this.run = null;
        this.errors = { form: { api: readApiError(error).message } };
      });
    }
  }

  /** Back to an empty form (the address lost its run). */
  reset(): void {
    this.generation += 1;
    this.run = null;
    this.busy = null;
    this.rows = [];
    this.rowsTotal = 0;
    this.rowsState = 'idle';
    this.errors = {};
  }

  setOutcome(outcome: ImportOutcome | null): Promise<void> {
    this.outcome = outcome;
    this.page = 1;
    return this.loadRows();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.loadRows();
  }

  async loadRows(): Promise<void> {
    const run = this.run;
    if (!run) return;
    const asked = { outcome: this.outcome, page: this.page };
    this.rowsState = 'loading';
    try {
      const page = await this.api.rows(run.id, asked);
      runInAction(() => {
        // A filter or page chosen meanwhile wins.
        if (this.run?.id !== run.id || this.outcome !== asked.outcome || this.page !== asked.page) {
          return;
        }
        this.rows = page.data;
        this.rowsTotal = page.total;
        this.perPage = page.per_page;
        this.rowsState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.rowsState = 'error';
      });
    }
  }

  /** Queues the apply, then polls the run until the job queue is done with it. */
  async apply(): Promise<void> {
    const run = this.run;
    if (!run || !this.canApply) return;
    const generation = this.generation;
    this.busy = 'applying';
    this.errors = {};
    try {
      const started = await this.api.apply(run.id);
      runInAction(() => {
        this.run = started;
      });
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.errors = { form: { api: readApiError(error).message } };
      });
      return;
    }
    await this.follow(generation);
  }

  private async follow(generation: number): Promise<void> {
    this.busy = 'applying';
    while (this.run?.status === 'applying') {
      await this.sleep(this.pollMs);
      if (generation !== this.generation || !this.run) return;
      try {
        const run = await this.api.run(this.run.id);
        if (generation !== this.generation) return;
        runInAction(() => {
          this.run = run;
        });
      } catch {
        // A lost poll is tried again at the next tick; the job goes on regardless.
      }
    }
    runInAction(() => {
      this.busy = null;
    });
    // Each row now has its result.
    await this.loadRows();
  }

  /** Ends polling when the page is left. */
  stop(): void {
    this.generation += 1;
  }

  report(): Promise<Blob> {
    if (!this.run) return Promise.reject(new Error('No run'));
    return this.api.report(this.run.id);
  }
}

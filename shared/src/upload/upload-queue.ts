import { makeAutoObservable } from 'mobx';
import { readApiError } from '@phuket/shared/api';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'refused';

export interface UploadItem<T, P = undefined> {
  /** Stable within the queue: React keys and retry/dismiss refer to it. */
  key: number;
  file: File;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Why it was refused (before sending) or failed (the API's message); null otherwise. */
  error: string | null;
  result: T | null;
  /** Where the file goes, decided when it was picked (see `place`). */
  place: P | undefined;
}

export interface UploadQueueOptions<T, P = undefined> {
  /**
   * Sends one file (with the place it got when picked); reports 0..1 as its bytes leave. A
   * network or server failure is shown with retry; a 4xx refusal (type, size) is final.
   */
  upload(file: File, onProgress: (fraction: number) => void, place: P | undefined): Promise<T>;
  /** A check before sending (type, size); the message it returns refuses the file. */
  check?(file: File): string | null;
  /**
   * Called for each accepted file in the order picked, before any is sent: files picked
   * together upload side by side and finish in any order, so their place is decided here.
   */
  place?(file: File): P;
  /** A file was refused or failed: the page drops older messages, the new one is in the list. */
  onError?(message: string): void;
  /** Called once per file the API took. */
  onUploaded?(result: T, file: File): void;
  /**
   * Nothing is queued or on the wire any more, and more than one file was taken since the
   * queue was last idle: answers read at different moments may have arrived out of order, so
   * a page that takes whole records from them reads the record again here.
   */
  onSettled?(): void;
  /** Files on the wire at once; the rest wait their turn (default 2). */
  concurrency?: number;
}

/** Only these are worth sending again: the request timed out, was limited, or the server failed. */
function retriable(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

/**
 * Several files, each uploaded on its own request with its own progress, error and retry.
 * Refused files (the pre-check, or the API's 4xx: wrong type, too large) are final and never
 * offered again; failed ones (network, server) keep the API's message until retried or
 * dismissed. A new pick replaces the refusals of the last one.
 */
export class UploadQueue<T, P = undefined> {
  items: UploadItem<T, P>[] = [];
  private nextKey = 1;
  private active = 0;
  /** Files the API took since the queue was last idle. */
  private taken = 0;

  constructor(private readonly options: UploadQueueOptions<T, P>) {
    makeAutoObservable<UploadQueue<T, P>, 'options' | 'nextKey' | 'active' | 'taken'>(this, {
      options: false,
      nextKey: false,
      active: false,
      taken: false,
    });
  }

  get busy(): boolean {
    return this.items.some((i) => i.status === 'queued' || i.status === 'uploading');
  }

  add(files: Iterable<File>): void {
    this.items = this.items.filter((i) => i.status !== 'refused');
    for (const file of files) {
      const refusal = this.options.check?.(file) ?? null;
      this.items.push({
        key: this.nextKey++,
        file,
        status: refusal === null ? 'queued' : 'refused',
        progress: 0,
        error: refusal,
        result: null,
        place: refusal === null ? this.options.place?.(file) : undefined,
      });
      if (refusal !== null) this.options.onError?.(refusal);
    }
    this.pump();
  }

  retry(key: number): void {
    const item = this.find(key);
    if (!item || item.status !== 'failed') return;
    item.status = 'queued';
    item.error = null;
    item.progress = 0;
    this.pump();
  }

  dismiss(key: number): void {
    this.items = this.items.filter((i) => i.key !== key || i.status === 'uploading');
  }

  /** Drops the finished rows (done and refused), keeping failures in view. */
  clearDone(): void {
    this.items = this.items.filter((i) => i.status !== 'done' && i.status !== 'refused');
  }

  private find(key: number): UploadItem<T, P> | undefined {
    return this.items.find((i) => i.key === key);
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 2;
    for (const item of this.items) {
      if (this.active >= limit) return;
      if (item.status === 'queued') void this.send(item.key);
    }
  }

  private async send(key: number): Promise<void> {
    const item = this.find(key);
    if (!item) return;
    this.active++;
    item.status = 'uploading';
    item.progress = 0;
    try {
      const result = await this.options.upload(
        item.file,
        (fraction) => this.setProgress(key, fraction),
        item.place,
      );
      this.finish(key, result);
      this.taken++;
      this.options.onUploaded?.(result, item.file);
    } catch (error) {
      this.fail(key, error);
    } finally {
      this.active--;
      this.pump();
      if (!this.busy) {
        if (this.taken > 1) this.options.onSettled?.();
        this.taken = 0;
      }
    }
  }

  private setProgress(key: number, fraction: number): void {
    const item = this.find(key);
    if (item) item.progress = Math.max(0, Math.min(1, fraction));
  }

  private finish(key: number, result: T): void {
    const item = this.find(key);
    if (!item) return;
    item.status = 'done';
    item.progress = 1;
    item.result = result;
  }

  private fail(key: number, error: unknown): void {
    const item = this.find(key);
    if (!item) return;
    const { message, errors, status } = readApiError(error);
    item.status = retriable(status) ? 'failed' : 'refused';
    item.error = errors?.file?.[0] ?? message;
    this.options.onError?.(item.error);
  }
}

import { makeAutoObservable } from 'mobx';
import { readApiError } from '@phuket/shared/api';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'refused';

export interface UploadItem<T> {
  /** Stable within the queue: React keys and retry/dismiss refer to it. */
  key: number;
  file: File;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** Why it was refused (before sending) or failed (the API's message); null otherwise. */
  error: string | null;
  result: T | null;
}

export interface UploadQueueOptions<T> {
  /** Sends one file; reports 0..1 as its bytes leave. A rejection is shown with retry. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<T>;
  /** A check before sending (type, size); the message it returns refuses the file. */
  check?(file: File): string | null;
  /** Called once per file the API took. */
  onUploaded?(result: T, file: File): void;
  /** Files on the wire at once; the rest wait their turn (default 2). */
  concurrency?: number;
}

/**
 * Several files, each uploaded on its own request with its own progress, error and retry.
 * Refused files (the pre-check) never reach the network; failed ones keep the API's message
 * (the field error on `file` if there is one) until retried or dismissed.
 */
export class UploadQueue<T> {
  items: UploadItem<T>[] = [];
  private nextKey = 1;
  private active = 0;

  constructor(private readonly options: UploadQueueOptions<T>) {
    makeAutoObservable<UploadQueue<T>, 'options' | 'nextKey' | 'active'>(this, {
      options: false,
      nextKey: false,
      active: false,
    });
  }

  get busy(): boolean {
    return this.items.some((i) => i.status === 'queued' || i.status === 'uploading');
  }

  add(files: Iterable<File>): void {
    for (const file of files) {
      const refusal = this.options.check?.(file) ?? null;
      this.items.push({
        key: this.nextKey++,
        file,
        status: refusal === null ? 'queued' : 'refused',
        progress: 0,
        error: refusal,
        result: null,
      });
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

  private find(key: number): UploadItem<T> | undefined {
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
      const result = await this.options.upload(item.file, (fraction) =>
        this.setProgress(key, fraction),
      );
      this.finish(key, result);
      this.options.onUploaded?.(result, item.file);
    } catch (error) {
      this.fail(key, error);
    } finally {
      this.active--;
      this.pump();
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
    const { message, errors } = readApiError(error);
    item.status = 'failed';
    item.error = errors?.file?.[0] ?? message;
  }
}

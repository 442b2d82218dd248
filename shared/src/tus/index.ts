import { Upload, type DetailedError } from 'tus-js-client';
import { apiBaseUrl, tokenStorage } from '@phuket/shared/api';

// Resumable uploads (tus 1.0) of large files, today the listing video. Its own
// entry, so tus-js-client loads with the step that sends a video and nowhere else.

export interface ResumableUploadHandlers {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** The API's message (a 4xx answers JSON `{message}`), else a generic one. */
  onError(message: string): void;
}

/** The API's message in a tus error, when the server answered one. */
export function tusErrorMessage(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not JSON: a proxy's page or a network error; the generic text below says enough.
    }
  }
  return 'The upload stopped. Check your connection and press Resume.';
}

/**
 * One file sent with tus to `path` (relative to the API base). Its URL is remembered in local
 * storage under the file's fingerprint (name, type, size, date, endpoint), so choosing the
 * same file again after a reload or a closed tab continues from the last byte the server has.
 */
export class ResumableUpload {
  private readonly upload: Upload;
  private running = false;

  constructor(path: string, file: File, handlers: ResumableUploadHandlers) {
    const token = tokenStorage.get();
    this.upload = new Upload(file, {
      endpoint: `${apiBaseUrl()}${path}`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      metadata: { filename: file.name, filetype: file.type },
      // Bounded requests: a cut costs at most one chunk, and proxies' body limits never bite.
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => handlers.onProgress(sent, total),
      onSuccess: () => {
        this.running = false;
        handlers.onSuccess();
      },
      onError: (error) => {
        this.running = false;
        handlers.onError(tusErrorMessage(error));
      },
      // A refusal (4xx other than a lock or a lost upload) will not change on retry.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
    });
  }

  /** Starts, or continues a previous upload of the same file to the same place. */
  async start(): Promise<void> {
    const previous = await this.upload.findPreviousUploads();
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) this.upload.resumeFromPreviousUpload(latest);
    this.resume();
  }

  pause(): void {
    if (!this.running) return;
    this.running = false;
    void this.upload.abort();
  }

  resume(): void {
    if (this.running) return;
    this.running = true;
    this.upload.start();
  }
}

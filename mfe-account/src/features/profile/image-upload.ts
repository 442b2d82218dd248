import { makeAutoObservable, runInAction } from 'mobx';
import type { UploadProgressListener, UserEnvelope } from '@phuket/shared/api/account';
import {
  EMPTY_FILE_MESSAGE,
  IMAGE_ACCEPT,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  checkImageFile,
} from '@phuket/shared/domain';
import { readApiError } from '@phuket/shared/api';
import type { UserListener } from './user-deps';

// The API's limits for avatars and company logos (the contract's); checked here first to
// save the upload.
export {
  EMPTY_FILE_MESSAGE,
  IMAGE_ACCEPT,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  checkImageFile,
};

export interface ImageUploadDeps {
  upload(file: File, onProgress: UploadProgressListener): Promise<UserEnvelope>;
  onUser: UserListener;
  /** Object URLs in the browser; injectable because jsdom has none. */
  preview?: { create(file: File): string; revoke(url: string): void };
}

const objectUrls = {
  create: (file: File) => URL.createObjectURL(file),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/** One image slot (avatar or company logo): client check, preview, progress, server verdict. */
export class ImageUpload {
  /** 0..1 while uploading, null otherwise. */
  progress: number | null = null;
  error: string | null = null;
  /** A local preview of the chosen file, shown until the server's copy replaces it. */
  previewUrl: string | null = null;
  done = false;

  constructor(private readonly deps: ImageUploadDeps) {
    makeAutoObservable<ImageUpload, 'deps'>(this, { deps: false });
  }

  get uploading(): boolean {
    return this.progress !== null;
  }

  /** Checks and uploads the chosen file. False when it was refused (here or by the server). */
  async choose(file: File): Promise<boolean> {
    if (this.uploading) return false;
    this.done = false;
    this.error = checkImageFile(file);
    if (this.error) return false;
    const preview = this.deps.preview ?? objectUrls;
    this.clearPreview();
    this.previewUrl = preview.create(file);
    this.progress = 0;
    try {
      const { user } = await this.deps.upload(file, (fraction) => this.setProgress(fraction));
      this.deps.onUser(user);
      runInAction(() => {
        this.done = true;
        this.clearPreview();
      });
      return true;
    } catch (error) {
      const { status, message, errors } = readApiError(error);
      runInAction(() => {
        this.clearPreview();
        if (status === 413) this.error = TOO_LARGE_MESSAGE;
        else this.error = errors?.file?.[0] ?? message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.progress = null;
      });
    }
  }

  setProgress(fraction: number): void {
    if (this.progress !== null) this.progress = Math.max(this.progress, fraction);
  }

  /** Releases the preview when the section goes away. */
  dispose(): void {
    this.clearPreview();
  }

  private clearPreview(): void {
    if (this.previewUrl) (this.deps.preview ?? objectUrls).revoke(this.previewUrl);
    this.previewUrl = null;
  }
}

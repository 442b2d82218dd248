import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Server } from '@tus/server';
import type { FastifyInstance } from 'fastify';

// @tus/server and its stores are ES modules only: loaded with import() (the API compiles to
// CommonJS), once, when the listing routes are registered; type imports are erased.
export type TusDataStore = Server['datastore'];

/** Where the bytes of an upload in progress live, and how processing reads them back. */
export interface VideoUploadStore {
  datastore: TusDataStore;
  /**
   * A local file holding the finished upload's bytes; `done` removes any temporary copy (not the
   * upload itself: `remove` does that).
   */
  localFile(uploadId: string): Promise<{ file: string; done: () => Promise<void> }>;
  /** The first bytes of the upload, to tell a video from a renamed photo on completion. */
  head(uploadId: string, bytes: number): Promise<Buffer>;
  remove(uploadId: string): Promise<void>;
  /** Removes unfinished uploads started more than UPLOAD_EXPIRY_MS ago; how many. */
  removeExpired(): Promise<number>;
}

/**
 * An upload not finished a day after it started is abandoned: the daily clean-up removes it
 * (a PATCH to it then answers 410 and the client starts again).
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

async function firstBytes(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    total += buffer.length;
    if (total >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * The tus data store beside the media store: a folder under DATA_DIR with local media (never
 * under MEDIA_DIR, which is served), the bucket itself (multipart parts under the upload id)
 * with S3 media. Finished uploads are copied to their media key by processing and removed.
 */
export async function createVideoUploadStore(app: FastifyInstance): Promise<VideoUploadStore> {
  const { config } = app;
  if (config.s3) {
    const { S3Store } = await import('@tus/s3-store');
    const s3 = config.s3;
    const datastore = new S3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        ...(s3.accessKeyId && s3.secretAccessKey
          ? {
              credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
            }
          : {}),
      },
    });
    return {
      datastore,
      async localFile(uploadId) {
        // ffprobe and ffmpeg seek in the file: a copy on disk, not a stream.
        const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'listing-video-'));
        const file = path.join(dir, 'upload');
        await pipeline(await datastore.read(uploadId), createWriteStream(file));
        return { file, done: () => fs.rm(dir, { recursive: true, force: true }) };
      },
      async head(uploadId, bytes) {
        return firstBytes(await datastore.read(uploadId), bytes);
      },
      remove: (uploadId) => datastore.remove(uploadId),
      removeExpired: () => datastore.deleteExpired(),
    };
  }
  const { FileStore } = await import('@tus/file-store');
  const directory = path.join(config.dataDir, 'video-uploads');
  await fs.mkdir(directory, { recursive: true });
  // FileStore's constructor starts an mkdir of its own that nobody awaits and throws from its
  // callback: if the data folder is removed meanwhile (a test app closed at once), the process
  // dies of an uncaught ENOENT. The folder exists (awaited above), so that mkdir is switched off.
  class CreatedFileStore extends FileStore {}
  Object.defineProperty(CreatedFileStore.prototype, 'checkOrCreateDirectory', {
    value: () => undefined,
  });
  const datastore = new CreatedFileStore({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  const fileOf = (uploadId: string) => path.join(directory, path.basename(uploadId));
  return {
    datastore,
    localFile: async (uploadId) => {
      // Missing here is the store's failure (a process not sharing the folder), not the
      // file's: thrown as is, so the job is retried instead of the video being refused.
      await fs.access(fileOf(uploadId));
      return { file: fileOf(uploadId), done: async () => {} };
    },
    async head(uploadId, bytes) {
      const handle = await fs.open(fileOf(uploadId), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    remove: async (uploadId) => {
      await datastore.remove(uploadId).catch(async () => {
        // Already gone (a retried delete): the files may still need sweeping.
        await fs.rm(fileOf(uploadId), { force: true });
        await fs.rm(`${fileOf(uploadId)}.json`, { force: true });
      });
    },
    removeExpired: () => datastore.deleteExpired(),
  };
}

/**
 * MP4/MOV (ISO BMFF: a box whose type is ftyp, or QuickTime's older moov/mdat/wide/free at the
 * start) or WebM (the EBML magic). The real check is ffprobe's, in processing; this one
 * refuses a renamed photo or text file at once, with the upload's last request.
 */
export function looksLikeVideo(head: Buffer): boolean {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return true;
  if (head.length < 8) return false;
  const box = head.toString('latin1', 4, 8);
  return ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(box);
}

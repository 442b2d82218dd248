import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, publicMediaUrl } from './keys';
import { S3MediaStorage, createS3Client } from './s3-storage';

export { PRIVATE_MEDIA, assertValidKey, publicMediaUrl, randomKey } from './keys';

/**
 * Where uploaded media lives. Rows store keys relative to the media root
 * ("avatars/12/abc.webp"), never URLs, so moving files to a bucket or CDN only changes the
 * configured public prefix.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk without holding it in memory (videos run to 1 GB). */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The stored bytes as a stream, for files served through the API (owner-only documents). */
  read(key: string): Promise<Readable>;
  /** Copies a stored file to a new key (a duplicated listing's own photos). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removing a key that does not exist is not an error (a retried delete, a lost file). */
  remove(key: string): Promise<void>;
  /** The URL a browser loads the key from. */
  publicUrl(key: string): string;
  /**
   * Every stored key under `prefix` (a folder, ending in '/') with its last write, for the
   * orphan clean-up; a folder that does not exist holds nothing.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Rejects when media cannot be written (the health check asks). */
  check(): Promise<void>;
}

export interface StoredFile {
  key: string;
  modified: Date;
}

export interface S3Settings {
  /** Absent = AWS itself; set for MinIO, R2, Spaces, Wasabi… */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

export interface MediaSettings {
  mediaDir: string;
  publicMediaPrefix: string;
  s3: S3Settings | null;
}

export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';

  constructor(
    readonly root: string,
    private readonly prefix: string,
  ) {}

  async check(): Promise<void> {
    await fs.access(this.root, fs.constants.W_OK);
  }

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  // The type is implied by the extension when the file is served.
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader (the static file server) never sees a half-written image.
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o644 });
    await fs.rename(temp, target);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async putFile(key: string, sourcePath: string, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.copyFile(sourcePath, temp);
    await fs.chmod(temp, 0o644);
    await fs.rename(temp, target);
  }

  async read(key: string): Promise<Readable> {
    const file = this.file(key);
    // Opened before answering, so a missing file is a rejection here, not a broken stream.
    const handle = await fs.open(file, 'r');
    return handle.createReadStream();
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.putFile(toKey, this.file(fromKey));
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return publicMediaUrl(this.prefix, key);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    const folder = prefix.replace(/\/+$/, '');
    let entries: Dirent[];
    try {
      entries = await fs.readdir(this.file(folder), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const key = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        yield* this.list(`${key}/`);
      } else if (entry.isFile()) {
        const { mtime } = await fs.stat(path.join(this.root, ...key.split('/')));
        yield { key, modified: mtime };
      }
    }
  }
}

export function createMediaStorage(settings: MediaSettings): MediaStorage {
  if (settings.s3) {
    return new S3MediaStorage(
      createS3Client(settings.s3),
      settings.s3.bucket,
      settings.publicMediaPrefix,
    );
  }
  return new LocalMediaStorage(settings.mediaDir, settings.publicMediaPrefix);
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { PRIVATE_MEDIA, assertValidKey, dispositionOf, publicMediaUrl } from './keys';
import type { MediaStorage, S3Settings, StoredFile } from './storage';

/**
 * Public keys are random and never rewritten, so caches may keep them forever. Keys under
 * `private/` (owner-only documents) are streamed by the API to their owner: no shared cache
 * may keep them.
 */
/**
 * The SDK (with its Smithy runtime, about 1 MB of JavaScript) is loaded when S3 is first used:
 * a server storing media on disk (and each API test file) never evaluates it.
 */
let sdk: Promise<typeof S3Sdk> | null = null;
function loadSdk(): Promise<typeof S3Sdk> {
  return (sdk ??= import('@aws-sdk/client-s3'));
}

function cacheControlOf(key: string): string {
  return key.startsWith(`${PRIVATE_MEDIA}/`)
    ? 'private, no-store'
    : 'public, max-age=31536000, immutable';
}

/**
 * Any S3-compatible store through the official SDK (signing, retries, checksums). No object
 * is written with an ACL: objects are the bucket owner's only, and what the public may read
 * is the bucket policy's to say (public `GetObject` on everything but `private/*`, see
 * docs/deploy.md "Media in S3").
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';

  private readonly client: Promise<S3Client>;

  constructor(
    client: S3Client | Promise<S3Client>,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.client = Promise.resolve(client);
  }

  /** Sends the command `make` builds with the SDK's classes. */
  private async send<T>(make: (sdk: typeof S3Sdk, client: S3Client) => Promise<T>): Promise<T> {
    const [loaded, client] = await Promise.all([loadSdk(), this.client]);
    return make(loaded, client);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.send((aws, client) =>
      client.send(
        new aws.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentDisposition: dispositionOf(key),
          CacheControl: cacheControlOf(key),
        }),
      ),
    );
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    assertValidKey(key);
    const { size } = await stat(sourcePath);
    // One PUT takes up to 5 GB: enough for the 1 GB video bound, streamed from disk.
    await this.send((aws, client) =>
      client.send(
        new aws.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
          ContentDisposition: dispositionOf(key),
          CacheControl: cacheControlOf(key),
        }),
      ),
    );
  }

  async read(key: string): Promise<Readable> {
    assertValidKey(key);
    const answer = await this.send((aws, client) =>
      client.send(new aws.GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`No body for media key "${key}"`);
    return answer.Body;
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    assertValidKey(fromKey);
    assertValidKey(toKey);
    await this.send((aws, client) =>
      client.send(
        new aws.CopyObjectCommand({
          Bucket: this.bucket,
          Key: toKey,
          CopySource: `${this.bucket}/${fromKey}`,
          CacheControl: cacheControlOf(toKey),
          MetadataDirective: 'COPY',
        }),
      ),
    );
  }

  async check(): Promise<void> {
    await this.send((aws, client) =>
      client.send(new aws.HeadBucketCommand({ Bucket: this.bucket })),
    );
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    await this.send((aws, client) =>
      client.send(new aws.DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return publicMediaUrl(this.prefix, key);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.send((aws, client) =>
        client.send(
          new aws.ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && item.LastModified) yield { key: item.Key, modified: item.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

export async function createS3Client(s3: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          // Self-hosted stores (MinIO…) rarely have wildcard DNS for bucket subdomains.
          forcePathStyle: true,
        }
      : {}),
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables).
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import type { MultipartFile as FilePart } from '@fastify/multipart';
import type { FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

// Reading uploads: every route that takes a multipart `file` reads it here, so the limits,
// the refusals and their messages are the same for avatars, database media and unit tables.

export const FILE_REQUIRED = 'The file field is required.';
export const MALFORMED = 'The request body is not a valid multipart form.';
export const TOO_MANY_FILES = 'Too many files in one request.';
/** Room for the multipart framing around the files themselves. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** A refused upload: the message, and the same under the `file` field. */
export function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, { file: [message] });
}

/**
 * What reading a multipart body threw, as the client's error: busboy throws plain Errors for a
 * missing boundary or a body cut short ("Premature close"), which would otherwise be 500s.
 */
export function uploadReadError(err: unknown, tooLarge: string): unknown {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT') return fileError(413, TOO_MANY_FILES);
  if (err instanceof HttpError) return err;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return err;
  return new HttpError(400, MALFORMED, { file: [MALFORMED] });
}

export interface FileLimits {
  /** Bytes of one file, enforced while it streams. */
  maxBytes: number;
  /** `file` parts in one request. */
  maxFiles: number;
  /** The 413 message when a file is over `maxBytes`. */
  tooLarge: string;
  /**
   * A request without a file reaches the handler (withFilesOnDisk), which then reports it
   * beside the other fields' errors; by default it is a 422 at once.
   */
  fileOptional?: boolean;
}

/** The text fields sent beside the files: the first value of each name. */
export type UploadFields = Readonly<Record<string, string>>;

/**
 * Hands each `file` part of a multipart request to `onFile`, in order, within `limits`, and
 * answers the text fields sent with them (file parts under another name are drained unread);
 * what busboy or `onFile` throw becomes the client's error.
 */
async function eachFilePart(
  request: FastifyRequest,
  limits: FileLimits,
  onFile: (part: FilePart) => Promise<void>,
): Promise<UploadFields> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: limits.maxFiles,
        fields: 5,
        // A document title (LISTING_DOCUMENT_TITLE_MAX characters, up to 4 bytes each) fits.
        fieldSize: 4096,
        parts: limits.maxFiles + 5,
      },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
      } else if (part.fieldname === 'file') {
        await onFile(part);
      } else {
        for await (const chunk of part.file) void chunk;
      }
    }
  } catch (err) {
    throw uploadReadError(err, limits.tooLarge);
  }
  return fields;
}

/** Every `file` part of a multipart request, read whole (each within `maxBytes`); other parts are skipped. */
export async function readFiles(request: FastifyRequest, limits: FileLimits): Promise<Buffer[]> {
  if (!request.isMultipart()) throw fileError(422, FILE_REQUIRED);
  const out: Buffer[] = [];
  await eachFilePart(request, limits, async (part) => {
    out.push(await part.toBuffer());
  });
  if (out.length === 0) throw fileError(422, FILE_REQUIRED);
  return out;
}

/** The one `file` part of a single-file upload. */
export async function readFile(
  request: FastifyRequest,
  limits: Omit<FileLimits, 'maxFiles'>,
): Promise<Buffer> {
  const [bytes] = await readFiles(request, { ...limits, maxFiles: 1 });
  if (!bytes) throw fileError(422, FILE_REQUIRED);
  return bytes;
}

/** An onRequest hook: an honest client announcing a body far over the limit is stopped before it uploads it. */
export function refuseLargeBodies(maxBytes: number, tooLarge: string): onRequestAsyncHookHandler {
  return async (request) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > maxBytes + MULTIPART_OVERHEAD) {
      throw fileError(413, tooLarge);
    }
  };
}

/** The multipart body of one `file` part, as the OpenAPI document shows it. */
export const MultipartFile = (description: string) =>
  Type.Object(
    { file: Type.String({ format: 'binary', description }) },
    { additionalProperties: false },
  );

/** The multipart body of several `file` parts. */
export const MultipartFiles = (description: string) =>
  Type.Object({ file: Type.Array(Type.String({ format: 'binary', description })) });

/**
 * Route config that shows `body` in the OpenAPI document only: the route reads the body as a
 * stream, so a `body` schema on the route itself would validate nothing.
 */
export const documentedBody = (body: TSchema) => ({
  swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    schema: { ...schema, body },
    url,
  }),
});

/** An upload written to a temporary file: its path, size and first bytes (for sniffing). */
export interface UploadOnDisk {
  path: string;
  bytes: number;
  /** The name the client gave the file (untrusted: clean it before showing or sending it). */
  filename: string;
  /** The first 64 bytes: enough for every signature we check. */
  head: Buffer;
}

/**
 * Writes a file part to `target` chunk by chunk. Not `stream.pipeline`: when a body ends
 * before its closing boundary, busboy destroys the part's stream without an error before the
 * route reads it, and a pipeline from that stream never settles (the request hung until the
 * client gave up). Async iteration rejects with a premature close instead, a 400 here.
 */
async function writeToFile(source: AsyncIterable<Buffer>, target: string): Promise<void> {
  const file = await fs.open(target, 'w');
  try {
    for await (const chunk of source) await file.write(chunk);
  } finally {
    await file.close();
  }
}

/**
 * Every `file` part of a multipart request (at most `maxFiles`), each streamed to a temporary
 * file in `dir` (a 100 MB video, or ten 20 MB photos, are never held in memory at once),
 * handed to `handle` in the order sent, and removed whatever `handle` does. Refusals as
 * readFiles: 413 over `maxBytes` (the part is cut off at the limit) or over `maxFiles`, 422
 * without a file, 400 for a broken body.
 */
export async function withFilesOnDisk<T>(
  request: FastifyRequest,
  limits: FileLimits,
  dir: string,
  handle: (uploads: UploadOnDisk[], fields: UploadFields) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw fileError(422, FILE_REQUIRED);
  await fs.mkdir(dir, { recursive: true });
  const folder = await fs.mkdtemp(path.join(dir, 'upload-'));
  try {
    const uploads: UploadOnDisk[] = [];
    const fields = await eachFilePart(request, limits, async (part) => {
      const target = path.join(folder, String(uploads.length));
      await writeToFile(part.file, target);
      if (part.file.truncated) throw fileError(413, limits.tooLarge);
      const { size } = await fs.stat(target);
      const fd = await fs.open(target);
      try {
        const head = Buffer.alloc(Math.min(64, size));
        await fd.read(head, 0, head.length, 0);
        uploads.push({ path: target, bytes: size, head, filename: part.filename });
      } finally {
        await fd.close();
      }
    });
    if (uploads.length === 0 && !limits.fileOptional) throw fileError(422, FILE_REQUIRED);
    return await handle(uploads, fields);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** withFilesOnDisk for the one `file` part of a single-file upload. */
export function withFileOnDisk<T>(
  request: FastifyRequest,
  limits: Omit<FileLimits, 'maxFiles'>,
  dir: string,
  handle: (upload: UploadOnDisk, fields: UploadFields) => Promise<T>,
): Promise<T> {
  return withFilesOnDisk(request, { ...limits, maxFiles: 1 }, dir, ([upload], fields) =>
    handle(upload as UploadOnDisk, fields),
  );
}

/**
 * Where uploads wait while they are checked: beside the data, not in /tmp, where a small tmpfs
 * would refuse a 100 MB video.
 */
export function uploadTempDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'upload-tmp');
}

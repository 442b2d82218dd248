import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from './errors';
import { FILE_REQUIRED, MALFORMED, readFiles, withFilesOnDisk } from './multipart';

// The two ways an upload is read (whole into memory, or streamed to a temporary file) answer a
// broken body the same: 400 with the file field's message, at once, and leave no file behind.

const LIMITS = { maxBytes: 1024 * 1024, maxFiles: 2, tooLarge: 'Too large.' };
const BOUNDARY = 'XyZ';

function part(name: string, data: string): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${data}\r\n`
  );
}

let app: FastifyInstance;
let tempDir: string;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-test-'));
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((err, _request, reply) => {
    const status = err instanceof HttpError ? err.statusCode : 500;
    void reply.status(status).send({ message: err.message });
  });
  app.post('/memory', async (request) => {
    const files = await readFiles(request, LIMITS);
    return { sizes: files.map((file) => file.length) };
  });
  app.post('/disk', async (request) =>
    withFilesOnDisk(request, LIMITS, tempDir, async (uploads) => ({
      sizes: uploads.map((upload) => upload.bytes),
    })),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const send = (url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });

describe.each(['/memory', '/disk'])('an upload read at %s', (url) => {
  it('takes a whole form', async () => {
    const res = await send(url, part('file', 'hello') + part('file', 'hi') + `--${BOUNDARY}--\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sizes: [5, 2] });
  });

  const whole = part('file', 'hello world') + `--${BOUNDARY}--\r\n`;
  const fileStarts = whole.indexOf('hello');

  // Cut inside the part's headers: busboy never saw a file.
  it.each([10, 60, fileStarts - 2])('answers 422 when the body ends after %i bytes', async (at) => {
    const res = await send(url, whole.slice(0, at));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: FILE_REQUIRED });
  });

  // Cut inside the file or before the closing boundary: the file is not whole.
  it.each([fileStarts + 3, whole.length - 20, whole.length - 8, whole.length - 3])(
    'answers 400 when the body ends after %i bytes',
    async (at) => {
      const res = await send(url, whole.slice(0, at));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MALFORMED });
    },
  );

  it('leaves no temporary file behind a broken body', async () => {
    await send(url, whole.slice(0, whole.length - 8));
    expect(fs.readdirSync(tempDir)).toEqual([]);
  });
});

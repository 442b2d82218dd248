import { Writable } from 'node:stream';
import { CLIENT_ERROR_LIMITS } from '@phuket/shared/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { CLIENT_ERROR_RATE_LIMIT } from './routes';

const URL = '/api/client-errors';

const build = { version: '1.0.0', commit: 'abc1234', shared: '1.0.0', release: null };
const mismatchReport = {
  kind: 'shared-mismatch',
  message: 'mfe_account requires @phuket/shared/stores ^2.0.0, but the page has 1.0.0',
  path: '/login',
  area: 'mfe-account',
  mismatch: {
    module: '@phuket/shared/stores',
    required: '^2.0.0',
    provided: '1.0.0',
    remote: 'mfe-account',
  },
  builds: {
    shell: build,
    'mfe-catalog': build,
    'mfe-account': { ...build, version: '2.0.0' },
    'mfe-listings': null,
    'mfe-database': build,
    'mfe-presentations': build,
  },
};

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'warn', stream } });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object });

describe('POST /api/client-errors', () => {
  it('204 and one warn line with the request id and every field', async () => {
    const res = await post(mismatchReport);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const id = res.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'client error: shared-mismatch',
        clientError: mismatchReport,
      }),
    ]);
  });

  it('takes a report without builds (a server that does not say them yet) or mismatch', async () => {
    const { builds: _builds, mismatch: _mismatch, ...bare } = mismatchReport;
    const res = await post({ ...bare, kind: 'area-load', message: 'Loading mfe-account failed' });
    expect(res.statusCode).toBe(204);
  });

  it.each([
    ['an unknown kind', { kind: 'oops' }, 'kind'],
    ['an empty message', { message: '' }, 'message'],
    ['an over-long message', { message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }, 'message'],
    ['an over-long path', { path: `/${'p'.repeat(CLIENT_ERROR_LIMITS.path)}` }, 'path'],
    ['a path that is a URL', { path: 'https://example.com/' }, 'path'],
    ['an unknown area', { area: 'mfe-elsewhere' }, 'area'],
    ['an extra field', { stack: 'at x' }, 'stack'],
    ['control characters', { message: 'bad\u0000text' }, 'message'],
  ])('422 with field errors for %s', async (_name, change, field) => {
    const res = await post({ ...mismatchReport, ...change });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.errors).join(' ')).toContain(field);
  });

  it('422 for a mismatch with an over-long version or a field of its own', async () => {
    for (const mismatch of [
      { ...mismatchReport.mismatch, required: `^${'9'.repeat(CLIENT_ERROR_LIMITS.version)}` },
      { ...mismatchReport.mismatch, where: 'here' },
    ]) {
      const res = await post({ ...mismatchReport, mismatch });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors).join(' ')).toContain('mismatch');
    }
  });

  it('422 for builds not in the shape /config.json gives', async () => {
    const res = await post({ ...mismatchReport, builds: { shell: 'latest' } });
    expect(res.statusCode).toBe(422);
  });

  it('400 for a body that is not JSON, 422 for text, 415 for another content type', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"kind": "area-load",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: expect.any(String) });
    const text = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'area failed',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ message: expect.any(String) });
    const xml = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/xml' },
      payload: '<report/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ message: expect.any(String) });
  });

  it('413 for a body over its small limit, before it is validated', async () => {
    const res = await post({ ...mismatchReport, padding: 'x'.repeat(CLIENT_ERROR_LIMITS.body) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('429 once a client address has sent its reports for the minute', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= CLIENT_ERROR_RATE_LIMIT.max; i++) {
        const res = await limited.app.inject({ method: 'POST', url: URL, payload: mismatchReport });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, CLIENT_ERROR_RATE_LIMIT.max).every((s) => s === 204)).toBe(true);
      const last = await limited.app.inject({ method: 'POST', url: URL, payload: mismatchReport });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ message: expect.stringContaining('Too many') });
    } finally {
      await limited.close();
    }
  });
});

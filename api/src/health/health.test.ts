import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const NO_BUILDS = {
  shell: null,
  'mfe-catalog': null,
  'mfe-account': null,
  'mfe-listings': null,
  'mfe-database': null,
  'mfe-presentations': null,
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports the database, the media store and the job queue up after real checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'up',
      media: 'up',
      queue: 'up',
      // The test app serves no built front end: no build to name (site/releases.test.ts).
      builds: NO_BUILDS,
      jobs: { queued: expect.any(Number), active: expect.any(Number) },
    });
  });

  it('reports a media store it cannot write as degraded, still 200', async () => {
    const original = t.app.media.check.bind(t.app.media);
    t.app.media.check = () => Promise.reject(new Error('EACCES'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'up', media: 'down' });
    } finally {
      t.app.media.check = original;
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down', media: 'up' });
    } finally {
      t.database.ping = original;
    }
  });

  it('reports a stopped job queue as degraded, still 200', async () => {
    // A stopped queue does not start again: the tests after this one do not need it.
    await t.app.jobs.stop();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      database: 'up',
      media: 'up',
      queue: 'down',
      builds: NO_BUILDS,
      jobs: null,
    });
  });
});

describe('the drain before a shutdown', () => {
  it('answers health 503 draining, reads 503, serves writes, and closes every connection', async () => {
    const app = await createTestApp();
    try {
      app.app.drain.start();
      const health = await app.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'draining' });
      expect(health.headers.connection).toBe('close');

      const read = await app.app.inject({ method: 'GET', url: '/api/currency' });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('1');
      expect(read.headers.connection).toBe('close');

      // A write is served (here: a wrong password's 422): nginx never retries a POST.
      const write = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'not-the-password' },
      });
      expect(write.statusCode).toBe(422);
      expect(write.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});

describe('openapi', () => {
  it('documents the auth paths from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/login',
      '/api/register',
      '/api/user',
      '/api/logout',
      '/api/currency',
      '/api/health',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(
      doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['email', 'password']);
    expect(doc.paths['/api/user'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

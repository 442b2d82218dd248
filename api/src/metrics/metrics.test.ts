import { errorBody, createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers Prometheus text with the route pattern of a request just made', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/properties?per_page=3' });
    expect(page.statusCode).toBe(200);
    // The same search again: answered from the page cache.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/properties?per_page=3' })).statusCode,
    ).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/999999999/property' });
    expect(missing.statusCode).toBe(404);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/properties",status_class="2xx"\} 2$/m,
    );
    // The pattern, not the id asked for.
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/:id\/property",status_class="4xx"\} 1$/m,
    );
    expect(text).not.toContain('999999999');
    expect(text).toMatch(/^cache_lookups_total\{cache="listing_pages",result="hit"\} [1-9]/m);
    expect(text).toMatch(/^cache_lookups_total\{cache="listing_pages",result="miss"\} [1-9]/m);
    expect(text).toMatch(/^job_queue_jobs\{name="listing-freshness",state="failed"\} 0$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('refuses a wrong or missing token with 401', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, 'Bearer nope', TOKEN, undefined]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(errorBody(res)).toEqual({ message: 'A valid metrics token is required.' });
    }
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

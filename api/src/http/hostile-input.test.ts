import { createAccountTestApp, signUp, type SignedInUser } from '../account/test-helpers';
import { errorBody, type TestApp } from '../test/test-app';

/**
 * Regression tests for what a probe of the running site found: request fields named after
 * Object.prototype members, control characters, and malformed multipart bodies each
 * answered 500 (some with an internal message). Each must be a 4xx JSON answer.
 */
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createAccountTestApp({ demo: true });
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';

async function send(method: Method, url: string, payload?: unknown, auth = false) {
  const res = await t.app.inject({
    method,
    url,
    headers: auth ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return res;
}

function expectClientError(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json() as { message: unknown; errors?: unknown };
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/is not a function|Cannot read prop|\bat \/|stack/);
}

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

const BODY_ROUTES: { url: string; body: Record<string, unknown>; auth: boolean }[] = [
  { url: '/api/login', body: { email: 'a@example.org', password: 'x' }, auth: false },
  {
    url: '/api/register',
    body: {
      name: 'A',
      email: 'new@example.org',
      password: 'x',
      password_confirmation: 'x',
      role: 'broker',
    },
    auth: false,
  },
  { url: '/api/forgot-password', body: { email: 'a@example.org' }, auth: false },
  {
    url: '/api/reset-password',
    body: { email: 'a@example.org', code: '123456', password: 'x', password_confirmation: 'x' },
    auth: false,
  },
  { url: '/api/profile/update', body: { name: 'A' }, auth: true },
  { url: '/api/profile/update-settings', body: { currency: 'USD' }, auth: true },
];

describe('fields named after Object.prototype members', () => {
  for (const route of BODY_ROUTES) {
    it.each(PROTOTYPE_KEYS)(`${route.url} with a "%s" field answers 4xx naming it`, async (key) => {
      // Written as JSON text: an object literal's __proto__ would set the prototype instead.
      const json = JSON.stringify(route.body).replace(/^\{/, `{"${key}":1,`);
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': 'application/json', ...(route.auth ? user.auth : {}) },
        payload: json,
      });
      expectClientError(res);
      if (key === '__proto__') {
        // Refused by Fastify's JSON parser itself (prototype poisoning), before validation.
        expect(res.statusCode).toBe(400);
        expect(errorBody(res)).toEqual({ message: 'The request body is not valid JSON.' });
        return;
      }
      expect(res.statusCode).toBe(422);
      const { errors } = res.json() as { errors: Record<string, string[]> };
      expect(Object.hasOwn(errors, key)).toBe(true);
      expect(errors[key]).toEqual([`The ${key.replace(/_/g, ' ')} field is not allowed.`]);
    });
  }

  it.each(PROTOTYPE_KEYS)('the outbox query with "%s" answers 422', async (key) => {
    const res = await send('GET', `/api/demo/outbox?${key}=1`);
    expectClientError(res);
    expect(res.statusCode).toBe(422);
  });
});

describe('control characters', () => {
  it.each([
    ['/api/register', { name: 'a\u0000b' }, 'name', false],
    ['/api/register', { name: 'a\u001bb' }, 'name', false],
    ['/api/profile/update', { name: 'a\u0000b' }, 'name', true],
    ['/api/subscribe', { email: 'a\u0000b@example.org' }, 'email', false],
    ['/api/login', { email: 'a@example.org', password: 'pass\u0000word' }, 'password', false],
  ] as const)('%s refuses %j with 422 on the field', async (url, fields, field, auth) => {
    const base =
      url === '/api/register'
        ? { email: 'cc@example.org', password: 'x', password_confirmation: 'x', role: 'broker' }
        : {};
    const res = await send('POST', url, { ...base, ...fields }, auth);
    expectClientError(res);
    expect(res.statusCode).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(errors[field]?.join(' ')).toMatch(
      /must not contain control characters|email field is required/,
    );
  });

  it.each([
    '/api/developers?filter[title]=%00',
    '/api/projects?filter[title]=a%00b',
    '/api/demo/outbox?to=a%00b',
    '/api/properties?filter[location_id]=%01',
    '/api/properties?filter[price_range]=1%00,5',
  ])('GET %s answers 422', async (url) => {
    const res = await send('GET', url);
    expectClientError(res);
    expect(res.statusCode).toBe(422);
  });

  it('keeps tabs and line breaks, which multi-line text needs', async () => {
    const res = await send('POST', '/api/profile/update', { name: 'Ann\tLee' }, true);
    expect(res.statusCode).toBe(200);
  });
});

describe('broken Unicode', () => {
  it.each([
    ['/api/register', { name: 'Ann \ud800' }, 'name', false],
    ['/api/profile/update', { name: '\udc00Lee' }, 'name', true],
    ['/api/profile/update', { name: 'Ann \udbff\udbff' }, 'name', true],
  ] as const)(
    '%s refuses half a surrogate pair in %j with 422 on the field',
    async (url, fields, field, auth) => {
      const base =
        url === '/api/register'
          ? { email: 'su@example.org', password: 'x', password_confirmation: 'x', role: 'broker' }
          : {};
      const res = await send('POST', url, { ...base, ...fields }, auth);
      expectClientError(res);
      expect(res.statusCode).toBe(422);
      const { errors } = res.json() as { errors: Record<string, string[]> };
      expect(errors[field]).toEqual([`The ${field} field must be valid Unicode text.`]);
    },
  );

  it('takes whole pairs: emoji and characters beyond the first plane', async () => {
    const res = await send('POST', '/api/profile/update', { name: 'Ann 🏝️ 𠀋' }, true);
    expect(res.statusCode).toBe(200);
  });
});

describe('malformed multipart bodies', () => {
  const upload = (headers: Record<string, string>, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers: { ...user.auth, ...headers },
      payload,
    });

  it('without a boundary answers 4xx JSON', async () => {
    const res = await upload({ 'content-type': 'multipart/form-data' }, 'whatever');
    expectClientError(res);
  });

  it('with a part cut off before its closing boundary answers 4xx JSON', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\npartial';
    const res = await upload({ 'content-type': 'multipart/form-data; boundary=XyZ' }, body);
    expectClientError(res);
  });

  it('with an empty body answers 4xx JSON', async () => {
    const res = await upload({ 'content-type': 'multipart/form-data; boundary=XyZ' }, '');
    expectClientError(res);
  });
});

describe('URLs the router cannot decode', () => {
  it.each(['/api/developers/%', '/api/properties/%E0%A4%A', '/%zz'])(
    '%s answers 400 in the API error shape, without echoing the path',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toEqual({ message: 'The request URL is not valid.' });
    },
  );
});

import {
  AREA_LIMIT,
  FILTER_LIST_MAX,
  ID_MAX_VALUE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PER_PAGE_MAX,
  PRICE_LIMIT,
  ROOM_MAX,
  ROOM_MIN,
  BEDROOM_MIN,
  TITLE_SEARCH_MAX,
} from '@phuket/shared/contract';
import { createTestApp, type TestApp } from '../test/test-app';

// The bounds the browser builds its controls and checks from are the contract's; the API
// must answer 200 at each bound and a field error just past it. Both sides derive from the
// same constants, so this pins the API's behaviour to them.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<{ errors?: Record<string, string[]> }>() };
}

describe('listing filter bounds', () => {
  const filterCases: [string, string, string][] = [
    ['bedrooms', String(BEDROOM_MIN), String(BEDROOM_MIN - 1)],
    ['bedrooms', String(ROOM_MAX), String(ROOM_MAX + 1)],
    ['bathrooms', String(ROOM_MIN), String(ROOM_MIN - 1)],
    ['bathrooms', String(ROOM_MAX), String(ROOM_MAX + 1)],
    ['area_filter', `0,${AREA_LIMIT}`, `0,${AREA_LIMIT + 1}`],
    ['price_range', `0,${PRICE_LIMIT}`, `0,${PRICE_LIMIT + 1}`],
    ['location_id', ids(FILTER_LIST_MAX), ids(FILTER_LIST_MAX + 1)],
    ['amenities_filter', ids(FILTER_LIST_MAX), ids(FILTER_LIST_MAX + 1)],
    ['location_id', String(ID_MAX_VALUE), String(ID_MAX_VALUE + 1)],
    ['developer_id', String(ID_MAX_VALUE), String(ID_MAX_VALUE + 1)],
    ['project_id', String(ID_MAX_VALUE), String(ID_MAX_VALUE + 1)],
    ['developer_id', '1', '0'],
  ];

  it.each(filterCases)('filter[%s]: %s passes, %s is a field error', async (name, ok, past) => {
    const key = `filter[${name}]`;
    const at = await get(`/api/properties?${key}=${encodeURIComponent(ok)}`);
    expect(at.status).toBe(200);
    const beyond = await get(`/api/properties?${key}=${encodeURIComponent(past)}`);
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.body.errors ?? {})).toEqual([key]);
  });

  it('per_page: the contract maximum passes, one more is a field error', async () => {
    expect((await get(`/api/properties?per_page=${PER_PAGE_MAX}`)).status).toBe(200);
    const beyond = await get(`/api/properties?per_page=${PER_PAGE_MAX + 1}`);
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.body.errors ?? {})).toEqual(['per_page']);
  });

  it('filter[title] of the directories: the maximum length passes, one more is refused', async () => {
    const title = (n: number) => 'a'.repeat(n);
    expect((await get(`/api/developers?filter[title]=${title(TITLE_SEARCH_MAX)}`)).status).toBe(
      200,
    );
    const beyond = await get(`/api/developers?filter[title]=${title(TITLE_SEARCH_MAX + 1)}`);
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.body.errors ?? {})).toEqual(['filter[title]']);
  });
});

describe('account form bounds', () => {
  const register = (patch: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Bound Tester',
        email: `bounds-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'correct horse battery staple 42',
        password_confirmation: 'correct horse battery staple 42',
        role: 'broker',
        ...patch,
      },
    });
  const fieldErrors = (res: { json: () => unknown }) =>
    (res.json() as { errors?: Record<string, string[]> }).errors ?? {};

  it('a password one shorter than the minimum is refused under "password"', async () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    const res = await register({ password: short, password_confirmation: short });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(res))).toContain('password');
  });

  it('a strong password of the maximum length is accepted, one more is refused', async () => {
    const strong = (n: number) => 'Qv7#mZp2!kLw9$Rt'.repeat(16).slice(0, n);
    const at = await register({
      password: strong(PASSWORD_MAX),
      password_confirmation: strong(PASSWORD_MAX),
    });
    expect(at.statusCode).toBe(201);
    const beyond = await register({
      password: strong(PASSWORD_MAX + 1),
      password_confirmation: strong(PASSWORD_MAX + 1),
    });
    expect(beyond.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(beyond))).toContain('password');
  });

  it('a name of the maximum length is accepted, one more is refused under "name"', async () => {
    expect((await register({ name: 'N'.repeat(NAME_MAX) })).statusCode).toBe(201);
    const beyond = await register({ name: 'N'.repeat(NAME_MAX + 1) });
    expect(beyond.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(beyond))).toEqual(['name']);
  });
});

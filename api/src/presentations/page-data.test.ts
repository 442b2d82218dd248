import { eq } from 'drizzle-orm';
import type { Presentation, PublicPresentation } from '@phuket/shared/contract';
import { signUp, type SignedInUser } from '../account/test-helpers';
import { listings, users } from '../db/schema';
import { errorBody, createTestApp, type TestApp } from '../test/test-app';
import { presentationPageData } from './page-data';

/*
 * The data the server render of /presentation/{slug} is made from: the very answer of the
 * public API route (same functions, no HTTP), a dead link's 410 body under its own key, and
 * nothing at all for anything else, so the page falls back to the plain shell.
 */

let t: TestApp;
let owner: SignedInUser;
let presentation: Presentation;

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: url.startsWith('/presentations') ? owner.auth : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ demo: false, env: { RATE_LIMIT_DISABLED: 'true' } });
  owner = await signUp(t.app, { role: 'broker', name: 'Owner Olivia', phone: '+66 81 234 5678' });
  const [user] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
  const [a, b] = await t.database.db
    .insert(listings)
    .values(
      ['Pool villa in Kata', 'Condo in Patong'].map((title, i) => ({
        userId: user!.id,
        title,
        status: 'published' as const,
        offerType: 'Sale',
        price: String(10_000_000 + i * 1_234_567),
        priceThb: String(10_000_000 + i * 1_234_567),
        currency: 'THB',
      })),
    )
    .returning({ id: listings.id });
  const created = await api('POST', '/presentations', {
    title: 'For the Smiths',
    client_name: 'Secret Smith',
    currency: 'USD',
    items: [{ listing_id: a!.id }, { listing_id: b!.id, price_mode: 'hidden' }],
  });
  expect(created.statusCode).toBe(201);
  presentation = created.json<Presentation>();
});

afterAll(async () => {
  await t.close();
});

describe('presentationPageData', () => {
  it('answers the public view in its own currency, exactly as the public API route does', async () => {
    const key = `/presentation/${presentation.slug}`;
    const data = await presentationPageData(t.app).answers([key]);
    const route = await api('GET', key);
    expect(route.statusCode).toBe(200);
    expect(data).toEqual({ [key]: route.json<PublicPresentation>() });
    const view = data?.[key] as PublicPresentation;
    expect(view.currency).toBe('USD');
    expect(view.items.map((i) => i.available && 'price' in i)).toEqual([true, false]);
    expect(JSON.stringify(data)).not.toContain('Secret Smith');
  });

  it('gives nothing for keys it does not serve, or an unknown slug', async () => {
    const source = presentationPageData(t.app);
    const key = `/presentation/${presentation.slug}`;
    expect(await source.answers([`${key}?currency=EUR`])).toBeNull();
    expect(await source.answers([key, '/locations'])).toBeNull();
    expect(await source.answers(['/presentation/NoSuchSlug1234'])).toBeNull();
    expect(await source.answers(['/presentation/x'])).toBeNull();
    expect(await source.answers(['/presentation/%E0%A4%A'])).toBeNull();
    expect(await source.answers([])).toBeNull();
  });

  it('answers a revoked link with its 410 body under the gone key', async () => {
    const revoked = await api('POST', `/presentations/${presentation.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    const key = `/presentation/${presentation.slug}`;
    const data = await presentationPageData(t.app).answers([key]);
    const route = await api('GET', key);
    expect(route.statusCode).toBe(410);
    // The page's data is the route's answer, less the id of the request that answered it.
    expect(data).toEqual({ [`${key}#gone`]: errorBody(route) });
    expect(JSON.stringify(data)).toContain('Owner Olivia');
  });
});

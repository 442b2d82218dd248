import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  PRESENTATION_MESSAGES,
  PRESENTATION_TITLE_MAX,
  isPresentationSlug,
  type Presentation,
  type PresentationGoneBody,
  type PresentationsPage,
  type PublicAvailableItem,
  type PublicPresentation,
} from '@phuket/shared/contract';
import { countOutbox, latestMessage, signUp, type SignedInUser } from '../account/test-helpers';
import type { Db } from '../db/client';
import {
  currencyRates,
  listingPhotos,
  listings,
  outbox,
  presentationFeedback,
  presentationOpens,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { presentationPageState } from '../seo/presentation-page';
import { mailFeedbackDigest } from './feedback-mail';
import { deviceHash } from './tracking';

/*
 * Presentations over real HTTP handling on a fresh database (PGlite, or PostgreSQL
 * with test:pg): two brokers, a developer and an admin; published listings of both brokers,
 * one with photos, and a draft. Rate limits are off except in the last block, which builds
 * its own app. The app's clock is ours, so an expiry can pass.
 */

let t: TestApp;
let db: Db;
let clock = new Date();
type Account = SignedInUser & { id: number };
let owner: Account;
let other: Account;
let developer: Account;
let admin: Account;
const ids = { villa: 0, condo: 0, land: 0, draft: 0, otherVilla: 0, photos: [] as number[] };
const HIDDEN_PRICE = 7_654_321;

async function account(role: 'broker' | 'developer', name: string): Promise<Account> {
  const user = await signUp(t.app, { role, name, phone: '+66 81 234 5678' });
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
  return { ...user, id: res.json<{ user: { id: number } }>().user.id };
}

function request(
  who: Account | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  extra: Partial<InjectOptions> = {},
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who ? who.auth : {}), ...(extra.headers ?? {}) },
    ...(payload === undefined ? {} : { payload }),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

const client = (ip = '203.0.113.7', agent = 'Mozilla/5.0 (iPhone) Safari') => ({
  remoteAddress: ip,
  headers: { 'user-agent': agent },
});
/** The device hash of `client()`'s address, for running its feedback mail job. */
const clientHash = (ip = '203.0.113.7') => deviceHash(t.config.codeSecret, ip);

async function create(who: Account, body: object): Promise<Presentation> {
  const res = await request(who, 'POST', '/presentations', body);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Presentation>();
}

const threeItems = () => [
  { listing_id: ids.villa, note: 'Five minutes to Kata beach', photo_ids: [ids.photos[1]] },
  {
    listing_id: ids.otherVilla,
    price_mode: 'override',
    price_override: { amount: 250_000, currency: 'USD' },
  },
  // An override sent with "hidden" must not be kept: it would be a price to leak.
  { listing_id: ids.condo, price_mode: 'hidden', price_override: { amount: 999, currency: 'THB' } },
];

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: { RATE_LIMIT_DISABLED: 'true', LISTING_CACHE_TTL_MS: '0' },
    now: () => clock,
  });
  db = t.database.db;
  owner = await account('broker', 'Owner Olivia');
  other = await account('broker', 'Other Oscar');
  developer = await account('developer', 'Developer Dan');
  const adminUser = await signUp(t.app, { role: 'broker', name: 'Admin Ada' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, adminUser.email));
  admin = { ...adminUser, id: 0 };
  await db
    .insert(currencyRates)
    .values([
      { currency: 'USD', rateToThb: '0.025' },
      { currency: 'EUR', rateToThb: '0.02' },
    ])
    .onConflictDoUpdate({ target: currencyRates.currency, set: { rateToThb: '0.025' } });
  await db
    .update(currencyRates)
    .set({ rateToThb: '0.02' })
    .where(eq(currencyRates.currency, 'EUR'));
  const common = { offerType: 'Sale', propertyType: 'Villa', status: 'published' as const };
  const [villa, condo, land, draft, otherVilla] = await db
    .insert(listings)
    .values([
      {
        ...common,
        userId: owner.id,
        title: 'Pool villa in Kata',
        price: '20000000',
        priceThb: '20000000',
        currency: 'THB',
        discount: 10,
        bedrooms: 3,
      },
      {
        ...common,
        userId: owner.id,
        title: 'Condo in Patong',
        propertyType: 'Apartment',
        price: String(HIDDEN_PRICE),
        priceThb: String(HIDDEN_PRICE),
        bedrooms: 1,
      },
      {
        ...common,
        userId: other.id,
        title: 'Land in Rawai',
        propertyType: 'Land plot',
        price: '9000000',
        priceThb: '9000000',
      },
      { ...common, userId: owner.id, title: 'Unfinished draft', status: 'draft' as const },
      {
        ...common,
        userId: other.id,
        title: 'Sea view villa in Layan',
        price: '30000000',
        priceThb: '30000000',
        bedrooms: 3,
      },
    ])
    .returning({ id: listings.id });
  ids.villa = villa!.id;
  ids.condo = condo!.id;
  ids.land = land!.id;
  ids.draft = draft!.id;
  ids.otherVilla = otherVilla!.id;
  const photos = await db
    .insert(listingPhotos)
    .values([
      {
        listingId: ids.villa,
        path: 'catalog/photos/villa-1.webp',
        isMain: true,
        width: 1600,
        height: 1200,
      },
      { listingId: ids.villa, path: 'catalog/photos/villa-2.webp', position: 1 },
      { listingId: ids.otherVilla, path: 'catalog/photos/layan-1.webp', isMain: true },
    ])
    .returning({ id: listingPhotos.id });
  ids.photos = photos.map((p) => p.id);
});

afterAll(async () => {
  await t.close();
});

describe('create and read', () => {
  it('creates a presentation with an unguessable slug and its items in order', async () => {
    const p = await create(owner, {
      title: 'Villas for Anna',
      client_name: 'Anna Schmidt',
      intro: 'Hello Anna, here are the villas we talked about.',
      items: threeItems(),
    });
    expect(isPresentationSlug(p.slug)).toBe(true);
    expect(p.slug).toHaveLength(16);
    expect(p.url).toBe(`/presentation/${p.slug}`);
    expect(p.client_name).toBe('Anna Schmidt');
    expect(p.status).toBe('active');
    expect(p.contact).toEqual({
      show_name: true,
      image: 'avatar',
      show_phone: true,
      show_chat: true,
      show_email: false,
    });
    expect(p.items.map((i) => [i.listing_id, i.price_mode, i.price_override])).toEqual([
      [ids.villa, 'as_is', null],
      [ids.otherVilla, 'override', { amount: 250_000, currency: 'USD' }],
      [ids.condo, 'hidden', null],
    ]);
    expect(p.items[0]?.photo_ids).toEqual([ids.photos[1]]);
    expect(p.items[0]?.listing?.photos).toHaveLength(2);
    expect(p.stats).toEqual({ opens: 0, devices: 0, first_opened_at: null, last_opened_at: null });
  });

  it('refuses bad bodies with one error per field', async () => {
    const res = await request(owner, 'POST', '/presentations', {
      title: '   ',
      expires_at: new Date(clock.getTime() - 60_000).toISOString(),
      items: [
        { listing_id: ids.draft },
        { listing_id: ids.villa, photo_ids: [ids.photos[2]] },
        { listing_id: ids.land, price_mode: 'override' },
        { listing_id: ids.land },
      ],
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({
      title: [PRESENTATION_MESSAGES.title],
      expires_at: [PRESENTATION_MESSAGES.expiryPast],
      'items.0.listing_id': [PRESENTATION_MESSAGES.listingUnavailable],
      'items.1.photo_ids': [PRESENTATION_MESSAGES.photoNotInListing],
      'items.2.price_override': [PRESENTATION_MESSAGES.overrideMissing],
      'items.3.listing_id': [PRESENTATION_MESSAGES.duplicateListing],
    });
    // A schema error names its field too, and never a 500.
    const typed = await request(owner, 'POST', '/presentations', {
      title: 'x',
      items: [{ listing_id: ids.villa, price_mode: 'free' }],
    });
    expect(typed.statusCode).toBe(422);
    expect(Object.keys(typed.json<{ errors: object }>().errors)).toEqual(['items.0.price_mode']);
  });

  it('lets a developer create one too', async () => {
    const p = await create(developer, { title: 'Off-plan picks' });
    expect(p.items).toEqual([]);
  });
});

describe('ownership', () => {
  let p: Presentation;
  beforeAll(async () => {
    p = await create(owner, { title: 'Private', items: [{ listing_id: ids.villa }] });
  });

  it('answers 404 to another broker, 401 to a guest and 403 to an admin', async () => {
    for (const [method, url, body] of [
      ['GET', `/presentations/${p.id}`, undefined],
      ['GET', `/presentations/slug/${p.slug}`, undefined],
      ['PUT', `/presentations/${p.id}`, { version: p.version, title: 'Mine now' }],
      ['DELETE', `/presentations/${p.id}`, undefined],
      ['POST', `/presentations/${p.id}/revoke`, {}],
      ['POST', `/presentations/${p.id}/regenerate`, {}],
      ['POST', `/presentations/${p.id}/duplicate`, {}],
      ['PUT', `/presentations/${p.id}/order`, { version: p.version, item_ids: [] }],
      ['GET', `/presentations/${p.id}/pdf`, undefined],
    ] as const) {
      expect([url, (await request(other, method, url, body)).statusCode]).toEqual([url, 404]);
    }
    expect((await request(null, 'GET', `/presentations/${p.id}`)).statusCode).toBe(401);
    expect((await request(null, 'GET', '/presentations')).statusCode).toBe(401);
    expect((await request(admin, 'GET', `/presentations/${p.id}`)).statusCode).toBe(403);
    const still = await request(owner, 'GET', `/presentations/${p.id}`);
    expect(still.json<Presentation>().title).toBe('Private');
  });

  it("lists only the owner's own, newest first, with counts", async () => {
    const res = await request(other, 'GET', '/presentations');
    expect(res.json<PresentationsPage>().meta.total).toBe(0);
    const mine = (
      await request(owner, 'GET', '/presentations?per_page=2')
    ).json<PresentationsPage>();
    expect(mine.meta.per_page).toBe(2);
    expect(mine.data[0]).toMatchObject({
      id: p.id,
      title: 'Private',
      listings_count: 1,
      opened: false,
    });
    const found = await request(owner, 'GET', '/presentations?filter[title]=anna');
    expect(found.json<PresentationsPage>().data.map((s) => s.title)).toEqual(['Villas for Anna']);
  });
});

describe('update and reorder', () => {
  it('changes fields, replaces items keeping their ids, and refuses a stale version', async () => {
    const p = await create(owner, { title: 'Draft list', items: threeItems() });
    const [villaItem, otherItem] = p.items;
    const res = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      title: 'Final list',
      intro: 'See you Saturday',
      currency: 'EUR',
      contact: {
        show_name: true,
        image: 'logo',
        show_phone: false,
        show_chat: true,
        show_email: true,
      },
      items: [
        { listing_id: ids.otherVilla, note: 'Best view' },
        {
          listing_id: ids.villa,
          price_mode: 'override',
          price_override: { amount: 18_000_000, currency: 'THB' },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Presentation>();
    expect(saved.version).toBe(p.version + 1);
    expect(saved.title).toBe('Final list');
    expect(saved.currency).toBe('EUR');
    expect(saved.items.map((i) => [i.id, i.listing_id, i.note, i.price_mode])).toEqual([
      [otherItem?.id, ids.otherVilla, 'Best view', 'as_is'],
      [villaItem?.id, ids.villa, null, 'override'],
    ]);
    const stale = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      title: 'Lost write',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(PRESENTATION_MESSAGES.stale);

    const order = saved.items.map((i) => i.id).reverse();
    const moved = await request(owner, 'PUT', `/presentations/${p.id}/order`, {
      version: saved.version,
      item_ids: order,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Presentation>().items.map((i) => i.id)).toEqual(order);
    const wrong = await request(owner, 'PUT', `/presentations/${p.id}/order`, {
      version: moved.json<Presentation>().version,
      item_ids: [order[0]],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: object }>().errors).toEqual({
      item_ids: [PRESENTATION_MESSAGES.itemOrderMismatch],
    });
  });
});

describe('the public view', () => {
  let p: Presentation;
  beforeAll(async () => {
    p = await create(owner, {
      title: 'Villas for Anna',
      client_name: 'Anna Schmidt-Private',
      intro: 'Hello Anna',
      items: threeItems(),
    });
  });

  it('shows prices per mode, only chosen photos, and nothing private', async () => {
    const res = await request(null, 'GET', `/presentation/${p.slug}`);
    expect(res.statusCode).toBe(200);
    const view = res.json<PublicPresentation>();
    expect(view.currency).toBe('THB');
    const [villa, overridden, hidden] = view.items as PublicAvailableItem[];
    expect(villa?.price).toEqual({ amount: 20_000_000, currency: 'THB', discount: 10 });
    expect(villa?.photos.map((ph) => ph.id)).toEqual([ids.photos[1]]);
    expect(villa?.note).toBe('Five minutes to Kata beach');
    // 250 000 USD at 0.025 USD per THB.
    expect(overridden?.price).toEqual({ amount: 10_000_000, currency: 'THB', discount: null });
    expect(hidden?.available).toBe(true);
    expect(hidden && 'price' in hidden).toBe(false);
    // Not the client's name, not the hidden price in any form, not the owner's email.
    expect(res.body).not.toContain('Anna Schmidt-Private');
    expect(res.body).not.toContain('client_name');
    expect(res.body).not.toMatch(/7654321|7,654,321|7\.654\.321|191358|153086/);
    expect(res.body).not.toContain(owner.email);
    expect(view.contact).toEqual({
      name: 'Owner Olivia',
      image_url: null,
      phone: '+66 81 234 5678',
      chat_url: 'https://wa.me/66812345678',
      email: null,
    });
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('converts to the currency the client switches to', async () => {
    const res = await request(null, 'GET', `/presentation/${p.slug}?currency=USD`);
    const [villa, overridden] = res.json<PublicPresentation>().items as PublicAvailableItem[];
    expect(villa?.price).toEqual({ amount: 500_000, currency: 'USD', discount: 10 });
    expect(overridden?.price).toEqual({ amount: 250_000, currency: 'USD', discount: null });
    expect(res.body).not.toMatch(/7654321|191358|153086/);
  });

  it('shows the email only when the owner chooses it', async () => {
    await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      contact: {
        show_name: false,
        image: 'none',
        show_phone: false,
        show_chat: false,
        show_email: true,
      },
    });
    const view = (await request(null, 'GET', `/presentation/${p.slug}`)).json<PublicPresentation>();
    expect(view.contact).toEqual({
      name: null,
      image_url: null,
      phone: null,
      chat_url: null,
      email: owner.email,
    });
  });

  it('shows a listing sold, unpublished or deleted since as no longer available', async () => {
    const [sold, gone] = await db
      .insert(listings)
      .values([
        { userId: other.id, title: 'Soon sold', status: 'published', price: '1', priceThb: '1' },
        { userId: other.id, title: 'Soon deleted', status: 'published', price: '1', priceThb: '1' },
      ])
      .returning({ id: listings.id });
    const q = await create(owner, {
      title: 'Changing',
      items: [{ listing_id: sold!.id }, { listing_id: gone!.id }, { listing_id: ids.villa }],
    });
    await db
      .insert(listingPhotos)
      .values({ listingId: sold!.id, path: `listings/${sold!.id}/sold.webp` });
    await db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold!.id));
    await db.delete(listings).where(eq(listings.id, gone!.id));
    const res = await request(null, 'GET', `/presentation/${q.slug}`);
    expect(res.statusCode).toBe(200);
    const items = res.json<PublicPresentation>().items;
    expect(items.slice(0, 2)).toEqual([
      { id: q.items[0]?.id, available: false },
      { id: q.items[1]?.id, available: false },
    ]);
    expect(res.body).not.toContain('Soon sold');
    expect(items[2]?.available).toBe(true);
    // The owner sees why, and may save the list with the sold one still in it.
    const mine = (await request(owner, 'GET', `/presentations/${q.id}`)).json<Presentation>();
    expect(mine.items.map((i) => [i.available, i.listing?.status ?? null])).toEqual([
      [false, 'sold'],
      [false, null],
      [true, 'published'],
    ]);
    // Another broker's listing off the site: its files no longer load, so none are named.
    expect([mine.items[0]?.listing?.cover_url, mine.items[0]?.listing?.photos]).toEqual([null, []]);
    const kept = await request(owner, 'PUT', `/presentations/${q.id}`, {
      version: mine.version,
      items: [{ listing_id: sold!.id }, { listing_id: ids.villa }],
    });
    expect(kept.statusCode).toBe(200);
  });

  it('keeps an item whose listing was deleted through saves until the owner removes it', async () => {
    const [doomed] = await db
      .insert(listings)
      .values({
        userId: other.id,
        title: 'Deleted later',
        status: 'published',
        offerType: 'Rent',
        rentalType: 'Long-term',
        price: '45000',
        priceThb: '45000',
      })
      .returning({ id: listings.id });
    const q = await create(owner, {
      title: 'With a deleted one',
      items: [{ listing_id: doomed!.id, note: 'Ask about the pool' }, { listing_id: ids.villa }],
    });
    // The editor's "as is" line has the rent period to show.
    expect(q.items[0]?.listing).toMatchObject({ offer_type: 'Rent', rental_type: 'Long-term' });
    await db.delete(listings).where(eq(listings.id, doomed!.id));
    const mine = (await request(owner, 'GET', `/presentations/${q.id}`)).json<Presentation>();
    const orphan = mine.items[0];
    expect(orphan).toMatchObject({ listing_id: null, available: false, listing: null });

    // Saved as the editor does: the deleted listing's item by its own id, the rest reordered.
    const saved = await request(owner, 'PUT', `/presentations/${q.id}`, {
      version: mine.version,
      items: [
        { listing_id: ids.villa, note: 'Now first' },
        { listing_id: null, item_id: orphan?.id, note: 'Ask about the pool' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<Presentation>();
    expect(after.items.map((i) => [i.id, i.listing_id])).toEqual([
      [mine.items[1]?.id, ids.villa],
      [orphan?.id, null],
    ]);
    const view = (await request(null, 'GET', `/presentation/${q.slug}`)).json<PublicPresentation>();
    expect(view.items[1]).toEqual({ id: orphan?.id, available: false });

    // Only an item of this presentation whose listing is gone may come back without one.
    const forged = await request(owner, 'PUT', `/presentations/${q.id}`, {
      version: after.version,
      items: [{ listing_id: null, item_id: after.items[0]?.id }, { listing_id: null }],
    });
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(forged.json<{ errors: object }>().errors)).toEqual([
      'items.0.listing_id',
      'items.1.listing_id',
    ]);
    const created = await request(owner, 'POST', '/presentations', {
      title: 'Forged',
      items: [{ listing_id: null, item_id: orphan?.id }],
    });
    expect(created.statusCode).toBe(422);

    // Removed by the owner: gone for good.
    const removed = await request(owner, 'PUT', `/presentations/${q.id}`, {
      version: after.version,
      items: [{ listing_id: ids.villa }],
    });
    expect(removed.json<Presentation>().items.map((i) => i.listing_id)).toEqual([ids.villa]);
  });

  it('answers 404 for an unknown or malformed slug', async () => {
    expect((await request(null, 'GET', '/presentation/NoSuchSlug1234')).statusCode).toBe(404);
    expect((await request(null, 'GET', '/presentation/x')).statusCode).toBe(404);
  });
});

describe('link: revoke, regenerate, expire, duplicate, delete', () => {
  it('revoked answers 410 with the contacts; regenerate gives a new working link, the old one stays 410', async () => {
    const p = await create(owner, { title: 'Short-lived', items: [{ listing_id: ids.villa }] });
    const revoked = await request(owner, 'POST', `/presentations/${p.id}/revoke`, {});
    expect(revoked.json<Presentation>().status).toBe('revoked');
    const res = await request(null, 'GET', `/presentation/${p.slug}`);
    expect(res.statusCode).toBe(410);
    const body = res.json<PresentationGoneBody>();
    expect(body).toMatchObject({ status: 'revoked', message: PRESENTATION_MESSAGES.revoked });
    expect(body.contact.name).toBe('Owner Olivia');
    expect((await request(null, 'POST', `/presentation/${p.slug}/open`, {})).statusCode).toBe(410);

    const renewed = (
      await request(owner, 'POST', `/presentations/${p.id}/regenerate`, {})
    ).json<Presentation>();
    expect(renewed.slug).not.toBe(p.slug);
    expect(renewed.status).toBe('active');
    expect((await request(null, 'GET', `/presentation/${renewed.slug}`)).statusCode).toBe(200);
    const old = await request(null, 'GET', `/presentation/${p.slug}`);
    expect([old.statusCode, old.json<PresentationGoneBody>().status]).toEqual([410, 'revoked']);
  });

  it('expired answers 410 once the date passes', async () => {
    const p = await create(owner, {
      title: 'Until tomorrow',
      expires_at: new Date(clock.getTime() + 24 * 3600_000).toISOString(),
    });
    expect((await request(null, 'GET', `/presentation/${p.slug}`)).statusCode).toBe(200);
    const before = clock;
    clock = new Date(clock.getTime() + 25 * 3600_000);
    try {
      const res = await request(null, 'GET', `/presentation/${p.slug}`);
      expect(res.statusCode).toBe(410);
      expect(res.json<PresentationGoneBody>()).toMatchObject({
        status: 'expired',
        message: PRESENTATION_MESSAGES.expired,
        title: 'Until tomorrow',
      });
      const state = await presentationPageState(
        db,
        p.slug,
        { origin: 'https://wow.example', mediaPrefix: '/media' },
        clock,
      );
      expect(state.status).toBe(410);
    } finally {
      clock = before;
    }
  });

  it('duplicates with a new link and no activity; deletes so the link is 404', async () => {
    const p = await create(owner, { title: 'Original', items: threeItems() });
    await request(null, 'POST', `/presentation/${p.slug}/open`, {}, client());
    const copy = await request(owner, 'POST', `/presentations/${p.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    const c = copy.json<Presentation>();
    expect(c.slug).not.toBe(p.slug);
    expect(c.title).toBe('Original (copy)');
    expect(c.items.map((i) => [i.listing_id, i.price_mode])).toEqual(
      p.items.map((i) => [i.listing_id, i.price_mode]),
    );
    expect(c.stats.opens).toBe(0);
    const del = await request(owner, 'DELETE', `/presentations/${p.id}`);
    expect(del.statusCode).toBe(200);
    expect((await request(null, 'GET', `/presentation/${p.slug}`)).statusCode).toBe(404);
    expect((await request(owner, 'GET', `/presentations/${p.id}`)).statusCode).toBe(404);
  });
});

describe('tracking and feedback', () => {
  let p: Presentation;
  beforeAll(async () => {
    p = await create(owner, { title: 'Tracked', items: threeItems() });
  });

  it("counts opens per device by a salted hash, an hour apart, not the owner's own, and mails the owner once", async () => {
    const open = (extra: Partial<InjectOptions>, who: Account | null = null) =>
      request(who, 'POST', `/presentation/${p.slug}/open`, {}, extra);
    const start = clock;
    try {
      expect((await open(client())).json()).toEqual({ counted: true });
      // The same address with another browser string is the same device, and a reload within
      // the hour adds nothing: holding the link does not inflate the figures.
      expect((await open(client('203.0.113.7', 'Mozilla/5.0 (Android) Chrome'))).json()).toEqual({
        counted: false,
      });
      expect((await open(client())).json()).toEqual({ counted: false });
      expect((await open(client(), owner)).json()).toEqual({ counted: false });
      // Another broker is a client like any other.
      expect((await open(client('198.51.100.4'), other)).json()).toEqual({ counted: true });
      expect((await open(client('192.0.2.9'))).json()).toEqual({ counted: true });
      // An hour later the first device's open counts again.
      clock = new Date(start.getTime() + 61 * 60_000);
      expect((await open(client('203.0.113.7', 'Another/1.0'))).json()).toEqual({ counted: true });
    } finally {
      clock = start;
    }

    const mine = (await request(owner, 'GET', `/presentations/${p.id}`)).json<Presentation>();
    expect(mine.stats).toMatchObject({ opens: 4, devices: 3 });
    expect(mine.stats.first_opened_at).not.toBeNull();
    const list = (await request(owner, 'GET', '/presentations')).json<PresentationsPage>();
    expect(list.data.find((s) => s.id === p.id)).toMatchObject({
      opened: true,
      stats: { opens: 4 },
    });

    const rows = await db
      .select()
      .from(presentationOpens)
      .where(eq(presentationOpens.presentationId, p.id));
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('198.51.100.4');

    const mail = await latestMessage(t, owner.email);
    expect(mail?.subject).toBe('Your presentation "Tracked" was opened');
    const mails = await db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(mails.filter((m) => m.subject?.includes('"Tracked" was opened'))).toHaveLength(1);
  });

  it('counts listing views once per device per hour, not the owner’s', async () => {
    const item = p.items[0]!;
    const view = (who: Account | null, from = client()) =>
      request(who, 'POST', `/presentation/${p.slug}/items/${item.id}/view`, {}, from);
    expect((await view(null)).json()).toEqual({ counted: true });
    expect((await view(null)).json()).toEqual({ counted: false });
    expect((await view(null, client('203.0.113.7', 'Other/2.0'))).json()).toEqual({
      counted: false,
    });
    expect((await view(owner)).json()).toEqual({ counted: false });
    const start = clock;
    try {
      clock = new Date(start.getTime() + 61 * 60_000);
      expect((await view(null)).json()).toEqual({ counted: true });
    } finally {
      clock = start;
    }
    expect(
      (await request(null, 'POST', `/presentation/${p.slug}/items/999999/view`, {})).statusCode,
    ).toBe(404);
    const mine = (await request(owner, 'GET', `/presentations/${p.id}`)).json<Presentation>();
    expect(mine.items[0]?.views).toBe(2);
  });

  it('mails the owner about a presentation whose title is as long as allowed', async () => {
    const title = 'Long'.repeat(PRESENTATION_TITLE_MAX / 4 + 1).slice(0, PRESENTATION_TITLE_MAX);
    const long = await create(owner, { title, items: threeItems() });
    const opened = await request(null, 'POST', `/presentation/${long.slug}/open`, {}, client());
    expect(opened.json()).toEqual({ counted: true });
    const openMail = await latestMessage(t, owner.email);
    expect(openMail?.subject).toBe(`Your presentation "${title}" was opened`);
    const item = long.items[0]!;
    const answered = await request(
      null,
      'POST',
      `/presentation/${long.slug}/items/${item.id}/feedback`,
      { answer: 'like' },
      client(),
    );
    expect(answered.statusCode).toBe(201);
    // Answers are mailed together 10 minutes later (feedback-mail.test.ts): none at once.
    expect((await latestMessage(t, owner.email))?.subject).toBe(openMail?.subject);
    await mailFeedbackDigest(t.app, long.id, clientHash());
    const feedbackMail = await latestMessage(t, owner.email);
    expect(feedbackMail?.subject).toBe(`Like: your client answered on "${title}"`);
  });

  it('takes Like with a comment without an account, shows it to the owner and mails them', async () => {
    const before = await countOutbox(t, owner.email);
    const item = p.items[1]!;
    const res = await request(
      null,
      'POST',
      `/presentation/${p.slug}/items/${item.id}/feedback`,
      { answer: 'like', comment: '  Love the view!  ' },
      client(),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PRESENTATION_MESSAGES.feedbackSent });
    const mine = (await request(owner, 'GET', `/presentations/${p.id}`)).json<Presentation>();
    expect(mine.items[1]?.feedback.map((f) => [f.answer, f.comment])).toEqual([
      ['like', 'Love the view!'],
    ]);
    expect(await countOutbox(t, owner.email)).toBe(before);
    expect(await mailFeedbackDigest(t.app, p.id, clientHash())).toBe(1);
    const mail = await latestMessage(t, owner.email);
    expect(mail?.subject).toBe('Like: your client answered on "Tracked"');
    expect(mail?.body).toContain('Love the view!');
    expect(mail?.body).toContain('Sea view villa in Layan');
  });

  it('refuses bad feedback with 422 and the field, ignores the honeypot', async () => {
    const item = p.items[0]!;
    const send = (payload: object) =>
      request(null, 'POST', `/presentation/${p.slug}/items/${item.id}/feedback`, payload, client());
    const cases: [object, string][] = [
      [{ answer: 'love' }, 'answer'],
      [{}, 'answer'],
      [{ answer: 'no', comment: 'x'.repeat(1001) }, 'comment'],
      [{ answer: 'no', comment: 'bell\u0007' }, 'comment'],
      [{ answer: 'no', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect([field, res.statusCode]).toEqual([field, 422]);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
    }
    const bot = await send({ answer: 'no', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    const stored = await db
      .select()
      .from(presentationFeedback)
      .where(eq(presentationFeedback.itemId, item.id));
    expect(stored).toHaveLength(0);
    const unknown = await request(null, 'POST', `/presentation/${p.slug}/items/999999/feedback`, {
      answer: 'no',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the owner's listing prices", () => {
  it("are in the presentation's currency, as the listing picker showed them", async () => {
    const p = await create(owner, {
      title: 'In euros',
      currency: 'EUR',
      items: [{ listing_id: ids.villa }, { listing_id: ids.otherVilla }],
    });
    const picker = (
      await request(owner, 'GET', '/get/presentations/options?currency=EUR&per_page=50')
    ).json<{ data: { id: number; price: number; currency: string }[] }>().data;
    const cardOf = (id: number) => picker.find((card) => card.id === id);
    const shown = (items: Presentation['items']) =>
      items.map((item) => [item.listing?.price, item.listing?.currency]);
    const expected = [
      [400_000, 'EUR'],
      [600_000, 'EUR'],
    ];
    expect(
      [ids.villa, ids.otherVilla].map((id) => [cardOf(id)?.price, cardOf(id)?.currency]),
    ).toEqual(expected);
    expect(shown(p.items)).toEqual(expected);
    const read = (
      await request(owner, 'GET', `/presentations/slug/${p.slug}`)
    ).json<Presentation>();
    expect(shown(read.items)).toEqual(expected);
    const inDollars = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      currency: 'USD',
    });
    expect(shown(inDollars.json<Presentation>().items)).toEqual([
      [500_000, 'USD'],
      [750_000, 'USD'],
    ]);
  });
});

describe('the list counts', () => {
  it('gives 4 listings and 3 answers; a copy never opened has no answers', async () => {
    const p = await create(owner, {
      title: 'Four for Ben',
      items: [...threeItems(), { listing_id: ids.land }],
    });
    await request(null, 'POST', `/presentation/${p.slug}/open`, {}, client());
    await request(null, 'POST', `/presentation/${p.slug}/open`, {}, client('198.51.100.9'));
    const answers: [number, string][] = [
      [0, 'like'],
      [0, 'no'],
      [2, 'maybe'],
    ];
    for (const [index, answer] of answers) {
      const res = await request(
        null,
        'POST',
        `/presentation/${p.slug}/items/${p.items[index]!.id}/feedback`,
        { answer },
        client(),
      );
      expect(res.statusCode).toBe(201);
    }
    const copy = (
      await request(owner, 'POST', `/presentations/${p.id}/duplicate`, {})
    ).json<Presentation>();
    const list = (
      await request(owner, 'GET', '/presentations?per_page=50')
    ).json<PresentationsPage>();
    const row = list.data.find((s) => s.id === p.id);
    const copyRow = list.data.find((s) => s.id === copy.id);
    expect(row).toMatchObject({ listings_count: 4, feedback_count: 3, opened: true });
    expect(row?.stats).toMatchObject({ opens: 2, devices: 2 });
    expect(copyRow).toMatchObject({
      listings_count: 4,
      feedback_count: 0,
      opened: false,
      stats: { opens: 0, devices: 0 },
    });
  });
});

describe('GET /get/presentations/options', () => {
  it("lists everyone's published listings with the catalog's filters and currency", async () => {
    const res = await request(owner, 'GET', '/get/presentations/options');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: { id: number; price: number }[]; meta: { per_page: number } }>();
    expect(page.meta.per_page).toBe(6);
    const listed = page.data.map((l) => l.id);
    expect(listed).toEqual(expect.arrayContaining([ids.villa, ids.otherVilla]));
    expect(listed).not.toContain(ids.draft);

    const filtered = await request(
      owner,
      'GET',
      '/get/presentations/options?currency=USD&filter[bedrooms]=3&filter[property_type]=Villa',
    );
    const cards = filtered.json<{ data: { id: number; price: number; currency: string }[] }>().data;
    expect(cards.map((c) => c.id).sort()).toEqual([ids.villa, ids.otherVilla].sort());
    expect(cards.find((c) => c.id === ids.otherVilla)).toMatchObject({
      price: 750_000,
      currency: 'USD',
    });

    const bad = await request(owner, 'GET', '/get/presentations/options?filter[bedrooms]=lots');
    expect(bad.statusCode).toBe(422);
    expect((await request(null, 'GET', '/get/presentations/options')).statusCode).toBe(401);
    expect((await request(admin, 'GET', '/get/presentations/options')).statusCode).toBe(403);
  });
});

describe('link preview', () => {
  it('gives title, intro and the first shown photo; 404 for an unknown slug', async () => {
    const p = await create(owner, {
      title: 'Villas for Anna',
      intro: 'Hello Anna, three villas near the beach.',
      items: threeItems(),
    });
    const ctx = { origin: 'https://wow.example', mediaPrefix: '/media' };
    const state = await presentationPageState(db, p.slug, ctx, clock);
    expect(state).toEqual({
      status: 200,
      clientLocale: 'en',
      meta: {
        title: 'Villas for Anna — WOW Phuket',
        ogTitle: 'Villas for Anna',
        description: 'Hello Anna, three villas near the beach.',
        canonical: `https://wow.example/presentation/${p.slug}`,
        image: 'https://wow.example/media/catalog/photos/villa-2.webp',
      },
    });
    expect((await presentationPageState(db, 'NoSuchSlug1234', ctx, clock)).status).toBe(404);
  });
});

describe("the client's language", () => {
  it('is English unless chosen, taken on create and update, and refused when unknown', async () => {
    const plain = await create(owner, { title: 'No language chosen' });
    expect(plain.locale).toBe('en');
    const p = await create(owner, { title: 'Виллы для Анны', locale: 'ru', items: threeItems() });
    expect(p.locale).toBe('ru');
    expect(
      (await request(owner, 'GET', `/presentations/${p.id}`)).json<Presentation>().locale,
    ).toBe('ru');
    const list = (await request(owner, 'GET', '/presentations')).json<PresentationsPage>();
    expect(list.data.find((row) => row.id === p.id)?.locale).toBe('ru');
    expect(list.data.find((row) => row.id === plain.id)?.locale).toBe('en');

    const bad = await request(owner, 'POST', '/presentations', { title: 'x', locale: 'de' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['locale']);
    const badType = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      locale: 7,
    });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json<{ errors: object }>().errors)).toEqual(['locale']);

    const changed = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: p.version,
      locale: 'th',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Presentation>().locale).toBe('th');
    // A save without the field keeps it.
    const kept = await request(owner, 'PUT', `/presentations/${p.id}`, {
      version: changed.json<Presentation>().version,
      title: 'Виллы для Анны 2',
    });
    expect(kept.json<Presentation>().locale).toBe('th');
    const copy = await request(owner, 'POST', `/presentations/${p.id}/duplicate`, {});
    expect(copy.json<Presentation>().locale).toBe('th');
  });

  it("is in the public view, with each listing's language and translations", async () => {
    const [translated] = await db
      .insert(listings)
      .values({
        userId: owner.id,
        status: 'published',
        offerType: 'Sale',
        propertyType: 'Villa',
        title: 'Villa with a garden in Rawai',
        description: 'Quiet street, five minutes to the beach.',
        language: 'en',
        translations: {
          ru: { title: 'Вилла с садом в Раваи', description: 'Тихая улица, пять минут до пляжа.' },
          zh: { title: '拉威带花园的别墅', description: null },
        },
        price: '15000000',
        priceThb: '15000000',
      })
      .returning({ id: listings.id });
    const p = await create(owner, {
      title: 'Для Анны',
      locale: 'ru',
      items: [{ listing_id: translated!.id }, { listing_id: ids.villa }],
    });
    const view = (await request(null, 'GET', `/presentation/${p.slug}`)).json<PublicPresentation>();
    expect(view.locale).toBe('ru');
    const [first, second] = view.items as PublicAvailableItem[];
    expect(first?.language).toBe('en');
    expect(first?.translations).toEqual({
      ru: { title: 'Вилла с садом в Раваи', description: 'Тихая улица, пять минут до пляжа.' },
      zh: { title: '拉威带花园的别墅', description: null },
    });
    // A listing written before translations existed: English, none.
    expect([second?.language, second?.translations]).toEqual(['en', {}]);
  });

  it("gives the link preview in the address's language and names the client's", async () => {
    const p = await create(owner, { title: 'Для Анны', locale: 'ru', items: threeItems() });
    const ctx = { origin: 'https://wow.example', mediaPrefix: '/media' };
    const russian = await presentationPageState(db, p.slug, ctx, clock, 'ru');
    expect(russian).toMatchObject({
      status: 200,
      clientLocale: 'ru',
      meta: {
        description: 'Подборка: 3 объекта на Пхукете.',
        canonical: `https://wow.example/ru/presentation/${p.slug}`,
      },
    });
    const thai = await presentationPageState(db, p.slug, ctx, clock, 'th');
    expect(thai).toMatchObject({
      meta: { description: 'คัดสรรอสังหาริมทรัพย์ 3 รายการในภูเก็ต' },
    });
    await request(owner, 'POST', `/presentations/${p.id}/revoke`, {});
    expect(await presentationPageState(db, p.slug, ctx, clock, 'zh')).toEqual({
      status: 410,
      clientLocale: 'ru',
    });
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      demo: false,
      config: {
        rateLimitDisabled: false,
        rateLimit: {
          ...t.config.rateLimit,
          presentationReadMax: 3,
          presentationFeedbackMax: 2,
        },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After past the read and feedback budgets', async () => {
    const get = () =>
      limited.app.inject({
        method: 'GET',
        url: '/api/presentation/NoSuchSlug1234',
        remoteAddress: '192.0.2.1',
      });
    expect([(await get()).statusCode, (await get()).statusCode, (await get()).statusCode]).toEqual([
      404, 404, 404,
    ]);
    const over = await get();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const feedback = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/presentation/NoSuchSlug1234/items/1/feedback',
        payload: { answer: 'like' },
        remoteAddress: '192.0.2.2',
      });
    expect((await feedback()).statusCode).toBe(404);
    expect((await feedback()).statusCode).toBe(404);
    expect((await feedback()).statusCode).toBe(429);
  });

  it('counts the server-rendered page against the same read budget as the API', async () => {
    const from = { remoteAddress: '192.0.2.3' };
    const page = (path: string) => limited.app.inject({ method: 'GET', url: path, ...from });
    const api = () =>
      limited.app.inject({ method: 'GET', url: '/api/presentation/NoSuchSlug1234', ...from });
    // Two pages (in two languages) and one API read spend the three allowed.
    expect((await page('/presentation/NoSuchSlug1234')).statusCode).not.toBe(429);
    expect((await page('/ru/presentation/NoSuchSlug1234')).statusCode).not.toBe(429);
    expect((await api()).statusCode).toBe(404);
    const over = await page('/presentation/NoSuchSlug1234');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.headers['content-type']).toMatch(/^text\/plain/);
    expect(over.body).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await api()).statusCode).toBe(429);
    // Another address has its own budget.
    const elsewhere = await limited.app.inject({
      method: 'GET',
      url: '/presentation/NoSuchSlug1234',
      remoteAddress: '192.0.2.4',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});

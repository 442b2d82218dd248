import { eq } from 'drizzle-orm';
import {
  type ListingDraft,
  type ListingDuplicates,
  type ModerationItem,
  type ModerationQueue,
} from '@phuket/shared/contract';
import { listingPhotos, locations } from '../db/schema';
import { registerUser, type TestApp } from '../test/test-app';
import {
  call,
  createDraft,
  createListingsTestApp,
  guest,
  signIn,
  type Caller,
} from './test-helpers';

/**
 * The duplicate warning (DDproperty's rule): a listing matches a published one on 2 of
 * 3 of the same photo (perceptual hash), a price within 1 % and an area within 1 %.
 */
let t: TestApp;
let alice: Caller;
let bob: Caller;
let admin: Caller;
let locationId: number;

/** 64-bit perceptual hashes as the upload pipeline stores them: '0'/'1' text. */
const HASH_A = '1'.repeat(32) + '0'.repeat(32);
/** HASH_A with 3 bits flipped: the same photo re-encoded (threshold 6). */
const HASH_A_NEAR = '000' + HASH_A.slice(3);
/** Far from HASH_A: another photo. */
const HASH_OTHER = '01'.repeat(32);

beforeAll(async () => {
  t = await createListingsTestApp();
  alice = await named('Alice Broker');
  bob = await named('Bob Broker');
  admin = await signIn(t.app, 'admin@example.com');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  if (!loc) throw new Error('no location seeded');
  locationId = loc.id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** A broker with a name of their own, as the admins' list shows it. */
async function named(name: string): Promise<Caller> {
  return { authorization: `Bearer ${(await registerUser(t.app, { name })).token}` };
}

/** The moderation queue's entry for `id` (the duplicate rule puts it there), if any. */
async function queued(id: number): Promise<ModerationItem | undefined> {
  const res = await call(
    t.app,
    admin,
    'GET',
    '/admin/moderation/listings?reason=duplicate&per_page=100',
  );
  expect(res.statusCode).toBe(200);
  return res.json<ModerationQueue>().data.find((item) => item.id === id);
}

/** Another photo: 64 random bits, far from every other hash but by a 1-in-10^14 chance. */
const randomHash = () =>
  Array.from({ length: 64 }, () => (Math.random() < 0.5 ? '0' : '1')).join('');

/** A draft ready to publish: price and area as given, three photos whose first has `hash`. */
async function draft(
  caller: Caller,
  {
    price,
    area,
    hash,
    pool = false,
  }: { price: number; area: number; hash: string; pool?: boolean },
): Promise<ListingDraft> {
  const created = await createDraft(t.app, caller, {
    title: `Villa ${price} ${area}`,
    offer_type: 'Sale',
    property_type: 'Villa',
  });
  await call(t.app, caller, 'POST', created.paths.steps['2'], {
    version: 1,
    location_id: locationId,
  });
  const res = await call(t.app, caller, 'POST', created.paths.steps['3'], {
    version: 2,
    price,
    area,
  });
  expect(res.statusCode).toBe(200);
  await t.database.db.insert(listingPhotos).values(
    [hash, randomHash(), randomHash()].map((phash, i) => ({
      listingId: created.id,
      // In the shared pool (as seeded photos are), a copy points at the same files.
      path: pool ? `seed/${hash.slice(0, 8)}-p${i}.webp` : `listings/${created.id}/p${i}.webp`,
      position: i,
      isMain: i === 0,
      phash,
    })),
  );
  return res.json<ListingDraft>();
}

async function publish(caller: Caller, listing: ListingDraft): Promise<void> {
  const res = await call(t.app, caller, 'POST', listing.paths.publish, {
    version: listing.version,
  });
  expect(res.statusCode).toBe(200);
}

async function duplicatesOf(caller: Caller, id: number): Promise<ListingDuplicates> {
  const res = await call(t.app, caller, 'GET', `/listing/${id}/duplicates`);
  expect(res.statusCode).toBe(200);
  return res.json<ListingDuplicates>();
}

describe('duplicate warning', () => {
  let original: ListingDraft;

  beforeAll(async () => {
    original = await draft(alice, { price: 12_345_000, area: 321, hash: HASH_A });
    await publish(alice, original);
  });

  it('matches another owner’s listing on price and area within 1 %, with a different photo', async () => {
    const copy = await draft(bob, { price: 12_400_000, area: 323, hash: HASH_OTHER });
    const { matches } = await duplicatesOf(bob, copy.id);
    expect(matches).toEqual([
      expect.objectContaining({ id: original.id, yours: false, matched_on: ['price', 'area'] }),
    ]);
    expect(matches[0]?.cover_url).toMatch(new RegExp(`listings/${original.id}/p0`));
  });

  it('matches the same photo (a few bits apart) with the price, though the area differs', async () => {
    const copy = await draft(bob, { price: 12_300_000, area: 500, hash: HASH_A_NEAR });
    const { matches } = await duplicatesOf(bob, copy.id);
    expect(matches.map((m) => [m.id, m.matched_on])).toEqual([[original.id, ['photo', 'price']]]);
  });

  it('does not match on one signal alone, nor just outside 1 %', async () => {
    const priceOnly = await draft(bob, { price: 12_345_000, area: 900, hash: HASH_OTHER });
    expect((await duplicatesOf(bob, priceOnly.id)).matches).toEqual([]);
    // 1.5 % away on both.
    const near = await draft(bob, { price: 12_530_000, area: 326, hash: HASH_OTHER });
    expect((await duplicatesOf(bob, near.id)).matches).toEqual([]);
  });

  it('says when the match is the owner’s own listing', async () => {
    const again = await draft(alice, { price: 12_345_000, area: 321, hash: HASH_A });
    const { matches } = await duplicatesOf(alice, again.id);
    expect(matches).toEqual([
      expect.objectContaining({
        id: original.id,
        yours: true,
        matched_on: ['photo', 'price', 'area'],
      }),
    ]);
  });

  it('lets the owner publish anyway, and puts a match on someone else’s listing in the moderation queue', async () => {
    const copy = await draft(bob, { price: 12_345_000, area: 321, hash: HASH_A });
    await publish(bob, copy);
    const item = await queued(copy.id);
    expect(item).toMatchObject({ status: 'published', reasons: ['duplicate'] });
    expect(item?.duplicates).toContainEqual({
      id: original.id,
      title: expect.any(String) as string,
      owner: 'Alice Broker',
      matched_on: ['photo', 'price', 'area'],
    });
    // A listing far from every other one is not flagged.
    const own = await draft(alice, { price: 99_000_000, area: 999, hash: HASH_OTHER });
    await publish(alice, own);
    expect(await queued(own.id)).toBeUndefined();
  });

  it('flags a copy made with Duplicate from the owner’s own listing when it is published', async () => {
    const source = await draft(alice, {
      price: 7_654_000,
      area: 187,
      hash: randomHash(),
      pool: true,
    });
    await publish(alice, source);
    const res = await call(t.app, alice, 'POST', source.paths.duplicate);
    expect(res.statusCode).toBe(201);
    const copy = res.json<ListingDraft>();
    // The broker sees the original named before and after publishing.
    const before = await duplicatesOf(alice, copy.id);
    expect(before.matches).toEqual([
      expect.objectContaining({
        id: source.id,
        yours: true,
        matched_on: ['photo', 'price', 'area'],
      }),
    ]);
    await publish(alice, copy);
    expect((await duplicatesOf(alice, copy.id)).matches.map((m) => m.id)).toEqual([source.id]);
    expect((await queued(copy.id))?.duplicates).toEqual([
      {
        id: source.id,
        title: expect.any(String) as string,
        owner: 'Alice Broker',
        matched_on: ['photo', 'price', 'area'],
      },
    ]);
  });

  it('is the owner’s only', async () => {
    const mine = await draft(alice, { price: 1_000_000, area: 50, hash: HASH_OTHER });
    expect((await call(t.app, bob, 'GET', `/listing/${mine.id}/duplicates`)).statusCode).toBe(404);
    expect((await call(t.app, guest, 'GET', `/listing/${mine.id}/duplicates`)).statusCode).toBe(
      401,
    );
    expect((await call(t.app, bob, 'GET', '/listing/abc/duplicates')).statusCode).toBe(422);
  });

  it('an admin approves the listing: its flags close, both listings stay, owners may not decide', async () => {
    const copy = await draft(bob, { price: 12_345_000, area: 321, hash: HASH_A_NEAR });
    await publish(bob, copy);
    const matched = async () => (await queued(copy.id))?.duplicates.map((d) => d.id) ?? [];
    // Bob's earlier look-alikes (his own) are flagged too.
    expect(await matched()).toContain(original.id);
    const url = `/admin/moderation/listings/${copy.id}`;
    // The listing's owner and the other owner are not moderators; a guest is not signed in.
    expect((await call(t.app, bob, 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call(t.app, alice, 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call(t.app, guest, 'POST', url, { decision: 'approve' })).statusCode).toBe(401);
    expect(await matched()).toContain(original.id);
    const res = await call(t.app, admin, 'POST', url, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(await queued(copy.id)).toBeUndefined();
    const listing = (await call(t.app, bob, 'GET', `/listing/${copy.id}`)).json<ListingDraft>();
    expect(listing.status).toBe('published');
    const other = (await call(t.app, alice, 'GET', `/listing/${original.id}`)).json<ListingDraft>();
    expect(other.status).toBe('published');
  });

  it('deleting either listing removes the flag with it', async () => {
    const copy = await draft(bob, { price: 12_345_000, area: 321, hash: HASH_OTHER });
    await publish(bob, copy);
    expect(await queued(copy.id)).toBeDefined();
    const fresh = (await call(t.app, bob, 'GET', `/listing/${copy.id}`)).json<ListingDraft>();
    const del = await call(t.app, bob, 'DELETE', `${fresh.paths.delete}?version=${fresh.version}`);
    expect(del.statusCode).toBeLessThan(300);
    expect(await queued(copy.id)).toBeUndefined();
    expect(
      await t.database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, copy.id)),
    ).toEqual([]);
  });
});

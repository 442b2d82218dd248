import {
  MODERATION_MESSAGES,
  REPORT_MESSAGES,
  type AuditLogResponse,
  type ListingState,
  type ModerationDecisionResult,
  type ModerationQueue,
  type MyListing,
  type Page,
} from '@phuket/shared/contract';
import { eq } from 'drizzle-orm';
import { latestMessage } from '../account/test-helpers';
import { listingPhotos, listings, locations, users } from '../db/schema';
import {
  call,
  createDraftWithoutPhotos,
  guest,
  signIn,
  type Caller,
} from '../listings/test-helpers';
import { createTestApp, errorBody, registerUser, type TestApp } from '../test/test-app';

/*
 * Listing moderation over real HTTP handling and the real database: a new listing of an
 * account staff have not verified waits in the queue, a visitor's report and the duplicate
 * rule put a public listing there, and staff approve, reject or ask for a change, which the
 * owner reads in My listings and by mail.
 */

let t: TestApp;
let admin: Caller;
let locationId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, 'admin@example.com');
  const [loc] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
  locationId = loc?.id as number;
});
afterAll(() => t.close());

interface Owner extends Caller {
  email: string;
}

async function owner({ verified }: { verified: boolean }): Promise<Owner> {
  const user = await registerUser(t.app, {}, { verified });
  return { authorization: `Bearer ${user.token}`, email: user.email };
}

let photoSeq = 0;
/** A draft with everything publishing needs (3 photo rows stand in for uploads). */
async function readyDraft(who: Owner, title = 'Sea view condo in Kata', price = 7_000_000) {
  const draft = await createDraftWithoutPhotos(t.app, who, { title, locationId, price });
  await t.database.db.insert(listingPhotos).values(
    [0, 1, 2].map((position) => ({
      listingId: draft.id,
      path: `listings/${draft.id}/moderation-${(photoSeq += 1)}.webp`,
      position,
      isMain: position === 0,
    })),
  );
  return { id: draft.id, version: 3, paths: draft.paths };
}

async function publish(who: Owner, draft: { id: number; version: number }) {
  const res = await call(t.app, who, 'POST', `/listing/${draft.id}/publish`, {
    version: draft.version,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ListingState>();
}

const queue = async (query = '') => {
  const res = await call(t.app, admin, 'GET', `/admin/moderation/listings${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ModerationQueue>();
};
const decide = (id: number, body: unknown, who: Caller = admin) =>
  call(t.app, who, 'POST', `/admin/moderation/listings/${id}`, body);
const publicStatus = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/${id}/property` })).statusCode;
const report = (id: number, body: unknown, remoteAddress: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${id}/property/report`,
    payload: body as Record<string, string>,
    remoteAddress,
    headers,
  });
async function mine(who: Owner, id: number): Promise<MyListing | undefined> {
  const res = await call(t.app, who, 'GET', '/get/broker/listings?per_page=50');
  expect(res.statusCode).toBe(200);
  return res.json<Page<MyListing>>().data.find((row) => row.id === id);
}

describe('a new listing of an unverified account', () => {
  it('waits in the queue, off the site, and its owner sees it waiting', async () => {
    const broker = await owner({ verified: false });
    const draft = await readyDraft(broker, 'Unverified villa');
    const state = await publish(broker, draft);
    expect(state).toMatchObject({ status: 'pending', moderation_note: null });
    expect(await publicStatus(draft.id)).toBe(404);
    expect((await mine(broker, draft.id))?.status).toBe('pending');
    // Waiting, it can be withdrawn (a draft again) or archived, not marked sold.
    expect((await mine(broker, draft.id))?.actions).toEqual(['unpublish', 'archive']);

    const item = (await queue('?reason=new')).data.find((row) => row.id === draft.id);
    expect(item).toMatchObject({
      status: 'pending',
      reasons: ['new'],
      title: 'Unverified villa',
      owner: { email: broker.email, verified: false },
      reports: [],
      duplicates: [],
    });
    // Off the site, its photos load for staff only through signed links.
    expect(item?.cover_url).toMatch(
      new RegExp(`/listings/${draft.id}/moderation-\\d+-card\\.webp\\?exp=\\d+&sig=`),
    );
  });

  it('goes on the site at once when staff verified the account', async () => {
    const broker = await owner({ verified: true });
    const draft = await readyDraft(broker, 'Verified villa');
    expect((await publish(broker, draft)).status).toBe('published');
    expect(await publicStatus(draft.id)).toBe(200);
    expect((await queue()).data.map((row) => row.id)).not.toContain(draft.id);
  });

  it('approved: on the site, mailed, logged; back on the market later without a new review', async () => {
    const broker = await owner({ verified: false });
    const draft = await readyDraft(broker, 'Approved villa');
    const pending = await publish(broker, draft);
    const res = await decide(draft.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModerationDecisionResult>()).toEqual({
      id: draft.id,
      status: 'published',
      moderation_note: null,
      message: MODERATION_MESSAGES.approved,
    });
    expect(await publicStatus(draft.id)).toBe(200);
    expect((await queue()).data.map((row) => row.id)).not.toContain(draft.id);
    const mail = await latestMessage(t, broker.email);
    expect(mail?.subject).toBe('"Approved villa" is on the site');

    const log = await call(
      t.app,
      admin,
      'GET',
      `/admin/audit-log?target_kind=listing&target_id=${draft.id}`,
    );
    expect(log.json<AuditLogResponse>().data).toMatchObject([
      {
        action: 'listing.approve',
        target_name: 'Approved villa',
        before: { status: 'pending' },
        after: { status: 'published' },
      },
    ]);

    // The owner's open tab is stale: the decision bumped the version.
    const stale = await call(t.app, broker, 'POST', `/listing/${draft.id}/archive`, {
      version: pending.version,
    });
    expect(stale.statusCode).toBe(409);
    const archived = await call(t.app, broker, 'POST', `/listing/${draft.id}/archive`, {
      version: pending.version + 1,
    });
    expect(archived.json<ListingState>().status).toBe('archived');
    const again = await publish(broker, { id: draft.id, version: pending.version + 2 });
    expect(again.status).toBe('published');
  });

  it('rejected: off the site for good, with the reason in My listings and the mail (in Russian)', async () => {
    const broker = await owner({ verified: false });
    await t.database.db.update(users).set({ locale: 'ru' }).where(eq(users.email, broker.email));
    const draft = await readyDraft(broker, 'Rejected villa');
    await publish(broker, draft);
    const reason = 'The photos show another property.';
    const res = await decide(draft.id, { decision: 'reject', reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModerationDecisionResult>()).toMatchObject({
      status: 'rejected',
      moderation_note: reason,
    });
    const row = await mine(broker, draft.id);
    expect(row).toMatchObject({ status: 'rejected', moderation_note: reason, actions: [] });
    expect(await publicStatus(draft.id)).toBe(404);
    const mail = await latestMessage(t, broker.email);
    expect(mail?.subject).toBe('Объявление «Rejected villa» отклонено');
    expect(mail?.body).toContain(reason);

    const republish = await call(t.app, broker, 'POST', `/listing/${draft.id}/publish`, {
      version: row?.version,
    });
    expect(republish.statusCode).toBe(409);
    expect(errorBody(republish).message).toBe(
      'A listing rejected by the site staff cannot be published.',
    );
    // Deciding again on a listing that waits for nothing is a conflict, not a 500.
    expect((await decide(draft.id, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('a change asked for: a draft again with the note; publishing it again sends it back for review', async () => {
    const broker = await owner({ verified: false });
    const draft = await readyDraft(broker, 'Changed villa');
    await publish(broker, draft);
    const reason = 'Add the land title (chanote) number to the description.';
    const res = await decide(draft.id, { decision: 'request_changes', reason });
    expect(res.json<ModerationDecisionResult>()).toMatchObject({
      status: 'draft',
      moderation_note: reason,
    });
    const row = await mine(broker, draft.id);
    expect(row).toMatchObject({ status: 'draft', moderation_note: reason });
    expect((await latestMessage(t, broker.email))?.body).toContain(reason);

    const again = await publish(broker, { id: draft.id, version: row?.version ?? 0 });
    expect(again).toMatchObject({ status: 'pending', moderation_note: null });
    expect((await queue()).data.map((item) => item.id)).toContain(draft.id);
  });

  it('refuses a decision without a reason, an unknown decision, a draft, a missing listing and other roles', async () => {
    const broker = await owner({ verified: false });
    const draft = await readyDraft(broker, 'Refusals villa');
    await publish(broker, draft);
    for (const decision of ['reject', 'request_changes']) {
      for (const body of [{ decision }, { decision, reason: '   ' }]) {
        const res = await decide(draft.id, body);
        expect(res.statusCode).toBe(422);
        expect(errorBody(res).errors).toEqual({ reason: [MODERATION_MESSAGES.reasonRequired] });
      }
    }
    expect((await decide(draft.id, { decision: 'delete' })).statusCode).toBe(422);
    expect((await decide(draft.id, { decision: 'approve', extra: 1 })).statusCode).toBe(422);
    expect(
      (await decide(draft.id, { decision: 'reject', reason: 'x'.repeat(1001) })).statusCode,
    ).toBe(422);
    expect((await decide(2_147_483_647, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(2_147_483_648, { decision: 'approve' })).statusCode).toBe(422);
    expect((await decide(draft.id, { decision: 'approve' }, broker)).statusCode).toBe(403);
    expect((await decide(draft.id, { decision: 'approve' }, guest)).statusCode).toBe(401);
    expect((await call(t.app, broker, 'GET', '/admin/moderation/listings')).statusCode).toBe(403);
    expect((await call(t.app, guest, 'GET', '/admin/moderation/listings')).statusCode).toBe(401);
    // Still waiting after all that.
    expect((await mine(broker, draft.id))?.status).toBe('pending');

    const other = await readyDraft(broker, 'Never sent');
    const refused = await decide(other.id, { decision: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).message).toBe(MODERATION_MESSAGES.notWaiting);
  });
});

describe('reporting a listing', () => {
  it('anyone reports a public listing; it waits in the queue until staff decide, then the reports close', async () => {
    const broker = await owner({ verified: true });
    const draft = await readyDraft(broker, 'Reported villa');
    await publish(broker, draft);
    const first = await report(draft.id, { reason: 'sold_or_let' }, '10.1.0.1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.received });
    const signedIn = await owner({ verified: false });
    const second = await report(
      draft.id,
      { reason: 'scam', note: '  Asked for a deposit by wire.  ' },
      '10.1.0.2',
      { authorization: signedIn.authorization },
    );
    expect(second.statusCode).toBe(201);

    const item = (await queue('?reason=reported')).data.find((row) => row.id === draft.id);
    expect(item?.reasons).toEqual(['reported']);
    expect(item?.status).toBe('published');
    expect(item?.reports.map((r) => [r.reason, r.note])).toEqual([
      ['scam', 'Asked for a deposit by wire.'],
      ['sold_or_let', null],
    ]);
    // Still on the site while staff look: a report alone takes nothing down.
    expect(await publicStatus(draft.id)).toBe(200);

    const approve = await decide(draft.id, { decision: 'approve' });
    expect(approve.statusCode).toBe(200);
    expect((await queue()).data.map((row) => row.id)).not.toContain(draft.id);
    expect(await publicStatus(draft.id)).toBe(200);
    // Nothing changed for the owner: no mail about it.
    expect((await latestMessage(t, broker.email))?.subject ?? '').not.toContain('on the site');
  });

  it('refuses bad reports with field errors, and a listing the public cannot see with 404', async () => {
    const broker = await owner({ verified: false });
    const pending = await readyDraft(broker, 'Hidden villa');
    await publish(broker, pending);
    const ip = '10.2.0.1';
    expect((await report(pending.id, { reason: 'scam' }, ip)).statusCode).toBe(404);
    expect((await report(2_147_483_647, { reason: 'scam' }, ip)).statusCode).toBe(404);
    expect((await report(2_147_483_648, { reason: 'scam' }, ip)).statusCode).toBe(422);

    const verified = await owner({ verified: true });
    const live = await readyDraft(verified, 'Public villa');
    await publish(verified, live);
    const other = await report(live.id, { reason: 'other', note: '  ' }, ip);
    expect(other.statusCode).toBe(422);
    expect(errorBody(other).errors).toEqual({ note: [REPORT_MESSAGES.noteRequired] });
    for (const body of [
      {},
      { reason: 'ugly' },
      { reason: 'scam', note: 'x'.repeat(1001) },
      { reason: 'scam', extra: true },
    ]) {
      expect((await report(live.id, body, ip)).statusCode).toBe(422);
    }
    const [row] = await t.database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, live.id));
    expect(row?.status).toBe('published');
    expect((await queue()).data.map((item) => item.id)).not.toContain(live.id);
  });

  it('limits reports per address: the sixth within the hour is 429 with Retry-After', async () => {
    const broker = await owner({ verified: true });
    const draft = await readyDraft(broker, 'Much reported villa');
    await publish(broker, draft);
    const ip = '10.3.0.1';
    for (let i = 0; i < 5; i += 1) {
      expect((await report(draft.id, { reason: 'wrong_price' }, ip)).statusCode).toBe(201);
    }
    const limited = await report(draft.id, { reason: 'wrong_price' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up by it.
    expect((await report(draft.id, { reason: 'wrong_price' }, '10.3.0.2')).statusCode).toBe(201);
  });
});

describe('the duplicate rule', () => {
  it("puts a listing published over another owner's look-alike in the queue with its match", async () => {
    const first = await owner({ verified: true });
    const original = await readyDraft(first, 'Original villa', 12_345_000);
    await publish(first, original);
    const second = await owner({ verified: true });
    const copy = await readyDraft(second, 'Copied villa', 12_345_000);
    // Same price and the same area: two of the three signals.
    for (const id of [original.id, copy.id]) {
      await t.database.db.update(listings).set({ area: '123' }).where(eq(listings.id, id));
    }
    expect((await publish(second, copy)).status).toBe('published');
    const item = (await queue('?reason=duplicate')).data.find((row) => row.id === copy.id);
    expect(item?.duplicates).toEqual([
      {
        id: original.id,
        title: 'Original villa',
        owner: 'Test User',
        matched_on: ['price', 'area'],
      },
    ]);
    const res = await decide(copy.id, {
      decision: 'reject',
      reason: 'The same villa as #' + original.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await publicStatus(copy.id)).toBe(404);
    expect((await queue()).data.map((row) => row.id)).not.toContain(copy.id);
  });
});

describe('the queue', () => {
  it('pages the longest waiting first and answers 422 for a bad filter', async () => {
    const broker = await owner({ verified: false });
    const ids: number[] = [];
    for (const title of ['Queue one', 'Queue two', 'Queue three']) {
      const draft = await readyDraft(broker, title);
      await publish(broker, draft);
      ids.push(draft.id);
    }
    const all = (await queue('?per_page=100')).data.map((row) => row.id);
    const mineInOrder = all.filter((id) => ids.includes(id));
    expect(mineInOrder).toEqual(ids);
    const page = await queue('?per_page=1&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.meta.per_page).toBe(1);
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    const beyond = await queue('?per_page=100&page=999');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(page.meta.total);
    for (const bad of ['?reason=old', '?page=0', '?per_page=1000']) {
      expect((await call(t.app, admin, 'GET', `/admin/moderation/listings${bad}`)).statusCode).toBe(
        422,
      );
    }
  });
});

import { STAFF_MESSAGES, type AuditLogResponse, type StaffUser } from '@phuket/shared/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { developers, listings, users } from '../db/schema';
import { createTestApp, errorBody, type TestApp } from '../test/test-app';
import {
  callApi,
  newAccount,
  signInDemoAdmin,
  type Caller,
  type StaffTestAccount as Account,
} from './test-helpers';

/*
 * The staff's users dashboard over real HTTP handling (PGlite, or PostgreSQL with test:pg):
 * list and search, verify (the badge on public pages), block (sessions end, login refused,
 * listings and presentations off the public site, all back on unblock), role change, and the
 * audit log of each action. Only admins; rate limits off.
 */

let t: TestApp;
let admin: Caller;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
  const signedIn = await signInDemoAdmin(t.app);
  admin = signedIn;
  adminId = signedIn.id;
});
afterAll(() => t.close());

const api = (who: Caller | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
  callApi(t.app, who, method, url, payload);

const account = (overrides: Record<string, unknown> = {}) => newAccount(t.app, overrides);

/** A published listing of `owner`, written directly (publishing is not the subject here). */
async function publishedListing(owner: Account, title = 'Pool villa in Kata'): Promise<number> {
  const [row] = await t.database.db
    .insert(listings)
    .values({
      userId: owner.id,
      status: 'published',
      offerType: 'Sale',
      propertyType: 'Villa',
      title,
      price: '20000000',
      priceThb: '20000000',
      currency: 'THB',
    })
    .returning({ id: listings.id });
  return row!.id;
}

describe('who may use the dashboard', () => {
  it('answers 401 to guests and 403 to brokers and developers, on every route', async () => {
    const broker = await account();
    const developer = await account({ role: 'developer' });
    const calls: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/admin/users'],
      ['POST', `/admin/users/${broker.id}/verify`, { verified: true }],
      ['POST', `/admin/users/${broker.id}/block`, { blocked: true }],
      ['POST', `/admin/users/${broker.id}/role`, { role: 'admin' }],
      ['GET', '/admin/audit-log'],
    ];
    for (const [method, url, body] of calls) {
      expect((await api(null, method, url, body)).statusCode).toBe(401);
      expect((await api(broker, method, url, body)).statusCode).toBe(403);
      expect((await api(developer, method, url, body)).statusCode).toBe(403);
    }
    // Nothing happened to the broker.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, broker.id));
    expect([row?.role, row?.verifiedAt, row?.blockedAt]).toEqual(['broker', null, null]);
  });
});

describe('the users list', () => {
  it('finds accounts by part of the name or email, literally, and filters by role and state', async () => {
    const tag = `find${Date.now()}`;
    const mai = await account({ name: `Mai ${tag}`, email: `mai-${tag}@example.com` });
    await account({ name: `Somchai 50% ${tag}`, role: 'developer' });
    const byName = await api(admin, 'GET', `/admin/users?search=${tag}`);
    expect(byName.statusCode).toBe(200);
    expect(
      byName
        .json<{ data: StaffUser[] }>()
        .data.map((u) => u.name)
        .sort(),
    ).toEqual([`Mai ${tag}`, `Somchai 50% ${tag}`].sort());
    const byEmail = await api(admin, 'GET', `/admin/users?search=MAI-${tag}`);
    expect(byEmail.json<{ data: StaffUser[] }>().data.map((u) => u.id)).toEqual([mai.id]);
    // "%" is a character to find, not a wildcard.
    const percent = await api(admin, 'GET', `/admin/users?search=${encodeURIComponent('50%')}`);
    expect(percent.json<{ data: StaffUser[] }>().data.map((u) => u.name)).toEqual([
      `Somchai 50% ${tag}`,
    ]);
    const developersOnly = await api(admin, 'GET', `/admin/users?search=${tag}&role=developer`);
    expect(developersOnly.json<{ data: StaffUser[] }>().data).toHaveLength(1);
  });

  it('shows what staff look at: companies, last seen, listings, confirmation, verification', async () => {
    const dev = await account({ name: 'Facts Dev', role: 'developer' });
    await t.database.db.insert(developers).values({ ownerId: dev.id, title: 'Andaman Crest' });
    await publishedListing(dev);
    await t.database.db.insert(listings).values({ userId: dev.id, title: 'A draft' });
    const res = await api(admin, 'GET', '/admin/users?search=Facts%20Dev');
    const [row] = res.json<{ data: StaffUser[] }>().data;
    expect(row).toMatchObject({
      id: dev.id,
      role: 'developer',
      companies: ['Andaman Crest'],
      listings_count: 2,
      published_count: 1,
      email_verified: true,
      verified: false,
      blocked: false,
    });
    expect(row?.last_seen_at).not.toBeNull();
  });

  it('pages newest first and refuses bad queries with 422', async () => {
    const first = await api(admin, 'GET', '/admin/users?per_page=2&page=1');
    const body = first.json<{ data: StaffUser[]; meta: { total: number; last_page: number } }>();
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
    const [a, b] = body.data;
    expect(Date.parse(a!.created_at)).toBeGreaterThanOrEqual(Date.parse(b!.created_at));
    for (const bad of [
      'role=owner',
      'state=deleted',
      'page=0',
      'per_page=1000',
      `search=${'x'.repeat(101)}`,
    ]) {
      const res = await api(admin, 'GET', `/admin/users?${bad}`);
      expect([bad, res.statusCode]).toEqual([bad, 422]);
    }
  });
});

describe('verify', () => {
  it('puts the badge on the agent page and the listing page, logs it once, and takes it back', async () => {
    const broker = await account({ name: 'Verified Vee' });
    const listingId = await publishedListing(broker);
    const badge = async () => ({
      agent: (await api(null, 'GET', `/agents/${broker.id}`)).json<{ verified: boolean }>()
        .verified,
      listing: (await api(null, 'GET', `/${listingId}/property`)).json<{
        agent: { verified: boolean };
      }>().agent.verified,
    });
    expect(await badge()).toEqual({ agent: false, listing: false });

    const res = await api(admin, 'POST', `/admin/users/${broker.id}/verify`, { verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffUser>()).toMatchObject({ id: broker.id, verified: true });
    expect(await badge()).toEqual({ agent: true, listing: true });
    // Asking again changes nothing and logs nothing.
    await api(admin, 'POST', `/admin/users/${broker.id}/verify`, { verified: true });

    await api(admin, 'POST', `/admin/users/${broker.id}/verify`, { verified: false });
    expect(await badge()).toEqual({ agent: false, listing: false });

    const log = await api(admin, 'GET', `/admin/audit-log?target_id=${broker.id}`);
    expect(
      log.json<AuditLogResponse>().data.map((e) => [e.action, e.before, e.after, e.actor?.id]),
    ).toEqual([
      ['user.unverify', { verified: true }, { verified: false }, adminId],
      ['user.verify', { verified: false }, { verified: true }, adminId],
    ]);
  });
});

describe('block', () => {
  it('ends the sessions, refuses the login, takes listings and presentations off the site; unblock brings them back', async () => {
    const broker = await account({ name: 'Blocked Bo' });
    const listingId = await publishedListing(broker, 'Sea view condo');
    const draftId = (
      await t.database.db
        .insert(listings)
        .values({ userId: broker.id, title: 'Still a draft' })
        .returning({ id: listings.id })
    )[0]!.id;
    const presentation = await api(broker, 'POST', '/presentations', {
      title: 'For the Ivanovs',
      items: [{ listing_id: listingId }],
    });
    expect(presentation.statusCode).toBe(201);
    const slug = presentation.json<{ slug: string }>().slug;
    const onSite = async () => ({
      listing: (await api(null, 'GET', `/${listingId}/property`)).statusCode,
      presentation: (await api(null, 'GET', `/presentation/${slug}`)).statusCode,
      agent: (await api(null, 'GET', `/agents/${broker.id}`)).statusCode,
    });
    expect(await onSite()).toEqual({ listing: 200, presentation: 200, agent: 200 });

    const res = await api(admin, 'POST', `/admin/users/${broker.id}/block`, { blocked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffUser>()).toMatchObject({ blocked: true, published_count: 0 });
    expect((await api(broker, 'GET', '/user')).statusCode).toBe(401);
    const login = await api(null, 'POST', '/login', {
      email: broker.email,
      password: broker.password,
    });
    expect(login.statusCode).toBe(403);
    expect(errorBody(login)).toEqual({ message: STAFF_MESSAGES.blocked });
    // A wrong password learns nothing of the block.
    const guess = await api(null, 'POST', '/login', { email: broker.email, password: 'wrong-1' });
    expect(guess.statusCode).toBe(422);
    expect(await onSite()).toEqual({ listing: 404, presentation: 404, agent: 404 });
    const blockedList = await api(admin, 'GET', '/admin/users?state=blocked&per_page=100');
    expect(blockedList.json<{ data: StaffUser[] }>().data.map((u) => u.id)).toContain(broker.id);
    expect(blockedList.json<{ data: StaffUser[] }>().data.every((u) => u.blocked)).toBe(true);
    const search = await api(null, 'GET', '/properties?per_page=100&search=Sea%20view%20condo');
    expect(search.json<{ data: { id: number }[] }>().data.map((l) => l.id)).not.toContain(
      listingId,
    );
    const rows = await t.database.db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(eq(listings.userId, broker.id));
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [listingId, 'suspended'],
        [draftId, 'draft'],
      ]),
    );

    const back = await api(admin, 'POST', `/admin/users/${broker.id}/block`, { blocked: false });
    expect(back.json<StaffUser>()).toMatchObject({ blocked: false, published_count: 1 });
    expect(await onSite()).toEqual({ listing: 200, presentation: 200, agent: 200 });
    const again = await api(null, 'POST', '/login', {
      email: broker.email,
      password: broker.password,
    });
    expect(again.statusCode).toBe(200);

    const log = await api(
      admin,
      'GET',
      `/admin/audit-log?target_id=${broker.id}&action=user.block`,
    );
    const [entry] = log.json<AuditLogResponse>().data;
    expect(entry).toMatchObject({
      action: 'user.block',
      target_kind: 'user',
      target_name: 'Blocked Bo',
      before: { blocked: false },
      after: { blocked: true, listings_suspended: [listingId] },
    });
  });

  it('refuses to block or demote the acting admin, and answers 404 for an unknown account', async () => {
    const own = await api(admin, 'POST', `/admin/users/${adminId}/block`, { blocked: true });
    expect(own.statusCode).toBe(422);
    expect(errorBody(own)).toEqual({ message: STAFF_MESSAGES.ownAccount });
    const demote = await api(admin, 'POST', `/admin/users/${adminId}/role`, { role: 'broker' });
    expect(demote.statusCode).toBe(422);
    expect((await api(admin, 'GET', '/user')).statusCode).toBe(200);
    for (const action of ['verify', 'block', 'role']) {
      const body = {
        verify: { verified: true },
        block: { blocked: true },
        role: { role: 'admin' },
      };
      const missing = await api(
        admin,
        'POST',
        `/admin/users/999999/${action}`,
        body[action as keyof typeof body],
      );
      expect(missing.statusCode).toBe(404);
    }
  });

  it('refuses bad bodies and ids with 422', async () => {
    const target = await account();
    for (const [url, body] of [
      [`/admin/users/${target.id}/block`, { blocked: 'yes' }],
      [`/admin/users/${target.id}/block`, {}],
      [`/admin/users/${target.id}/verify`, { verified: true, extra: 1 }],
      [`/admin/users/${target.id}/role`, { role: 'owner' }],
      ['/admin/users/2147483648/verify', { verified: true }],
      ['/admin/users/abc/verify', { verified: true }],
    ] as const) {
      const res = await api(admin, 'POST', url, body);
      expect([url, res.statusCode]).toEqual([url, 422]);
    }
  });
});

describe('role change', () => {
  it('changes the role, which the next request sees, and logs before and after', async () => {
    const person = await account({ name: 'Role Rin' });
    const res = await api(admin, 'POST', `/admin/users/${person.id}/role`, { role: 'developer' });
    expect(res.json<StaffUser>()).toMatchObject({ role: 'developer' });
    expect((await api(person, 'GET', '/user')).json<{ role: string }>().role).toBe('developer');
    expect((await api(person, 'GET', '/developers?per_page=10')).statusCode).toBe(200);
    const log = await api(admin, 'GET', `/admin/audit-log?target_id=${person.id}`);
    expect(log.json<AuditLogResponse>().data[0]).toMatchObject({
      action: 'user.role',
      before: { role: 'broker' },
      after: { role: 'developer' },
      actor: { id: adminId, name: 'Anna Admin' },
    });
  });
});

describe('the audit log', () => {
  it('filters by action and actor, newest first, and refuses bad filters', async () => {
    const res = await api(admin, 'GET', `/admin/audit-log?actor_id=${adminId}&action=user.verify`);
    const entries = res.json<AuditLogResponse>().data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === 'user.verify' && e.actor?.id === adminId)).toBe(true);
    const times = entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const bad of ['action=user.delete', 'target_id=0', 'actor_id=x', 'target_kind=project']) {
      expect((await api(admin, 'GET', `/admin/audit-log?${bad}`)).statusCode).toBe(422);
    }
  });
});

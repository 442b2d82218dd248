import {
  DEVELOPER_CLAIM_MESSAGES,
  type AuditLogResponse,
  type DeveloperClaimQueue,
  type DeveloperDraft,
  type DeveloperNameMatches,
  type MyDeveloperClaim,
  type MyDeveloperClaims,
  type RecordState,
} from '@phuket/shared/contract';
import { eq } from 'drizzle-orm';
import { latestMessage } from '../account/test-helpers';
import { developers, projects, users } from '../db/schema';
import { call, guest, signIn, type Caller } from '../listings/test-helpers';
import { createTestApp, errorBody, registerUser, type TestApp } from '../test/test-app';

/*
 * Company claims over real HTTP handling and the real database: a developer account claims a
 * published company of another account, a same-name publication waits, and staff approve or
 * reject each with an audit-log entry and a mail in the account's language.
 */

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, 'admin@example.com');
});
afterAll(() => t.close());

interface Account extends Caller {
  id: number;
  email: string;
}

async function developerAccount(role = 'developer', locale = 'en'): Promise<Account> {
  const user = await registerUser(t.app, { role }, { verified: true });
  const [row] = await t.database.db
    .update(users)
    .set({ locale })
    .where(eq(users.email, user.email))
    .returning({ id: users.id });
  return { authorization: `Bearer ${user.token}`, email: user.email, id: row?.id as number };
}

/** A developer record of `who` with everything publishing needs (the logo without an upload). */
async function readyDeveloper(who: Caller, title: string): Promise<DeveloperDraft> {
  const res = await call(t.app, who, 'POST', '/developers?step=2', {
    title,
    description: 'Villas and condos in Phuket since 2009.',
  });
  expect(res.statusCode).toBe(201);
  const draft = res.json<DeveloperDraft>();
  await t.database.db
    .update(developers)
    .set({ logo: 'catalog/logos/x.webp' })
    .where(eq(developers.id, draft.id));
  return draft;
}

async function publish(who: Caller, draft: { id: number; version: number }) {
  const res = await call(t.app, who, 'POST', `/developers/${draft.id}/publish`, {
    version: draft.version,
  });
  expect(res.statusCode).toBe(200);
  return res.json<RecordState>();
}

const queue = async () => {
  const res = await call(t.app, admin, 'GET', '/admin/developer-claims?per_page=100');
  expect(res.statusCode).toBe(200);
  return res.json<DeveloperClaimQueue>();
};
const decide = (id: number, body: unknown, who: Caller = admin) =>
  call(t.app, who, 'POST', `/admin/developer-claims/${id}`, body);
const mine = async (who: Caller) => {
  const res = await call(t.app, who, 'GET', '/database/developer-claims');
  expect(res.statusCode).toBe(200);
  return res.json<MyDeveloperClaims>().data;
};
const publicStatus = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/developers/${id}` })).statusCode;
const ownerOf = async (id: number) =>
  (
    await t.database.db
      .select({ ownerId: developers.ownerId })
      .from(developers)
      .where(eq(developers.id, id))
  )[0]?.ownerId;

let seq = 0;
const uniqueName = (base: string) => `${base} ${(seq += 1)} ${Date.now()}`;

describe('claims', () => {
  it('finds published companies of other accounts by name, case and spaces ignored', async () => {
    const first = await developerAccount();
    const second = await developerAccount();
    const name = uniqueName('Andaman Crest Development');
    const record = await readyDeveloper(first, name);
    expect((await publish(first, record)).status).toBe('published');

    const fuzzy = `  ${name.toUpperCase().replace(/ /g, '   ')} `;
    const res = await call(
      t.app,
      second,
      'GET',
      `/database/developer-claims/matches?title=${encodeURIComponent(fuzzy)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<DeveloperNameMatches>().data.map((m) => m.id)).toEqual([record.id]);

    // Its own company is not offered back to its manager, nor to an admin who manages all.
    const own = await call(
      t.app,
      first,
      'GET',
      `/database/developer-claims/matches?title=${encodeURIComponent(name)}`,
    );
    expect(own.json<DeveloperNameMatches>().data).toEqual([]);
    const asAdmin = await call(
      t.app,
      admin,
      'GET',
      `/database/developer-claims/matches?title=${encodeURIComponent(name)}`,
    );
    expect(asAdmin.json<DeveloperNameMatches>().data).toEqual([]);
  });

  it('a claim waits for staff; approving moves the company and its projects to the claimant', async () => {
    const first = await developerAccount();
    const claimant = await developerAccount('developer', 'ru');
    const name = uniqueName('Kata Hills Estate');
    const record = await readyDeveloper(first, name);
    await publish(first, record);
    const [project] = await t.database.db
      .insert(projects)
      .values({ title: 'Kata Hills Phase 1', developerId: record.id, ownerId: first.id })
      .returning({ id: projects.id });

    const res = await call(t.app, claimant, 'POST', `/developers/${record.id}/claim`, {
      message: '  We are Kata Hills; write to ceo@katahills.example  ',
    });
    expect(res.statusCode).toBe(201);
    const claim = res.json<MyDeveloperClaim>();
    expect(claim).toMatchObject({
      kind: 'claim',
      status: 'pending',
      message: 'We are Kata Hills; write to ceo@katahills.example',
      developer: { id: record.id, title: name },
    });
    // A second click is refused, nothing written twice.
    const again = await call(t.app, claimant, 'POST', `/developers/${record.id}/claim`, {});
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).message).toBe(DEVELOPER_CLAIM_MESSAGES.alreadyPending);
    // Nothing changed hands yet.
    expect(await ownerOf(record.id)).toBe(first.id);
    const item = (await queue()).data.find((i) => i.id === claim.id);
    expect(item).toMatchObject({
      kind: 'claim',
      developer: { id: record.id, owner: { email: first.email } },
      account: { email: claimant.email },
    });

    const approved = await decide(claim.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reason: null });
    expect(await ownerOf(record.id)).toBe(claimant.id);
    const [moved] = await t.database.db
      .select({ ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, project?.id as number));
    expect(moved?.ownerId).toBe(claimant.id);

    // The previous manager keeps nothing: 404 as for a stranger; the claimant edits it.
    const oldOwner = await call(t.app, first, 'GET', `/developers/${record.id}/draft`);
    expect(oldOwner.statusCode).toBe(404);
    const newOwner = await call(t.app, claimant, 'GET', `/developers/${record.id}/draft`);
    expect(newOwner.statusCode).toBe(200);

    expect((await mine(claimant)).find((c) => c.id === claim.id)?.status).toBe('approved');
    expect((await queue()).data.some((i) => i.id === claim.id)).toBe(false);
    const mail = await latestMessage(t, claimant.email);
    expect(mail?.subject).toBe(`Теперь вы управляете компанией «${name}»`);

    const log = await call(
      t.app,
      admin,
      'GET',
      `/admin/audit-log?target_kind=developer&target_id=${record.id}`,
    );
    expect(log.statusCode).toBe(200);
    const [entry] = log.json<AuditLogResponse>().data;
    expect(entry).toMatchObject({
      action: 'developer.claim_approve',
      target_kind: 'developer',
      target_name: name,
      before: { owner_id: first.id },
      after: { owner_id: claimant.id, claim_id: claim.id },
    });

    // Decided once: a second decision is a conflict.
    expect((await decide(claim.id, { decision: 'reject', reason: 'late' })).statusCode).toBe(409);
  });

  it('a rejected claim leaves the company alone and the claimant reads the reason', async () => {
    const first = await developerAccount();
    const claimant = await developerAccount();
    const record = await readyDeveloper(first, uniqueName('Rawai Homes'));
    await publish(first, record);
    const claim = (
      await call(t.app, claimant, 'POST', `/developers/${record.id}/claim`, {})
    ).json<MyDeveloperClaim>();
    expect(claim.message).toBeNull();

    const missing = await decide(claim.id, { decision: 'reject', reason: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(errorBody(missing).errors).toEqual({
      reason: [DEVELOPER_CLAIM_MESSAGES.reasonRequired],
    });
    const res = await decide(claim.id, {
      decision: 'reject',
      reason: 'Send us a letter on the company paper.',
    });
    expect(res.statusCode).toBe(200);
    expect(await ownerOf(record.id)).toBe(first.id);
    const seen = (await mine(claimant)).find((c) => c.id === claim.id);
    expect(seen).toMatchObject({
      status: 'rejected',
      reason: 'Send us a letter on the company paper.',
    });
    const mail = await latestMessage(t, claimant.email);
    expect(mail?.body).toContain('Send us a letter on the company paper.');
    const log = await call(
      t.app,
      admin,
      'GET',
      `/admin/audit-log?action=developer.claim_reject&target_id=${record.id}`,
    );
    expect(log.json<AuditLogResponse>().data).toHaveLength(1);
  });

  it('approving one claim rejects the others waiting on the company, each in its language', async () => {
    const first = await developerAccount();
    const winner = await developerAccount();
    const other = await developerAccount('developer', 'zh');
    const elsewhere = await developerAccount();
    const record = await readyDeveloper(first, uniqueName('Surin Sands'));
    await publish(first, record);
    const unrelated = await readyDeveloper(first, uniqueName('Surin Other'));
    await publish(first, unrelated);
    const claimOf = async (who: Caller, id: number) =>
      (await call(t.app, who, 'POST', `/developers/${id}/claim`, {})).json<MyDeveloperClaim>();
    const won = await claimOf(winner, record.id);
    const lost = await claimOf(other, record.id);
    const kept = await claimOf(elsewhere, unrelated.id);

    expect((await decide(won.id, { decision: 'approve' })).statusCode).toBe(200);

    const seen = (await mine(other)).find((c) => c.id === lost.id);
    expect(seen).toMatchObject({ status: 'rejected' });
    expect(seen?.reason).toBe(
      '工作人员已批准另一个账户对该公司的认领，现由其管理。如果该公司属于您，请用公司的官方邮箱联系我们。',
    );
    const mail = await latestMessage(t, other.email);
    expect(mail?.subject).toContain('的认领未通过');
    expect(mail?.body).toContain(seen?.reason as string);
    const ids = (await queue()).data.map((i) => i.id);
    expect(ids).not.toContain(lost.id);
    // A claim of another company waits on.
    expect(ids).toContain(kept.id);
    expect((await mine(elsewhere)).find((c) => c.id === kept.id)?.status).toBe('pending');
    // Decided already: staff cannot approve the rejected one by mistake.
    expect((await decide(lost.id, { decision: 'approve' })).statusCode).toBe(409);
    expect(await ownerOf(record.id)).toBe(winner.id);

    const log = await call(
      t.app,
      admin,
      'GET',
      `/admin/audit-log?action=developer.claim_reject&target_id=${record.id}`,
    );
    expect(log.json<AuditLogResponse>().data).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ claim_id: lost.id, approved_claim_id: won.id }),
      }),
    ]);
  });

  it('claims only published companies of others: drafts 404, own 409, brokers 404, guests 401', async () => {
    const first = await developerAccount();
    const other = await developerAccount();
    const draft = await readyDeveloper(first, uniqueName('Draft Co'));
    expect((await call(t.app, other, 'POST', `/developers/${draft.id}/claim`, {})).statusCode).toBe(
      404,
    );
    expect((await call(t.app, other, 'POST', '/developers/999999/claim', {})).statusCode).toBe(404);
    const own = await call(t.app, first, 'POST', `/developers/${draft.id}/claim`, {});
    expect(own.statusCode).toBe(409);
    const broker = await developerAccount('broker');
    await publish(first, draft);
    expect(
      (await call(t.app, broker, 'POST', `/developers/${draft.id}/claim`, {})).statusCode,
    ).toBe(404);
    expect((await call(t.app, broker, 'GET', '/database/developer-claims')).statusCode).toBe(404);
    expect((await call(t.app, guest, 'POST', `/developers/${draft.id}/claim`, {})).statusCode).toBe(
      401,
    );
  });

  it('refuses bad input with field errors', async () => {
    const first = await developerAccount();
    const other = await developerAccount();
    const record = await readyDeveloper(first, uniqueName('Field Errors Co'));
    await publish(first, record);
    const long = await call(t.app, other, 'POST', `/developers/${record.id}/claim`, {
      message: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(errorBody(long).errors ?? {})).toEqual(['message']);
    const extra = await call(t.app, other, 'POST', `/developers/${record.id}/claim`, { who: 1 });
    expect(extra.statusCode).toBe(422);
    const badId = await call(t.app, other, 'POST', '/developers/abc/claim', {});
    expect(badId.statusCode).toBe(422);
    const noTitle = await call(t.app, other, 'GET', '/database/developer-claims/matches');
    expect(noTitle.statusCode).toBe(422);
    const badDecision = await decide(1, { decision: 'maybe' });
    expect(badDecision.statusCode).toBe(422);
    expect(Object.keys(errorBody(badDecision).errors ?? {})).toEqual(['decision']);
    expect((await decide(999999, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('only admins see the queue and decide', async () => {
    const dev = await developerAccount();
    expect((await call(t.app, guest, 'GET', '/admin/developer-claims')).statusCode).toBe(401);
    expect((await call(t.app, dev, 'GET', '/admin/developer-claims')).statusCode).toBe(403);
    expect((await decide(1, { decision: 'approve' }, guest)).statusCode).toBe(401);
    expect((await decide(1, { decision: 'approve' }, dev)).statusCode).toBe(403);
  });
});

describe('same-name publications', () => {
  it('waits for staff when another account has a published company of that name', async () => {
    const first = await developerAccount();
    const second = await developerAccount();
    const name = uniqueName('Andaman Crest Development');
    const original = await readyDeveloper(first, name);
    await publish(first, original);

    const copy = await readyDeveloper(second, name.toLowerCase());
    const state = await publish(second, copy);
    expect(state.status).toBe('pending');
    expect(await publicStatus(copy.id)).toBe(404);
    const item = (await queue()).data.find(
      (i) => i.kind === 'same_name' && i.developer.id === copy.id,
    );
    expect(item?.same_name.map((m) => m.id)).toEqual([original.id]);
    expect((await mine(second)).find((c) => c.developer.id === copy.id)?.status).toBe('pending');

    // Its owner sees it waiting in the list.
    const list = await call(t.app, second, 'GET', '/database/developers?per_page=100');
    expect(list.json<{ data: { id: number; status: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id: copy.id, status: 'pending' }),
    );

    const approved = await decide(item?.id as number, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(await publicStatus(copy.id)).toBe(200);
    const log = await call(
      t.app,
      admin,
      'GET',
      `/admin/audit-log?action=developer.publish_approve&target_id=${copy.id}`,
    );
    expect(log.json<AuditLogResponse>().data[0]?.after).toMatchObject({ status: 'published' });
    expect((await latestMessage(t, second.email))?.subject).toBe(
      `"${name.toLowerCase()}" is on the site`,
    );
  });

  it('a rejected publication is a draft again, with the reason', async () => {
    const first = await developerAccount();
    const second = await developerAccount('developer', 'th');
    const name = uniqueName('Patong Bay Builders');
    await publish(first, await readyDeveloper(first, name));
    const copy = await readyDeveloper(second, name);
    expect((await publish(second, copy)).status).toBe('pending');
    const item = (await queue()).data.find((i) => i.developer.id === copy.id);
    const res = await decide(item?.id as number, { decision: 'reject', reason: 'Same company.' });
    expect(res.statusCode).toBe(200);
    const draft = await call(t.app, second, 'GET', `/developers/${copy.id}/draft`);
    expect(draft.json<DeveloperDraft>().status).toBe('draft');
    expect(await publicStatus(copy.id)).toBe(404);
    expect((await mine(second)).find((c) => c.developer.id === copy.id)).toMatchObject({
      kind: 'same_name',
      status: 'rejected',
      reason: 'Same company.',
    });
    expect((await latestMessage(t, second.email))?.subject).toBe(`"${name}" ไม่ได้รับการเผยแพร่`);
  });

  it('an unpublished waiting developer leaves the queue; admins and unique names never wait', async () => {
    const first = await developerAccount();
    const second = await developerAccount();
    const name = uniqueName('Chalong Living');
    await publish(first, await readyDeveloper(first, name));
    const copy = await readyDeveloper(second, name);
    const pending = await publish(second, copy);
    expect(pending.status).toBe('pending');
    const item = (await queue()).data.find((i) => i.developer.id === copy.id);
    const back = await call(t.app, second, 'POST', `/developers/${copy.id}/unpublish`, {
      version: pending.version,
    });
    expect(back.json<RecordState>().status).toBe('draft');
    expect((await queue()).data.some((i) => i.developer.id === copy.id)).toBe(false);
    expect((await decide(item?.id as number, { decision: 'approve' })).statusCode).toBe(409);

    const byAdmin = await readyDeveloper(admin, name);
    expect((await publish(admin, byAdmin)).status).toBe('published');
    const unique = await readyDeveloper(second, uniqueName('Nobody Else Has This Name'));
    expect((await publish(second, unique)).status).toBe('published');
  });
});

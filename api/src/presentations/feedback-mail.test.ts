import { and, eq } from 'drizzle-orm';
import { SITE_NAME, type Presentation } from '@phuket/shared/contract';
import { countOutbox, latestMessage, signUp, type SignedInUser } from '../account/test-helpers';
import type { Db } from '../db/client';
import { listings, outbox, presentationFeedback, users } from '../db/schema';
import { QUEUE_SCHEMA } from '../jobs/queue';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  FEEDBACK_MAIL_DELAY_MS,
  FEEDBACK_MAIL_JOB,
  feedbackMailKey,
  mailFeedbackDigest,
} from './feedback-mail';
import { feedbackDigestMail } from './messages';
import { deviceHash } from './tracking';

/*
 * A client's answers reach the owner in one mail per device and presentation every
 * 10 minutes: the route queues the job, the job (run here directly, or on the real queue)
 * mails what it claims. Fresh database (PGlite, or PostgreSQL with test:pg); the app's clock
 * is ours and stands still, so the job's start is exactly 10 minutes after it.
 */

let t: TestApp;
let db: Db;
const clock = new Date();
type Account = SignedInUser & { id: number };
let owner: Account;
let russian: Account;
const ids = { villa: 0, condo: 0, land: 0 };

interface JobRow {
  id: string;
  state: string;
  start_after: Date | string;
  data: { presentationId: number; deviceHash: string };
}

async function account(name: string): Promise<Account> {
  const user = await signUp(t.app, { role: 'broker', name, phone: '+66 81 234 5678' });
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
  return { ...user, id: res.json<{ user: { id: number } }>().user.id };
}

async function create(who: Account, title: string): Promise<Presentation> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/presentations',
    headers: who.auth,
    payload: {
      title,
      items: [{ listing_id: ids.villa }, { listing_id: ids.condo }, { listing_id: ids.land }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Presentation>();
}

/** The client at `ip` answers item `index` of `p`. */
function answer(p: Presentation, index: number, body: object, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: `/api/presentation/${p.slug}/items/${p.items[index]!.id}/feedback`,
    payload: body,
    remoteAddress: ip,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' },
  });
}

const hashOf = (ip: string) => deviceHash(t.config.codeSecret, ip);

/** The mail jobs of one device on one presentation, oldest first. */
async function jobsOf(p: Presentation, ip: string): Promise<JobRow[]> {
  const { rows } = await t.database.executeSql(
    `select id, state, start_after, data from ${QUEUE_SCHEMA}.job
      where name = $1 and singleton_key = $2 order by created_on, id`,
    [FEEDBACK_MAIL_JOB, feedbackMailKey(p.id, hashOf(ip))],
  );
  return rows as JobRow[];
}

async function mailsTo(email: string) {
  await t.app.backgroundTasks.settled();
  return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
}

/** What 10 minutes passing does: the job becomes due, the queue runs it. */
async function runOnQueue(jobId: string): Promise<void> {
  await t.database.executeSql(
    `update ${QUEUE_SCHEMA}.job set start_after = now() - interval '1 second' where id = $1`,
    [jobId],
  );
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.database.executeSql(
      `select state from ${QUEUE_SCHEMA}.job where id = $1`,
      [jobId],
    );
    if ((rows[0] as { state: string } | undefined)?.state === 'completed') {
      await t.app.backgroundTasks.settled();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the job did not complete');
}

const editUrl = (p: Presentation) => `${t.config.publicUrl}/presentation/${p.slug}/edit`;

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: { RATE_LIMIT_DISABLED: 'true', LISTING_CACHE_TTL_MS: '0' },
    now: () => clock,
  });
  db = t.database.db;
  owner = await account('Owner Olivia');
  russian = await account('Русская Ирина');
  await db.update(users).set({ locale: 'ru' }).where(eq(users.id, russian.id));
  const common = {
    offerType: 'Sale',
    propertyType: 'Villa',
    status: 'published' as const,
    userId: owner.id,
    price: '20000000',
    priceThb: '20000000',
    currency: 'THB',
  };
  const [villa, condo, land] = await db
    .insert(listings)
    .values([
      { ...common, title: 'Pool villa in Kata' },
      { ...common, title: 'Condo in Patong', propertyType: 'Apartment' },
      { ...common, title: 'Land in Rawai', propertyType: 'Land plot' },
    ])
    .returning({ id: listings.id });
  ids.villa = villa!.id;
  ids.condo = condo!.id;
  ids.land = land!.id;
});

afterAll(async () => {
  await t.close();
});

describe('feedback mails', () => {
  it('mails three answers of one device once, 10 minutes after the first, with every comment', async () => {
    const p = await create(owner, 'Digest');
    const before = await countOutbox(t, owner.email);
    expect((await answer(p, 0, { answer: 'like', comment: 'Love the pool' })).statusCode).toBe(201);
    expect((await answer(p, 1, { answer: 'maybe' })).statusCode).toBe(201);
    expect(
      (await answer(p, 2, { answer: 'no', comment: 'Too far\nfrom the beach' })).statusCode,
    ).toBe(201);
    // Nothing at once.
    expect(await countOutbox(t, owner.email)).toBe(before);

    // One job, due 10 minutes after the first answer.
    const jobs = await jobsOf(p, '203.0.113.7');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      state: 'created',
      data: { presentationId: p.id, deviceHash: hashOf('203.0.113.7') },
    });
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(clock.getTime() + FEEDBACK_MAIL_DELAY_MS);
    expect(FEEDBACK_MAIL_DELAY_MS).toBe(10 * 60_000);

    expect(await mailFeedbackDigest(t.app, p.id, hashOf('203.0.113.7'))).toBe(3);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Your client answered on "Digest": 3 new answers');
    expect(mail.body).toBe(
      [
        'Your client answered on these listings in the presentation "Digest":',
        '',
        '1. Like: Pool villa in Kata',
        '   Comment: Love the pool',
        '2. Maybe: Condo in Patong',
        '3. No: Land in Rawai',
        '   Comment: Too far',
        '   from the beach',
        '',
        `All answers: ${editUrl(p)}`,
        '',
        `— ${SITE_NAME}`,
      ].join('\n'),
    );

    // Claimed: a second run has nothing to mail.
    expect(await mailFeedbackDigest(t.app, p.id, hashOf('203.0.113.7'))).toBe(0);
    expect(await countOutbox(t, owner.email)).toBe(before + 1);
    const rows = await db
      .select()
      .from(presentationFeedback)
      .where(eq(presentationFeedback.presentationId, p.id));
    expect(rows.map((r) => r.mailedAt?.getTime())).toEqual([
      clock.getTime(),
      clock.getTime(),
      clock.getTime(),
    ]);
  });

  it('mails each device apart, and each presentation apart', async () => {
    const p = await create(owner, 'Two devices');
    const q = await create(owner, 'Another one');
    const before = await countOutbox(t, owner.email);
    await answer(p, 0, { answer: 'like' }, '198.51.100.1');
    await answer(p, 1, { answer: 'no' }, '198.51.100.1');
    await answer(p, 2, { answer: 'maybe' }, '198.51.100.2');
    await answer(q, 0, { answer: 'no' }, '198.51.100.1');
    expect(await jobsOf(p, '198.51.100.1')).toHaveLength(1);
    expect(await jobsOf(p, '198.51.100.2')).toHaveLength(1);
    expect(await jobsOf(q, '198.51.100.1')).toHaveLength(1);

    expect(await mailFeedbackDigest(t.app, p.id, hashOf('198.51.100.1'))).toBe(2);
    expect(await mailFeedbackDigest(t.app, p.id, hashOf('198.51.100.2'))).toBe(1);
    expect(await mailFeedbackDigest(t.app, q.id, hashOf('198.51.100.1'))).toBe(1);
    const subjects = (await mailsTo(owner.email)).slice(before).map((m) => m.subject);
    expect(subjects).toEqual([
      'Your client answered on "Two devices": 2 new answers',
      'Maybe: your client answered on "Two devices"',
      'No: your client answered on "Another one"',
    ]);
  });

  it('mails a single answer as it always did, and names a deleted listing "a listing"', async () => {
    const p = await create(owner, 'Single');
    await answer(p, 0, { answer: 'like', comment: '  Love the view!  ' }, '192.0.2.10');
    expect(await mailFeedbackDigest(t.app, p.id, hashOf('192.0.2.10'))).toBe(1);
    const mail = await latestMessage(t, owner.email);
    expect(mail?.subject).toBe('Like: your client answered on "Single"');
    expect(mail?.body).toBe(
      [
        'Your client answered "Like" on Pool villa in Kata in the presentation "Single".',
        '',
        'Comment:',
        'Love the view!',
        '',
        `All answers: ${editUrl(p)}`,
        '',
        `— ${SITE_NAME}`,
      ].join('\n'),
    );

    // The listing deleted before the mail goes: its item stays, named "a listing".
    const [gone] = await db
      .insert(listings)
      .values({
        offerType: 'Sale',
        propertyType: 'Villa',
        status: 'published',
        userId: owner.id,
        title: 'Soon deleted',
      })
      .returning({ id: listings.id });
    const withGone = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: owner.auth,
      payload: { title: 'Gone', items: [{ listing_id: gone!.id }, { listing_id: ids.villa }] },
    });
    const g = withGone.json<Presentation>();
    await answer(g, 0, { answer: 'maybe' }, '192.0.2.10');
    await answer(g, 1, { answer: 'no' }, '192.0.2.10');
    await db.delete(listings).where(eq(listings.id, gone!.id));
    expect(await mailFeedbackDigest(t.app, g.id, hashOf('192.0.2.10'))).toBe(2);
    const digest = await latestMessage(t, owner.email);
    expect(digest?.body).toContain('1. Maybe: a listing\n2. No: Pool villa in Kata\n');
  });

  it('runs on the queue; an answer after it ran gets a job and a mail of its own', async () => {
    const p = await create(owner, 'On the queue');
    const ip = '192.0.2.20';
    const before = await countOutbox(t, owner.email);
    await answer(p, 0, { answer: 'like' }, ip);
    await answer(p, 1, { answer: 'no', comment: 'Too small' }, ip);
    const [first] = await jobsOf(p, ip);
    await runOnQueue(first!.id);
    let mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Your client answered on "On the queue": 2 new answers');
    expect(mails.at(-1)?.body).toContain('2. No: Condo in Patong\n   Comment: Too small\n');

    // Later, the same device answers again: a new window, a new job, a mail of that answer.
    await answer(p, 2, { answer: 'maybe' }, ip);
    const jobs = await jobsOf(p, ip);
    expect(jobs.map((j) => j.state)).toEqual(['completed', 'created']);
    await runOnQueue(jobs[1]!.id);
    mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(before + 2);
    expect(mails.at(-1)?.subject).toBe('Maybe: your client answered on "On the queue"');
    expect(mails.at(-1)?.body).toContain('"Maybe" on Land in Rawai');
  });

  it('queues a new job for an answer given while the job runs', async () => {
    const p = await create(owner, 'Running');
    const ip = '192.0.2.30';
    await answer(p, 0, { answer: 'like' }, ip);
    const [running] = await jobsOf(p, ip);
    // The job was fetched (pg-boss marks it active before its handler starts) and has claimed
    // the answers it saw; the client answers again meanwhile.
    await t.database.executeSql(`update ${QUEUE_SCHEMA}.job set state = 'active' where id = $1`, [
      running!.id,
    ]);
    expect(await mailFeedbackDigest(t.app, p.id, hashOf(ip))).toBe(1);
    await answer(p, 1, { answer: 'no' }, ip);
    const jobs = await jobsOf(p, ip);
    expect(jobs.map((j) => j.state)).toEqual(['active', 'created']);
    // The answer given meanwhile is the new job's.
    expect(await mailFeedbackDigest(t.app, p.id, hashOf(ip))).toBe(1);
    expect((await latestMessage(t, owner.email))?.subject).toBe(
      'No: your client answered on "Running"',
    );
    await t.database.executeSql(
      `update ${QUEUE_SCHEMA}.job set state = 'completed', completed_on = now() where id = $1`,
      [running!.id],
    );
  });

  it('writes the mail of several answers in the Russian owner’s language', async () => {
    const p = await create(russian, 'Виллы для Анны');
    const ip = '192.0.2.40';
    await answer(p, 0, { answer: 'like', comment: 'Отличный вид' }, ip);
    await answer(p, 2, { answer: 'no' }, ip);
    expect(await mailFeedbackDigest(t.app, p.id, hashOf(ip))).toBe(2);
    const mail = await latestMessage(t, russian.email);
    expect(mail?.subject).toBe('Ответы клиента по подборке «Виллы для Анны» (новых: 2)');
    expect(mail?.body).toBe(
      [
        'Ваш клиент ответил по объектам подборки «Виллы для Анны»:',
        '',
        '1. «Нравится» — Pool villa in Kata',
        '   Комментарий: Отличный вид',
        '2. «Нет» — Land in Rawai',
        '',
        `Все ответы: ${editUrl(p)}`,
        '',
        `— ${SITE_NAME}`,
      ].join('\n'),
    );
  });

  it('writes it in Thai and Chinese too, the subject on one line', () => {
    const input = {
      title: 'Sea\nviews  for Ben',
      editUrl: 'https://wow.test/e',
      answers: [
        { listingTitle: 'Villa A', answer: 'like', comment: 'ดีมาก' },
        { listingTitle: null, answer: 'no', comment: null },
      ],
    } as const;
    const th = feedbackDigestMail(input, 'th');
    expect(th.subject).toBe('ลูกค้าตอบในงานนำเสนอ "Sea views for Ben": คำตอบใหม่ 2 รายการ');
    expect(th.text).toContain('1. "ชอบ" สำหรับ Villa A\n   ความคิดเห็น: ดีมาก\n');
    expect(th.text).toContain('2. "ไม่สนใจ" สำหรับ ประกาศหนึ่งรายการ\n');
    const zh = feedbackDigestMail(input, 'zh');
    expect(zh.subject).toBe('客户回复了“Sea views for Ben”：2 条新回复');
    expect(zh.text).toContain('1. Villa A：“喜欢”\n   留言：ดีมาก\n2. 一个房源：“不感兴趣”\n');
    expect(zh.text).toContain('全部回复：https://wow.test/e');
  });

  it("queues nothing for a bot's honeypot answer nor for a refused one", async () => {
    const p = await create(owner, 'Bots');
    const ip = '192.0.2.50';
    const bot = await answer(p, 0, { answer: 'like', website: 'http://spam.example' }, ip);
    expect(bot.statusCode).toBe(201);
    const refused = await answer(p, 0, { answer: 'love' }, ip);
    expect(refused.statusCode).toBe(422);
    expect(await jobsOf(p, ip)).toEqual([]);
    const stored = await db
      .select()
      .from(presentationFeedback)
      .where(eq(presentationFeedback.presentationId, p.id));
    expect(stored).toEqual([]);
  });

  it('mails nothing for a presentation deleted before the job runs', async () => {
    const p = await create(owner, 'Deleted');
    const ip = '192.0.2.60';
    await answer(p, 0, { answer: 'like' }, ip);
    const before = await countOutbox(t, owner.email);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${p.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(200);
    const [job] = await jobsOf(p, ip);
    await runOnQueue(job!.id);
    expect(await mailFeedbackDigest(t.app, p.id, hashOf(ip))).toBe(0);
    expect(await countOutbox(t, owner.email)).toBe(before);
  });

  // Last: stops this app's queue.
  it('still takes the answer when the queue cannot take the job', async () => {
    const p = await create(owner, 'No queue');
    await t.app.jobs.stop();
    const res = await answer(p, 0, { answer: 'like' }, '192.0.2.70');
    expect(res.statusCode).toBe(201);
    const stored = await db
      .select()
      .from(presentationFeedback)
      .where(
        and(
          eq(presentationFeedback.presentationId, p.id),
          eq(presentationFeedback.deviceHash, hashOf('192.0.2.70')),
        ),
      );
    expect(stored.map((r) => [r.answer, r.mailedAt])).toEqual([['like', null]]);
  });
});

import { eq } from 'drizzle-orm';
import { latestCode, latestMessage, signUp } from '../account/test-helpers';
import { listings, users } from '../db/schema';
import { feedbackMail, firstOpenMail } from '../presentations/messages';
import { alertMail } from '../saved-searches/alerts';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Mails and SMS go out in the reader's language: what a visitor asks for on a page, in the
 * page's (the site's client sends it as Accept-Language); what reaches a user later, in the
 * language they last signed in with.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false, env: { RATE_LIMIT_DISABLED: 'true' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

async function localeOfUser(email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row?.locale;
}

describe('the language a user reads in', () => {
  it("is the page's at sign-up, and follows each sign-in", async () => {
    const ru = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'ru' },
      payload: {
        name: 'Ivan',
        email: 'ivan-locale@example.com',
        password: 'Andaman-sea-breeze-77',
        password_confirmation: 'Andaman-sea-breeze-77',
        role: 'broker',
      },
    });
    expect(ru.statusCode).toBe(201);
    expect(await localeOfUser('ivan-locale@example.com')).toBe('ru');
    const login = await post(
      '/login',
      { email: 'ivan-locale@example.com', password: 'Andaman-sea-breeze-77' },
      { 'accept-language': 'th-TH,th;q=0.9' },
    );
    expect(login.statusCode).toBe(200);
    expect(await localeOfUser('ivan-locale@example.com')).toBe('th');
    // A language the site does not speak is English; so is none.
    await post(
      '/login',
      { email: 'ivan-locale@example.com', password: 'Andaman-sea-breeze-77' },
      { 'accept-language': 'de-DE' },
    );
    expect(await localeOfUser('ivan-locale@example.com')).toBe('en');
  });
});

describe('codes', () => {
  it.each([
    ['en', 'is your WOW Phuket password reset code', 'It expires in'],
    ['ru', '— код для сброса пароля WOW Phuket', 'Он действует'],
    ['th', 'คือรหัสรีเซ็ตรหัสผ่าน WOW Phuket ของคุณ', 'หมดอายุใน'],
    ['zh', '是您的 WOW Phuket 密码重置验证码', '分钟内有效'],
  ])('a password reset asked in %s is mailed in it', async (language, subject, body) => {
    const user = await signUp(t.app);
    const res = await post(
      '/forgot-password',
      { email: user.email },
      { 'accept-language': language },
    );
    expect(res.statusCode).toBe(200);
    const mail = await latestMessage(t, user.email);
    const code = await latestCode(t, user.email);
    expect(mail?.subject).toBe(`${code} ${subject}`);
    expect(mail?.body).toContain(body);
    expect(mail?.body).toContain(code);
  });
});

describe('enquiries', () => {
  it("mail the broker in their language and the visitor in the page's", async () => {
    const broker = await signUp(t.app, { name: 'Broker Bo' });
    // The broker signed in on the Chinese site last.
    await post(
      '/login',
      { email: broker.email, password: broker.password },
      { 'accept-language': 'zh' },
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: broker.auth });
    const brokerId = (me.json() as { user: { id: number } }).user.id;
    const [listing] = await t.database.db
      .insert(listings)
      .values({ userId: brokerId, title: 'Villa Lotus', status: 'published' })
      .returning({ id: listings.id });
    // The visitor is signed in with a confirmed address: the one kind of sender who gets a copy.
    const olga = await signUp(t.app, { name: 'Olga' });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, olga.email));
    const visitor = olga.email;
    const res = await post(
      `/${listing!.id}/property/enquiry`,
      {
        name: 'Olga',
        email: visitor,
        phone: '+66 81 234 5678',
        message: 'Здравствуйте, можно посмотреть виллу на этой неделе?',
        preferred_contact: 'phone',
      },
      { 'accept-language': 'ru', ...olga.auth },
    );
    expect(res.statusCode).toBe(201);
    const toBroker = await latestMessage(t, broker.email);
    expect(toBroker?.subject).toBe('Olga 对 Villa Lotus 发来新咨询');
    expect(toBroker?.body).toContain('电话: +66 81 234 5678');
    expect(toBroker?.body).toContain('首选联系方式: 电话');
    const toVisitor = await latestMessage(t, visitor);
    expect(toVisitor?.subject).toBe('Ваша заявка по объекту Villa Lotus');
    expect(toVisitor?.body).toContain('Здравствуйте, Olga!');
    expect(toVisitor?.body).toContain('с вами свяжутся по телефону');
  });
});

describe('notices written later', () => {
  it("a saved search's alert reads in the user's language, its links in the language's pages", () => {
    const mail = alertMail(
      'https://wow.test',
      { name: 'Kata villas', query: 'offer_type=Sale' },
      'Ivan',
      [
        {
          id: 7,
          title: 'Villa A',
          price: '1000000',
          currency: 'THB',
          offerType: 'Sale',
          rentalType: null,
        },
        {
          id: 8,
          title: 'Villa B',
          price: '2000000',
          currency: 'THB',
          offerType: 'Sale',
          rentalType: null,
        },
      ],
      3,
      'https://wow.test/u',
      'ru',
    );
    expect(mail.subject).toBe('3 новых объекта по поиску «Kata villas»');
    expect(mail.text).toContain('Здравствуйте, Ivan!');
    expect(mail.text).toContain('https://wow.test/ru/properties/7');
    expect(mail.text).toContain('Ещё 1: https://wow.test/ru/properties?offer_type=Sale');
    expect(
      alertMail('https://wow.test', { name: 'x', query: '' }, 'A', [], 5, 'u', 'ru').subject,
    ).toBe('5 новых объектов по поиску «x»');
  });

  it("a presentation's notices read in the owner's language", () => {
    expect(firstOpenMail({ title: 'Sea views', editUrl: 'https://wow.test/e' }, 'th').subject).toBe(
      'ลูกค้าเปิดงานนำเสนอ "Sea views" แล้ว',
    );
    const answer = feedbackMail(
      { title: 'Sea views', listingTitle: null, answer: 'like', comment: 'Хорошо', editUrl: 'u' },
      'ru',
    );
    expect(answer.subject).toBe('Нравится: ответ клиента по подборке «Sea views»');
    expect(answer.text).toContain('Ваш клиент ответил «Нравится»: объект, подборка «Sea views».');
    expect(answer.text).toContain('Комментарий:\nХорошо');
  });
});

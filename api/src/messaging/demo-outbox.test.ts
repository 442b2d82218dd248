import { createTestApp, type TestApp } from '../test/test-app';
import { insertOutbox, type OutgoingMessage } from './outbox';

// The same message in both modes: listed in demo mode, never shown in production.
const EMAIL_MESSAGE: OutgoingMessage = {
  channel: 'email',
  to: 'a@example.com',
  subject: 'S',
  body: 'code 123456',
};

describe('GET /api/demo/outbox', () => {
  describe('in demo mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        demo: true,
        env: { CODE_SECRET: 'outbox-test-secret-0123456789abcdef' },
      });
    });
    afterAll(() => t.close());

    it('lists messages newest first, optionally for one recipient', async () => {
      await insertOutbox(t.database.db, EMAIL_MESSAGE);
      await insertOutbox(t.database.db, {
        channel: 'sms',
        to: '+66812345678',
        subject: null,
        body: 'code 654321',
      });
      const res = await t.app.inject({ method: 'GET', url: '/api/demo/outbox' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as {
        data: {
          id: number;
          channel: string;
          to: string;
          subject: string | null;
          body: string;
          created_at: string;
        }[];
      };
      expect(data.slice(0, 2).map((m) => [m.channel, m.to, m.subject, m.body])).toEqual([
        ['sms', '+66812345678', null, 'code 654321'],
        ['email', 'a@example.com', 'S', 'code 123456'],
      ]);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual([
        'body',
        'channel',
        'created_at',
        'id',
        'subject',
        'to',
      ]);
      expect(new Date(data[0]?.created_at ?? '').toString()).not.toBe('Invalid Date');

      const one = await t.app.inject({ method: 'GET', url: '/api/demo/outbox?to=A@example.com' });
      expect((one.json() as { data: unknown[] }).data).toHaveLength(1);
      const sms = await t.app.inject({ method: 'GET', url: '/api/demo/outbox?to=+66812345678' });
      expect((sms.json() as { data: { to: string }[] }).data.map((m) => m.to)).toEqual([
        '+66812345678',
      ]);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/demo/outbox?limit=0' })).statusCode,
      ).toBe(422);
    });
  });

  describe('in production mode', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        demo: false,
        env: { NODE_ENV: 'production', CODE_SECRET: 'outbox-test-secret-0123456789abcdef' },
      });
    });
    afterAll(() => t.close());

    it('does not exist', async () => {
      await insertOutbox(t.database.db, EMAIL_MESSAGE);
      const res = await t.app.inject({ method: 'GET', url: '/api/demo/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('123456');
    });
  });
});

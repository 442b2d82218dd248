import { createTestDatabase } from '../test/test-app';
import type { Database } from '../db/client';
import type { Mail } from './mail';
import { Messenger } from './messenger';
import { listOutbox } from './outbox';
import type { Sms } from './sms';

describe('Messenger', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('keeps mail and SMS in the outbox when no transport is configured', async () => {
    const messenger = new Messenger(database.db, { mail: null, sms: null });
    expect(messenger.deliversMail).toBe(false);
    await messenger.sendEmail('a@example.com', 'Subject', 'Body 123456');
    await messenger.sendSms('+66812345678', 'SMS 654321');
    const rows = await listOutbox(database.db, { limit: 10 });
    expect(rows.map((r) => [r.channel, r.to, r.subject, r.body])).toEqual([
      ['sms', '+66812345678', null, 'SMS 654321'],
      ['email', 'a@example.com', 'Subject', 'Body 123456'],
    ]);
    expect(await listOutbox(database.db, { limit: 10, to: 'a@example.com' })).toHaveLength(1);
  });

  it('uses the configured transports and writes nothing to the outbox', async () => {
    const mails: Mail[] = [];
    const texts: Sms[] = [];
    const messenger = new Messenger(database.db, {
      mail: { send: async (m) => void mails.push(m) },
      sms: { send: async (s) => void texts.push(s) },
    });
    const before = (await listOutbox(database.db, { limit: 100 })).length;
    await messenger.sendEmail('b@example.com', 'Hi', 'Text');
    await messenger.sendSms('+66811111111', 'Code');
    expect(mails).toEqual([{ to: 'b@example.com', subject: 'Hi', text: 'Text' }]);
    expect(texts).toEqual([{ to: '+66811111111', text: 'Code' }]);
    expect(await listOutbox(database.db, { limit: 100 })).toHaveLength(before);
  });

  it('lets a transport failure reach the caller', async () => {
    const messenger = new Messenger(database.db, {
      mail: { send: async () => Promise.reject(new Error('smtp down')) },
      sms: null,
    });
    await expect(messenger.sendEmail('c@example.com', 's', 't')).rejects.toThrow('smtp down');
  });
});

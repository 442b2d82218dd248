import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings, savedSearchMails, savedSearches, users } from '../db/schema';
import { createTestDatabase } from '../test/test-app';
import { sendClaimedMail, type ClaimedMail } from './claimed-send';
import type { Mail } from './mail';
import { Messenger } from './messenger';

/*
 * The claim around a mail, on a real "mailed" table (saved_search_mails, claimed as the
 * saved-search alerts claim it) in a fresh database, with a mail transport of our own that
 * records or refuses what it is given.
 */

let database: Database;
let drop: () => Promise<void>;
let searchId: number;
let listingIds: number[];

interface Row {
  id: number;
  title: string;
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Anna', email: 'anna@example.com', passwordHash: 'x', role: 'broker' })
    .returning({ id: users.id });
  const [search] = await db
    .insert(savedSearches)
    .values({ userId: user!.id, name: 'Villas', query: '', frequency: 'daily' })
    .returning({ id: savedSearches.id });
  searchId = search!.id;
  const rows = await db
    .insert(listings)
    .values([1, 2, 3, 4, 5, 6].map(() => ({ userId: user!.id })))
    .returning({ id: listings.id });
  listingIds = rows.map((row) => row.id);
});
afterAll(() => drop());

const rowsOf = (ids: number[]): Row[] => ids.map((id) => ({ id, title: `Listing ${id}` }));

/** A mail about `items` claimed in saved_search_mails; counts the calls of `compose`. */
function mailAbout(items: Row[], headers?: Record<string, string>) {
  const composed: Row[][] = [];
  const job: ClaimedMail<Row> = {
    items,
    keyOf: (row) => row.id,
    claim: async (ids) => {
      const claimed = await database.db
        .insert(savedSearchMails)
        .values(ids.map((listingId) => ({ savedSearchId: searchId, listingId })))
        .onConflictDoNothing()
        .returning({ id: savedSearchMails.listingId });
      return claimed.map((row) => row.id);
    },
    unclaim: async (ids) => {
      await database.db
        .delete(savedSearchMails)
        .where(
          and(
            eq(savedSearchMails.savedSearchId, searchId),
            inArray(savedSearchMails.listingId, ids),
          ),
        );
    },
    compose: (claimed) => {
      composed.push(claimed);
      return {
        to: 'anna@example.com',
        subject: `${claimed.length} new`,
        text: claimed.map((row) => row.title).join('\n'),
        ...(headers ? { headers } : {}),
      };
    },
  };
  return { job, composed };
}

/** A messenger whose transport keeps what it sends, or refuses every mail with `refuse`. */
function messenger(refuse?: Error) {
  const sent: Mail[] = [];
  const m = new Messenger(database.db, {
    mail: {
      send: async (mail) => {
        if (refuse) throw refuse;
        sent.push(mail);
      },
    },
    sms: null,
  });
  return { m, sent };
}

async function claimedKeys(ids: number[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: savedSearchMails.listingId })
    .from(savedSearchMails)
    .where(
      and(eq(savedSearchMails.savedSearchId, searchId), inArray(savedSearchMails.listingId, ids)),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('sendClaimedMail', () => {
  it('mails the rows it claims and keeps the claim, so a second claimer sends nothing', async () => {
    const ids = listingIds.slice(0, 2);
    const headers = { 'List-Unsubscribe': '<https://wow.test/stop>' };
    const first = messenger();
    const { job } = mailAbout(rowsOf(ids), headers);
    expect(await sendClaimedMail(first.m, job)).toBe(true);
    expect(first.sent).toEqual([
      {
        to: 'anna@example.com',
        subject: '2 new',
        text: ids.map((id) => `Listing ${id}`).join('\n'),
        headers,
      },
    ]);
    expect(await claimedKeys(ids)).toEqual(ids);

    const second = messenger();
    const again = mailAbout(rowsOf(ids));
    expect(await sendClaimedMail(second.m, again.job)).toBe(false);
    expect(again.composed).toEqual([]);
    expect(second.sent).toEqual([]);
    expect(await claimedKeys(ids)).toEqual(ids);
  });

  it('mails only the rows no one claimed before', async () => {
    const [old, fresh] = listingIds.slice(2, 4) as [number, number];
    await sendClaimedMail(messenger().m, mailAbout(rowsOf([old])).job);
    const { m, sent } = messenger();
    const { job, composed } = mailAbout(rowsOf([old, fresh]));
    expect(await sendClaimedMail(m, job)).toBe(true);
    expect(composed).toEqual([rowsOf([fresh])]);
    expect(sent.map((mail) => [mail.subject, mail.text])).toEqual([['1 new', `Listing ${fresh}`]]);
    expect(sent[0]).not.toHaveProperty('headers');
  });

  it('of two claimers racing for the same rows, only one mails', async () => {
    const ids = listingIds.slice(4, 5);
    const a = messenger();
    const b = messenger();
    const results = await Promise.all([
      sendClaimedMail(a.m, mailAbout(rowsOf(ids)).job),
      sendClaimedMail(b.m, mailAbout(rowsOf(ids)).job),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(a.sent.length + b.sent.length).toBe(1);
  });

  it("rethrows a failed send after unclaiming its own rows, not another's, and the next run mails them", async () => {
    const [taken, free] = [listingIds[0]!, listingIds[5]!];
    const down = new Error('smtp down');
    const failing = messenger(down);
    await expect(sendClaimedMail(failing.m, mailAbout(rowsOf([taken, free])).job)).rejects.toBe(
      down,
    );
    expect(await claimedKeys([taken, free])).toEqual([taken]);

    const retry = messenger();
    expect(await sendClaimedMail(retry.m, mailAbout(rowsOf([taken, free])).job)).toBe(true);
    expect(retry.sent.map((mail) => mail.text)).toEqual([`Listing ${free}`]);
    expect(await claimedKeys([taken, free])).toEqual([taken, free]);
  });

  it('claims nothing for no rows', async () => {
    const { m, sent } = messenger();
    const { job, composed } = mailAbout([]);
    const claim = jest.fn(job.claim);
    expect(await sendClaimedMail(m, { ...job, claim })).toBe(false);
    expect(claim).not.toHaveBeenCalled();
    expect(composed).toEqual([]);
    expect(sent).toEqual([]);
  });
});

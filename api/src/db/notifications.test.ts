import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { CATALOG_CHANGED } from './notifications';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});

afterAll(async () => {
  await drop();
});

interface Heard {
  payloads: string[];
  resumed: number;
  errors: unknown[];
}

function recorder(): Heard & { handlers: Parameters<Database['listen']>[1] } {
  const heard: Heard & { handlers: Parameters<Database['listen']>[1] } = {
    payloads: [],
    resumed: 0,
    errors: [],
    handlers: {
      onNotify: (payload) => heard.payloads.push(payload),
      onResumed: () => (heard.resumed += 1),
      onError: (error) => heard.errors.push(error),
    },
  };
  return heard;
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

let n = 0;
async function writeLocation(): Promise<void> {
  n += 1;
  await database.db.execute(
    sql`insert into locations (name, slug) values (${`Notified ${n}`}, ${`notified-${n}`})`,
  );
}

/** A listing of a new owner, written as a script would (no API, so no cache is told). */
async function insertListing(ownerEmail: string, status: 'draft' | 'published'): Promise<number> {
  const owner = (
    await database.executeSql(
      `insert into users (name, email, password_hash, role)
       values ('Owner', $1, 'x', 'broker') returning id`,
      [ownerEmail],
    )
  ).rows[0] as { id: number };
  const listing = (
    await database.executeSql(
      `insert into listings (user_id, title, status) values ($1, 'Counted', $2) returning id`,
      [owner.id, status],
    )
  ).rows[0] as { id: number };
  return listing.id;
}

describe('catalog_changed notifications', () => {
  it('a committed write is heard with its table and the backend that wrote it (one of ours)', async () => {
    const heard = recorder();
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      await writeLocation();
      await until(() => heard.payloads.length > 0);
      expect(heard.payloads[0]).toMatch(/^locations:\d+$/);
      const pid = Number(heard.payloads[0]!.split(':')[1]);
      expect(database.isOwnBackend(pid)).toBe(true);
      expect(database.isOwnBackend(pid + 100_000)).toBe(database.driver === 'pglite');
    } finally {
      await unlisten();
    }
  });

  it('a rolled-back write is not heard; a transaction of many statements is heard once', async () => {
    const heard = recorder();
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into locations (name, slug) values ('Gone', 'gone')`);
          tx.rollback();
        })
        .catch(() => undefined);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into locations (name, slug) values ('Kept 1', 'kept-1')`);
        await tx.execute(sql`insert into locations (name, slug) values ('Kept 2', 'kept-2')`);
      });
      // A marker write after both: once it is heard, anything the two above sent is in too.
      await database.db.execute(sql`update currency_rates set rate_to_thb = rate_to_thb`);
      await until(() => heard.payloads.some((p) => p.startsWith('currency_rates:')));
      expect(heard.payloads.map((p) => p.split(':')[0])).toEqual(['locations', 'currency_rates']);
    } finally {
      await unlisten();
    }
  });

  it("a user's row is heard only when a field an agent card shows changes", async () => {
    const heard = recorder();
    await database.db.execute(
      sql`insert into users (name, email, password_hash, role) values ('Agent', 'agent-notify@example.com', 'x', 'broker')`,
    );
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      const byEmail = sql`where email = 'agent-notify@example.com'`;
      await database.db.execute(sql`update users set name = 'Agent' ${byEmail}`);
      await database.db.execute(sql`update users set password_hash = 'y' ${byEmail}`);
      await database.db.execute(sql`update users set name = 'Agent Renamed' ${byEmail}`);
      await until(() => heard.payloads.length > 0);
      await database.db.execute(sql`update currency_rates set rate_to_thb = rate_to_thb`);
      await until(() => heard.payloads.length > 1);
      expect(heard.payloads.map((p) => p.split(':')[0])).toEqual(['users', 'currency_rates']);
    } finally {
      await unlisten();
    }
  });

  it('a page view (the views counter) tells nobody; any other change to a published listing does', async () => {
    const heard = recorder();
    const listing = await insertListing('owner-notify@example.com', 'published');
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      const byId = sql`where id = ${listing}`;
      await database.db.execute(sql`update listings set views = views + 1 ${byId}`);
      await database.db.execute(sql`update listings set views = views + 1 ${byId}`);
      await database.db.execute(sql`update currency_rates set rate_to_thb = rate_to_thb`);
      await until(() => heard.payloads.length > 0);
      await database.db.execute(sql`update listings set title = 'Renamed' ${byId}`);
      await until(() => heard.payloads.length > 1);
      expect(heard.payloads.map((p) => p.split(':')[0])).toEqual(['currency_rates', 'listings']);
    } finally {
      await unlisten();
    }
  });

  it("a draft's saves and parts tell nobody (no cache holds drafts); publishing it, and what follows, does", async () => {
    const heard = recorder();
    const listing = await insertListing('draft-notify@example.com', 'draft');
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    const tables = () => heard.payloads.map((p) => p.split(':')[0]);
    const marker = async (expected: number) => {
      await database.db.execute(sql`update currency_rates set rate_to_thb = rate_to_thb`);
      await until(() => heard.payloads.length >= expected);
    };
    try {
      const byId = sql`where id = ${listing}`;
      // The wizard's autosave, a photo, an album, a floor plan and its photo, while a draft.
      await database.db.execute(sql`update listings set title = 'Draft renamed' ${byId}`);
      await database.executeSql(
        `insert into listing_photos (listing_id, path) values ($1, 'draft/one.webp')`,
        [listing],
      );
      await database.executeSql(
        `insert into listing_albums (listing_id, title) values ($1, 'Rooms')`,
        [listing],
      );
      const plan = (
        await database.executeSql(
          `insert into floor_plans (listing_id, title) values ($1, 'Ground') returning id`,
          [listing],
        )
      ).rows[0] as { id: number };
      await database.executeSql(
        `insert into floor_plan_photos (floor_plan_id, path) values ($1, 'draft/plan.webp')`,
        [plan.id],
      );
      await database.executeSql(`delete from listing_photos where listing_id = $1`, [listing]);
      await marker(1);
      expect(tables()).toEqual(['currency_rates']);

      await database.db.execute(sql`update listings set status = 'published' ${byId}`);
      await until(() => heard.payloads.length > 1);
      await database.executeSql(
        `insert into listing_photos (listing_id, path) values ($1, 'public/two.webp')`,
        [listing],
      );
      await database.executeSql(
        `update floor_plan_photos set path = 'public/plan.webp'
        where floor_plan_id = $1`,
        [plan.id],
      );
      await until(() => heard.payloads.length > 3);
      // Back to a draft: heard once more (it leaves the search), then quiet again.
      await database.db.execute(sql`update listings set status = 'draft' ${byId}`);
      await until(() => heard.payloads.length > 4);
      await database.db.execute(sql`update listings set title = 'Quiet again' ${byId}`);
      await database.executeSql(`delete from listings where id = $1`, [listing]);
      await marker(6);
      expect(tables()).toEqual([
        'currency_rates',
        'listings',
        'listing_photos',
        'floor_plan_photos',
        'listings',
        'currency_rates',
      ]);
    } finally {
      await unlisten();
    }
  });

  it('a published listing deleted is heard once for its row; inserted published, heard too', async () => {
    const heard = recorder();
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      const listing = await insertListing('deleted-notify@example.com', 'published');
      await until(() => heard.payloads.length > 0);
      await database.executeSql(
        `insert into listing_photos (listing_id, path) values ($1, 'public/three.webp')`,
        [listing],
      );
      await until(() => heard.payloads.length > 1);
      await database.executeSql(`delete from listings where id = $1`, [listing]);
      await until(() => heard.payloads.length > 2);
      await database.db.execute(sql`update currency_rates set rate_to_thb = rate_to_thb`);
      await until(() => heard.payloads.length > 3);
      expect(heard.payloads.map((p) => p.split(':')[0])).toEqual([
        'listings',
        'listing_photos',
        'listings',
        'currency_rates',
      ]);
    } finally {
      await unlisten();
    }
  });

  it("an agent's bio and languages are heard, as the agent page shows them", async () => {
    const heard = recorder();
    await database.db.execute(
      sql`insert into users (name, email, password_hash, role) values ('Bio', 'bio-notify@example.com', 'x', 'broker')`,
    );
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      const byEmail = sql`where email = 'bio-notify@example.com'`;
      await database.db.execute(
        sql`update users set bio = 'Twenty years on the island' ${byEmail}`,
      );
      await database.db.execute(sql`update users set languages = array['en','th'] ${byEmail}`);
      await until(() => heard.payloads.length > 1);
      expect(heard.payloads.map((p) => p.split(':')[0])).toEqual(['users', 'users']);
    } finally {
      await unlisten();
    }
  });

  it('hears nothing once unlistened', async () => {
    const heard = recorder();
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    await unlisten();
    const marker = recorder();
    const stillListening = await database.listen(CATALOG_CHANGED, marker.handlers);
    try {
      await writeLocation();
      await until(() => marker.payloads.length > 0);
      expect(marker.payloads).toHaveLength(1);
      expect(heard.payloads).toEqual([]);
    } finally {
      await stillListening();
    }
  });

  it('comes back after losing its connection, and says so (PostgreSQL; PGlite has one session that cannot be lost)', async () => {
    const heard = recorder();
    const unlisten = await database.listen(CATALOG_CHANGED, heard.handlers);
    try {
      if (database.driver === 'postgres') {
        // The server ends the listening connection, as a restart or a network cut would.
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'LISTEN%'`,
        );
        await until(() => heard.resumed > 0);
        expect(heard.resumed).toBe(1);
        expect(heard.errors.length).toBeGreaterThan(0);
      }
      await writeLocation();
      await until(() => heard.payloads.length > 0);
      expect(heard.payloads).toHaveLength(1);
      if (database.driver === 'pglite') expect(heard.resumed + heard.errors.length).toBe(0);
    } finally {
      await unlisten();
    }
  });
});

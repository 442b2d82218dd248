import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { createTestDatabase } from '../test/test-app';
import { insertUser } from '../users/queries';
import { MAX_CODE_ATTEMPTS } from './one-time-code';
import { attemptCode, issueCode } from './store';

const SECRET = 'store-test-secret-0123456789abcdef0123';

describe('one-time code store', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let alice: number;
  let bob: number;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const make = async (email: string) => {
      const user = await insertUser(database.db, {
        name: email,
        email,
        passwordHash: 'x',
        role: 'broker',
      });
      if (!user) throw new Error('user not created');
      return user.id;
    };
    alice = await make('alice@example.com');
    bob = await make('bob@example.com');
  });
  afterAll(() => drop());

  const issue = (userId: number, target = 'new@example.com') =>
    issueCode(database.db, SECRET, { userId, purpose: 'email_change', target });
  const attempt = (
    userId: number,
    code: string,
    consume = true,
    purpose = 'email_change' as const,
  ) => attemptCode(database.db, SECRET, { userId, purpose, code }, { consume });
  const latestRow = async (userId: number) => {
    const [row] = await database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, userId))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    return row;
  };
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it('stores only a keyed hash, never the code', async () => {
    const { code, expiresAt } = await issue(alice);
    const rows = await database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, alice));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it('accepts the right code once and returns its target', async () => {
    const { code } = await issue(alice, 'first@example.com');
    await expect(attempt(alice, code)).resolves.toEqual({ ok: true, target: 'first@example.com' });
    await expect(attempt(alice, code)).resolves.toEqual({ ok: false });
  });

  it('refuses an expired code', async () => {
    const { code } = await issue(alice);
    await database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, alice));
    await expect(attempt(alice, code)).resolves.toEqual({ ok: false });
  });

  it('is tied to its purpose and its account', async () => {
    const { code } = await issue(alice);
    await expect(attempt(alice, code, true, 'phone_change' as never)).resolves.toEqual({
      ok: false,
    });
    await expect(attempt(bob, code)).resolves.toEqual({ ok: false });
    await expect(attempt(alice, code)).resolves.toMatchObject({ ok: true });
  });

  it('is tied to its target', async () => {
    const { code } = await issueCode(database.db, SECRET, {
      userId: alice,
      purpose: 'password_reset',
      target: 'alice@example.com',
    });
    const reset = (target: string) =>
      attemptCode(
        database.db,
        SECRET,
        { userId: alice, purpose: 'password_reset', code, target },
        { consume: false },
      );
    await expect(reset('someone@example.com')).resolves.toEqual({ ok: false });
    await expect(reset('alice@example.com')).resolves.toMatchObject({ ok: true });
    // A row edited to point elsewhere no longer verifies: the target is inside the MAC.
    await database.db
      .update(oneTimeCodes)
      .set({ target: 'attacker@example.com' })
      .where(eq(oneTimeCodes.userId, alice));
    await expect(reset('attacker@example.com')).resolves.toEqual({ ok: false });
  });

  it('dies after five wrong tries, even for the right code', async () => {
    const { code } = await issue(alice);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      await expect(attempt(alice, wrong(code))).resolves.toEqual({ ok: false });
    }
    await expect(attempt(alice, code)).resolves.toEqual({ ok: false });
  });

  it('gives a correct check its try back, so check then use always works', async () => {
    const { code } = await issue(alice);
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await attempt(alice, wrong(code));
    await expect(attempt(alice, code, false)).resolves.toMatchObject({ ok: true });
    await expect(attempt(alice, code, false)).resolves.toMatchObject({ ok: true });
    await expect(attempt(alice, code, true)).resolves.toMatchObject({ ok: true });
  });

  it('counts parallel wrong guesses without losing any', async () => {
    const { code } = await issue(alice);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt(alice, wrong(code))),
    );
    expect(results.every((r) => !r.ok)).toBe(true);
    const row = await latestRow(alice);
    expect(row?.attempts).toBe(MAX_CODE_ATTEMPTS);
    await expect(attempt(alice, code)).resolves.toEqual({ ok: false });
  });

  it('lets only the latest code of an account and purpose work', async () => {
    const first = await issue(alice);
    const second = await issue(alice);
    if (first.code !== second.code) {
      await expect(attempt(alice, first.code)).resolves.toEqual({ ok: false });
    }
    await expect(attempt(alice, second.code)).resolves.toMatchObject({ ok: true });
  });

  it('refuses malformed input without a query', async () => {
    await issue(alice);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      await expect(attempt(alice, bad)).resolves.toEqual({ ok: false });
    }
    const row = await latestRow(alice);
    expect(row?.attempts).toBe(0);
  });
});

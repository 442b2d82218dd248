import { sql } from 'drizzle-orm';
import { resultRows } from '../catalog/raw-rows';
import { createTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { likePattern } from './like';

describe('likePattern', () => {
  it('escapes %, _ and the backslash, and matches anywhere', () => {
    expect(likePattern('50%')).toBe('%50\\%%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('C:\\x')).toBe('%C:\\\\x%');
    expect(likePattern('plain')).toBe('%plain%');
  });

  describe('on the database', () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await createTestDatabase());
    });
    afterAll(() => drop());

    async function matches(value: string, typed: string): Promise<boolean> {
      const result = await database.db.execute(
        sql`select (${value}::text ilike ${likePattern(typed)}) as hit`,
      );
      return resultRows(result)[0]?.hit === true;
    }

    it('takes what was typed literally', async () => {
      expect(await matches('Sale 50% off', '50%')).toBe(true);
      expect(await matches('Sale 500 off', '50%')).toBe(false);
      expect(await matches('villa_a', 'A_A')).toBe(true);
      expect(await matches('villaxa', 'a_a')).toBe(false);
      expect(await matches('path\\to', 'h\\t')).toBe(true);
      expect(await matches('path/to', 'h\\t')).toBe(false);
    });
  });
});

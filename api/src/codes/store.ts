import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import {
  CODE_PATTERN,
  CODE_TTL_MS,
  type CodePurpose,
  MAX_CODE_ATTEMPTS,
  generateCode,
  hashCode,
  sameHash,
} from './one-time-code';

export interface IssueInput {
  userId: number;
  purpose: CodePurpose;
  target: string;
}

/**
 * Creates a code and returns it in plain text (to be sent, never stored). Earlier unused
 * codes of the same account and purpose stop working: only the latest message is valid, and
 * asking again does not multiply the guesses an attacker gets.
 */
export async function issueCode(
  db: Db,
  secret: string,
  input: IssueInput,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, input.userId),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    // Housekeeping for this account only, so the table does not grow with dead rows.
    await tx
      .delete(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, input.userId),
          lt(oneTimeCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      userId: input.userId,
      purpose: input.purpose,
      target: input.target,
      codeHash: hashCode(secret, input, code),
      expiresAt,
      createdAt: now,
    });
  });
  return { code, expiresAt };
}

export interface AttemptInput {
  userId: number;
  purpose: CodePurpose;
  code: string;
  /** When the caller knows the target (password reset: the email typed), it must match too. */
  target?: string;
}

export type AttemptResult = { ok: true; target: string } | { ok: false };

/**
 * One try at a code. The try is reserved with a conditional increment *before* comparing, so
 * parallel guesses cannot exceed MAX_CODE_ATTEMPTS between a read and a write; a correct
 * check that does not consume gives its try back (a user checking then resetting is not
 * penalised). `consume` marks the code used in the same conditional way, so two requests
 * cannot both spend it.
 */
export async function attemptCode(
  db: Db,
  secret: string,
  input: AttemptInput,
  options: { consume: boolean },
  now = new Date(),
): Promise<AttemptResult> {
  if (!CODE_PATTERN.test(input.code)) return { ok: false };
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS),
        ...(input.target === undefined ? [] : [eq(oneTimeCodes.target, input.target)]),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row) return { ok: false };

  const reserved = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (reserved.length === 0) return { ok: false };

  const expected = hashCode(
    secret,
    { purpose: input.purpose, userId: input.userId, target: row.target },
    input.code,
  );
  if (!sameHash(expected, row.codeHash)) return { ok: false };

  if (options.consume) {
    const used = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 0) return { ok: false };
  } else {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`greatest(${oneTimeCodes.attempts} - 1, 0)` })
      .where(eq(oneTimeCodes.id, row.id));
  }
  return { ok: true, target: row.target };
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { UserRow } from '../users/queries';
import { ABSOLUTE_EXPIRY_MS, IDLE_EXPIRY_MS, generateToken, hashToken } from './tokens';

/** Creates a token for the user and returns its plain text (shown once, stored only hashed). */
export async function issueToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = generateToken();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_EXPIRY_MS),
  });
  return token;
}

export interface TokenWithUser {
  tokenId: number;
  lastUsedAt: Date;
  user: UserRow;
}

/** The live token (not revoked, not past either expiry) and its user, in one indexed query. */
export async function findLiveToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TokenWithUser | null> {
  const [row] = await db
    .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        gt(accessTokens.lastUsedAt, new Date(now.getTime() - IDLE_EXPIRY_MS)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { UserRow } from '../users/queries';
import { ABSOLUTE_EXPIRY_MS, IDLE_EXPIRY_MS, generateToken, hashToken } from './tokens';

/**
 * Creates a token for the user and returns its plain text (shown once, stored only hashed).
 * `userAgent` is stored as given: pass it through storedUserAgent().
 */
export async function issueToken(
  db: Db,
  userId: number,
  options: { now?: Date; userAgent?: string | null } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = generateToken();
  await db.insert(accessTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_EXPIRY_MS),
    userAgent: options.userAgent ?? null,
  });
  return token;
}

export interface TokenWithUser {
  tokenId: number;
  lastUsedAt: Date;
  user: UserRow;
}

function prepareLiveTokenQuery(db: Db) {
  return db
    .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        gt(accessTokens.lastUsedAt, sql.placeholder('idleCutoff')),
        // Blocking ends the sessions; a token that escaped that still opens nothing.
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
    .prepare('find_live_token');
}

// Every authenticated request runs this lookup: prepared once per database, it skips query
// building and planning each time.
const liveTokenQueries = new WeakMap<Db, ReturnType<typeof prepareLiveTokenQuery>>();

/** The live token (not revoked, not past either expiry) and its user, in one indexed query. */
export async function findLiveToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TokenWithUser | null> {
  let query = liveTokenQueries.get(db);
  if (!query) {
    query = prepareLiveTokenQuery(db);
    liveTokenQueries.set(db, query);
  }
  const [row] = await query.execute({
    tokenHash: hashToken(token),
    now,
    idleCutoff: new Date(now.getTime() - IDLE_EXPIRY_MS),
  });
  return row ?? null;
}

export async function touchToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

/** A token is live while not revoked, not past its absolute expiry and not idle too long. */
function liveCondition(now: Date) {
  return and(
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, now),
    gt(accessTokens.lastUsedAt, new Date(now.getTime() - IDLE_EXPIRY_MS)),
  );
}

export interface SessionRow {
  id: number;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SessionRow[]> {
  return db
    .select({
      id: accessTokens.id,
      userAgent: accessTokens.userAgent,
      createdAt: accessTokens.createdAt,
      lastUsedAt: accessTokens.lastUsedAt,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), liveCondition(now)))
    .orderBy(desc(accessTokens.lastUsedAt), desc(accessTokens.id));
}

/**
 * Revokes one live session of this user. False when there is none with that id (another
 * user's, already ended or never existed): the caller answers all of these alike.
 */
export async function revokeUserSession(
  db: Db,
  userId: number,
  tokenId: number,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId), liveCondition(now)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

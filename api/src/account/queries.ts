import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { ContactVisibility } from '../users/public-agent';
import type { UserRow } from '../users/queries';
import {
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_KEYS,
  type NotificationPreferences,
} from '@phuket/shared/contract';

type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'email'
    | 'phone'
    | 'currency'
    | 'passwordHash'
    | 'avatarPath'
    | 'companyLogoPath'
    | 'emailVerifiedAt'
    | 'phoneVerifiedAt'
    | 'bio'
    | 'languages'
  >
>;

/** Updates the columns given (always scoped to one id) and returns the fresh row. */
export async function updateUser(
  db: Db,
  userId: number,
  patch: UserPatch,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during update`);
  return row;
}

/** Ends every session of the user, or every one but `keepTokenId` (the device in use). */
export async function revokeSessions(
  db: Db,
  userId: number,
  keepTokenId: number | null,
  now = new Date(),
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        ...(keepTokenId === null ? [] : [ne(accessTokens.id, keepTokenId)]),
      ),
    );
}

/** Stored preferences over the defaults; unknown or non-boolean stored values are ignored. */
export function readNotifications(user: Pick<UserRow, 'settings'>): NotificationPreferences {
  const stored = user.settings.notifications ?? {};
  const out: NotificationPreferences = { ...DEFAULT_NOTIFICATIONS };
  for (const key of NOTIFICATION_KEYS) {
    const value = stored[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * Merges the given preferences into settings.notifications in one statement, so two tabs
 * saving different switches at once do not overwrite each other's change.
 */
export async function mergeNotifications(
  db: Db,
  userId: number,
  changes: Partial<NotificationPreferences>,
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      settings: sql`jsonb_set(coalesce(${users.settings}, '{}'::jsonb), '{notifications}', coalesce(${users.settings} -> 'notifications', '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during update`);
  return row;
}

/**
 * Saves the currency and the contact flags given, merging the flags into settings in the same
 * statement (as mergeNotifications does), so a concurrent notifications save is not lost.
 */
export async function updateSettings(
  db: Db,
  userId: number,
  changes: { currency: string; contacts: Partial<ContactVisibility> },
  now = new Date(),
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      currency: changes.currency,
      settings: sql`coalesce(${users.settings}, '{}'::jsonb) || ${JSON.stringify(changes.contacts)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during update`);
  return row;
}

/** True for Postgres unique_violation (the email index decides races, not a prior read). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type ImageColumn = 'avatarPath' | 'companyLogoPath';

/**
 * Points the user at a new image and returns the fresh row and the key it replaced, read
 * under a row lock: two uploads racing each learn the key they really replaced, so each old
 * file is removed exactly once and none is left behind.
 */
export async function replaceUserImage(
  db: Db,
  userId: number,
  column: ImageColumn,
  key: string,
  now = new Date(),
): Promise<{ user: UserRow; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ previous: users[column] })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [row] = await tx
      .update(users)
      .set({ [column]: key, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!current || !row) throw new Error(`user ${userId} vanished during update`);
    return { user: row, previous: current.previous };
  });
}

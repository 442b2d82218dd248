import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRole } from '../db/schema';
import { readContactVisibility } from './public-agent';
import { isCurrency } from '@phuket/shared/contract';
import { DEFAULT_CURRENCY } from '../currency/routes';
import type { UserJson } from './schemas';

export type UserRow = typeof users.$inferSelect;

/** Emails compare case-insensitively everywhere; they are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  phone?: string | null;
  passwordHash: string;
  role: UserRole;
}

/** Returns null when the email is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      phone: input.phone ?? null,
      passwordHash: input.passwordHash,
      role: input.role,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export function toUserJson(user: UserRow): UserJson {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar_path: user.avatarPath,
    company_logo_path: user.companyLogoPath,
    currency: isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY,
    role: user.role,
    ...readContactVisibility(user.settings),
  };
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRole } from '../db/schema';
import { readContactVisibility } from './public-agent';
import { DEFAULT_LOCALE, isCurrency, isLocale, type Locale } from '@phuket/shared/contract';
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
  /** The page's language at sign-up (see http/request-locale.ts). */
  locale?: Locale;
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
      locale: input.locale ?? DEFAULT_LOCALE,
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
    email_verified: user.emailVerifiedAt !== null,
    ...readContactVisibility(user.settings),
  };
}

/** Remembers the language a user signed in with, for the mails sent to them later. */
export async function rememberUserLocale(db: Db, user: UserRow, locale: Locale): Promise<void> {
  if (user.locale === locale) return;
  await db.update(users).set({ locale }).where(eq(users.id, user.id));
}

/** A stored language as the mails know it (English for anything the site no longer speaks). */
export function localeOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

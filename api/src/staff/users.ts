import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PaginationMeta, StaffUser, StaffUsersQuery } from '@phuket/shared/contract';
import { STAFF_USERS_PER_PAGE } from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { likePattern } from '../db/like';
import { accessTokens, developers, listings, users } from '../db/schema';
import { pageMeta } from '../http/pagination';
import type { UserRow } from '../users/queries';

/** The users list: newest accounts first, with what staff look at before acting. */
export async function staffUsers(
  db: Db,
  query: StaffUsersQuery,
): Promise<{ data: StaffUser[]; meta: PaginationMeta }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_USERS_PER_PAGE;
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const either = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (either) conditions.push(either);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.state === 'blocked') conditions.push(isNotNull(users.blockedAt));
  if (query.state === 'verified') conditions.push(isNotNull(users.verifiedAt));
  if (query.state === 'unconfirmed_email') conditions.push(isNull(users.emailVerifiedAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { data: await withFacts(db, rows), meta: pageMeta(page, perPage, total) };
}

/** One account as the list shows it, or undefined. */
export async function staffUser(db: Db, id: number): Promise<StaffUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? (await withFacts(db, [row]))[0] : undefined;
}

/** Each account with its companies, last session use and listing counts: three grouped reads. */
async function withFacts(db: Db, rows: UserRow[]): Promise<StaffUser[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [seen, counts, companies] = await Promise.all([
    db
      .select({ userId: accessTokens.userId, at: max(accessTokens.lastUsedAt) })
      .from(accessTokens)
      .where(inArray(accessTokens.userId, ids))
      .groupBy(accessTokens.userId),
    db
      .select({
        userId: listings.userId,
        all: count(),
        published: sql<number>`count(*) filter (where ${listings.status} = 'published')`.mapWith(
          Number,
        ),
      })
      .from(listings)
      .where(inArray(listings.userId, ids))
      .groupBy(listings.userId),
    db
      .select({ ownerId: developers.ownerId, title: developers.title })
      .from(developers)
      .where(and(inArray(developers.ownerId, ids), sql`${developers.title} <> ''`))
      .orderBy(developers.id),
  ]);
  const seenBy = new Map(seen.map((s) => [s.userId, s.at]));
  const countsBy = new Map(counts.map((c) => [c.userId, c]));
  const companiesBy = new Map<number, string[]>();
  for (const { ownerId, title } of companies) {
    if (ownerId === null) continue;
    companiesBy.set(ownerId, [...(companiesBy.get(ownerId) ?? []), title]);
  }
  return rows.map((row) => {
    const lastSeen = seenBy.get(row.id);
    const listed = countsBy.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      role: row.role,
      companies: companiesBy.get(row.id) ?? [],
      created_at: row.createdAt.toISOString(),
      last_seen_at: lastSeen ? lastSeen.toISOString() : null,
      listings_count: listed?.all ?? 0,
      published_count: listed?.published ?? 0,
      email_verified: row.emailVerifiedAt !== null,
      verified: row.verifiedAt !== null,
      blocked: row.blockedAt !== null,
    };
  });
}

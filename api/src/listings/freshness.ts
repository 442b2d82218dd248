import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LISTING_FRESHNESS_DAYS, LISTING_FRESHNESS_REMINDER_DAYS } from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import type { Db } from '../db/client';
import { listings, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { updateVersioned, type ListingRow } from './queries';
import { checkIdToken, signIdToken } from '../http/signed-link';
import { localeOf } from '../users/queries';
import { FRESHNESS_TEXTS, dayIn, type FreshnessTexts } from './freshness-texts';

/**
 * Listing freshness: a published listing the owner has not confirmed available
 * for LISTING_FRESHNESS_DAYS leaves the search (it is archived, with `expired_at` set), and
 * its owner is mailed a link that confirms it without signing in. A reminder goes out
 * LISTING_FRESHNESS_REMINDER_DAYS before. Confirming puts an expired listing back.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an emailed confirmation link works: past the reminder and the expiry mails. */
export const CONFIRM_LINK_DAYS = 14;
/** The page (outside /api, for a browser) that an emailed link opens. */
export const CONFIRM_LINK_PATH = '/listing/confirm-availability';

export const NOT_PUBLISHED_TO_CONFIRM = 'Only a published listing can be confirmed available.';

/** A new confirmation, or a listing that expired back into the search. */
export function confirmedValues(row: ListingRow, now: Date) {
  return {
    confirmedAt: now,
    remindedAt: null,
    expiredAt: null,
    ...(row.status === 'archived' && row.expiredAt !== null
      ? { status: 'published' as const }
      : {}),
  };
}

/** Published, or archived by the freshness job (confirming publishes it again). */
export function canConfirm(row: ListingRow): boolean {
  return row.status === 'published' || (row.status === 'archived' && row.expiredAt !== null);
}

/**
 * Confirms `row` (already checked for ownership, or by a signed link) at `version`: 409 when
 * it is neither published nor expired; caches are told when the search changes.
 */
export async function confirmAvailability(
  app: FastifyInstance,
  row: ListingRow,
  version: number,
): Promise<ListingRow> {
  if (!canConfirm(row)) throw new HttpError(409, NOT_PUBLISHED_TO_CONFIRM);
  const now = app.now();
  const saved = await updateVersioned(app.db, row.id, version, confirmedValues(row, now), now);
  invalidateListingCaches(app.db);
  return saved;
}

const CONFIRM_PURPOSE = 'confirm-availability';

/** `<id>.<expiry in epoch seconds>.<HMAC>`: confirms one listing, until it expires. */
export function confirmToken(secret: string, listingId: number, now: Date): string {
  return signIdToken(secret, CONFIRM_PURPOSE, listingId, now, CONFIRM_LINK_DAYS);
}

export type TokenCheck =
  | { ok: true; listingId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export function checkConfirmToken(secret: string, token: string, now: Date): TokenCheck {
  const check = checkIdToken(secret, CONFIRM_PURPOSE, token, now);
  return check.ok ? { ok: true, listingId: check.id } : check;
}

export function confirmLink(publicUrl: string, secret: string, listingId: number, now: Date) {
  return `${publicUrl}${CONFIRM_LINK_PATH}?token=${confirmToken(secret, listingId, now)}`;
}

interface Candidate {
  row: ListingRow;
  email: string;
  name: string;
  locale: string | null;
}

const lastConfirmation = sql`coalesce(${listings.confirmedAt}, ${listings.createdAt})`;

async function candidates(db: Db, where: ReturnType<typeof and>): Promise<Candidate[]> {
  const rows = await db
    .select({ row: listings, email: users.email, name: users.name, locale: users.locale })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(where)
    .orderBy(listings.id);
  return rows;
}

function titleOf(row: ListingRow, texts: FreshnessTexts): string {
  return row.title?.trim() ? row.title : texts.untitled(row.id);
}

export interface FreshnessRun {
  reminded: number;
  expired: number;
  failed: number;
}

/**
 * The daily job. Each listing is mailed first and written after, so a mail that fails leaves
 * the listing as it was for the job's retry, and a listing never leaves the search without
 * its owner being told how to bring it back.
 */
export async function runListingFreshness(app: FastifyInstance): Promise<FreshnessRun> {
  const { db, config } = app;
  const now = app.now();
  const expiryCut = new Date(now.getTime() - LISTING_FRESHNESS_DAYS * DAY_MS);
  const reminderCut = new Date(
    now.getTime() - (LISTING_FRESHNESS_DAYS - LISTING_FRESHNESS_REMINDER_DAYS) * DAY_MS,
  );
  const result: FreshnessRun = { reminded: 0, expired: 0, failed: 0 };
  const link = (id: number) => confirmLink(config.publicUrl, config.codeSecret, id, now);

  const stale = await candidates(
    db,
    and(eq(listings.status, 'published'), lt(lastConfirmation, expiryCut)),
  );
  for (const { row, email, name, locale } of stale) {
    const texts = FRESHNESS_TEXTS[localeOf(locale)];
    const title = titleOf(row, texts);
    try {
      await app.messenger.sendEmail(
        email,
        texts.expiredSubject(title),
        [
          texts.hello(name),
          '',
          texts.expiredBody(title, LISTING_FRESHNESS_DAYS),
          '',
          texts.expiredAsk,
          link(row.id),
          '',
          `${texts.linkWorks(CONFIRM_LINK_DAYS)} ${texts.expiredOrMyListings}`,
        ].join('\n'),
      );
      await db
        .update(listings)
        .set({
          status: 'archived',
          expiredAt: now,
          version: sql`${listings.version} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(listings.id, row.id),
            eq(listings.status, 'published'),
            lt(lastConfirmation, expiryCut),
          ),
        );
      result.expired++;
    } catch (err) {
      result.failed++;
      app.log.error({ err, listingId: row.id }, 'listing freshness: expiry failed');
    }
  }
  // The search, sitemap and index of this process at once; others through NOTIFY at commit.
  if (result.expired > 0) invalidateListingCaches(db);

  const due = await candidates(
    db,
    and(
      eq(listings.status, 'published'),
      lt(lastConfirmation, reminderCut),
      or(isNull(listings.remindedAt), lt(listings.remindedAt, lastConfirmation)),
    ),
  );
  for (const { row, email, name, locale: stored } of due) {
    const leaves = new Date(
      (row.confirmedAt ?? row.createdAt).getTime() + LISTING_FRESHNESS_DAYS * DAY_MS,
    );
    const locale = localeOf(stored);
    const texts = FRESHNESS_TEXTS[locale];
    const title = titleOf(row, texts);
    try {
      await app.messenger.sendEmail(
        email,
        texts.reminderSubject(title),
        [
          texts.hello(name),
          '',
          texts.reminderBody(title, dayIn(locale, leaves)),
          '',
          texts.reminderAsk,
          link(row.id),
          '',
          `${texts.linkWorks(CONFIRM_LINK_DAYS)} ${texts.reminderOrMyListings}`,
        ].join('\n'),
      );
      await db.update(listings).set({ remindedAt: now }).where(eq(listings.id, row.id));
      result.reminded++;
    } catch (err) {
      result.failed++;
      app.log.error({ err, listingId: row.id }, 'listing freshness: reminder failed');
    }
  }
  return result;
}

import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  PRESENTATION_MESSAGES,
  priceChoiceError,
  type CreatePresentationBody,
  type PresentationItemBody,
  type UpdatePresentationBody,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { presentationItems, presentationOldSlugs, presentations } from '../db/schema';
import { HttpError } from '../http/errors';
import { withFreshSlug } from './slug';
import {
  itemsOf,
  listingsById,
  slugTaken,
  stalePresentation,
  type PresentationRow,
} from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function throwIfAny(errors: Errors): void {
  const [first] = Object.values(errors);
  if (first) throw new HttpError(422, first[0] ?? PRESENTATION_MESSAGES.title, errors);
}

/**
 * The checks a body passes before anything is written, every field at once: the title is
 * not blank, the expiry is ahead, and each item names a published listing (or one already in
 * the presentation, which may have been sold since), once, with its own photos and a valid
 * price choice.
 */
export async function checkBody(
  db: Db,
  body: Partial<CreatePresentationBody>,
  now: Date,
  alreadyIn: ReadonlySet<number> = new Set(),
  /** Items whose listing was deleted: they may stay (listing_id null with their item_id). */
  orphans: ReadonlySet<number> = new Set(),
): Promise<void> {
  const errors: Errors = {};
  if (body.title !== undefined && body.title.trim() === '') {
    add(errors, 'title', PRESENTATION_MESSAGES.title);
  }
  if (body.expires_at && new Date(body.expires_at).getTime() <= now.getTime()) {
    add(errors, 'expires_at', PRESENTATION_MESSAGES.expiryPast);
  }
  const items = body.items ?? [];
  const found = await listingsById(
    db,
    items.flatMap((i) => (i.listing_id === null ? [] : [i.listing_id])),
  );
  const seen = new Set<number>();
  const keptOrphans = new Set<number>();
  items.forEach((item, index) => {
    const at = `items.${index}`;
    if (item.listing_id === null) {
      // Only an item already here whose listing was deleted, once: it stays until removed.
      const orphan = item.item_id;
      if (orphan === undefined || !orphans.has(orphan) || keptOrphans.has(orphan)) {
        add(errors, `${at}.listing_id`, PRESENTATION_MESSAGES.listingUnavailable);
      } else keptOrphans.add(orphan);
      return;
    }
    const listing = found.get(item.listing_id);
    if (seen.has(item.listing_id))
      add(errors, `${at}.listing_id`, PRESENTATION_MESSAGES.duplicateListing);
    seen.add(item.listing_id);
    if (!listing || (listing.status !== 'published' && !alreadyIn.has(item.listing_id))) {
      add(errors, `${at}.listing_id`, PRESENTATION_MESSAGES.listingUnavailable);
      return;
    }
    const own = new Set(listing.photos.map((p) => p.id));
    if ((item.photo_ids ?? []).some((id) => !own.has(id))) {
      add(errors, `${at}.photo_ids`, PRESENTATION_MESSAGES.photoNotInListing);
    }
    const priceError = priceChoiceError({
      price_mode: item.price_mode ?? 'as_is',
      price_override: item.price_override ?? null,
    });
    if (priceError) add(errors, `${at}.price_override`, priceError);
  });
  throwIfAny(errors);
}

function itemValues(item: PresentationItemBody, position: number) {
  const mode = item.price_mode ?? 'as_is';
  // An override is kept only with its mode: a hidden price leaves no figure behind to leak.
  const override = mode === 'override' ? (item.price_override ?? null) : null;
  return {
    listingId: item.listing_id,
    position,
    note: item.note?.trim() ? item.note.trim() : null,
    photoIds: item.photo_ids ?? [],
    priceMode: mode,
    overrideAmount: override ? String(override.amount) : null,
    overrideCurrency: override?.currency ?? null,
  };
}

/**
 * Makes the items those of `items`, in that order. An item whose listing stays keeps its id,
 * so the client's feedback and views on it survive every save, and so does one whose listing
 * was deleted, named by its `item_id` (checkBody made sure it is one); the others are removed.
 */
async function replaceItems(tx: Tx, presentationId: number, items: PresentationItemBody[]) {
  const existing = await tx
    .select({ id: presentationItems.id, listingId: presentationItems.listingId })
    .from(presentationItems)
    .where(eq(presentationItems.presentationId, presentationId));
  const byListing = new Map(existing.map((e) => [e.listingId, e.id]));
  const orphans = new Set(existing.flatMap((e) => (e.listingId === null ? [e.id] : [])));
  const kept: number[] = [];
  for (const [position, item] of items.entries()) {
    const values = itemValues(item, position);
    if (item.listing_id === null && !orphans.has(item.item_id ?? 0)) continue;
    const id = item.listing_id === null ? item.item_id : byListing.get(item.listing_id);
    if (id !== undefined) {
      await tx.update(presentationItems).set(values).where(eq(presentationItems.id, id));
      kept.push(id);
    } else {
      const [inserted] = await tx
        .insert(presentationItems)
        .values({ ...values, presentationId })
        .returning({ id: presentationItems.id });
      if (inserted) kept.push(inserted.id);
    }
  }
  await tx
    .delete(presentationItems)
    .where(
      kept.length > 0
        ? and(
            eq(presentationItems.presentationId, presentationId),
            notInArray(presentationItems.id, kept),
          )
        : eq(presentationItems.presentationId, presentationId),
    );
}

function headValues(body: Partial<CreatePresentationBody>) {
  const text = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() ? value.trim() : null;
  return {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    ...(body.client_name !== undefined ? { clientName: text(body.client_name) } : {}),
    ...(body.intro !== undefined ? { description: text(body.intro) } : {}),
    ...(body.currency !== undefined ? { currency: body.currency } : {}),
    ...(body.locale !== undefined ? { locale: body.locale } : {}),
    ...(body.contact !== undefined ? { contactOptions: body.contact } : {}),
    ...(body.expires_at !== undefined
      ? { expiresAt: body.expires_at === null ? null : new Date(body.expires_at) }
      : {}),
  };
}

export async function createPresentation(
  db: Db,
  userId: number,
  body: CreatePresentationBody,
  now: Date,
  /** Runs once the body has passed its checks, before anything is written (the daily limit). */
  beforeWrite: () => Promise<void> = async () => undefined,
): Promise<PresentationRow> {
  await checkBody(db, body, now);
  await beforeWrite();
  return withFreshSlug(
    (slug) => slugTaken(db, slug),
    (slug) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(presentations)
          .values({
            ...headValues(body),
            title: body.title.trim(),
            userId,
            slug,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await replaceItems(tx, row.id, body.items ?? []);
        return row;
      }),
  );
}

/** Writes `values` only if the row still has `version` (the test is in the UPDATE itself). */
async function bump(
  tx: Tx,
  row: PresentationRow,
  version: number,
  values: Partial<typeof presentations.$inferInsert>,
  now: Date,
): Promise<PresentationRow> {
  const [saved] = await tx
    .update(presentations)
    .set({ ...values, version: sql`${presentations.version} + 1`, updatedAt: now })
    .where(and(eq(presentations.id, row.id), eq(presentations.version, version)))
    .returning();
  if (!saved) throw stalePresentation();
  return saved;
}

export async function updatePresentation(
  db: Db,
  row: PresentationRow,
  body: UpdatePresentationBody,
  now: Date,
): Promise<PresentationRow> {
  if (row.version !== body.version) throw stalePresentation();
  const current = await itemsOf(db, row.id);
  const alreadyIn = new Set(current.flatMap((i) => (i.listingId === null ? [] : [i.listingId])));
  // An unchanged expiry already past is no reason to refuse saving the rest.
  const expiryChanged =
    body.expires_at !== undefined &&
    (body.expires_at === null ? null : new Date(body.expires_at).getTime()) !==
      (row.expiresAt?.getTime() ?? null);
  const orphans = new Set(current.flatMap((i) => (i.listingId === null ? [i.id] : [])));
  await checkBody(
    db,
    expiryChanged ? body : { ...body, expires_at: undefined },
    now,
    alreadyIn,
    orphans,
  );
  return db.transaction(async (tx) => {
    const saved = await bump(tx, row, body.version, headValues(body), now);
    if (body.items !== undefined) await replaceItems(tx, row.id, body.items);
    return saved;
  });
}

/** The items in a new order: every item id once, or 422. */
export async function reorderItems(
  db: Db,
  row: PresentationRow,
  version: number,
  itemIds: number[],
  now: Date,
): Promise<PresentationRow> {
  if (row.version !== version) throw stalePresentation();
  const current = await itemsOf(db, row.id);
  const ids = new Set(current.map((i) => i.id));
  if (itemIds.length !== ids.size || itemIds.some((id) => !ids.has(id))) {
    throw new HttpError(422, PRESENTATION_MESSAGES.itemOrderMismatch, {
      item_ids: [PRESENTATION_MESSAGES.itemOrderMismatch],
    });
  }
  return db.transaction(async (tx) => {
    const saved = await bump(tx, row, version, {}, now);
    for (const [position, id] of itemIds.entries()) {
      await tx.update(presentationItems).set({ position }).where(eq(presentationItems.id, id));
    }
    return saved;
  });
}

/** A copy with a new link, its items and options; no opens, no feedback, no revocation. */
export async function duplicatePresentation(
  db: Db,
  row: PresentationRow,
  now: Date,
): Promise<PresentationRow> {
  const items = await itemsOf(db, row.id);
  return withFreshSlug(
    (slug) => slugTaken(db, slug),
    (slug) =>
      db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(presentations)
          .values({
            userId: row.userId,
            slug,
            title: `${row.title} (copy)`.slice(0, 255),
            description: row.description,
            clientName: row.clientName,
            currency: row.currency,
            locale: row.locale,
            contactOptions: row.contactOptions,
            expiresAt: row.expiresAt && row.expiresAt > now ? row.expiresAt : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!copy) throw new Error('insert returned no row');
        if (items.length > 0) {
          await tx.insert(presentationItems).values(
            items.map((i) => ({
              presentationId: copy.id,
              listingId: i.listingId,
              position: i.position,
              note: i.note,
              photoIds: i.photoIds,
              priceMode: i.priceMode,
              overrideAmount: i.overrideAmount,
              overrideCurrency: i.overrideCurrency,
            })),
          );
        }
        return copy;
      }),
  );
}

export async function revokePresentation(
  db: Db,
  row: PresentationRow,
  now: Date,
): Promise<PresentationRow> {
  const [saved] = await db
    .update(presentations)
    .set({
      revokedAt: row.revokedAt ?? now,
      version: sql`${presentations.version} + 1`,
      updatedAt: now,
    })
    .where(eq(presentations.id, row.id))
    .returning();
  return saved ?? row;
}

/**
 * A new slug; the old one is kept as retired, so its link answers 410 (revoked) rather than
 * 404 and can never be handed to another presentation. Clears a revocation: the new link works.
 */
export async function regenerateSlug(
  db: Db,
  row: PresentationRow,
  now: Date,
): Promise<PresentationRow> {
  return withFreshSlug(
    (slug) => slugTaken(db, slug),
    (slug) =>
      db.transaction(async (tx) => {
        await tx
          .insert(presentationOldSlugs)
          .values({ slug: row.slug, presentationId: row.id, retiredAt: now })
          .onConflictDoNothing();
        const [saved] = await tx
          .update(presentations)
          .set({
            slug,
            revokedAt: null,
            version: sql`${presentations.version} + 1`,
            updatedAt: now,
          })
          .where(eq(presentations.id, row.id))
          .returning();
        if (!saved) throw new Error('update returned no row');
        return saved;
      }),
  );
}

export async function deletePresentation(db: Db, row: PresentationRow): Promise<void> {
  await db.delete(presentations).where(eq(presentations.id, row.id));
}

/** The item `itemId` if it belongs to `presentationId` (a feedback or a view names one). */
export async function itemOf(db: Db, presentationId: number, itemId: number) {
  const [item] = await db
    .select()
    .from(presentationItems)
    .where(
      and(eq(presentationItems.presentationId, presentationId), eq(presentationItems.id, itemId)),
    )
    .limit(1);
  return item;
}

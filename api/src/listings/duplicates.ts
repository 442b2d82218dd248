import { sql } from 'drizzle-orm';
import { type DuplicateSignal, type ListingDuplicateMatch } from '@phuket/shared/contract';
import { cardKey, mediaUrl } from '../catalog/media-url';
import type { Db } from '../db/client';
import { listingDuplicateFlags } from '../db/schema';
import { SAME_PHOTO_DISTANCE } from '../media/listing-photos';
import type { ListingRow } from './queries';

/** Price (in baht) and area count as the same within this fraction (DDproperty: 1 %). */
const SAME_WITHIN = 0.01;
const MAX_MATCHES = 5;

interface CandidateRow {
  id: number;
  title: string | null;
  user_id: number | null;
  cover: string | null;
  price_match: boolean;
  area_match: boolean;
  photo_match: boolean;
}

/**
 * Published listings that look like the same property as `row`: 2 of 3 of the same photo
 * (perceptual hash), a price within 1 % and an area within 1 % (DDproperty's rule). Every pair
 * of signals includes the price or the area, so only listings within 1 % on one of them are
 * read (both are indexed), and photos are compared for those alone.
 */
export async function findDuplicates(
  db: Db,
  row: ListingRow,
  mediaPrefix: string,
): Promise<ListingDuplicateMatch[]> {
  const price = row.priceThb === null ? null : Number(row.priceThb);
  const area = row.area === null ? null : Number(row.area);
  const priceOk = price !== null && price > 0;
  const areaOk = area !== null && area > 0;
  if (!priceOk && !areaOk) return [];
  const near = (column: string, value: number | null, ok: boolean) =>
    ok && value !== null
      ? sql`(${sql.raw(column)} between ${value * (1 - SAME_WITHIN)} and ${value * (1 + SAME_WITHIN)})`
      : sql`false`;
  const priceNear = near('l.price_thb', price, priceOk);
  const areaNear = near('l.area', area, areaOk);
  const result = await db.execute(sql`
    select l.id, l.title, l.user_id,
      ${priceNear} as price_match,
      ${areaNear} as area_match,
      exists (
        select 1 from listing_photos mine
        join listing_photos theirs
          on bit_count(mine.phash::bit(64) # theirs.phash::bit(64)) <= ${SAME_PHOTO_DISTANCE}
        where mine.listing_id = ${row.id} and theirs.listing_id = l.id
          and mine.phash is not null and theirs.phash is not null
      ) as photo_match,
      (select p.path from listing_photos p where p.listing_id = l.id and p.status = 'ready'
        order by p.is_main desc, p.position, p.id limit 1) as cover
    from listings l
    where l.status = 'published' and l.id <> ${row.id} and (${priceNear} or ${areaNear})
    order by l.id
    limit 500`);
  const matches: (ListingDuplicateMatch & { strength: number })[] = [];
  for (const candidate of (result as { rows: CandidateRow[] }).rows) {
    const matchedOn: DuplicateSignal[] = [];
    if (candidate.photo_match) matchedOn.push('photo');
    if (candidate.price_match) matchedOn.push('price');
    if (candidate.area_match) matchedOn.push('area');
    if (matchedOn.length < 2) continue;
    matches.push({
      id: candidate.id,
      title: candidate.title,
      cover_url: candidate.cover === null ? null : mediaUrl(mediaPrefix, cardKey(candidate.cover)),
      yours: candidate.user_id === row.userId,
      matched_on: matchedOn,
      strength: matchedOn.length + (candidate.photo_match ? 0.5 : 0),
    });
  }
  return matches
    .sort((a, b) => b.strength - a.strength || a.id - b.id)
    .slice(0, MAX_MATCHES)
    .map(({ strength: _strength, ...match }) => match);
}

/**
 * Publishing over a look-alike is allowed, and recorded for the moderation queue: another owner's
 * listing (the same property twice) and the owner's own (a copy made with Duplicate and
 * published beside its original puts the same property in the search twice).
 */
export async function flagDuplicates(
  db: Db,
  listingId: number,
  matches: readonly ListingDuplicateMatch[],
  now: Date,
): Promise<void> {
  if (matches.length === 0) return;
  await db
    .insert(listingDuplicateFlags)
    .values(
      matches.map((match) => ({
        listingId,
        duplicateOfId: match.id,
        matchedOn: match.matched_on,
        flaggedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [listingDuplicateFlags.listingId, listingDuplicateFlags.duplicateOfId],
      set: { matchedOn: sql`excluded.matched_on`, flaggedAt: sql`excluded.flagged_at` },
    });
}

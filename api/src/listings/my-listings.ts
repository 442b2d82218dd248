import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  CURRENCIES,
  availableActions,
  isOneOf,
  listingPaths,
  type Currency,
  type ListingStatus,
  type MyListing,
  type MyListingsPage,
  type SortKey,
} from '@phuket/shared/contract';
import type { ListingFilters } from '../catalog/listing-filters';
import {
  CARD_PHOTO_LIMIT,
  albumsFor,
  listingWhere,
  orderSql,
  tenureColumns,
  toCard,
} from '../catalog/listing-query';
import { languageColumns } from '../catalog/listing-languages';
import type { MediaBase } from '../catalog/media-url';
import type { Rates } from '../catalog/money';
import type { Db } from '../db/client';
import { likePattern } from '../db/like';
import { qualified } from '../db/qualified';
import { listingPhotos, listings } from '../db/schema';
import { completenessOf, statusOf } from './queries';
import { pageMeta } from '../http/pagination';
import { recentPriceChanges, reducedPercent } from '../catalog/price-drops';

export interface MyListingsRequest {
  userId: number;
  page: number;
  perPage: number;
  status?: ListingStatus;
  title?: string;
  /** The catalog's `filter[...]` (its user_id is the owner's own, always). */
  filters: ListingFilters;
  /** Absent: the most recently changed first. */
  sort?: SortKey;
  /** Absent: each price in the currency its owner set it in. */
  currency?: Currency;
  rates: Rates;
  /** The app's clock: a card's "Reduced" counts 30 days back from it. */
  now: Date;
}

/**
 * The owner's listings in every status, each the catalog's card plus what only its owner
 * sees. Never cached: the owner must see a new draft at once, and the rows are theirs alone.
 * Two statements and the albums' one: the page (with each row's photo count, area name and
 * developer logo as scalar subqueries, as the catalog's page does) and its total.
 */
export async function myListings(
  db: Db,
  req: MyListingsRequest,
  mediaPrefix: MediaBase,
): Promise<MyListingsPage> {
  const where: (SQL | undefined)[] = [
    eq(listings.userId, req.userId),
    // The price range is read in the asked currency, else THB, as on the public lists.
    listingWhere(req.filters, req.currency ?? 'THB', req.rates, true, req.now),
  ];
  if (req.status) where.push(eq(listings.status, req.status));
  const title = req.title?.trim();
  if (title) where.push(ilike(listings.title, likePattern(title)));
  const condition = and(...where);
  const id = qualified(listings, listings.id);
  const photos = sql<number>`(select count(*)::int from ${listingPhotos} p where p.listing_id = ${id} and p.status = 'ready')`;
  const locationName = sql<
    string | null
  >`(select loc.name from locations loc where loc.id = ${qualified(listings, listings.locationId)})`;
  // The card's logo: the listing's developer, else its project's.
  const developerLogo = sql<string | null>`(select d.logo from developers d
    where d.id = coalesce(${qualified(listings, listings.developerId)},
      (select pr.developer_id from projects pr where pr.id = ${qualified(listings, listings.projectId)})))`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        row: listings,
        photos,
        locationName,
        developerLogo,
        ...tenureColumns(),
        ...languageColumns(),
      })
      .from(listings)
      .where(condition)
      .orderBy(
        ...(req.sort === undefined
          ? [desc(listings.updatedAt), desc(listings.id)]
          : [orderSql(req.sort, 'listings', req.now)]),
      )
      .limit(req.perPage)
      .offset((req.page - 1) * req.perPage),
    db.select({ n: count() }).from(listings).where(condition),
  ]);
  const ids = rows.map(({ row }) => row.id);
  const [albums, recent] = await Promise.all([
    albumsFor(db, ids, mediaPrefix, CARD_PHOTO_LIMIT),
    recentPriceChanges(db, ids, req.now),
  ]);
  const data = rows.map(({ row, photos: n, locationName: area, developerLogo: logo, ...terms }) => {
    const own: Currency = isOneOf(CURRENCIES, row.currency) ? row.currency : 'THB';
    const card = toCard(
      { ...row, locationName: area, ...terms },
      albums.get(row.id) ?? [],
      logo,
      req.currency ?? own,
      req.rates,
      mediaPrefix,
      reducedPercent(recent.get(row.id), req.now),
    );
    const status = statusOf(row);
    const listing: MyListing = {
      ...card,
      status,
      version: row.version,
      cover_url: card.albums[0]?.photos[0]?.thumb_url ?? null,
      completeness: completenessOf(row, Number(n)),
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      expired_at: row.expiredAt?.toISOString() ?? null,
      views: row.views,
      updated_at: row.updatedAt.toISOString(),
      moderation_note: row.moderationNote,
      actions: availableActions({ status, offer_type: row.offerType }),
      paths: listingPaths(row.id),
    };
    return listing;
  });
  return { data, meta: pageMeta(req.page, req.perPage, totalRow?.n ?? 0) };
}

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  amenities,
  developers,
  floorPlanPhotos,
  floorPlans,
  listingAmenities,
  listingDocuments,
  listingPriceChanges,
  listings,
  projects,
  users,
} from '../db/schema';
import { enquiryPath } from '../enquiries/targets';
import { documentUrl } from '../listings/media-queries';
import { publicContacts } from '../users/public-agent';
import {
  FURNITURE,
  PRICE_HISTORY_MAX,
  cardLanguages,
  type Currency,
  type ListingDetail,
} from '@phuket/shared/contract';
import { reducedPercent, toPriceChange } from './price-drops';
import { nearestBeach } from './beaches';
import { storedTranslations } from './listing-languages';
import { albumsFor, cardRowById, enumOrNull, photoOut, toCard } from './listing-query';
import { mediaUrl, type MediaBase } from './media-url';
import { displayPrice, type Rates } from './money';
import { pricePerSqm } from './price-per-sqm';

export type ListingDetailOut = ListingDetail;

/**
 * A published listing with everything the property page shows; undefined when not public.
 * `anyStatus`: whatever its status, for its owner's preview (GET /listing/{id}/preview), which
 * has checked the owner; what it holds is still only what visitors would see.
 */
export async function listingDetail(
  db: Db,
  id: number,
  currency: Currency,
  rates: Rates,
  mediaPrefix: MediaBase,
  { anyStatus = false, now = new Date() }: { anyStatus?: boolean; now?: Date } = {},
): Promise<ListingDetailOut | undefined> {
  const [extra] = await db
    .select({
      description: listings.description,
      translations: listings.translations,
      furniture: listings.furniture,
      video: listings.video,
      videoPoster: listings.videoPoster,
      videoState: listings.videoState,
      address: listings.address,
      userId: listings.userId,
      developerId: listings.developerId,
      projectId: listings.projectId,
      createdAt: listings.createdAt,
      confirmedAt: listings.confirmedAt,
    })
    .from(listings)
    .where(and(eq(listings.id, id), anyStatus ? undefined : eq(listings.status, 'published')))
    .limit(1);
  if (!extra) return undefined;

  const [row, albums, plans, documents, amenityRows, agentRows, projectRows, priceRows] =
    await Promise.all([
      cardRowById(db, id),
      albumsFor(db, [id], mediaPrefix, null),
      db
        .select({
          id: floorPlans.id,
          title: floorPlans.title,
          photoId: floorPlanPhotos.id,
          path: floorPlanPhotos.path,
        })
        .from(floorPlans)
        // Only ready photos are public: a HEIC converting or failed shows to its owner alone.
        .leftJoin(
          floorPlanPhotos,
          and(eq(floorPlanPhotos.floorPlanId, floorPlans.id), eq(floorPlanPhotos.status, 'ready')),
        )
        .where(eq(floorPlans.listingId, id))
        .orderBy(asc(floorPlans.id), asc(floorPlanPhotos.position), asc(floorPlanPhotos.id)),
      db
        .select({ id: listingDocuments.id, name: listingDocuments.name })
        .from(listingDocuments)
        // Owner-only documents are not on the public page at all.
        .where(and(eq(listingDocuments.listingId, id), eq(listingDocuments.visibility, 'public')))
        .orderBy(asc(listingDocuments.id)),
      db
        .select({ id: amenities.id, name: amenities.name })
        .from(listingAmenities)
        .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
        .where(eq(listingAmenities.listingId, id))
        .orderBy(asc(amenities.name)),
      db
        .select({
          id: users.id,
          name: users.name,
          avatarPath: users.avatarPath,
          phone: users.phone,
          email: users.email,
          settings: users.settings,
          verifiedAt: users.verifiedAt,
        })
        .from(users)
        .where(eq(users.id, extra.userId))
        .limit(1),
      extra.projectId === null
        ? Promise.resolve([])
        : db
            .select({
              id: projects.id,
              title: projects.title,
              language: projects.language,
              translations: projects.translations,
              developerId: projects.developerId,
              paymentPlan: projects.paymentPlan,
              completion: projects.completion,
            })
            .from(projects)
            // Drafts are in no public read: an unpublished project is neither named nor linked.
            .where(and(eq(projects.id, extra.projectId), eq(projects.status, 'published')))
            .limit(1),
      db
        .select()
        .from(listingPriceChanges)
        .where(eq(listingPriceChanges.listingId, id))
        .orderBy(desc(listingPriceChanges.changedAt), desc(listingPriceChanges.id))
        .limit(PRICE_HISTORY_MAX),
    ]);
  if (!row) return undefined;
  const project = projectRows[0] ?? null;
  // A listing inside a project inherits the project's developer when it names none itself.
  const developerId = extra.developerId ?? project?.developerId ?? null;
  const developerRows =
    developerId === null
      ? []
      : await db
          .select({
            id: developers.id,
            title: developers.title,
            language: developers.language,
            translations: developers.translations,
            logo: developers.logo,
          })
          .from(developers)
          .where(and(eq(developers.id, developerId), eq(developers.status, 'published')))
          .limit(1);
  const developer = developerRows[0] ?? null;

  // The page has every translation whole; the card's titles alone would say less.
  const priceHistory = priceRows.reverse().map(toPriceChange);
  const { title_translations: _titles, ...card } = toCard(
    row,
    albums.get(id) ?? [],
    developer?.logo ?? null,
    currency,
    rates,
    mediaPrefix,
    reducedPercent(priceHistory, now),
  );
  const perSqm = await pricePerSqm(db, row, currency, rates);
  const firstPlan = plans[0];
  const agent = agentRows[0];
  return {
    ...card,
    price_thb: displayPrice(
      { price: row.price, currency: row.currency, priceThb: row.priceThb },
      'THB',
      rates,
    ),
    description: extra.description,
    translations: storedTranslations(extra.translations, card.language),
    furniture: enumOrNull(FURNITURE, extra.furniture),
    // An upload still being processed (or refused) is not shown yet.
    video:
      extra.videoState === null || extra.videoState === 'ready'
        ? mediaUrl(mediaPrefix, extra.video)
        : null,
    video_poster: extra.videoState === 'ready' ? mediaUrl(mediaPrefix, extra.videoPoster) : null,
    address: extra.address,
    floor_plan: firstPlan
      ? {
          id: firstPlan.id,
          title: firstPlan.title,
          photos: plans.flatMap((p) =>
            p.id === firstPlan.id && p.photoId !== null && p.path !== null
              ? [photoOut(p.photoId, p.path, mediaPrefix)]
              : [],
          ),
        }
      : null,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      // Read through the API, which checks the listing is published and the document public.
      url: documentUrl(id, d.id),
    })),
    amenities: amenityRows,
    developer: developer
      ? {
          id: developer.id,
          title: developer.title,
          ...cardLanguages(developer),
          logo: mediaUrl(mediaPrefix, developer.logo),
        }
      : null,
    project: project ? { id: project.id, title: project.title, ...cardLanguages(project) } : null,
    // A unit bought off-plan is paid as its project's plan says; a finished one at transfer.
    ...(project && row.propertyStage === 'Off-plan'
      ? { payment_plan: project.paymentPlan, completion: project.completion }
      : { payment_plan: [], completion: null }),
    agent: agent
      ? {
          id: agent.id,
          name: agent.name,
          avatar_path: agent.avatarPath,
          // The owner's contacts only where they chose to show them, as on their agent page.
          ...publicContacts(agent),
          verified: agent.verifiedAt !== null,
        }
      : null,
    created_at: extra.createdAt.toISOString(),
    confirmed_at: extra.confirmedAt?.toISOString() ?? null,
    enquiry_path: enquiryPath('listing', id),
    nearest_beach: nearestBeach(card.latitude, card.longitude),
    price_history: priceHistory,
    price_per_sqm: perSqm,
  };
}

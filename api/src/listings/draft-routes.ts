import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listings } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { accountLimits } from '../rate-limits/account-limits';
import { currentUser } from './access';
import { copyListingPhotos } from './duplicate-media';
import { removeListingMedia } from './media-cleanup';
import {
  checkVersion,
  deleteVersioned,
  duplicateListing,
  listingMediaKeys,
  ownedListing,
  replaceAmenities,
  toListingDraft,
  updateVersioned,
  type ListingRow,
  type ListingValues,
} from './queries';
import { step1Values, step2Values, step3Values } from './step-values';

export const LISTING_DELETED = 'The listing has been deleted.';

/**
 * The wizard's server side: create the draft (step 1), save steps 1-3 to the paths the draft
 * answer names, read the whole draft to resume, duplicate, delete. Brokers and developers
 * only (admins 403: they moderate, they do not edit); a listing of someone else is 404.
 */
export const draftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = accountLimits(app);

  /** Only a published listing is in the public caches; drafts change nothing a visitor sees. */
  const invalidateIfPublic = (...rows: ListingRow[]) => {
    if (rows.some((r) => r.status === 'published')) invalidateListingCaches(app.db);
  };

  /** One step save: version check, the step's values, the furthest step, one transaction. */
  async function saveStep(
    row: ListingRow,
    version: number,
    step: number,
    values: ListingValues,
    amenityIds?: number[],
  ) {
    const saved = await updateVersioned(
      app.db,
      row.id,
      version,
      { ...values, step: sql`greatest(${listings.step}, ${step})` },
      app.now(),
      amenityIds === undefined ? undefined : (tx) => replaceAmenities(tx, row.id, amenityIds),
    );
    invalidateIfPublic(row, saved);
    return toListingDraft(app.db, saved, app.mediaAccess);
  }

  serveEndpoint(app, endpoints.storeListing, async (request, reply) => {
    const user = currentUser(request);
    const values = step1Values(request.body, null);
    // After the body's checks (a refused body costs nothing), before anything is written.
    await limits.take(request, reply, 'listing_drafts');
    const now = app.now();
    const [row] = await app.db
      .insert(listings)
      .values({
        ...values,
        userId: user.id,
        status: 'draft',
        step: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toListingDraft(app.db, row, app.mediaAccess);
  });

  serveEndpoint(app, endpoints.getListingDraft, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    return toListingDraft(app.db, row, app.mediaAccess);
  });

  serveEndpoint(app, endpoints.storeListingStep1, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    const body = request.body;
    checkVersion(row, body.version);
    return saveStep(row, body.version, 1, step1Values(body, row));
  });

  serveEndpoint(app, endpoints.storeListingStep2, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    const body = request.body;
    checkVersion(row, body.version);
    return saveStep(row, body.version, 2, await step2Values(app.db, body, row));
  });

  serveEndpoint(app, endpoints.storeListingStep3, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    const body = request.body;
    checkVersion(row, body.version);
    const { values, amenityIds } = await step3Values(app.db, body, row);
    return saveStep(row, body.version, 3, values, amenityIds);
  });

  serveEndpoint(app, endpoints.duplicateListing, async (request, reply) => {
    const source = await ownedListing(app.db, request.params.id, currentUser(request).id);
    // A copy is a new draft too: duplicating one listing is no way around the limit.
    await limits.take(request, reply, 'listing_drafts');
    const copy = await duplicateListing(app.db, source, app.now());
    try {
      await copyListingPhotos(app.db, app.media, request.log, source.id, copy.id);
    } catch (err) {
      // No half copy: the new draft goes with its photos.
      await app.db.delete(listings).where(eq(listings.id, copy.id));
      throw err;
    }
    return toListingDraft(app.db, copy, app.mediaAccess);
  });

  serveEndpoint(app, endpoints.deleteListing, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    checkVersion(row, request.query.version);
    const keys = await listingMediaKeys(app.db, row);
    await deleteVersioned(app.db, row.id, request.query.version);
    invalidateIfPublic(row);
    await removeListingMedia(app.media, request.log, row.id, keys);
    return { message: LISTING_DELETED };
  });
};

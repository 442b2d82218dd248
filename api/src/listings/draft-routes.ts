import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { eq, sql } from 'drizzle-orm';
import {
  ListingDraft,
  ListingIdParams,
  ListingStep1Body,
  ListingStep2Body,
  ListingStep3Body,
  ListingVersionQuery,
  StoreListingBody,
  StoreListingQuery,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { listings } from '../db/schema';
import { MessageBody, NoBody, errorResponses } from '../http/schemas';
import { currentUser, secured } from './access';
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
  // onRequest: a caller without the role hears 401 / 403 before any body is read.
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  const prefix = app.config.publicMediaPrefix;

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
    return toListingDraft(app.db, saved, prefix);
  }

  app.post(
    '/listing/store',
    {
      schema: {
        ...secured,
        summary: 'Create a draft listing from step 1 (basics); answers its id, version and paths',
        querystring: StoreListingQuery,
        body: StoreListingBody,
        response: { 201: ListingDraft, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const values = step1Values(request.body, null);
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
      return reply.code(201).send(await toListingDraft(app.db, row, prefix));
    },
  );

  app.get(
    '/listing/:id',
    {
      schema: {
        ...secured,
        summary: 'The whole listing as its owner edits it (resume the wizard at any step)',
        params: ListingIdParams,
        response: { 200: ListingDraft, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      return toListingDraft(app.db, row, prefix);
    },
  );

  const stepSchema = <B extends TSchema>(step: number, body: B, what: string) => ({
    ...secured,
    summary: `Save step ${step} (${what}); partial bodies allowed, version checked`,
    params: ListingIdParams,
    body,
    response: { 200: ListingDraft, ...errorResponses(401, 403, 404, 409, 422) },
  });

  app.post(
    '/listing/:id/step/1',
    { schema: stepSchema(1, ListingStep1Body, 'basics') },
    async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      const body = request.body;
      checkVersion(row, body.version);
      return saveStep(row, body.version, 1, step1Values(body, row));
    },
  );

  app.post(
    '/listing/:id/step/2',
    { schema: stepSchema(2, ListingStep2Body, 'location') },
    async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      const body = request.body;
      checkVersion(row, body.version);
      return saveStep(row, body.version, 2, await step2Values(app.db, body, row));
    },
  );

  app.post(
    '/listing/:id/step/3',
    { schema: stepSchema(3, ListingStep3Body, 'price and details') },
    async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      const body = request.body;
      checkVersion(row, body.version);
      const { values, amenityIds } = await step3Values(app.db, body, row);
      return saveStep(row, body.version, 3, values, amenityIds);
    },
  );

  app.post(
    '/listing/:id/duplicate',
    {
      schema: {
        ...secured,
        summary:
          'Copy the listing (content, amenities, albums and photos as files of its own; not the video, floor plan or documents) as a new draft',
        params: ListingIdParams,
        body: NoBody,
        response: { 201: ListingDraft, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const source = await ownedListing(app.db, request.params.id, currentUser(request).id);
      const copy = await duplicateListing(app.db, source, app.now());
      try {
        await copyListingPhotos(app.db, app.media, request.log, source.id, copy.id);
      } catch (err) {
        // No half copy: the new draft goes with its photos.
        await app.db.delete(listings).where(eq(listings.id, copy.id));
        throw err;
      }
      return reply.code(201).send(await toListingDraft(app.db, copy, prefix));
    },
  );

  app.delete(
    '/listing/:id/delete-listing',
    {
      schema: {
        ...secured,
        summary: 'Delete the listing with its albums, photos, floor plan and documents',
        params: ListingIdParams,
        querystring: ListingVersionQuery,
        response: { 200: MessageBody, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      checkVersion(row, request.query.version);
      const keys = await listingMediaKeys(app.db, row);
      await deleteVersioned(app.db, row.id, request.query.version);
      invalidateIfPublic(row);
      await removeListingMedia(app.media, request.log, row.id, keys);
      return { message: LISTING_DELETED };
    },
  );
};

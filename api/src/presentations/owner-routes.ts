import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CreatePresentationBody,
  PAGE_SIZES,
  PRESENTATIONS_PER_PAGE,
  Presentation,
  PresentationIdParams,
  PresentationOptionsQuery,
  PresentationOrderBody,
  PresentationPdfQuery,
  PresentationSlugParams,
  PresentationsPage,
  PresentationsQuery,
  UpdatePresentationBody,
} from '@phuket/shared/contract';
import { ListingCardPage } from '../catalog/schemas';
import { HttpError } from '../http/errors';
import { MessageBody, NoBody, errorResponses } from '../http/schemas';
import { currentUser } from '../listings/access';
import { sendPdf } from './pdf-route';
import {
  ownedPresentation,
  ownedPresentationBySlug,
  ownerPresentations,
  toPresentation,
  type PresentationRow,
} from './queries';
import {
  createPresentation,
  deletePresentation,
  duplicatePresentation,
  regenerateSlug,
  reorderItems,
  revokePresentation,
  updatePresentation,
} from './writes';

const secured = { tags: ['presentations'], security: [{ bearerAuth: [] }] };
const PdfResponse = Type.String({ description: 'application/pdf' });

/**
 * The owner's side (brokers and developers; a guest hears 401, an admin 403, another owner's
 * presentation is 404 like a missing one). Under /api.
 */
export const presentationOwnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('broker', 'developer'));
  const answer = async (row: PresentationRow) =>
    toPresentation(
      app.db,
      row,
      app.config.publicMediaPrefix,
      app.now(),
      await app.catalog.reads.caches.rates.get(),
    );
  const owned = (id: number, request: Parameters<typeof currentUser>[0]) =>
    ownedPresentation(app.db, id, currentUser(request).id);

  app.get(
    '/presentations',
    {
      schema: {
        ...secured,
        summary: "The signed-in owner's presentations, newest first, with opens and answers",
        querystring: PresentationsQuery,
        response: { 200: PresentationsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      return ownerPresentations(
        app.db,
        {
          userId: currentUser(request).id,
          page: q.page ?? 1,
          perPage: q.per_page ?? PRESENTATIONS_PER_PAGE,
          ...(q['filter[title]'] ? { title: q['filter[title]'] } : {}),
        },
        app.now(),
      );
    },
  );

  app.post(
    '/presentations',
    {
      schema: {
        ...secured,
        summary: 'Create a presentation (with its items, if any) and its unguessable link',
        body: CreatePresentationBody,
        response: { 201: Presentation, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const row = await createPresentation(
        app.db,
        currentUser(request).id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(await answer(row));
    },
  );

  app.get(
    '/presentations/slug/:slug',
    {
      schema: {
        ...secured,
        summary: "The owner's presentation by its current slug (the editor's URL)",
        params: PresentationSlugParams,
        response: { 200: Presentation, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      answer(await ownedPresentationBySlug(app.db, request.params.slug, currentUser(request).id)),
  );

  app.get(
    '/presentations/:id',
    {
      schema: {
        ...secured,
        summary: 'One presentation with its items, opens, views and answers',
        params: PresentationIdParams,
        response: { 200: Presentation, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => answer(await owned(request.params.id, request)),
  );

  app.put(
    '/presentations/:id',
    {
      schema: {
        ...secured,
        summary:
          'Change a presentation; `items` replaces the list (an item kept keeps its answers)',
        params: PresentationIdParams,
        body: UpdatePresentationBody,
        response: { 200: Presentation, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await owned(request.params.id, request);
      return answer(await updatePresentation(app.db, row, request.body, app.now()));
    },
  );

  app.put(
    '/presentations/:id/order',
    {
      schema: {
        ...secured,
        summary: 'Reorder the items: every item id once, in display order',
        params: PresentationIdParams,
        body: PresentationOrderBody,
        response: { 200: Presentation, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await owned(request.params.id, request);
      const { version, item_ids: itemIds } = request.body;
      return answer(await reorderItems(app.db, row, version, itemIds, app.now()));
    },
  );

  app.delete(
    '/presentations/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a presentation; its link then answers 404',
        params: PresentationIdParams,
        response: { 200: MessageBody, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deletePresentation(app.db, await owned(request.params.id, request));
      return { message: 'The presentation has been deleted.' };
    },
  );

  const action = (path: string, summary: string, run: typeof revokePresentation, code = 200) =>
    app.post(
      `/presentations/:id/${path}`,
      {
        schema: {
          ...secured,
          summary,
          params: PresentationIdParams,
          body: NoBody,
          response: { [code]: Presentation, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const row = await owned(request.params.id, request);
        return reply.code(code).send(await answer(await run(app.db, row, app.now())));
      },
    );
  action(
    'duplicate',
    'Copy a presentation with a new link (no opens, no answers)',
    duplicatePresentation,
    201,
  );
  action('revoke', 'Revoke the link: it answers 410 until regenerated', revokePresentation);
  action(
    'regenerate',
    'Give the presentation a new link; the old one answers 410 as revoked',
    regenerateSlug,
  );

  app.get(
    '/presentations/:id/pdf',
    {
      schema: {
        ...secured,
        summary:
          "The PDF of the public view, for the owner (the link must be active), in the client's language or `lang`",
        params: PresentationIdParams,
        querystring: PresentationPdfQuery,
        response: { 200: PdfResponse, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const row = await owned(request.params.id, request);
      if (row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= app.now())) {
        throw new HttpError(
          409,
          'The link is revoked or expired, so there is no public view to print. Renew the link first.',
        );
      }
      return sendPdf(app, reply, row, request.query.lang);
    },
  );

  app.get(
    '/get/presentations/options',
    {
      schema: {
        ...secured,
        summary:
          "Listings to add to a presentation: everyone's published listings, the catalog's filters and currency",
        querystring: PresentationOptionsQuery,
        response: { 200: ListingCardPage, ...errorResponses(401, 403, 422) },
      },
    },
    // The catalog's own search (filters, currency conversion, caches), not a copy of it.
    async (request) =>
      app.catalog.reads
        .scope()
        .listings(request.query, { defaultPerPage: PAGE_SIZES.presentationOptions }),
  );
};

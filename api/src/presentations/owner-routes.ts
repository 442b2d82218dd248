import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  PAGE_SIZES,
  PRESENTATIONS_PER_PAGE,
  PresentationIdParams,
  PresentationPdfQuery,
  endpoints,
} from '@phuket/shared/contract';
import { requireConfirmedEmail } from '../users/email-confirmation';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { currentUser } from '../listings/access';
import { accountLimits } from '../rate-limits/account-limits';
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

const PdfResponse = Type.String({ description: 'application/pdf' });

/**
 * The owner's side (brokers and developers; a guest hears 401, an admin 403, another owner's
 * presentation is 404 like a missing one). Under /api.
 */
export const presentationOwnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (row: PresentationRow) =>
    toPresentation(
      app.db,
      row,
      app.mediaAccess,
      app.now(),
      await app.catalog.reads.caches.rates.get(),
    );
  const owned = (id: number, request: Parameters<typeof currentUser>[0]) =>
    ownedPresentation(app.db, id, currentUser(request).id);
  const limits = accountLimits(app);

  serveEndpoint(app, endpoints.getPresentations, async (request) => {
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
  });

  serveEndpoint(app, endpoints.createPresentation, async (request, reply) => {
    const user = currentUser(request);
    // A presentation is a live link from the start: it waits for a confirmed email like a
    // published listing.
    requireConfirmedEmail(user);
    // Counted once the body has passed its checks (a refused body costs nothing).
    const row = await createPresentation(app.db, user.id, request.body, app.now(), () =>
      limits.take(request, reply, 'presentations'),
    );
    return answer(row);
  });

  serveEndpoint(app, endpoints.getPresentationBySlug, async (request) =>
    answer(await ownedPresentationBySlug(app.db, request.params.slug, currentUser(request).id)),
  );

  serveEndpoint(app, endpoints.getPresentation, async (request) =>
    answer(await owned(request.params.id, request)),
  );

  serveEndpoint(app, endpoints.updatePresentation, async (request) => {
    const row = await owned(request.params.id, request);
    return answer(await updatePresentation(app.db, row, request.body, app.now()));
  });

  serveEndpoint(app, endpoints.reorderPresentationItems, async (request) => {
    const row = await owned(request.params.id, request);
    const { version, item_ids: itemIds } = request.body;
    return answer(await reorderItems(app.db, row, version, itemIds, app.now()));
  });

  serveEndpoint(app, endpoints.deletePresentation, async (request) => {
    await deletePresentation(app.db, await owned(request.params.id, request));
    return { message: 'The presentation has been deleted.' };
  });

  const act = async (
    id: number,
    request: Parameters<typeof currentUser>[0],
    run: typeof revokePresentation,
  ) => answer(await run(app.db, await owned(id, request), app.now()));
  serveEndpoint(app, endpoints.duplicatePresentation, async (request, reply) => {
    const row = await owned(request.params.id, request);
    requireConfirmedEmail(currentUser(request));
    // A copy is a new presentation too: duplicating is no way around the limit.
    await limits.take(request, reply, 'presentations');
    return answer(await duplicatePresentation(app.db, row, app.now()));
  });
  serveEndpoint(app, endpoints.revokePresentationLink, async (request) =>
    act(request.params.id, request, revokePresentation),
  );
  serveEndpoint(app, endpoints.regeneratePresentationLink, async (request) =>
    act(request.params.id, request, regenerateSlug),
  );

  // A file, not JSON: a route of this domain alone, behind the same role check.
  app.get(
    '/presentations/:id/pdf',
    {
      onRequest: [app.requireRole('broker', 'developer')],
      schema: {
        tags: ['presentations'],
        security: [{ bearerAuth: [] }],
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

  // The catalog's own search (filters, currency conversion, caches), not a copy of it.
  serveEndpoint(app, endpoints.getPresentationOptions, async (request) =>
    app.catalog.reads
      .scope()
      .listings(request.query, { defaultPerPage: PAGE_SIZES.presentationOptions }),
  );
};

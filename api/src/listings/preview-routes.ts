import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@phuket/shared/contract';
import { listingDetail } from '../catalog/listing-detail';
import { serveEndpoint } from '../http/endpoint-route';
import { currentUser } from './access';
import { findListing, listingNotFound, ownedListing, ownerMediaOf, statusOf } from './queries';

/**
 * GET /listing/{id}/preview: the property page's answer for the listing's owner, in any
 * status, so the catalog's page can show a draft "as visitors will see it" at
 * /properties/{id}?preview; and for staff, who judge listings before they go on the site
 * (docs/moderation.md). Anyone else signed in (another broker) hears 404, as for an id that
 * does not exist; a guest 401. Not counted as a view, never cached.
 */
export const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  serveEndpoint(app, endpoints.getListingPreview, async (request) => {
    const user = currentUser(request);
    const row =
      user.role === 'admin'
        ? await findListing(app.db, request.params.id)
        : await ownedListing(app.db, request.params.id, user.id);
    if (!row) throw listingNotFound();
    const detail = await listingDetail(
      app.db,
      row.id,
      request.query.currency ?? 'THB',
      await app.catalog.reads.caches.rates.get(),
      ownerMediaOf(app.mediaAccess, row),
      { anyStatus: true, now: app.now() },
    );
    // Deleted between the two reads.
    if (!detail) throw listingNotFound();
    return { ...detail, status: statusOf(row) };
  });
};

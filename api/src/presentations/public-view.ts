import type { FastifyInstance } from 'fastify';
import {
  PRESENTATION_MESSAGES,
  isPresentationSlug,
  presentationStatus,
  type Currency,
  type PresentationGoneBody,
  type PublicPresentation,
} from '@phuket/shared/contract';
import {
  contactOptionsOf,
  ownerOf,
  presentationNotFound,
  publicContact,
  resolveSlug,
  toPublicPresentation,
  type OwnerContactRow,
  type PresentationRow,
} from './queries';

/** A slug's presentation, live, or the 410 body of an expired, revoked or retired link. */
export type ResolvedPresentation =
  | { live: true; row: PresentationRow; owner: OwnerContactRow }
  | { live: false; body: PresentationGoneBody };

/**
 * What a public slug names, for every public route and the server render of its page alike;
 * 404 (HttpError) for an unknown or malformed slug.
 */
export async function resolvePublicPresentation(
  app: FastifyInstance,
  slug: string,
): Promise<ResolvedPresentation> {
  // Not a slug at all: no query.
  const found = isPresentationSlug(slug) ? await resolveSlug(app.db, slug) : null;
  const owner = found ? await ownerOf(app.db, found.row.userId) : undefined;
  if (!found || !owner) throw presentationNotFound();
  const { row } = found;
  const status = found.retired
    ? 'revoked'
    : presentationStatus({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, app.now());
  if (status === 'active') return { live: true, row, owner };
  return {
    live: false,
    body: {
      message: status === 'expired' ? PRESENTATION_MESSAGES.expired : PRESENTATION_MESSAGES.revoked,
      status,
      title: row.title,
      contact: publicContact(owner, contactOptionsOf(row), app.config.publicMediaPrefix),
    },
  };
}

/** The public answer of a live presentation, prices in `currency` (else its own). */
export async function publicPresentationView(
  app: FastifyInstance,
  found: Extract<ResolvedPresentation, { live: true }>,
  currency: Currency | undefined,
): Promise<PublicPresentation> {
  const chosen = currency ?? found.row.currency;
  return toPublicPresentation(
    app.db,
    found.row,
    found.owner,
    chosen === 'USD' || chosen === 'EUR' ? chosen : 'THB',
    await app.catalog.reads.caches.rates.get(),
    app.config.publicMediaPrefix,
  );
}

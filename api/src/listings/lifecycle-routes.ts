import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LISTING_TRANSITIONS,
  PUBLISH_REQUIREMENT_MESSAGES,
  canTransition,
  endpoints,
  type ListingAction,
  type ListingStatus,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import { needsReview } from '../moderation/review-rule';
import { requireConfirmedEmail } from '../users/email-confirmation';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError } from '../http/errors';
import { currentUser } from './access';
import { findDuplicates, flagDuplicates } from './duplicates';
import { NOT_PUBLISHED_TO_CONFIRM, confirmAvailability } from './freshness';
import {
  checkVersion,
  completenessOf,
  findListing,
  listingNotFound,
  ownedListing,
  photoCount,
  toListingState,
  updateVersioned,
  type ListingRow,
} from './queries';

const STATUS_WORDS: Record<ListingStatus, string> = {
  draft: 'a draft',
  published: 'a published listing',
  sold: 'a sold listing',
  rented: 'a rented listing',
  archived: 'an archived listing',
  suspended: 'a listing suspended by the site staff',
  pending: 'a listing waiting for the site staff',
  rejected: 'a listing rejected by the site staff',
};

const ACTION_WORDS: Record<ListingAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  mark_sold: 'marked sold',
  mark_rented: 'marked rented',
  archive: 'archived',
};

/** 409: the action does not apply to the listing as it is now. */
function refuseTransition(action: ListingAction, row: ListingRow): HttpError {
  const rule = LISTING_TRANSITIONS[action];
  const status = row.status;
  if (rule.from.includes(status) && rule.offerType !== undefined) {
    return new HttpError(
      409,
      `Only a listing for ${rule.offerType === 'Sale' ? 'sale' : 'rent'} can be ${ACTION_WORDS[action]}.`,
    );
  }
  return new HttpError(
    409,
    `${capitalize(STATUS_WORDS[status])} cannot be ${ACTION_WORDS[action]}.`,
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { NOT_PUBLISHED_TO_CONFIRM };

/** Runs a status change on a listing: version, allowed transition, write, cache invalidation. */
function transitions(app: FastifyInstance) {
  /** The published set changed (or a published listing did): search must see it at once. */
  const invalidate = (before: ListingRow, after: ListingRow) => {
    if (before.status === 'published' || after.status === 'published') {
      invalidateListingCaches(app.db);
    }
  };

  /**
   * `review`: a publish that waits for staff (docs/moderation.md) lands in `pending` instead
   * of on the site.
   */
  async function transition(
    row: ListingRow,
    action: ListingAction,
    version: number,
    review = false,
  ) {
    checkVersion(row, version);
    if (!canTransition(action, { status: row.status, offer_type: row.offerType })) {
      throw refuseTransition(action, row);
    }
    const now = app.now();
    const to = review ? 'pending' : LISTING_TRANSITIONS[action].to;
    // Any status change ends a freshness expiry: the owner has looked at the listing.
    const change =
      to === 'published'
        ? // Publishing is the owner saying it is on the market today.
          { status: to, confirmedAt: now, remindedAt: null, expiredAt: null, publishedAt: now }
        : to === 'pending'
          ? { status: to, submittedAt: now, expiredAt: null }
          : { status: to, expiredAt: null };
    // Sending it again answers what staff asked: their note has been read.
    const saved = await updateVersioned(
      app.db,
      row.id,
      version,
      action === 'publish' ? { ...change, moderationNote: null } : change,
      now,
    );
    invalidate(row, saved);
    return toListingState(saved);
  }
  return { transition, invalidate };
}

/**
 * Status changes by the owner: publish, mark sold / rented, archive, and confirm
 * availability. Each checks the version like a step save and answers the new state.
 */
export const lifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { transition } = transitions(app);

  serveEndpoint(app, endpoints.publishListing, async (request) => {
    const user = currentUser(request);
    const row = await ownedListing(app.db, request.params.id, user.id);
    requireConfirmedEmail(user);
    checkVersion(row, request.body.version);
    const completeness = completenessOf(row, await photoCount(app.db, row.id));
    if (!completeness.ready) {
      const errors = Object.create(null) as Record<string, string[]>;
      for (const r of completeness.missing) errors[r] = [PUBLISH_REQUIREMENT_MESSAGES[r]];
      throw new HttpError(
        422,
        `This listing cannot be published yet: ${completeness.missing.map((r) => r.replace('_', ' ')).join(', ')} missing.`,
        errors,
      );
    }
    const duplicates = await findDuplicates(app.db, row, app.config.publicMediaPrefix);
    const state = await transition(row, 'publish', request.body.version, needsReview(user, row));
    // The listing is published by now: a flag that cannot be written (its match deleted in
    // between) costs the admins one flag, not the owner a 500 for a publish that happened.
    await flagDuplicates(app.db, row.id, duplicates, app.now()).catch((err: unknown) =>
      request.log.error({ err, listingId: row.id }, 'duplicate flags not written'),
    );
    if (state.status !== 'published') return state;
    // Instant alerts go out from the queue: a slow mail server never holds up publishing,
    // and a queue that cannot take the job only costs the alert, not the published answer.
    await app.jobs
      .send('saved-search-instant', { listingId: row.id })
      .catch((err: unknown) =>
        request.log.error({ err, listingId: row.id }, 'saved-search alert not queued'),
      );
    return state;
  });

  const simple = (
    action: Exclude<ListingAction, 'publish' | 'unpublish'>,
    declaration:
      | typeof endpoints.markListingSold
      | typeof endpoints.markListingRented
      | typeof endpoints.archiveListing,
  ) =>
    serveEndpoint(app, declaration, async (request) => {
      const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
      return transition(row, action, request.body.version);
    });
  simple('mark_sold', endpoints.markListingSold);
  simple('mark_rented', endpoints.markListingRented);
  simple('archive', endpoints.archiveListing);

  serveEndpoint(app, endpoints.getListingDuplicates, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    return { matches: await findDuplicates(app.db, row, app.config.publicMediaPrefix) };
  });

  serveEndpoint(app, endpoints.confirmListingAvailability, async (request) => {
    const row = await ownedListing(app.db, request.params.id, currentUser(request).id);
    // The version is optional: confirming changes no content, so a one-click confirmation
    // from an email link (which knows no version) cannot overwrite anything.
    const version = request.body?.version ?? row.version;
    checkVersion(row, version);
    // An expired listing (archived by the freshness job) is published again.
    return toListingState(await confirmAvailability(app, row, version));
  });
};

/**
 * Unpublish: the owner's, and the one change an admin may make to any listing (moderation),
 * so the one status change whose declaration names admins too.
 */
export const unpublishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { transition } = transitions(app);

  serveEndpoint(app, endpoints.unpublishListing, async (request) => {
    const user = currentUser(request);
    const version = request.body?.version;
    if (user.role === 'admin') {
      const row = await findListing(app.db, request.params.id);
      if (!row) throw listingNotFound();
      return transition(row, 'unpublish', version ?? row.version);
    }
    const row = await ownedListing(app.db, request.params.id, user.id);
    if (version === undefined) throw fieldError('version', 'The version field is required.');
    return transition(row, 'unpublish', version);
  });
};

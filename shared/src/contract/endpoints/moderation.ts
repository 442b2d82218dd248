import { endpoint } from '../endpoint';
import {
  ListingReportBody,
  ModerationDecisionBody,
  ModerationDecisionResult,
  ModerationQueue,
  ModerationQueueQuery,
} from '../moderation';
import { IdParams, MessageBody } from '../schema-kit';

const staff = { access: ['admin'], tag: 'moderation' } as const;

/**
 * Listing moderation (docs/moderation.md): a visitor's report from the property page, and the
 * staff's queue with their decision on each listing.
 */
export const moderationEndpoints = {
  reportListing: endpoint({
    method: 'POST',
    path: '/:id/property/report',
    access: 'public',
    optionalToken: true,
    tag: 'moderation',
    summary:
      'Report a published listing (sold or let, wrong price or photos, duplicate, scam, other): it waits in the staff queue; rate limited per address',
    params: IdParams,
    body: ListingReportBody,
    response: MessageBody,
    status: 201,
    errors: [404, 422, 429],
  }),
  getModerationQueue: endpoint({
    method: 'GET',
    path: '/admin/moderation/listings',
    ...staff,
    summary:
      'Listings waiting for a decision, longest waiting first: new ones of unverified accounts, duplicate-rule matches, reported ones',
    query: ModerationQueueQuery,
    response: ModerationQueue,
    errors: [401, 403, 422],
  }),
  decideListing: endpoint({
    method: 'POST',
    path: '/admin/moderation/listings/:id',
    ...staff,
    summary:
      'Approve the listing, reject it or ask its owner for a change (with a reason the owner reads and is mailed)',
    params: IdParams,
    body: ModerationDecisionBody,
    response: ModerationDecisionResult,
    errors: [401, 403, 404, 409, 422],
  }),
};

import { RecordIdParams } from '../database';
import {
  DeveloperClaimBody,
  DeveloperClaimDecisionBody,
  DeveloperClaimDecisionResult,
  DeveloperClaimQueue,
  DeveloperClaimQueueQuery,
  DeveloperNameMatches,
  DeveloperNameQuery,
  MyDeveloperClaim,
  MyDeveloperClaims,
} from '../developer-claims';
import { endpoint } from '../endpoint';

const staff = { access: ['admin'], tag: 'developer-claims' } as const;
// Brokers hear 404 on the database routes (docs/database-api.md), so these are open to every
// signed-in account and the handler refuses the roles, as the other database routes do.
const owner = { access: 'signed-in', tag: 'developer-claims' } as const;

/**
 * Company claims (docs/developer-claims.md): a developer account finds that the company it
 * starts is already on the site and claims it; staff approve or reject claims and the
 * publications of a second company with the same name.
 */
export const developerClaimEndpoints = {
  getDeveloperNameMatches: endpoint({
    method: 'GET',
    path: '/database/developer-claims/matches',
    ...owner,
    summary:
      'Published developers of other accounts with this name (case and spaces ignored): the wizard offers to claim one',
    query: DeveloperNameQuery,
    response: DeveloperNameMatches,
    errors: [401, 404, 422],
  }),
  claimDeveloper: endpoint({
    method: 'POST',
    path: '/developers/:id/claim',
    ...owner,
    summary:
      'Claim a published developer company of another account: staff decide, the claimant is mailed',
    params: RecordIdParams,
    body: DeveloperClaimBody,
    response: MyDeveloperClaim,
    status: 201,
    errors: [401, 404, 409, 422],
  }),
  getMyDeveloperClaims: endpoint({
    method: 'GET',
    path: '/database/developer-claims',
    ...owner,
    summary: "The caller's claims and same-name publications, waiting and decided, newest first",
    response: MyDeveloperClaims,
    errors: [401, 404],
  }),
  getDeveloperClaimQueue: endpoint({
    method: 'GET',
    path: '/admin/developer-claims',
    ...staff,
    summary: 'Company claims and same-name publications waiting for staff, oldest first',
    query: DeveloperClaimQueueQuery,
    response: DeveloperClaimQueue,
    errors: [401, 403, 422],
  }),
  decideDeveloperClaim: endpoint({
    method: 'POST',
    path: '/admin/developer-claims/:id',
    ...staff,
    summary:
      'Approve (the claimant manages the company / the developer goes on the site) or reject with a reason',
    params: RecordIdParams,
    body: DeveloperClaimDecisionBody,
    response: DeveloperClaimDecisionResult,
    errors: [401, 403, 404, 409, 422],
  }),
};

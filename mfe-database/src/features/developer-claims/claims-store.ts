import {
  decideDeveloperClaim,
  getDeveloperClaimQueue,
  type DeveloperClaimItem,
} from '@phuket/shared/api/developer-claims';
import {
  DEVELOPER_CLAIMS_PER_PAGE,
  DEVELOPER_CLAIM_MESSAGES,
  type DeveloperClaimDecision,
} from '@phuket/shared/contract';
import { DecisionQueue } from '@phuket/shared/query';

/** The calls the page makes; the real client functions unless a test hands others. */
export interface ClaimsApi {
  list: typeof getDeveloperClaimQueue;
  decide: typeof decideDeveloperClaim;
}

export const claimsApi: ClaimsApi = { list: getDeveloperClaimQueue, decide: decideDeveloperClaim };

/** Company claims and same-name publications: approve at once, reject with a reason. */
export type ClaimsQueue = DecisionQueue<DeveloperClaimItem, DeveloperClaimDecision>;

export function createClaimsQueue(api: ClaimsApi = claimsApi): ClaimsQueue {
  return new DecisionQueue(
    {
      list: (page) => api.list({ page, per_page: DEVELOPER_CLAIMS_PER_PAGE }),
      decide: api.decide,
    },
    DEVELOPER_CLAIM_MESSAGES.reasonRequired,
  );
}

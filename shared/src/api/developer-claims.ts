import type {
  DeveloperClaimBody,
  DeveloperClaimDecisionBody,
  DeveloperClaimDecisionResult,
  DeveloperClaimItem,
  DeveloperClaimQueue,
  DeveloperClaimQueueQuery,
  DeveloperNameMatches,
  MyDeveloperClaim,
  MyDeveloperClaims,
} from '../contract';
import type { developerClaimEndpoints } from '../contract/endpoints/developer-claims';
import { endpointCaller } from '@phuket/shared/api';
import { developerClaimRoutes } from './generated/developer-claims';

// Company claims (docs/developer-claims.md). Errors are re-thrown: 422 with field errors, 409
// for a claim already sent or a request another admin decided first.

export type {
  DeveloperClaimDecisionResult,
  DeveloperClaimItem,
  DeveloperClaimQueue,
  DeveloperNameMatches,
  MyDeveloperClaim,
  MyDeveloperClaims,
};

const call = endpointCaller<typeof developerClaimEndpoints>(developerClaimRoutes);

export async function getDeveloperNameMatches(title: string): Promise<DeveloperNameMatches> {
  return call('getDeveloperNameMatches', { query: { title } });
}

export async function claimDeveloper(
  id: number,
  body: DeveloperClaimBody,
): Promise<MyDeveloperClaim> {
  return call('claimDeveloper', { params: { id }, body });
}

export async function getMyDeveloperClaims(): Promise<MyDeveloperClaims> {
  return call('getMyDeveloperClaims', {});
}

export async function getDeveloperClaimQueue(
  query: DeveloperClaimQueueQuery,
): Promise<DeveloperClaimQueue> {
  return call('getDeveloperClaimQueue', { query });
}

export async function decideDeveloperClaim(
  id: number,
  body: DeveloperClaimDecisionBody,
): Promise<DeveloperClaimDecisionResult> {
  return call('decideDeveloperClaim', { params: { id }, body });
}

import type {
  ListingReportBody,
  MessageBody,
  ModerationDecisionBody,
  ModerationDecisionResult,
  ModerationItem,
  ModerationQueue,
  ModerationQueueQuery,
} from '../contract';
import type { moderationEndpoints } from '../contract/endpoints/moderation';
import { endpointCaller } from '@phuket/shared/api';
import { moderationRoutes } from './generated/moderation';

// A visitor's report of a listing, and the staff's moderation queue. Errors are re-thrown:
// 422 with field errors, 429 when the address has reported too much, 409 for a listing that
// no longer waits (another admin decided first).

export type { ModerationDecisionResult, ModerationItem, ModerationQueue, ModerationQueueQuery };

const call = endpointCaller<typeof moderationEndpoints>(moderationRoutes);

export async function reportListing(id: number, body: ListingReportBody): Promise<MessageBody> {
  return call('reportListing', { params: { id }, body });
}

export async function getModerationQueue(query: ModerationQueueQuery): Promise<ModerationQueue> {
  return call('getModerationQueue', { query });
}

export async function decideListing(
  id: number,
  body: ModerationDecisionBody,
): Promise<ModerationDecisionResult> {
  return call('decideListing', { params: { id }, body });
}

import type { ListingStatus } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';

/**
 * Each listing status's name, as the staff overview and an account's records say it. A Record:
 * a status added to LISTING_STATUSES is a type error here until it has its words.
 */
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: msgId('overview.status_draft'),
  published: msgId('overview.status_published'),
  sold: msgId('overview.status_sold'),
  rented: msgId('overview.status_rented'),
  archived: msgId('overview.status_archived'),
  suspended: msgId('overview.status_suspended'),
  pending: msgId('overview.status_pending'),
  rejected: msgId('overview.status_rejected'),
};

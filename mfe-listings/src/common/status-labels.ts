import type { ListingStatus } from '@phuket/shared/contract';
import { msgId } from '@phuket/shared/i18n';

/** The message id of each status's name, as the owner's list and the staff's queue show it. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: msgId('my_listings.status_draft'),
  published: msgId('my_listings.status_published'),
  sold: msgId('my_listings.status_sold'),
  rented: msgId('my_listings.status_rented'),
  archived: msgId('my_listings.status_archived'),
  suspended: msgId('my_listings.status_suspended'),
  pending: msgId('my_listings.status_pending'),
  rejected: msgId('my_listings.status_rejected'),
};

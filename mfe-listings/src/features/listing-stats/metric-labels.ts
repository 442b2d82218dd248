import type { ListingStatsMetric } from '@phuket/shared/domain';
import { msgId } from '@phuket/shared/i18n';

/** Column heads and the chart's choice, one per figure. */
export const METRIC_LABELS: Record<ListingStatsMetric, string> = {
  views: msgId('listing_stats.metric_views'),
  visitors: msgId('listing_stats.metric_visitors'),
  gallery_opens: msgId('listing_stats.metric_gallery_opens'),
  contact_chat: msgId('listing_stats.metric_contact_chat'),
  contact_call: msgId('listing_stats.metric_contact_call'),
  contact_email: msgId('listing_stats.metric_contact_email'),
  enquiries: msgId('listing_stats.metric_enquiries'),
  favourites: msgId('listing_stats.metric_favourites'),
  presentation_views: msgId('listing_stats.metric_presentation_views'),
};

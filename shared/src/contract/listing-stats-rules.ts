// Listing statistics' names and numbers without TypeBox, so the property page's beacon and the
// broker's statistics page import them alone (docs/listing-statistics.md).

/** What the property page reports. WhatsApp and LINE are chats; an enquiry is counted by its row. */
export const LISTING_EVENT_KINDS = [
  'view',
  'gallery_open',
  'contact_chat',
  'contact_call',
  'contact_email',
] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

/** Events one POST /api/listing-events may carry: a page sends one or two at a time. */
export const LISTING_EVENTS_MAX = 20;

/** The periods the statistics answer, in days ending today (Phuket's day). */
export const LISTING_STATS_PERIODS = [7, 30, 90] as const;
export type ListingStatsPeriod = (typeof LISTING_STATS_PERIODS)[number];

/**
 * Every figure of a listing's day, in the order the tables show them. `visitors`: devices that
 * viewed the page that day, each once (a device is not followed from one day to the next).
 */
export const LISTING_STATS_METRICS = [
  'views',
  'visitors',
  'gallery_opens',
  'contact_chat',
  'contact_call',
  'contact_email',
  'enquiries',
  'favourites',
  'presentation_views',
] as const;
export type ListingStatsMetric = (typeof LISTING_STATS_METRICS)[number];

/** The statistics' days are Phuket's (UTC+7 all year, no daylight saving). */
export const LISTING_STATS_UTC_OFFSET_HOURS = 7;

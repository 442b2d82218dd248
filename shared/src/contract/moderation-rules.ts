// What the report form, the staff queue and the API agree on, without a schema: the property
// page imports these, and a schema module would bring TypeBox and the catalog's schemas into
// the visitor's scripts (docs/moderation.md).

/** Why a visitor reports a listing, in the order the form offers them. */
export const REPORT_REASONS = [
  'sold_or_let',
  'wrong_price',
  'wrong_photos',
  'duplicate',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The labels of the report form and of the staff queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  sold_or_let: 'Sold or let already',
  wrong_price: 'Wrong price',
  wrong_photos: 'Wrong photos',
  duplicate: 'Duplicate of another listing',
  scam: 'Scam or fraud',
  other: 'Other',
};

export const REPORT_NOTE_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;

export const REPORT_MESSAGES = {
  received: 'Thank you. The site staff will look at this listing.',
  noteRequired: 'Tell us what is wrong with this listing.',
} as const;

/** Why a listing waits in the queue (one listing may wait for several). */
export const MODERATION_REASONS = ['new', 'duplicate', 'reported'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

export const MODERATION_PER_PAGE = 20;

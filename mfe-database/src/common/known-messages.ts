import { useCallback } from 'react';
import {
  COMPLETION_MESSAGE,
  LAUNCH_MESSAGE,
  DEVELOPER_CLAIM_MESSAGES,
  DEVELOPER_REQUIREMENT_MESSAGES,
  FOREIGN_QUOTA_MESSAGE,
  LAYOUT_NUMBER_MESSAGES,
  LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  PAYMENT_PLAN_TOTAL_MESSAGE,
  PIN_NEEDS_BOTH,
  NOT_A_PDF,
  NOT_A_VIDEO,
  PDF_ACTIVE_CONTENT,
  PDF_INCOMPLETE,
  PIN_OUTSIDE_PHUKET,
  STALE_RECORD_MESSAGE,
  UNREADABLE_VIDEO,
  PRICE_RANGE_MESSAGE,
  PROJECT_REQUIREMENT_MESSAGES,
  TITLE_REQUIRED_MESSAGE,
  UNIT_MESSAGES,
  UNIT_NUMBER_MAX,
  UNIT_FLOOR_MAX,
  UNIT_FLOOR_MIN,
  UNIT_STATUSES,
  FOREIGN_QUOTA_UNITS_MAX,
} from '@phuket/shared/contract';
import { INVALID_FIELDS_MESSAGE } from '@phuket/shared/autosave';
import {
  formatNumberIn,
  msgId,
  useAccountRuleText,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import type { Locale, MessageValues } from '@phuket/shared/i18n';
import { databaseMessages } from './messages';

// A field's message is kept as English text: the autosave store, the API's field errors and
// the publish box compare and show plain strings, and the contract's English is the API's
// own. The browser shows it in the page's language at render: a text this package wrote
// (english()) or a rule of the shared contract (below) is looked up here by its English; any
// other text (an API message) is shown as it came.

type Known = readonly [id: string, values?: (locale: Locale) => MessageValues];

const known = new Map<string, Known>();

/** The English of one of this package's messages, remembered so it can be shown translated. */
export function english(id: string, values?: MessageValues): string {
  const text = databaseMessages.format('en', id, values);
  known.set(text, [id, values && (() => values)]);
  return text;
}

const number = (value: number) => (locale: Locale) => ({ max: formatNumberIn(locale, value) });

// The contract's rules (shared/src/contract/database-rules.ts), by their English.
const RULES: [string, string, ((locale: Locale) => MessageValues)?][] = [
  [TITLE_REQUIRED_MESSAGE, msgId('rules.title_required')],
  [COMPLETION_MESSAGE, msgId('rules.completion')],
  [LAUNCH_MESSAGE, msgId('rules.launch')],
  [PAYMENT_PLAN_TOTAL_MESSAGE, msgId('rules.payment_plan_total')],
  [PRICE_RANGE_MESSAGE, msgId('rules.price_range')],
  [LEASEHOLD_YEARS_ONLY_FOR_LEASEHOLD, msgId('rules.lease_years_only_leasehold')],
  [FOREIGN_QUOTA_MESSAGE, msgId('rules.foreign_quota'), () => ({ max: FOREIGN_QUOTA_UNITS_MAX })],
  [PIN_OUTSIDE_PHUKET, msgId('rules.pin_outside_phuket')],
  [PIN_NEEDS_BOTH, msgId('rules.pin_needs_both')],
  [UNIT_MESSAGES.unitNumberRequired, msgId('rules.unit_number_required')],
  [
    UNIT_MESSAGES.unitNumberTooLong,
    msgId('rules.unit_number_too_long'),
    () => ({ max: UNIT_NUMBER_MAX }),
  ],
  [UNIT_MESSAGES.unitNumberDuplicate, msgId('rules.unit_number_duplicate')],
  [UNIT_MESSAGES.unknownLayout, msgId('rules.unknown_layout')],
  [
    UNIT_MESSAGES.floor,
    msgId('rules.unit_floor'),
    () => ({ min: UNIT_FLOOR_MIN, max: UNIT_FLOOR_MAX }),
  ],
  [UNIT_MESSAGES.price, msgId('rules.unit_price')],
  [UNIT_MESSAGES.status, msgId('rules.unit_status'), () => ({ list: UNIT_STATUSES.join(', ') })],
  [DEVELOPER_REQUIREMENT_MESSAGES.title, msgId('rules.requires_title')],
  [DEVELOPER_REQUIREMENT_MESSAGES.description, msgId('rules.requires_description')],
  [DEVELOPER_REQUIREMENT_MESSAGES.logo, msgId('rules.requires_logo')],
  [PROJECT_REQUIREMENT_MESSAGES.developer, msgId('rules.requires_developer')],
  [PROJECT_REQUIREMENT_MESSAGES.location, msgId('rules.requires_location')],
  [PROJECT_REQUIREMENT_MESSAGES.stage, msgId('rules.requires_stage')],
  [PROJECT_REQUIREMENT_MESSAGES.price, msgId('rules.requires_price')],
  [PROJECT_REQUIREMENT_MESSAGES.main_photo, msgId('rules.requires_main_photo')],
  [
    LAYOUT_NUMBER_MESSAGES.bedrooms,
    msgId('rules.layout_bedrooms'),
    () => ({ max: LISTING_ROOMS_MAX }),
  ],
  [
    LAYOUT_NUMBER_MESSAGES.bathrooms,
    msgId('rules.layout_bathrooms'),
    () => ({ max: LISTING_ROOMS_MAX }),
  ],
  [LAYOUT_NUMBER_MESSAGES.area, msgId('rules.layout_area'), number(LISTING_AREA_MAX)],
  [LAYOUT_NUMBER_MESSAGES.price_from, msgId('rules.layout_price'), number(LISTING_PRICE_MAX)],
  [INVALID_FIELDS_MESSAGE, msgId('save.invalid_fields')],
  [STALE_RECORD_MESSAGE, msgId('rules.stale_record')],
  [NOT_A_PDF, msgId('rules.not_a_pdf')],
  [PDF_INCOMPLETE, msgId('rules.pdf_incomplete')],
  [PDF_ACTIVE_CONTENT, msgId('rules.pdf_active')],
  [NOT_A_VIDEO, msgId('rules.not_a_video')],
  [UNREADABLE_VIDEO, msgId('rules.unreadable_video')],
  [DEVELOPER_CLAIM_MESSAGES.alreadyPending, msgId('claims.msg_already_pending')],
  [DEVELOPER_CLAIM_MESSAGES.ownCompany, msgId('claims.msg_own_company')],
  [DEVELOPER_CLAIM_MESSAGES.reasonRequired, msgId('claims.msg_reason_required')],
  [DEVELOPER_CLAIM_MESSAGES.notWaiting, msgId('claims.msg_not_waiting')],
];
for (const [text, id, values] of RULES) known.set(text, [id, values]);

/**
 * Shows a field's or the server's message in the page's language when it is a known one;
 * English is shown as it is (the contract's English is the API's own).
 */
export function useKnownMessage(): (text: string) => string {
  const t = useMessages(databaseMessages);
  const accountRule = useAccountRuleText();
  const locale = useLocale();
  return useCallback(
    (text: string) => {
      if (locale === 'en') return text;
      const found = known.get(text);
      if (found) return t(found[0], found[1]?.(locale));
      return accountRule(text) ?? text;
    },
    [t, accountRule, locale],
  );
}

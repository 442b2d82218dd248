import { LANGUAGE_TAGS, msgId, type Locale } from '@phuket/shared/i18n';
import type { PreferredContact } from '@phuket/shared/contract';

// What the recipient's and the sender's enquiry lists both say.

const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const WHEN = new Intl.DateTimeFormat('en-GB', WHEN_OPTIONS);

/** When an enquiry was sent: English pages keep '24 Nov 2026, 14:05', others their order. */
export function enquiryWhen(locale: Locale, iso: string): string {
  const format =
    locale === 'en' ? WHEN : new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], WHEN_OPTIONS);
  return format.format(new Date(iso));
}

/** The contact ways' words (the contract's English labels, translated here). */
export const CONTACT_IDS: Record<PreferredContact, string> = {
  chat: msgId('enquiries.contact_chat'),
  whatsapp: msgId('enquiries.contact_whatsapp'),
  line: msgId('enquiries.contact_line'),
  phone: msgId('enquiries.contact_phone'),
  email: msgId('enquiries.contact_email'),
};

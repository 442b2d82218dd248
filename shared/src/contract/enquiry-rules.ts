// What an enquiry is and which values it accepts: the form checks them before sending, the API
// decides. No schema library, so browser bundles can import it.
import { NAME_MAX, isEmailAddress } from './limits';

/** What a visitor can enquire about: each has a public page with the form. */
export const ENQUIRY_TARGETS = ['listing', 'project', 'developer', 'agent'] as const;

/** The contact page's form (/contact-us) POSTs here, relative to /api: a message to the company. */
export const CONTACT_ENQUIRY_PATH = '/contact/enquiry';
export type EnquiryTarget = (typeof ENQUIRY_TARGETS)[number];

/**
 * The recipient's pipeline: every enquiry starts `new`; a reply (from the inbox's reply action
 * or a stage set by hand) makes it `contacted`, then a viewing, an offer, and closed either way.
 * Before the pipeline the values were new, replied and closed: migration 0039 renamed replied
 * to contacted and closed to closed_lost (a closed enquiry recorded no deal).
 */
export const ENQUIRY_STATUSES = [
  'new',
  'contacted',
  'viewing_booked',
  'offer',
  'closed_won',
  'closed_lost',
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  viewing_booked: 'Viewing booked',
  offer: 'Offer',
  closed_won: 'Closed won',
  closed_lost: 'Closed lost',
};

/** The stages where the lead is over: no follow-up is due on them. */
export const CLOSED_ENQUIRY_STATUSES = [
  'closed_won',
  'closed_lost',
] as const satisfies readonly EnquiryStatus[];

/**
 * What the sender sees of the pipeline in "Sent enquiries": only whether it was answered or
 * closed. The stage a broker keeps (an offer, a lost lead) is the broker's working note, not
 * a message to the client.
 */
export const SENT_ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type SentEnquiryStatus = (typeof SENT_ENQUIRY_STATUSES)[number];

export function sentEnquiryStatus(status: EnquiryStatus): SentEnquiryStatus {
  if (status === 'new') return 'new';
  return (CLOSED_ENQUIRY_STATUSES as readonly string[]).includes(status) ? 'closed' : 'replied';
}

/**
 * Moving a `new` enquiry to one of these stages by hand says it was answered (a call from the
 * broker's own phone): its first reply is stamped then if the reply action did not already.
 * closed_lost is left out: spam is closed without an answer.
 */
export const REPLIED_ENQUIRY_STATUSES = [
  'contacted',
  'viewing_booked',
  'offer',
  'closed_won',
] as const satisfies readonly EnquiryStatus[];

/** The inbox's orders: newest first (the default), oldest first, next follow-up first. */
export const ENQUIRY_SORTS = ['newest', 'oldest', 'follow_up'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

/** A broker's private note on an enquiry. */
export const ENQUIRY_NOTE_MAX = 2000;
/** Notes an enquiry keeps at most: a CRM note list, not a chat log. */
export const ENQUIRY_NOTES_MAX = 100;
/** The average first reply is over the enquiries received in these last days. */
export const FIRST_REPLY_WINDOW_DAYS = 90;

export const ENQUIRY_NOTE_MESSAGES = {
  empty: 'Please write the note.',
  long: `A note may be at most ${ENQUIRY_NOTE_MAX} characters.`,
  tooMany: `An enquiry keeps at most ${ENQUIRY_NOTES_MAX} notes.`,
  controlCharacters: 'Please remove the special control characters.',
} as const;

/** How far a follow-up day may be from today: a typo's year 1026 or 3026 is refused. */
export const FOLLOW_UP_PAST_DAYS = 366;
export const FOLLOW_UP_FUTURE_DAYS = 5 * 366;
export const FOLLOW_UP_MESSAGE =
  'The follow-up date must be within a year before and five years after today.';

/** `day` (YYYY-MM-DD) as a follow-up from `today` (YYYY-MM-DD): the error, or null. */
export function followUpError(day: string, today: string): string | null {
  const toDays = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
  const offset = toDays(day) - toDays(today);
  if (!Number.isFinite(offset)) return FOLLOW_UP_MESSAGE;
  return offset < -FOLLOW_UP_PAST_DAYS || offset > FOLLOW_UP_FUTURE_DAYS ? FOLLOW_UP_MESSAGE : null;
}

/** The error of a note's text, or null when it may be saved. */
export function enquiryNoteError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return ENQUIRY_NOTE_MESSAGES.empty;
  if (trimmed.length > ENQUIRY_NOTE_MAX) return ENQUIRY_NOTE_MESSAGES.long;
  if (CONTROL.test(trimmed)) return ENQUIRY_NOTE_MESSAGES.controlCharacters;
  return null;
}

/**
 * How the visitor wants to be answered. 'chat' ("WhatsApp or LINE") is the one choice the form
 * offered before the two apps were told apart: older enquiries hold it, and a page loaded
 * before the change may still send it, so it stays readable and accepted (not offered).
 */
export const PREFERRED_CONTACTS = ['chat', 'phone', 'email', 'whatsapp', 'line'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** What the enquiry form offers, in its order: the two apps Phuket's agents answer on first. */
export const PREFERRED_CONTACT_CHOICES = [
  'whatsapp',
  'line',
  'phone',
  'email',
] as const satisfies readonly PreferredContact[];

export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  chat: 'WhatsApp or LINE',
  whatsapp: 'WhatsApp',
  line: 'LINE',
  phone: 'Phone',
  email: 'Email',
};

/** The same in a sentence: "you will be contacted by …". */
export const PREFERRED_CONTACT_BY: Record<PreferredContact, string> = {
  chat: 'WhatsApp or LINE',
  whatsapp: 'WhatsApp',
  line: 'LINE',
  phone: 'phone',
  email: 'email',
};

/**
 * LINE is answered on the visitor's LINE ID, which the form asks for when LINE is chosen (and
 * the phone is then optional), as Thai portals' forms do. A phone number is not enough: LINE
 * finds an account by its number only when its owner registered that number and turned on
 * "Allow others to add me", and no link opens a chat from a number, while an ID gives one
 * (lineUrl) the agent taps. IDs are 4 to 20 letters, digits, dots, hyphens or
 * underscores; LINE ignores their case and people often copy one with the "@" it is shown with.
 */
export const LINE_ID_MAX = 20;
const LINE_ID = /^[a-z0-9._-]{4,20}$/;

/** The LINE ID as stored: trimmed, lower case, without a leading "@". */
export function normalizeLineId(value: string): string {
  return value.trim().replace(/^@/, '').toLowerCase();
}

/** The link that opens the LINE ID's profile to add it and chat. */
export function lineUrl(lineId: string): string {
  return `https://line.me/ti/p/~${encodeURIComponent(lineId)}`;
}

/** A WhatsApp chat with the phone (international format): wa.me takes its digits. */
export { chatUrl as whatsappUrl } from './presentation-rules';

export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
/** The honeypot may hold anything a bot types; a person leaves it empty. */
export const ENQUIRY_HONEYPOT_MAX = 2000;
export const ENQUIRIES_PER_PAGE = 10;

/**
 * The answer to an enquiry. A copy goes only to an address the sender has confirmed (their
 * account's, signed in): copies to any typed address made the form a mail relay.
 */
export const ENQUIRY_SENT = 'Thank you, your enquiry has been sent; expect an answer soon.';
export const ENQUIRY_SENT_WITH_COPY =
  'Thank you, your enquiry has been sent. We have emailed you a copy; expect an answer soon.';

export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name.',
  nameLong: `The name may be at most ${NAME_MAX} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'The phone must be a valid phone number in international format, e.g. +66 81 234 5678.',
  phoneNeeded: 'Please enter a phone number, so the agent can call or message you.',
  lineIdNeeded: 'Please enter your LINE ID, so the agent can add you on LINE.',
  lineId: 'A LINE ID has 4 to 20 letters, digits, dots, hyphens or underscores.',
  messageShort: `The message must be at least ${ENQUIRY_MESSAGE_MIN} characters.`,
  messageLong: `The message may be at most ${ENQUIRY_MESSAGE_MAX} characters.`,
  controlCharacters: 'Please remove the special control characters.',
} as const;

export interface EnquiryFields {
  name: string;
  email: string;
  /** Empty when the visitor gave none; its validity is checked with the phone library. */
  phone: string;
  message: string;
  preferred_contact: PreferredContact;
  /** Read only when LINE is the preferred contact. */
  line_id: string;
}

export type EnquiryField = keyof EnquiryFields;

// Tab and line breaks stay: a message is multi-line (the API's plain-text rule, the same set).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The errors of an enquiry apart from the phone number's validity (which needs the phone
 * library: the form's phone input and the API's parser each judge it), one per field.
 */
export function enquiryFieldErrors(fields: EnquiryFields): Partial<Record<EnquiryField, string>> {
  const errors: Partial<Record<EnquiryField, string>> = {};
  const name = fields.name.trim();
  const message = fields.message.trim();
  if (!name) errors.name = ENQUIRY_MESSAGES.name;
  else if (name.length > NAME_MAX) errors.name = ENQUIRY_MESSAGES.nameLong;
  if (!isEmailAddress(fields.email.trim())) errors.email = ENQUIRY_MESSAGES.email;
  const contact = fields.preferred_contact;
  if (contact !== 'email' && contact !== 'line' && !fields.phone.trim()) {
    errors.phone = ENQUIRY_MESSAGES.phoneNeeded;
  }
  if (contact === 'line') {
    const lineId = normalizeLineId(fields.line_id);
    if (!lineId) errors.line_id = ENQUIRY_MESSAGES.lineIdNeeded;
    else if (!LINE_ID.test(lineId)) errors.line_id = ENQUIRY_MESSAGES.lineId;
  }
  if (message.length < ENQUIRY_MESSAGE_MIN) errors.message = ENQUIRY_MESSAGES.messageShort;
  else if (message.length > ENQUIRY_MESSAGE_MAX) errors.message = ENQUIRY_MESSAGES.messageLong;
  for (const field of ['name', 'email', 'phone', 'message'] as const) {
    if (!errors[field] && CONTROL.test(fields[field])) {
      errors[field] = ENQUIRY_MESSAGES.controlCharacters;
    }
  }
  return errors;
}

/** The message the form starts with, naming what the visitor looks at. */
export function enquiryGreeting(title: string, url: string): string {
  return `Hello, I am interested in ${title} (${url}). Please contact me.`;
}

// What an enquiry is and which values it accepts: the form checks them before sending, the API
// decides. No schema library, so browser bundles can import it.
import { NAME_MAX, isEmailAddress } from './limits';

/** What a visitor can enquire about: each has a public page with the form. */
export const ENQUIRY_TARGETS = ['listing', 'project', 'developer', 'agent'] as const;

/** The contact page's form (/contact-us) POSTs here, relative to /api: a message to the company. */
export const CONTACT_ENQUIRY_PATH = '/contact/enquiry';
export type EnquiryTarget = (typeof ENQUIRY_TARGETS)[number];

/** Where the recipient is in answering it; every enquiry starts `new`. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

/** How the visitor wants to be answered. */
export const PREFERRED_CONTACTS = ['chat', 'phone', 'email'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** 'chat' names the apps Phuket's agents answer on: a bare "Chat app" left the visitor guessing. */
export const PREFERRED_CONTACT_LABELS: Record<PreferredContact, string> = {
  chat: 'WhatsApp or LINE',
  phone: 'Phone',
  email: 'Email',
};

/** The same in a sentence: "you will be contacted by …". */
export const PREFERRED_CONTACT_BY: Record<PreferredContact, string> = {
  chat: 'WhatsApp or LINE',
  phone: 'phone',
  email: 'email',
};

export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
/** The honeypot may hold anything a bot types; a person leaves it empty. */
export const ENQUIRY_HONEYPOT_MAX = 2000;
export const ENQUIRIES_PER_PAGE = 10;

export const ENQUIRY_SENT =
  'Thank you, your enquiry has been sent. We have emailed you a copy; expect an answer soon.';

export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name.',
  nameLong: `The name may be at most ${NAME_MAX} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'The phone must be a valid phone number in international format, e.g. +66 81 234 5678.',
  phoneNeeded: 'Please enter a phone number, so the agent can call or message you.',
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
  if (fields.preferred_contact !== 'email' && !fields.phone.trim()) {
    errors.phone = ENQUIRY_MESSAGES.phoneNeeded;
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

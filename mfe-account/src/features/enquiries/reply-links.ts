import type { Enquiry } from '@phuket/shared/api';
import { lineUrl } from '@phuket/shared/contract';
import { displayPhone, phoneE164 } from '@phuket/shared/phone-input';

// The reply actions of an enquiry: the channel the client chose first, with a drafted first
// message where the app takes one. Links only: nothing here sends anything by itself.

/** The drafted words, in the language the draft is written in (the page chooses it). */
export interface Draft {
  /** The first message: greets the client, names the broker and what was asked about. */
  message: string;
  /** An email's subject. */
  subject: string;
}

export type ReplyChannel = 'whatsapp' | 'line' | 'email' | 'phone';

export interface ReplyAction {
  channel: ReplyChannel;
  href: string;
  /** Shown number or address, where the label names it. */
  shown: string;
  /** Opens an app or site of its own: a new tab. */
  external: boolean;
}

export interface ReplyPlan {
  /** What the client chose, first; null when their choice cannot be reached (LINE without an ID). */
  primary: ReplyAction | null;
  /** The other ways the enquiry gives (email always; the phone's when there is one). */
  others: ReplyAction[];
  /** LINE was asked for (or WhatsApp or LINE) with no LINE ID: the page says why LINE has no link. */
  lineWithoutId: boolean;
}

/** https://wa.me/<E.164 digits>?text=…; null when the phone is no number libphonenumber reads. */
export function whatsappReplyUrl(phone: string | null, text: string): string | null {
  const e164 = phoneE164(phone);
  if (!e164) return null;
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`;
}

/** mailto: with the subject and the body, each encoded as RFC 6068 asks (spaces as %20). */
export function mailReplyUrl(email: string, subject: string, body: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    subject,
  )}&body=${encodeURIComponent(body)}`;
}

/** tel: with the E.164 number; null without a readable one. */
export function callUrl(phone: string | null): string | null {
  const e164 = phoneE164(phone);
  return e164 ? `tel:${e164}` : null;
}

/** The email's body: the draft, then what the client wrote, quoted. */
export function mailBody(enquiry: Enquiry, draft: Draft): string {
  return `${draft.message}\n\n> ${enquiry.message.replace(/\n/g, '\n> ')}`;
}

/** Every way to answer `enquiry`, the client's choice first. */
export function replyPlan(enquiry: Enquiry, draft: Draft): ReplyPlan {
  const whatsappHref = whatsappReplyUrl(enquiry.phone, draft.message);
  const callHref = callUrl(enquiry.phone);
  const shownPhone = displayPhone(enquiry.phone) ?? '';
  const whatsapp: ReplyAction | null = whatsappHref
    ? { channel: 'whatsapp', href: whatsappHref, shown: shownPhone, external: true }
    : null;
  const call: ReplyAction | null = callHref
    ? { channel: 'phone', href: callHref, shown: shownPhone, external: false }
    : null;
  const email: ReplyAction = {
    channel: 'email',
    href: mailReplyUrl(enquiry.email, draft.subject, mailBody(enquiry, draft)),
    shown: enquiry.email,
    external: false,
  };
  const line: ReplyAction | null = enquiry.line_id
    ? { channel: 'line', href: lineUrl(enquiry.line_id), shown: enquiry.line_id, external: true }
    : null;

  let primary: ReplyAction | null;
  switch (enquiry.preferred_contact) {
    case 'whatsapp':
      primary = whatsapp;
      break;
    case 'line':
      primary = line;
      break;
    case 'email':
      primary = email;
      break;
    case 'phone':
      primary = call;
      break;
    case 'chat':
      // "WhatsApp or LINE", from forms before the two were told apart: WhatsApp opens a chat
      // from the number they gave; LINE would need an ID they were never asked for.
      primary = whatsapp ?? line;
      break;
  }
  const others = [whatsapp, line, email, call].filter(
    (action): action is ReplyAction => action !== null && action !== primary,
  );
  return {
    primary,
    others,
    lineWithoutId:
      (enquiry.preferred_contact === 'line' || enquiry.preferred_contact === 'chat') &&
      !enquiry.line_id,
  };
}

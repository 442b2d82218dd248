import {
  PREFERRED_CONTACT_BY,
  PREFERRED_CONTACT_LABELS,
  lineUrl,
  whatsappUrl,
  type PreferredContact,
} from '@phuket/shared/contract';
import { displayPhone } from '../account/contact-routes';

const BRAND = 'WOW Phuket';

export interface EnquiryMailInput {
  title: string;
  pageUrl: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  preferredContact: PreferredContact;
  /** With preferredContact 'line'. */
  lineId: string | null;
}

/**
 * "WhatsApp: https://wa.me/66812345678" or "LINE (LINE ID john.doe): https://line.me/ti/p/~john.doe":
 * the app to answer on and the link that opens the chat, where there is one.
 */
export function preferredContactText(
  input: Pick<EnquiryMailInput, 'preferredContact' | 'phone' | 'lineId'>,
): string {
  const label = PREFERRED_CONTACT_LABELS[input.preferredContact];
  if (input.preferredContact === 'line' && input.lineId) {
    return `${label} (LINE ID ${input.lineId}): ${lineUrl(input.lineId)}`;
  }
  const chat =
    input.preferredContact === 'whatsapp' && input.phone ? whatsappUrl(input.phone) : null;
  return chat ? `${label}: ${chat}` : label;
}

/** A subject is one line whatever the title holds. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** To the agent or developer: everything needed to answer without opening the site. */
export function recipientMail(
  input: EnquiryMailInput,
  /** The recipient's Enquiries page; null for the company's mailbox, which has none. */
  enquiriesUrl: string | null,
): { subject: string; text: string } {
  return {
    subject: oneLine(`New enquiry about ${input.title} from ${input.name}`),
    text: [
      `${input.name} sent an enquiry about ${input.title} (${input.pageUrl}).`,
      '',
      `Email: ${input.email}`,
      `Phone: ${input.phone === null ? 'not given' : displayPhone(input.phone)}`,
      `Preferred contact: ${preferredContactText(input)}`,
      '',
      input.message,
      ...(enquiriesUrl === null
        ? []
        : ['', `All your enquiries, to mark them replied or closed: ${enquiriesUrl}`]),
    ].join('\n'),
  };
}

/** To the visitor: proof it went out, and a copy of what they wrote. */
export function visitorMail(input: EnquiryMailInput): { subject: string; text: string } {
  return {
    subject: oneLine(`Your enquiry about ${input.title}`),
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for your enquiry about ${input.title} (${input.pageUrl}). It has been passed on, and you will be contacted by ${PREFERRED_CONTACT_BY[input.preferredContact]}${input.preferredContact === 'line' && input.lineId ? ` (LINE ID ${input.lineId})` : ''}.`,
      '',
      'Your message:',
      input.message,
      '',
      `If you did not send this, ignore this email. — ${BRAND}`,
    ].join('\n'),
  };
}

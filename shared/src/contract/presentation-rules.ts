// What a presentation is and which values it accepts: the editor checks them before
// sending, the API decides, and the public view and the PDF show prices by the same rule. No
// schema library, so browser bundles can import it.
import { CURRENCIES, isOneOf, type Currency } from './enums';
import {
  PRESENTATION_FEEDBACK_COMMENT_MAX,
  PRESENTATION_SLUG_MAX,
  PRESENTATION_SLUG_MIN,
  LISTING_PRICE_MAX,
} from './limits';

/** How an item's price is shown publicly: the listing's own, the owner's figure, or none. */
export const PRICE_MODES = ['as_is', 'override', 'hidden'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
export const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  as_is: 'Listing price',
  override: 'Custom price',
  hidden: 'Hide price',
};

/** The client's answer on a listing, without an account. */
export const FEEDBACK_ANSWERS = ['like', 'maybe', 'no'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];
export const FEEDBACK_ANSWER_LABELS: Record<FeedbackAnswer, string> = {
  like: 'Like',
  maybe: 'Maybe',
  no: 'No',
};

/** The picture of the contact block. */
export const CONTACT_IMAGES = ['avatar', 'logo', 'none'] as const;
export type ContactImage = (typeof CONTACT_IMAGES)[number];

/** What the owner shows of themself at the end of the public view. */
export interface PresentationContactOptions {
  show_name: boolean;
  image: ContactImage;
  /** The phone with a tel: button. */
  show_phone: boolean;
  /** A chat button (WhatsApp) on the same phone number. */
  show_chat: boolean;
  /** A mailto: button; the email is in the public answer only when this is on. */
  show_email: boolean;
}

/** A new presentation's contact block: everything but the email, which stays private by default. */
export const DEFAULT_CONTACT_OPTIONS: PresentationContactOptions = {
  show_name: true,
  image: 'avatar',
  show_phone: true,
  show_chat: true,
  show_email: false,
};

/** Where the link is: shared, past its expiry, or revoked by the owner. */
export const PRESENTATION_STATUSES = ['active', 'expired', 'revoked'] as const;
export type PresentationStatus = (typeof PRESENTATION_STATUSES)[number];

/** Revoked wins over expired: the owner's last decision is what the client is told. */
export function presentationStatus(
  link: { expires_at: string | Date | null; revoked_at: string | Date | null },
  now: Date = new Date(),
): PresentationStatus {
  if (link.revoked_at !== null) return 'revoked';
  if (link.expires_at !== null && new Date(link.expires_at).getTime() <= now.getTime()) {
    return 'expired';
  }
  return 'active';
}

/** Base62: letters and digits only, so a slug survives chat apps, URLs and a phone's keyboard. */
export const SLUG_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Whether `text` can be a presentation slug at all (checked before any database look-up). */
export function isPresentationSlug(text: string): boolean {
  return (
    text.length >= PRESENTATION_SLUG_MIN &&
    text.length <= PRESENTATION_SLUG_MAX &&
    /^[0-9A-Za-z]+$/.test(text)
  );
}

/** The public page of a presentation, relative to the site. */
export function presentationPath(slug: string): string {
  return `/presentation/${encodeURIComponent(slug)}`;
}

// Reserved in file names on Windows (the strictest common system), and control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_FILE_NAMES = /[\u0000-\u001F\u007F<>:"/\\|?*]/g;
const FILE_NAME_MAX = 100;

/**
 * The PDF's download name: the title as written (`&`, `ü`, Thai…), less the few characters a
 * file name cannot hold, at most 100 characters (whole code points), else "presentation".
 * The API's Content-Disposition and the editor's download use it alike.
 */
export function presentationPdfName(title: string): string {
  const cleaned = title.replace(NOT_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim();
  // A name of dots, or ending in one, is refused or altered by some systems.
  const base = Array.from(cleaned.replace(/^\.+|\.+$/g, ''))
    .slice(0, FILE_NAME_MAX)
    .join('')
    .trim();
  return `${base || 'presentation'}.pdf`;
}

/**
 * The keys a server render of the public page keeps its data under (docs/server-rendering.md):
 * the public answer under its API request key (`GET /presentation/{slug}`, no currency: the
 * presentation's own), or the 410 answer's body of an expired or revoked link.
 */
export const presentationDataKeys = {
  view: (slug: string) => presentationPath(slug),
  gone: (slug: string) => `${presentationPath(slug)}#gone`,
};

/** Units of each currency per 1 THB (the rates the API and `GET /currency` use). */
export type CurrencyRates = Record<Currency, number>;

export interface PriceSource {
  /** The listing's own price and currency; null when the listing has none. */
  price: number | null;
  currency: string;
  discount: number | null;
}

export interface PriceChoice {
  price_mode: PriceMode;
  price_override: { amount: number; currency: Currency } | null;
}

/** A price as the public view shows it. */
export interface ShownPrice {
  amount: number;
  currency: Currency;
  /** Percent off of the listing's own price; never with an overridden one. */
  discount: number | null;
}

function convert(amount: number, from: Currency, to: Currency, rates: CurrencyRates): number {
  // The owner's own figure stays exact when no conversion is needed.
  if (from === to) return amount;
  return Math.round((amount / rates[from]) * rates[to] * 100) / 100;
}

/**
 * The one rule for the price a client sees, in `currency` (the presentation's, or the one the
 * client switched to): hidden → none at all; override → the owner's figure converted from
 * its currency; as is → the listing's price converted, with its discount. A listing without a
 * price shows none rather than zero.
 */
export function presentationPrice(
  choice: PriceChoice,
  listing: PriceSource,
  currency: Currency,
  rates: CurrencyRates,
): ShownPrice | null {
  if (choice.price_mode === 'hidden') return null;
  if (choice.price_mode === 'override') {
    if (!choice.price_override) return null;
    const { amount, currency: from } = choice.price_override;
    return { amount: convert(amount, from, currency, rates), currency, discount: null };
  }
  if (listing.price === null) return null;
  const from: Currency = isOneOf(CURRENCIES, listing.currency) ? listing.currency : 'THB';
  const discount = listing.discount && listing.discount > 0 ? listing.discount : null;
  return { amount: convert(listing.price, from, currency, rates), currency, discount };
}

/** The chat button's link for a phone in international format (WhatsApp takes digits only). */
export function chatUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

export const PRESENTATION_MESSAGES = {
  title: 'Please enter a title.',
  overrideMissing: 'Enter the price to show, or choose another price option.',
  overrideRange: `The price must be more than 0 and at most ${LISTING_PRICE_MAX.toLocaleString('en-US')}.`,
  listingUnavailable: 'This listing is not published, so it cannot be added.',
  duplicateListing: 'This listing is already in the presentation.',
  photoNotInListing: 'Choose photos of this listing only.',
  expiryPast: 'The expiry date must be in the future.',
  itemOrderMismatch:
    "The order must list each of this presentation's listings exactly once. Reload and try again.",
  stale:
    'This presentation was changed in another tab or device. Reload to see the latest version.',
  notFound: 'Presentation not found.',
  expired:
    'This presentation has expired. Please contact the agent below for an up-to-date selection.',
  revoked:
    'This presentation is no longer shared. Please contact the agent below for an up-to-date selection.',
  unavailableItem: 'This property is no longer available.',
  itemNotFound: 'This property is not part of the presentation.',
  commentLong: `The comment may be at most ${PRESENTATION_FEEDBACK_COMMENT_MAX} characters.`,
  controlCharacters: 'Please remove the special control characters.',
  feedbackSent: 'Thank you, your answer has been sent to the agent.',
  pdfUnavailable: 'The PDF cannot be made right now. Please try again in a minute.',
} as const;

/**
 * The field error of one item's price choice, or null: an override needs a positive amount
 * within the listing price limit. Keyed by the caller (`items.2.price_override`).
 */
export function priceChoiceError(choice: PriceChoice): string | null {
  if (choice.price_mode !== 'override') return null;
  if (!choice.price_override) return PRESENTATION_MESSAGES.overrideMissing;
  const { amount } = choice.price_override;
  if (!Number.isFinite(amount) || amount <= 0 || amount > LISTING_PRICE_MAX) {
    return PRESENTATION_MESSAGES.overrideRange;
  }
  return null;
}

// Tab and line breaks stay: a comment is multi-line (the API's plain-text rule, the same set).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The error of a client's comment, or null; an empty comment is fine (the answer is enough). */
export function feedbackCommentError(comment: string): string | null {
  if (comment.trim().length > PRESENTATION_FEEDBACK_COMMENT_MAX) {
    return PRESENTATION_MESSAGES.commentLong;
  }
  if (CONTROL.test(comment)) return PRESENTATION_MESSAGES.controlCharacters;
  return null;
}

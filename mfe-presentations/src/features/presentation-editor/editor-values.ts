import type { ContactImage, PresentationContactOptions, PriceMode } from '@phuket/shared/contract';
import type { Currency } from '@phuket/shared/domain';
import { formatPrice } from '@phuket/shared/format';
import { msgId, type Locale, type Translate } from '@phuket/shared/i18n';
import { inEnglish } from '../../common/messages';

export type { ContactImage, PriceMode };

/** Each price mode's label, as a message id. */
export const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  as_is: msgId('editor.price_as_is'),
  override: msgId('editor.price_override'),
  hidden: msgId('editor.price_hidden'),
};

/**
 * The "as is" choice with the listing's price in the presentation's `currency`, as its catalog
 * card shows it (the rent period too: "฿45,000 / Monthly"); the bare label when the listing has
 * no price, or while its price is still in another currency (the presentation's currency just
 * changed: the save's answer brings it converted).
 */
export function asIsPriceLabel(
  listing: ItemListing,
  currency: Currency,
  t: Translate = inEnglish,
): string {
  if (listing.price === null || listing.currency !== currency) return t('editor.price_as_is');
  return t('editor.price_as_is_with', { price: formatPrice(listing) });
}

/** Whether two lists of items show their listings at the same prices (currency included). */
export function samePrices(a: readonly EditorItem[], b: readonly EditorItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, n) =>
        item.listing.price === b[n]?.listing.price &&
        item.listing.currency === b[n]?.listing.currency,
    )
  );
}

/** A photo the owner may show: the listing's photos, in album order. */
export interface PickablePhoto {
  id: number;
  url: string;
  thumb_url: string;
}

/** What the editor shows of a chosen listing (from the options call or the saved item). */
export interface ItemListing {
  id: number;
  title: string;
  /**
   * The listing's price in `currency` for the "as is" line: the presentation's currency, as the
   * listing picker and the API's answers give it.
   */
  price: number | null;
  currency: Currency | null;
  offer_type: string | null;
  rental_type: string | null;
  photos: PickablePhoto[];
  /** False once sold, unpublished or deleted: the client sees "no longer available". */
  available: boolean;
  /**
   * The listing was deleted: `id` is then the saved item's id negated (no listing id is
   * negative), so the editor's per-listing actions still find the item, and the save sends
   * it back by its item id until the owner removes it.
   */
  deleted?: boolean;
}

/** One chosen listing as the form holds it. */
export interface EditorItem {
  /** The saved item's id; null until the presentation is saved with it. */
  item_id: number | null;
  listing: ItemListing;
  note: string;
  /** Photos to show, in the listing's order; empty means the first photos. */
  photo_ids: number[];
  price_mode: PriceMode;
  /** The typed override, as text so a half-typed amount is kept; digits only when valid. */
  override_amount: string;
  override_currency: Currency;
}

/** What the contact block at the end of the public page shows. */
export type ContactOptions = PresentationContactOptions;

export interface EditorValues {
  title: string;
  client_name: string;
  intro: string;
  currency: Currency;
  /** The client's language: the public page, its link and its PDF are in it. */
  locale: Locale;
  items: EditorItem[];
  contact: ContactOptions;
  /** YYYY-MM-DD or '' for no expiry. */
  expires_on: string;
}

/** The contract's default (DEFAULT_CONTACT_OPTIONS): the email stays private until chosen. */
export const DEFAULT_CONTACT: ContactOptions = {
  show_name: true,
  image: 'avatar',
  show_phone: true,
  show_chat: true,
  show_email: false,
};

/**
 * A new presentation's values: in the broker's currency and, until they choose another, in
 * the language they use the site in (a Russian-speaking broker's clients most often read
 * Russian).
 */
export function emptyValues(currency: Currency = 'THB', locale: Locale = 'en'): EditorValues {
  return {
    title: '',
    client_name: '',
    intro: '',
    currency,
    locale,
    items: [],
    contact: DEFAULT_CONTACT,
    expires_on: '',
  };
}

/** A listing just picked: its price as is, its first photos, no note. */
export function newItem(listing: ItemListing, currency: Currency): EditorItem {
  return {
    item_id: null,
    listing,
    note: '',
    photo_ids: listing.photos.slice(0, 6).map((photo) => photo.id),
    price_mode: 'as_is',
    override_amount: '',
    override_currency: currency,
  };
}

/** Moves the item at `from` to `to`, the others keeping their order; out of range: unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** Shows or hides one photo; the chosen ids keep the listing's photo order. */
export function togglePhoto(item: EditorItem, photoId: number): EditorItem {
  const chosen = new Set(item.photo_ids);
  if (chosen.has(photoId)) chosen.delete(photoId);
  else chosen.add(photoId);
  return {
    ...item,
    photo_ids: item.listing.photos.map((photo) => photo.id).filter((id) => chosen.has(id)),
  };
}

/** Digits only, at most 12 of them (no separators): what an override amount may be. */
const AMOUNT = /^\d{1,12}$/;

/** The override as a number, or null while the text is not a whole positive amount. */
export function overrideAmount(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!AMOUNT.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

/** Changes the price mode; choosing "override" starts from the listing's price when shown in the same currency. */
export function withPriceMode(item: EditorItem, mode: PriceMode, currency: Currency): EditorItem {
  if (mode !== 'override' || item.override_amount) return { ...item, price_mode: mode };
  const start =
    item.listing.price !== null && item.listing.currency === currency
      ? String(Math.floor(item.listing.price))
      : '';
  return { ...item, price_mode: mode, override_amount: start, override_currency: currency };
}

export type ValuesErrors = Partial<Record<'title' | 'expires_on', string>> & {
  /** By listing id: the override amount's problem. */
  items?: Record<number, string>;
};

/** What stops a save: checked before sending, with the API's own checks after. */
export function checkValues(values: EditorValues, t: Translate = inEnglish): ValuesErrors {
  const errors: ValuesErrors = {};
  if (!values.title.trim()) errors.title = t('editor.error_title');
  if (values.expires_on && !/^\d{4}-\d{2}-\d{2}$/.test(values.expires_on)) {
    errors.expires_on = t('editor.error_date');
  }
  const items: Record<number, string> = {};
  for (const item of values.items) {
    if (item.price_mode === 'override' && overrideAmount(item.override_amount) === null) {
      items[item.listing.id] = t('editor.error_override');
    }
  }
  if (Object.keys(items).length > 0) errors.items = items;
  return errors;
}

export function hasErrors(errors: ValuesErrors): boolean {
  return Boolean(errors.title || errors.expires_on || errors.items);
}

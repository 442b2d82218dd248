import type { ListingSummary } from '@phuket/shared/api';
import type {
  CreatePresentationBody,
  Presentation,
  PresentationItem,
} from '@phuket/shared/api/presentations';
import {
  createPresentation,
  getPresentation,
  getPresentationBySlug,
  regeneratePresentationLink,
  revokePresentationLink,
  updatePresentation,
} from '@phuket/shared/api/presentations';
import type { EditorApi, FeedbackEntry, SavedPresentation } from './editor-store';
import type { EditorItem, EditorValues, ItemListing } from './editor-values';
import { overrideAmount } from './editor-values';

/** What the editor calls an item whose listing was deleted. */
const DELETED_TITLE = 'A listing no longer on the site';

/** The public link, absolute, for copying into a chat. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** An ISO time -> the local calendar day the date field shows ('' for none). */
export function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date field's day -> the end of that local day: the link works all that day. */
export function endOfDay(day: string): string | null {
  if (!day) return null;
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A listing picked from the options (a catalog card): its photos across albums, to choose from. */
export function itemListingFromCard(card: ListingSummary): ItemListing {
  return {
    id: card.id,
    title: card.title ?? 'Untitled listing',
    price: card.price,
    currency: card.currency,
    offer_type: card.offer_type,
    rental_type: card.rental_type,
    photos: card.albums.flatMap((album) => album.photos),
    available: true,
  };
}

function itemFromSaved(item: PresentationItem): EditorItem {
  const listing = item.listing;
  return {
    item_id: item.id,
    listing: {
      id: item.listing_id ?? -item.id,
      title: listing?.title ?? (item.listing_id === null ? DELETED_TITLE : 'Untitled listing'),
      price: listing?.price ?? null,
      currency: listing?.currency ?? null,
      offer_type: listing?.offer_type ?? null,
      rental_type: listing?.rental_type ?? null,
      photos: listing?.photos ?? [],
      available: item.available,
      ...(item.listing_id === null ? { deleted: true } : {}),
    },
    note: item.note ?? '',
    photo_ids: item.photo_ids,
    price_mode: item.price_mode,
    override_amount: item.price_override ? String(Math.floor(item.price_override.amount)) : '',
    override_currency: item.price_override?.currency ?? 'THB',
  };
}

/** The server's presentation as the form and the side panels show it. */
export function fromPresentation(presentation: Presentation): SavedPresentation {
  const items = presentation.items;
  const title = (item: PresentationItem) => item.listing?.title ?? DELETED_TITLE;
  const feedback: FeedbackEntry[] = presentation.items
    .flatMap((item) =>
      item.feedback.map((entry) => ({
        id: entry.id,
        listing_id: item.listing_id,
        listing_title: title(item),
        answer: entry.answer,
        comment: entry.comment,
        created_at: entry.created_at,
      })),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    values: {
      title: presentation.title,
      client_name: presentation.client_name ?? '',
      intro: presentation.intro ?? '',
      currency: presentation.currency,
      locale: presentation.locale,
      items: items.map(itemFromSaved),
      contact: presentation.contact,
      expires_on: dayOf(presentation.expires_at),
    },
    meta: {
      id: presentation.id,
      slug: presentation.slug,
      url: absoluteUrl(presentation.url),
      version: presentation.version,
      status: presentation.status,
      opens: {
        ...presentation.stats,
        viewed: presentation.items
          .filter((item) => item.views > 0)
          .map((item) => ({ title: title(item), views: item.views })),
      },
      feedback,
    },
  };
}

/** The form -> the body of a create or update: every field, the items in their order. */
export function bodyOf(values: EditorValues): CreatePresentationBody {
  return {
    title: values.title.trim(),
    client_name: values.client_name.trim() || null,
    intro: values.intro.trim() || null,
    currency: values.currency,
    locale: values.locale,
    contact: values.contact,
    expires_at: endOfDay(values.expires_on),
    items: values.items.map((item) => {
      const amount = overrideAmount(item.override_amount);
      // A deleted listing's item goes back by its own id: it stays until the owner removes it.
      const listing =
        item.listing.deleted && item.item_id !== null
          ? { listing_id: null, item_id: item.item_id }
          : { listing_id: item.listing.id };
      return {
        ...listing,
        note: item.note.trim() || null,
        photo_ids: item.photo_ids,
        price_mode: item.price_mode,
        price_override:
          item.price_mode === 'override' && amount !== null
            ? { amount, currency: item.override_currency }
            : null,
      };
    }),
  };
}

export const editorApi: EditorApi = {
  load: async (slug) => fromPresentation(await getPresentationBySlug(slug)),
  get: async (id) => fromPresentation(await getPresentation(id)),
  create: async (body) => fromPresentation(await createPresentation(body)),
  // The body names the version it was based on: the store's, so a stale save is a 409.
  update: async (meta, body) => fromPresentation(await updatePresentation(meta.id, body)),
  revoke: async (meta) => fromPresentation(await revokePresentationLink(meta.id)),
  regenerate: async (meta) => fromPresentation(await regeneratePresentationLink(meta.id)),
};

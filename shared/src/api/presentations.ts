import type {
  CreatePresentationBody,
  Currency,
  FeedbackAnswer,
  ListingCard,
  MessageBody,
  Page,
  Presentation,
  PresentationFeedback,
  PresentationGoneBody,
  PresentationItem,
  PresentationItemBody,
  PresentationSummary,
  PresentationTracked,
  PublicPresentation,
  PublicPresentationItem,
  UpdatePresentationBody,
} from '../contract';
import type { EndpointQuery } from '../contract/endpoint';
import type { presentationEndpoints } from '../contract/endpoints/presentations';
import { endpointCaller } from '@phuket/shared/api';
import { presentationRoutes } from './generated/presentations';

// Presentations. One typed function per endpoint. Owner calls go to
// /presentations/{id}; the public view, its tracking and feedback to /presentation/{slug}.
// Errors are re-thrown: 422 carries field errors, 409 means the presentation changed elsewhere
// (reload it), 410 an expired or revoked link (its body is a PresentationGoneBody: read it
// with `readPresentationGone`), 429 a wait, 503 a PDF that cannot be made now.

export type {
  CreatePresentationBody,
  Presentation,
  PresentationFeedback,
  PresentationGoneBody,
  PresentationItem,
  PresentationItemBody,
  PresentationSummary,
  PublicPresentation,
  PublicPresentationItem,
  UpdatePresentationBody,
};

/** `page`, `per_page`, `filter[title]`. */
export type PresentationsParams = Record<string, string | number>;
/** `page`, `per_page`, `currency` and the catalog's `filter[...]` keys. */
export type PresentationOptionsParams = Record<string, string | number>;

const call = endpointCaller<typeof presentationEndpoints>(presentationRoutes);
type Query<K extends keyof typeof presentationEndpoints> = EndpointQuery<
  (typeof presentationEndpoints)[K]
>;

const owner = (id: number | string) => `/presentations/${encodeURIComponent(id)}`;
const shared = (slug: string) => `/presentation/${encodeURIComponent(slug)}`;

/** GET /presentations: the owner's presentations, newest first, with their opens. */
export async function getPresentations(
  params: PresentationsParams = {},
): Promise<Page<PresentationSummary>> {
  return call('getPresentations', { query: params as Query<'getPresentations'> });
}

export async function createPresentation(body: CreatePresentationBody): Promise<Presentation> {
  return call('createPresentation', { body });
}

export async function getPresentation(id: number | string): Promise<Presentation> {
  // An id read from a URL is sent as it is: the API answers 422 for one that is not a number.
  return call('getPresentation', { params: { id: id as number } });
}

/** The editor's look-up from its URL (/presentation/{slug}/edit); the owner's only. */
export async function getPresentationBySlug(slug: string): Promise<Presentation> {
  return call('getPresentationBySlug', { params: { slug } });
}

/** Only the fields sent change; `items` replaces the whole list in its order. */
export async function updatePresentation(
  id: number,
  body: UpdatePresentationBody,
): Promise<Presentation> {
  return call('updatePresentation', { params: { id }, body });
}

/** Every item id once, in the new display order. */
export async function reorderPresentationItems(
  id: number,
  version: number,
  itemIds: number[],
): Promise<Presentation> {
  return call('reorderPresentationItems', { params: { id }, body: { version, item_ids: itemIds } });
}

export async function deletePresentation(id: number): Promise<MessageBody> {
  return call('deletePresentation', { params: { id } });
}

/** A copy with a new link (no opens, no feedback); answers the copy. */
export async function duplicatePresentation(id: number): Promise<Presentation> {
  return call('duplicatePresentation', { params: { id }, body: {} });
}

/** The link answers 410 from now on; regenerating gives a working one again. */
export async function revokePresentationLink(id: number): Promise<Presentation> {
  return call('revokePresentationLink', { params: { id }, body: {} });
}

/** A new slug; the old link answers 410 as revoked. Clears a revocation. */
export async function regeneratePresentationLink(id: number): Promise<Presentation> {
  return call('regeneratePresentationLink', { params: { id }, body: {} });
}

/** The owner's PDF download: GET this path (relative to the API base) with the session. */
export function presentationPdfPath(id: number): string {
  return `${owner(id)}/pdf`;
}

/** GET /get/presentations/options (docs/product-rules.md §7): published listings of everyone, 6 a page. */
export async function getPresentationOptions(
  params: PresentationOptionsParams = {},
): Promise<Page<ListingCard>> {
  return call('getPresentationOptions', { query: params as Query<'getPresentationOptions'> });
}

// The public view: no account needed.

export async function getPublicPresentation(
  slug: string,
  currency?: Currency,
): Promise<PublicPresentation> {
  return call('getPublicPresentation', { params: { slug }, query: currency ? { currency } : {} });
}

/** One open of the public page; the owner's own opens answer `counted: false`. */
export async function recordPresentationOpen(slug: string): Promise<PresentationTracked> {
  return call('recordPresentationOpen', { params: { slug }, body: {} });
}

/** The client looked at one listing (scrolled to it or opened its gallery). */
export async function recordPresentationView(
  slug: string,
  itemId: number,
): Promise<PresentationTracked> {
  return call('recordPresentationView', { params: { slug, itemId }, body: {} });
}

export async function sendPresentationFeedback(
  slug: string,
  itemId: number,
  body: { answer: FeedbackAnswer; comment?: string | null; website?: string },
): Promise<MessageBody> {
  return call('sendPresentationFeedback', { params: { slug, itemId }, body });
}

/** The client's PDF download, relative to the API base (the answer's `pdf_path` is the same). */
export function publicPresentationPdfPath(slug: string): string {
  return `${shared(slug)}/pdf`;
}

/** The 410 body of an expired or revoked link (its message and the owner's contacts), or null. */
export function readPresentationGone(error: unknown): PresentationGoneBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const response = (error as { response?: { status?: unknown; data?: unknown } }).response;
  if (response?.status !== 410) return null;
  const body = response.data as Partial<PresentationGoneBody> | undefined;
  return typeof body?.message === 'string' && typeof body.contact === 'object' && body.contact
    ? (body as PresentationGoneBody)
    : null;
}

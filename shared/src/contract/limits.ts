// Limits, patterns and messages both sides apply: the browser checks a form before sending it,
// the API decides. Plain values with no schema library, so browser bundles can import them.

/** Largest id (PostgreSQL integer). */
export const ID_MAX_VALUE = 2_147_483_647;

/** The last page number a list endpoint accepts (`page`), and so the last a URL may name. */
export const PAGE_MAX = 100_000;

/** The longest title search (`filter[title]` of /api/developers and /api/projects). */
export const TITLE_SEARCH_MAX = 100;

export const PAGE_SIZES = {
  brokerListings: 6,
  allListings: 6,
  presentationOptions: 6,
  properties: 12,
  developerListings: 12,
  projectListings: 12,
  agentListings: 12,
  developers: 10,
  projects: 10,
  fullList: 100,
} as const;

// Account forms.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;
/**
 * What every form takes for an email address before sending it: something@domain.tld, no
 * spaces, nothing after the last dot but letters of the top-level domain. Account bodies are
 * checked again by the API's `format: 'email'`; the subscription by this very test.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text);
}
export const PHONE_MAX = 32;
/** A one-time code: six digits (the API accepts up to CODE_MAX characters and says "invalid"). */
export const CODE_LENGTH = 6;
export const CODE_MAX = 16;
/** What a register form's phone may look like before the API normalises it. */
export const REGISTER_PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{3,31}$';
/** A name must hold one non-space character. */
export const NAME_PATTERN = '\\S';

/** zxcvbn's 0..4 scale; 3 = "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;
/** The API's message for a refused password, followed by zxcvbn's advice. */
export const TOO_EASY = 'This password is too easy to guess.';
/*
 * zxcvbn's matching grows steeply with length and with l33t substitutions: with its defaults
 * a 128-character repeated pattern took 1-2.5 s of CPU, which any visitor could ask for.
 * 64 characters and 10 substitutions keep the worst case near 50 ms; a password whose first
 * 64 characters are guessable is refused, a strong prefix is enough.
 */
export const ESTIMATOR_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 10 } as const;

/** What the person is known by: "kanya2024" is weak for kanya@example.com. */
export function personalWords(context: { email?: string; name?: string }): string[] {
  const words = new Set<string>();
  const email = context.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0] ?? '';
    words.add(local);
    for (const part of local.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  }
  const name = context.name?.trim().toLowerCase();
  if (name) {
    words.add(name);
    for (const part of name.split(/\s+/)) if (part.length >= 3) words.add(part);
  }
  words.delete('');
  return [...words];
}

// Avatar and company logo uploads.
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * Decoding costs about 4 bytes per pixel: 40 megapixels is ~160 MB of RAM for one upload, and
 * more than any phone camera needs.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The API's answers to a refused upload. */
export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG or WebP image.';
export const IMAGE_TOO_LARGE = 'The file must not be greater than 10 MB.';
export const TOO_MANY_PIXELS = 'The image must not have more than 40 megapixels.';
export const UNREADABLE_IMAGE = 'The image could not be read. It may be damaged.';

/** The browser's messages before the upload starts. */
export const WRONG_TYPE_MESSAGE = 'Choose a JPEG, PNG or WebP image.';
export const TOO_LARGE_MESSAGE = 'The file is too large. The maximum size is 10 MB.';
export const EMPTY_FILE_MESSAGE = 'The file is empty. Choose another image.';

/** Why this file cannot be uploaded, or null. The type is the browser's guess from the name; the server checks the content. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}

// The listing wizard. Column sizes bound the text fields; the numbers are wide enough
// for any real Phuket property and narrow enough that nonsense is refused.
export const LISTING_TITLE_MAX = 255;
export const LISTING_DESCRIPTION_MAX = 10_000;
export const LISTING_ADDRESS_MAX = 500;
/** In the listing's own currency; the database column holds 14 digits before the point. */
export const LISTING_PRICE_MAX = 1e12;
/** sq.m: a land plot of 100 ha still fits. */
export const LISTING_AREA_MAX = 1_000_000;
export const LISTING_ROOMS_MAX = 50;
export const LISTING_DISCOUNT_MAX = 100;
export const LISTING_AMENITIES_MAX = 100;
/** The wizard steps the server stores without media: basics, location, price and details. */
export const LISTING_DATA_STEPS = [1, 2, 3] as const;
export type ListingDataStep = (typeof LISTING_DATA_STEPS)[number];
/** Publishing needs at least this many photos. */
export const LISTING_MIN_PHOTOS = 3;
/**
 * Listing photos. Camera JPEGs are 4-12 MB and iPhone HEICs 2-4 MB, so 20 MB leaves room for
 * any phone or camera without letting one request hold the server's memory for long.
 */
export const LISTING_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** A listing keeps at most this many photos (the 51st is refused). */
export const LISTING_MAX_PHOTOS = 50;
/** Narrower than this looks soft in the gallery on a large screen: the upload answers a warning. */
export const LISTING_PHOTO_MIN_WIDTH = 1280;
export const LISTING_ALBUM_TITLE_MAX = 100;
export const LISTING_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** What the file picker offers; HEIC by extension too, since some browsers report no type. */
export const LISTING_PHOTO_ACCEPT = `${LISTING_PHOTO_TYPES.join(',')},.heic,.heif`;
export const LISTING_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'] as const;

/** The API's answers to a refused listing photo, and the upload's warning. */
export const NOT_A_LISTING_PHOTO = 'The file must be a JPEG, PNG, WebP or HEIC image.';
export const LISTING_PHOTO_TOO_LARGE = 'The file must not be greater than 20 MB.';
export const TOO_MANY_LISTING_PHOTOS = 'A listing can have at most 50 photos.';
export const DUPLICATE_LISTING_PHOTO = 'This photo is already in this listing.';
export const SOFT_PHOTO_WARNING =
  'This photo is under 1280 px wide: it will look soft on large screens.';
/** A HEIC the processing job could not finish after its retries (the store or the database). */
export const PHOTO_PROCESSING_FAILED =
  'The photo could not be processed. Remove it and upload it again.';
export const PHOTO_NOT_READY = 'Only a processed photo can be the cover.';
export const ALBUM_NOT_EMPTY = 'This album still has photos. Move or delete them first.';
export const PHOTO_ORDER_MISMATCH =
  "The order must list each of this listing's photos exactly once. Reload and try again.";

/** The browser's messages before a listing photo is sent. */
export const LISTING_PHOTO_WRONG_TYPE = 'Choose a JPEG, PNG, WebP or HEIC image.';
export const LISTING_PHOTO_TOO_LARGE_MESSAGE = 'The file is too large. The maximum size is 20 MB.';

/**
 * Why this file cannot be a listing photo, or null. The browser's type is a guess from the name
 * (empty for HEIC in some browsers, hence the extension); the server checks the bytes.
 */
export function checkListingPhotoFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (LISTING_PHOTO_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && (LISTING_PHOTO_EXTENSIONS as readonly string[]).includes(extension));
  if (!typeOk) return LISTING_PHOTO_WRONG_TYPE;
  if (file.size > LISTING_PHOTO_MAX_BYTES) return LISTING_PHOTO_TOO_LARGE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  return null;
}

/**
 * Listing video: one per listing, MP4, MOV or WebM, sent resumably (tus). 1 GB is
 * about ten minutes of phone 1080p: a walkthrough, not a film.
 */
export const LISTING_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const LISTING_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const LISTING_VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'webm'] as const;
export const LISTING_VIDEO_ACCEPT = `${LISTING_VIDEO_TYPES.join(',')},.mp4,.m4v,.mov,.webm`;
export const NOT_A_LISTING_VIDEO = 'The file must be an MP4, MOV or WebM video.';
export const LISTING_VIDEO_TOO_LARGE = 'The video must not be greater than 1 GB.';
export const UNREADABLE_VIDEO = 'The video could not be read. It may be damaged or cut short.';
export const LISTING_VIDEO_WRONG_TYPE = 'Choose an MP4, MOV or WebM video.';
export const LISTING_VIDEO_BUSY = 'This listing already has a video. Remove it first.';
export const EMPTY_MEDIA_FILE = 'The file is empty. Choose another file.';

/** Why this file cannot be the listing's video, or null (the server checks the bytes). */
export function checkListingVideoFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (LISTING_VIDEO_TYPES as readonly string[]).includes(file.type) ||
    (LISTING_VIDEO_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return LISTING_VIDEO_WRONG_TYPE;
  if (file.size > LISTING_VIDEO_MAX_BYTES) return LISTING_VIDEO_TOO_LARGE;
  if (file.size === 0) return EMPTY_MEDIA_FILE;
  return null;
}

/** Listing documents: PDF only (brochures, title deeds, floor plans as drawn), 20 MB each. */
export const LISTING_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const LISTING_DOCUMENT_TITLE_MAX = 120;
/** A listing keeps at most this many documents. */
export const LISTING_MAX_DOCUMENTS = 20;
/** A listing keeps at most this many floor plan photos. */
export const LISTING_MAX_FLOOR_PLAN_PHOTOS = 20;
export const LISTING_DOCUMENT_TOO_LARGE = 'The file must not be greater than 20 MB.';
export const TOO_MANY_LISTING_DOCUMENTS = 'A listing can have at most 20 documents.';
export const TOO_MANY_FLOOR_PLAN_PHOTOS = 'A floor plan can have at most 20 photos.';
export const LISTING_DOCUMENT_WRONG_TYPE = 'Choose a PDF document.';

/** Why this file cannot be a listing document, or null (the server checks the bytes). */
export function checkListingDocumentFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (file.type !== 'application/pdf' && extension !== 'pdf') return LISTING_DOCUMENT_WRONG_TYPE;
  if (file.size > LISTING_DOCUMENT_MAX_BYTES) return LISTING_DOCUMENT_TOO_LARGE;
  if (file.size === 0) return EMPTY_MEDIA_FILE;
  return null;
}

/** The answer to a write based on an older version of the listing. */
export const STALE_LISTING_MESSAGE =
  'This listing was changed in another tab or device. Reload to see the latest version.';

// Presentations. Text sizes are what a broker writes to one client: room for a
// real message, no room for a novel pasted by mistake.
export const PRESENTATION_TITLE_MAX = 255;
export const PRESENTATION_CLIENT_NAME_MAX = 255;
export const PRESENTATION_INTRO_MAX = 5000;
export const PRESENTATION_NOTE_MAX = 2000;
/** A selection, not a catalogue: more than this is better split into two presentations. */
export const PRESENTATION_ITEMS_MAX = 30;
/** Random characters of a new slug; at least 10 (docs/product-rules.md §9). */
export const PRESENTATION_SLUG_LENGTH = 16;
export const PRESENTATION_SLUG_MIN = 10;
export const PRESENTATION_SLUG_MAX = 64;
/** The owner's list of presentations. */
export const PRESENTATIONS_PER_PAGE = 10;
export const PRESENTATION_FEEDBACK_COMMENT_MAX = 1000;
/** The honeypot of the feedback form may hold anything a bot types. */
export const PRESENTATION_HONEYPOT_MAX = 2000;

// The developer and project database.
export const DATABASE_TITLE_MAX = 255;
export const DATABASE_DESCRIPTION_MAX = 10_000;
export const WEBSITE_MAX = 255;
export const YEAR_FOUNDED_MIN = 1900;
export const YEAR_FOUNDED_MAX = 2100;
export const PROJECTS_COMPLETED_MAX = 10_000;
export const PROJECT_ADDRESS_MAX = 500;
export const PROJECT_AMENITIES_MAX = 100;
export const PAYMENT_PLAN_MAX_STAGES = 12;
export const PAYMENT_STAGE_LABEL_MAX = 100;
/** Percent points the stages may miss 100 by (rounding of thirds). */
export const PAYMENT_PLAN_TOLERANCE = 0.01;
/**
 * Thai law caps a registered lease at 30 years; renewals written in contracts reach 90. The
 * project and listing wizards and the API take whole years from 1 to this.
 */
export const LEASEHOLD_YEARS_MAX = 99;
export const FOREIGN_QUOTA_UNITS_MAX = 100_000;
export const LAYOUT_NAME_MAX = 100;
/** Gallery photos per developer and per project. */
export const DEVELOPER_MAX_PHOTOS = 30;
export const PROJECT_MAX_PHOTOS = 50;
/** POST {paths.photos}: files in one request. */
export const PROJECT_PHOTOS_PER_REQUEST = 10;
/** The project video is stored as sent: mp4 or webm, at most 100 MB. */
export const PROJECT_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const PROJECT_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export const PROJECT_BROCHURE_MAX_BYTES = 20 * 1024 * 1024;
export const NOT_A_VIDEO = 'The file must be an MP4 or WebM video.';
export const VIDEO_TOO_LARGE = 'The file must not be greater than 100 MB.';
export const NOT_A_PDF = 'The file must be a PDF document.';
/** A PDF without its end marker: cut off in transit, or damaged. */
export const PDF_INCOMPLETE = 'The PDF is incomplete or damaged. Upload it again.';
/** A PDF that would run a script or open another program in the reader of whoever opens it. */
export const PDF_ACTIVE_CONTENT =
  'The PDF must not contain scripts or actions that open other programs. Save or print it to a new PDF without them.';
export const PDF_TOO_LARGE = 'The file must not be greater than 20 MB.';
export const TOO_MANY_DEVELOPER_PHOTOS = 'A developer can have at most 30 photos.';
export const TOO_MANY_PROJECT_PHOTOS = 'A project can have at most 50 photos.';
export const DUPLICATE_DEVELOPER_PHOTO = 'This photo is already in this developer’s photos.';
export const DUPLICATE_PROJECT_PHOTO = 'This photo is already in this project.';
export const RECORD_PHOTO_ORDER_MISMATCH =
  'The order must list each of the gallery’s photos exactly once. Reload and try again.';
/** Unit table. */
export const UNIT_NUMBER_MAX = 32;
export const UNIT_FLOOR_MIN = -5;
export const UNIT_FLOOR_MAX = 200;
export const UNITS_MAX_ROWS = 2000;
export const UNITS_CSV_MAX_BYTES = 1024 * 1024;
/** The answer to a write based on an older version of the developer or project. */
export const STALE_RECORD_MESSAGE =
  'This record was changed in another tab or device. Reload to see the latest version.';

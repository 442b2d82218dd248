import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AsyncCache } from '../cache/async-cache';
import type { Db } from '../db/client';
import { developers, listings, projects } from '../db/schema';
import { publicMediaUrl } from './keys';

/**
 * Media whose record decides who may load it: uploads of a listing (`listings/{id}/`), a
 * developer (`developers/{id}/`), a project (`projects/{id}/`) and its layouts
 * (`layouts/{projectId}/`). Anyone may load them while the record is published; otherwise
 * only through a signed URL, which the API puts in its answers to the owner and to staff.
 * Everything else (avatars, logos of accounts, the seeded `catalog/` pool) is public as before.
 */
export interface MediaOwner {
  kind: 'listing' | 'developer' | 'project';
  id: number;
}

const GATED_FOLDER = /^(listings|developers|projects|layouts)\/([0-9]{1,10})\//;

export function mediaOwnerOf(key: string): MediaOwner | null {
  const match = GATED_FOLDER.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  const folder = match[1];
  const kind =
    folder === 'listings' ? 'listing' : folder === 'developers' ? 'developer' : 'project';
  return { kind, id };
}

/**
 * The key a media request names, as the static file server will resolve it: `send` decodes the
 * path once more and drops empty segments, so `listings//7/x.webp` or `listings%2F7/x.webp`
 * must be recognised as the listing's too. Null when it cannot be decoded (then nothing is sent).
 */
export function requestedMediaKey(pathName: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return null;
  }
  return decoded
    .split(/[\\/]+/)
    .filter(Boolean)
    .join('/');
}

/**
 * Signed URLs expire on an hour boundary between one and two hours ahead: every answer within
 * the same hour names the same URL, so the browser's cache still serves the wizard's photos
 * between its saves, and a copied URL stops working within two hours.
 */
export const SIGNED_MEDIA_WINDOW_SECONDS = 60 * 60;

function signatureOf(secret: string, key: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`media:${key}:${expires}`).digest();
}

export function signedMediaQuery(secret: string, key: string, now: Date): string {
  const window = SIGNED_MEDIA_WINDOW_SECONDS;
  const expires = (Math.floor(now.getTime() / 1000 / window) + 2) * window;
  return `exp=${expires}&sig=${signatureOf(secret, key, expires).toString('base64url')}`;
}

export type MediaSignatureCheck =
  | { ok: true; expires: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** `search` is the request's query string (without '?'). */
export function checkMediaSignature(
  secret: string,
  key: string,
  search: string,
  now: Date,
): MediaSignatureCheck {
  const query = new URLSearchParams(search);
  const exp = query.get('exp');
  const sig = query.get('sig');
  if (exp === null && sig === null) return { ok: false, reason: 'missing' };
  if (exp === null || sig === null || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, reason: 'invalid' };
  }
  const expires = Number(exp);
  const given = Buffer.from(sig, 'base64url');
  const expected = signatureOf(secret, key, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expires };
}

/**
 * How an answer names media. A bare prefix gives the public URL; `MediaLinks` also signs the
 * keys of gated folders, for answers to their owner or to staff.
 */
export interface MediaLinks {
  readonly prefix: string;
  /** The query that lets this key be loaded without its record being public, or null. */
  sign(key: string): string | null;
}

export type MediaBase = string | MediaLinks;

export function mediaBasePrefix(base: MediaBase): string {
  return typeof base === 'string' ? base : base.prefix;
}

/** The URL of a stored key (not an external URL) under `base`. */
export function linkMediaKey(base: MediaBase, key: string): string {
  const url = publicMediaUrl(mediaBasePrefix(base), key);
  if (typeof base === 'string') return url;
  const query = base.sign(key);
  return query === null ? url : `${url}?${query}`;
}

export function signingMediaLinks(prefix: string, secret: string, now: () => Date): MediaLinks {
  return {
    prefix,
    sign: (key) => (mediaOwnerOf(key) === null ? null : signedMediaQuery(secret, key, now())),
  };
}

/**
 * Whether a record's media is public now, read from the database and kept for the catalog's
 * cache time (LISTING_CACHE_TTL_MS): a card page asks for dozens of photos of a few listings.
 * Emptied with the catalog's caches, on this process's writes and on other processes' NOTIFY,
 * so a listing taken off the site stops serving its media at once, as its page does.
 */
export class MediaVisibility {
  private readonly cache: AsyncCache<string, boolean>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.cache = new AsyncCache<string, boolean>({ ttlMs, maxEntries: 20_000 });
  }

  isPublic(owner: MediaOwner): Promise<boolean> {
    return this.cache.getOrLoad(`${owner.kind}:${owner.id}`, () => this.load(owner));
  }

  clear(): void {
    this.cache.clear();
  }

  // Only 'published' is on the public site: sold, rented, archived, suspended (and whatever
  // status is added later) are not, so the rule is an equality, never a list of exclusions.
  private async load({ kind, id }: MediaOwner): Promise<boolean> {
    const table = kind === 'listing' ? listings : kind === 'developer' ? developers : projects;
    const [row] = await this.db
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row?.status === 'published';
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from './storage';

/**
 * How old an unreferenced file or an unfinished upload must be before the clean-up removes
 * it: a file is written before the row that names it (a photo is stored, then its row
 * inserted), so a young file without a row may be one about to get it.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export interface UnnamedFiles {
  /** Folders to list (each ending in '/'). */
  folders: readonly string[];
  /** Captures the owner's id (group 1) from a key; keys it does not match are left alone. */
  ownerOf: RegExp;
  /** Files written at or after this are young: their row may be about to be written. */
  cutoff: Date;
  /** Every key the owner's rows name, with all the sizes stored for each. */
  named: (ownerId: number) => Promise<Set<string>>;
}

/**
 * The daily clean-ups' common part: removes the files under `folders`, older than `cutoff`,
 * that no row of their owner names. A failed removal is logged, not thrown (it costs storage,
 * not correctness). Returns how many files went.
 */
export async function removeUnnamedFiles(
  storage: MediaStorage,
  log: FastifyBaseLogger,
  { folders, ownerOf, cutoff, named }: UnnamedFiles,
): Promise<number> {
  const byOwner = new Map<number, string[]>();
  for (const folder of folders) {
    for await (const file of storage.list(folder)) {
      if (file.modified >= cutoff) continue;
      const id = Number(ownerOf.exec(file.key)?.[1]);
      if (!Number.isSafeInteger(id)) continue;
      byOwner.set(id, [...(byOwner.get(id) ?? []), file.key]);
    }
  }
  let removed = 0;
  for (const [id, keys] of byOwner) {
    const kept = await named(id);
    for (const key of keys) {
      if (kept.has(key)) continue;
      try {
        await storage.remove(key);
        removed += 1;
      } catch (err) {
        log.warn({ err, key }, 'unnamed media file not removed');
      }
    }
  }
  return removed;
}

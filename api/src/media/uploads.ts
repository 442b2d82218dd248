import { type ImageVariant, renderImage, variantKey } from './images';
import { type MediaStorage, randomKey } from './storage';

/**
 * Checks, re-encodes and stores an uploaded image in every size of `variants`; returns the
 * key of the main size (what a row stores). If one write fails, the ones already written are
 * removed so no orphan files pile up.
 */
export async function storeImage(
  storage: MediaStorage,
  folder: string,
  bytes: Buffer,
  variants: readonly ImageVariant[],
): Promise<string> {
  const rendered = await renderImage(bytes, variants);
  const key = randomKey(folder, 'webp');
  const written: string[] = [];
  try {
    for (const image of rendered) {
      const k = variantKey(key, image.suffix);
      await storage.put(k, image.data, image.contentType);
      written.push(k);
    }
  } catch (err) {
    await Promise.allSettled(written.map((k) => storage.remove(k)));
    throw err;
  }
  return key;
}

/** Removes an image stored by storeImage, all sizes. Failures are reported, not thrown. */
export async function removeImage(
  storage: MediaStorage,
  key: string,
  variants: readonly ImageVariant[],
): Promise<PromiseSettledResult<void>[]> {
  // Rows written by seeds or older code may hold URLs or paths that are not ours to delete.
  if (/^(https?:)?\/\//i.test(key) || key.startsWith('/')) return [];
  return Promise.allSettled(variants.map((v) => storage.remove(variantKey(key, v.suffix))));
}

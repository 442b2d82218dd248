import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Words a page in any language may show in Latin letters: the brand, currency codes, the
 * names of apps and services, units and abbreviations that are written so everywhere.
 */
const LATIN_EVERYWHERE = new Set([
  'wow',
  'phuket',
  'thb',
  'usd',
  'eur',
  'line',
  'whatsapp',
  'facebook',
  'instagram',
  'youtube',
  'google',
  'pdf',
  'id',
  // Russian and Chinese legal texts name cookies so.
  'cookie',
  'cookies',
  'english',
  // The header's language switch shows codes.
  'en',
  'ru',
  'th',
  'zh',
  'sqm',
  // Image formats, named so in every language (the profile's photo and logo uploads).
  'jpeg',
  'png',
  'webp',
]);

/**
 * The visible words of `selector` written only in Latin letters, on a page in another
 * language: untranslated English. Text a supplier or visitor wrote (titles, descriptions,
 * names, places), marked `data-user-content`, is theirs and left out, as are form values,
 * hidden text and text in another declared language (`lang`, e.g. the language switch).
 */
export async function untranslatedWords(page: Page, selector = 'body'): Promise<string[]> {
  const words = await page.evaluate((scope) => {
    const root = document.querySelector(scope);
    if (!root) return [];
    const pageLang = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      if (parent.closest('[data-user-content], script, style, noscript, option, textarea'))
        continue;
      const declared = parent.closest('[lang]');
      if (declared && declared.getAttribute('lang') !== pageLang) continue;
      const style = getComputedStyle(parent);
      const hidden =
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        (parent.offsetWidth === 0 &&
          parent.offsetHeight === 0 &&
          !parent.closest('.visually-hidden'));
      if (hidden) continue;
      for (const word of (node.textContent ?? '').split(/[^A-Za-z]+/)) {
        if (word.length >= 2) found.push(word);
      }
    }
    return found;
  }, selector);
  return [...new Set(words.filter((word) => !LATIN_EVERYWHERE.has(word.toLowerCase())))];
}

/** Fails listing the English words left on a page that is not in English. */
export async function expectNoUntranslatedText(page: Page, selector = 'body'): Promise<void> {
  expect(await untranslatedWords(page, selector), 'untranslated words').toEqual([]);
}

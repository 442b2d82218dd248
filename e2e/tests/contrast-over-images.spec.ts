import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { textContrasts } from '../support/contrast';
import { lookAt } from '../support/look';

// WCAG 1.4.3 where axe cannot judge it: text over a gradient, a photo or an overlay. The home
// page's hero and the promotion tiles among the listings (with the badges over the listing
// photos beside them) are photographed with their text made transparent, and every text must
// keep its contrast against every pixel behind it: 4.5:1, or 3:1 for large text.

interface Case {
  path: string;
  /** The parts of the page whose text sits on an image, a gradient or an overlay. */
  scope: string;
  /** What has to be there, so the check can never pass on an empty page. */
  texts: string[];
}

const CASES: Case[] = [
  {
    path: '/',
    scope: '.hero',
    texts: ['Get the WOW Experience of Phuket Real Estate', 'Currencies: THB, USD, EUR'],
  },
  {
    path: '/properties',
    scope: '.promo-banner, .listing-card__media',
    texts: ['Sell with us', 'New projects', 'Local experts'],
  },
];

async function ready(page: Page, item: Case): Promise<void> {
  await waitForApp(page);
  await expect(page.locator(item.scope).first()).toBeVisible();
  // Text is measured as drawn in its own font, not a fallback's.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const item of CASES) {
      test(`every text over a picture on ${item.path} reaches its contrast`, async ({ page }) => {
        await page.goto(item.path);
        await ready(page, item);
        await lookAt(page.locator(item.scope).first(), {
          path: test.info().outputPath(`contrast-${item.path.slice(1) || 'home'}-${width}.png`),
        });
        const measured = await textContrasts(page, item.scope);
        expect(measured.map((each) => each.text)).toEqual(expect.arrayContaining(item.texts));
        const low = measured
          .filter((each) => each.ratio < each.required)
          .map((each) => `${each.text}: ${each.ratio.toFixed(2)}:1, needs ${each.required}:1`);
        expect(low).toEqual([]);
      });
    }
  });
}

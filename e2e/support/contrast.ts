import type { Page } from '@playwright/test';

/** One text's lowest contrast against the pixels behind it. */
export interface TextContrast {
  text: string;
  /** The lowest ratio over every background pixel behind the text, 1 to 21. */
  ratio: number;
  /** WCAG 1.4.3: 3 for large text (24 px, or 18.66 px bold), else 4.5. */
  required: number;
}

interface Probe {
  index: number;
  text: string;
  /**
   * The text's colour as painted: its RGB, and its alpha times every opacity from the element
   * up (exact when the translucent element is the text's own, as an eyebrow faded with
   * `opacity`; an ancestor's opacity also fades the background, which the photograph holds).
   */
  rgb: [number, number, number];
  alpha: number;
  large: boolean;
}

const PROBE = 'data-contrast-probe';

/**
 * Marks every element in `scope` with text of its own (shown, not visually hidden) and reads
 * the colour it paints that text in. Axe cannot do this: it gives up on text over a gradient or
 * an image ("needs review"), which is exactly where contrast goes wrong.
 */
async function markTexts(page: Page, scope: string): Promise<Probe[]> {
  return page.evaluate(
    ({ scope: selector, attribute }) => {
      const parse = (value: string): number[] =>
        (value.match(/[\d.]+/g) ?? []).map((part) => Number(part));
      // Screen-reader-only text (.visually-hidden: a 1 px box that clips what it holds) is
      // laid out at full size but paints nothing.
      const clippedAway = (element: Element): boolean => {
        for (let up: Element | null = element; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          const box = up.getBoundingClientRect();
          const clips = style.overflow !== 'visible' || style.clip !== 'auto';
          if (clips && (box.width <= 1 || box.height <= 1)) return true;
        }
        return false;
      };
      const probes: Probe[] = [];
      const owners = new Set<Element>();
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const owner = node.parentElement;
          if (!owner || owners.has(owner) || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (
            box.width <= 1 ||
            box.height <= 1 ||
            !owner.checkVisibility({ opacityProperty: true })
          )
            continue;
          if (clippedAway(owner)) continue;
          owners.add(owner);
          const style = getComputedStyle(owner);
          const [red = 0, green = 0, blue = 0, colourAlpha = 1] = parse(style.color);
          let alpha = colourAlpha;
          for (let up: Element | null = owner; up; up = up.parentElement) {
            alpha *= Number(getComputedStyle(up).opacity);
          }
          const size = parseFloat(style.fontSize);
          const bold = Number(style.fontWeight) >= 700;
          owner.setAttribute(attribute, String(probes.length));
          probes.push({
            index: probes.length,
            text: (owner.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
            rgb: [red, green, blue],
            alpha,
            large: size >= 24 || (bold && size >= 18.66),
          });
        }
      }
      return probes;
    },
    { scope, attribute: PROBE },
  );
}

/**
 * Leaves only the backgrounds to photograph: every text in `scope` transparent, without
 * shadows or transitions, and every fixed or sticky bar outside it hidden (a header scrolled
 * over the text is not what it is read against). Waits for the background images of `scope`
 * to have arrived, and for the change to be painted.
 */
async function showBackgroundsOnly(page: Page, scope: string): Promise<void> {
  await page.evaluate(async (selector) => {
    const roots = Array.from(document.querySelectorAll(selector));
    const urls = new Set<string>();
    for (const root of roots) {
      for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
        for (const match of getComputedStyle(element).backgroundImage.matchAll(
          /url\("?([^")]+)"?\)/g,
        )) {
          if (match[1]) urls.add(match[1]);
        }
        element.style.setProperty('color', 'transparent', 'important');
        element.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
        element.style.setProperty('text-shadow', 'none', 'important');
        element.style.setProperty('transition', 'none', 'important');
      }
      for (const image of Array.from(root.querySelectorAll('img'))) {
        // A lazy image out of view would never arrive, and its decode() never settle.
        image.loading = 'eager';
        await image.decode().catch(() => undefined);
      }
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const position = getComputedStyle(element).position;
      const outside = !roots.some((root) => element.contains(root) || root.contains(element));
      if ((position === 'fixed' || position === 'sticky') && outside) {
        element.style.setProperty('visibility', 'hidden', 'important');
      }
    }
    await Promise.all(
      Array.from(urls, async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode().catch(() => undefined);
      }),
    );
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await frame();
    await frame();
  }, scope);
}

/**
 * The lowest contrast each text in `scope` reaches over its real background, pixel by pixel:
 * the page's own rendering photographed with the text made transparent, then every pixel under
 * each line of the text weighed against the text's colour (blended over that pixel when the
 * text is translucent). Nothing is estimated from CSS, so an overlay, a photo or a gradient
 * counts as the visitor sees it. One device pixel per CSS pixel (the tests' default).
 */
export async function textContrasts(page: Page, scope: string): Promise<TextContrast[]> {
  const probes = await markTexts(page, scope);
  await showBackgroundsOnly(page, scope);
  const results: TextContrast[] = [];
  for (const probe of probes) {
    const owner = page.locator(`[${PROBE}="${probe.index}"]`);
    await owner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const lines = await owner.evaluate((element) => {
      const boxes: { x: number; y: number; width: number; height: number }[] = [];
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          // Inside the viewport, and whole pixels inside the line, so no neighbour's edge
          // is sampled.
          const left = Math.ceil(Math.max(rect.left, 0));
          const top = Math.ceil(Math.max(rect.top, 0));
          const right = Math.floor(Math.min(rect.right, window.innerWidth));
          const bottom = Math.floor(Math.min(rect.bottom, window.innerHeight));
          if (right > left && bottom > top) {
            boxes.push({ x: left, y: top, width: right - left, height: bottom - top });
          }
        }
      }
      return boxes;
    });
    let ratio = Number.POSITIVE_INFINITY;
    for (const line of lines) {
      const png = (await page.screenshot({ clip: line, animations: 'disabled' })).toString(
        'base64',
      );
      ratio = Math.min(ratio, await worstRatio(page, png, probe));
    }
    if (lines.length === 0) continue;
    results.push({ text: probe.text, ratio, required: probe.large ? 3 : 4.5 });
  }
  return results;
}

/** Decodes the PNG in the page (no image library needed) and finds its worst pixel. */
function worstRatio(page: Page, png: string, probe: Probe): Promise<number> {
  return page.evaluate(
    async ({ png: data, rgb, alpha }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
        colorSpaceConversion: 'none',
        premultiplyAlpha: 'none',
      });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      let worst = Number.POSITIVE_INFINITY;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        const back = luminance(r, g, b);
        const text = luminance(
          rgb[0] * alpha + r * (1 - alpha),
          rgb[1] * alpha + g * (1 - alpha),
          rgb[2] * alpha + b * (1 - alpha),
        );
        const ratio = (Math.max(back, text) + 0.05) / (Math.min(back, text) + 0.05);
        worst = Math.min(worst, ratio);
      }
      return worst;
    },
    { png, rgb: probe.rgb, alpha: probe.alpha },
  );
}

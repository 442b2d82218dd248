import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// axe-core as Lighthouse ships it (a dependency of this package already), so the check needs
// no package of its own. Evaluated through the DevTools protocol, which the site's CSP does
// not govern (an injected <script> would be refused, rightly).
const lighthouseDir = path.dirname(require.resolve('lighthouse/package.json'));
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [lighthouseDir] }),
  'utf8',
);

/** WCAG 2.2 AA and everything below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Fails with axe's findings (rule, help, elements) when the page, or `selector`, has any. */
export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector: scope, tags }) => {
      interface AxeResult {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[] }[];
        }[];
      }
      const axe = (
        window as unknown as {
          axe: { run(context: Element | Document, options: object): Promise<AxeResult> };
        }
      ).axe;
      // Colours are judged as they end up: a dialog fading in has a translucent text for a
      // moment, so each finite animation jumps to its end. (Awaiting `finished` instead can
      // wait forever: the headless shell settles a compositor-run opacity transition without
      // resolving its promise until something asks for a new frame.) Endless animations
      // (skeleton shimmer) are left running.
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
      const context = scope ? document.querySelector(scope) : document;
      if (!context) throw new Error(`nothing matches ${scope}`);
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { selector, tags: WCAG_TAGS },
  );
  expect(violations as AxeViolation[]).toEqual([]);
}

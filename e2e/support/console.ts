import type { Page } from '@playwright/test';

/**
 * Chromium's hint that a preloaded file was not used within a few seconds of the load event: it
 * says how fast the machine ran the page's scripts, not what the page does (on a loaded CI
 * machine hydration can start later than that; on a quiet one it never shows). Timing belongs
 * in benchmarks; what the page preloads is checked by languages.spec.ts.
 */
const SLOW_MACHINE_HINT = /was preloaded using link preload but not used within a few seconds/;

/** Console errors and warnings, and uncaught errors, from here on. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      if (SLOW_MACHINE_HINT.test(message.text())) return;
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

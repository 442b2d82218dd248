// The journey's browser in Firefox: Debian's firefox-esr driven by Puppeteer over WebDriver
// BiDi, which reports console messages and uncaught errors itself.
import puppeteer from 'puppeteer-core';
import { findElement } from './page-queries.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A failed load the browser itself gave up on (a navigation away): not the site's doing. */
const ABORTED = /NS_BINDING_ABORTED|NS_ERROR_ABORT/;

/** Opens Firefox; `onProblem(text)` hears each console error, uncaught error and failed load. */
export async function openFirefox({ baseUrl, viewport, onProblem }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: viewport,
  });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => {
      // BiDi sends an Error argument without its contents: it reads "JSHandle@error".
      if (message.type() === 'error') onProblem(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => onProblem(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      if (!ABORTED.test(reason)) onProblem(`request failed: ${request.url()}: ${reason}`);
    });

    return {
      version: await browser.version(),
      async goto(path) {
        await page.goto(new URL(path, baseUrl).href);
      },
      /** Starts a navigation without waiting for the page to load. */
      async startGoing(path) {
        await page.evaluate(
          (href) => globalThis.location.assign(href),
          new URL(path, baseUrl).href,
        );
      },
      async find(query) {
        const handle = await page.evaluateHandle(findElement, query);
        const element = handle.asElement();
        if (!element) await handle.dispose();
        return element;
      },
      async click(element) {
        await element.click();
      },
      async type(element, value) {
        await element.type(value);
      },
      async select(element, value) {
        await element.select(value);
      },
      evaluate(fn, ...args) {
        return page.evaluate(fn, ...args);
      },
      async url() {
        return page.url();
      },
      async screenshot(file) {
        await page.screenshot({ path: file });
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

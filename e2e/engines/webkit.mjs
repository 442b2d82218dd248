// The journey's browser in WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver (Debian's
// webkit2gtk-driver) through selenium-webdriver. MiniBrowser 2.50 has no headless mode, so it
// draws on an X server of its own (Xvfb); its WebDriver has no BiDi, so console errors and
// failed requests are seen by the front door (front-door.mjs), not here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Builder, Capabilities } from 'selenium-webdriver';
import { findElement } from './page-queries.mjs';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Starts Xvfb on a free display (it picks the number itself); resolves with ":N". */
function startXvfb(children, log) {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', log, log, 'pipe'],
    },
  );
  children.push(xvfb);
  return new Promise((resolve, reject) => {
    let output = '';
    xvfb.stdio[3].on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve(`:${output.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it started`)));
  });
}

async function waitForDriver(url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens MiniBrowser; its X server's and driver's output go to `logFile`. */
export async function openWebKit({ baseUrl, viewport, driverPort, logFile }) {
  const children = [];
  const log = fs.openSync(logFile, 'w');
  const stopAll = () => {
    for (const child of children) child.kill();
    fs.closeSync(log);
  };
  try {
    const display = await startXvfb(children, log);
    const driverUrl = `http://127.0.0.1:${driverPort}`;
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: ['ignore', log, log],
    });
    children.push(driverProcess);
    await waitForDriver(driverUrl);

    const capabilities = new Capabilities();
    capabilities.setBrowserName('MiniBrowser');
    capabilities.set('webkitgtk:browserOptions', {
      binary: MINIBROWSER_PATH,
      args: ['--automation'],
    });
    const driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities(capabilities)
      .build();
    const version = (await driver.getCapabilities()).get('browserVersion');
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });

    return {
      version: `MiniBrowser (WebKitGTK) ${version}`,
      async goto(path) {
        await driver.get(new URL(path, baseUrl).href);
      },
      /** Starts a navigation without waiting for the page to load. */
      async startGoing(path) {
        await driver.executeScript(
          (href) => void globalThis.location.assign(href),
          new URL(path, baseUrl).href,
        );
      },
      find(query) {
        return driver.executeScript(findElement, query);
      },
      async click(element) {
        await element.click();
      },
      async type(element, value) {
        await element.sendKeys(value);
      },
      async select(element, value) {
        // WebDriver selects an option by clicking it, with the input and change events a
        // person's choice fires.
        const options = await element.findElements({ css: 'option' });
        for (const option of options) {
          if ((await option.getAttribute('value')) === value) return option.click();
        }
        throw new Error(`no option "${value}"`);
      },
      evaluate(fn, ...args) {
        return driver.executeScript(fn, ...args);
      },
      url: () => driver.getCurrentUrl(),
      async screenshot(file) {
        fs.writeFileSync(file, await driver.takeScreenshot(), 'base64');
      },
      async close() {
        try {
          await driver.quit();
        } finally {
          stopAll();
        }
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

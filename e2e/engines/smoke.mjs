// The engines smoke: the journey of journey.mjs in Firefox (firefox.mjs) and WebKit
// (webkit.mjs), against the production build served by scripts/start.mjs, as the Playwright
// config serves it. Screenshots of every step go to .tmp/results/engines/<engine>/.
// Run: `pnpm --filter @phuket/e2e engines` after `pnpm build`; `ENGINES=firefox` (or webkit)
// runs one, `ENGINES_PORT_BASE` (3190) moves its four ports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFirefox } from './firefox.mjs';
import { openFrontDoor } from './front-door.mjs';
import { runJourney } from './journey.mjs';
import { openWebKit } from './webkit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Clear of Playwright's ports (E2E_PORT_BASE, 3100-3102): the site, a door per engine, and
// WebKit's driver.
const base = Number(process.env.ENGINES_PORT_BASE ?? 3190);
const SITE_PORT = base;
const DOOR_PORTS = { firefox: base + 1, webkit: base + 2 };
const WEBKIT_DRIVER_PORT = base + 3;
const VIEWPORT = { width: 1280, height: 900 };
const results = path.join(root, '.tmp', 'results', 'engines');

const ENGINES = {
  firefox: ({ baseUrl, onProblem }) => openFirefox({ baseUrl, viewport: VIEWPORT, onProblem }),
  webkit: ({ baseUrl }) =>
    openWebKit({
      baseUrl,
      viewport: VIEWPORT,
      driverPort: WEBKIT_DRIVER_PORT,
      logFile: path.join(results, 'webkit', 'driver.log'),
    }),
};

/** The production build on SITE_PORT from a fresh data folder; resolves once healthy. */
async function startSite() {
  const dataDir = path.join(root, '.tmp', `engines-${base}-data`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const log = fs.openSync(path.join(results, 'server.log'), 'w');
  const site = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${SITE_PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
    },
    stdio: ['ignore', 'ignore', log],
  });
  const exited = new Promise((resolve) => site.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${SITE_PORT}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (site.exitCode !== null || Date.now() > deadline) {
      site.kill();
      throw new Error(
        `the site did not start on ${SITE_PORT}: see ${path.join(results, 'server.log')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async stop() {
      site.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
    },
  };
}

/** One engine's journey, through its own door; resolves with its failure, if any. */
async function runEngine(engine) {
  const started = Date.now();
  const screenshots = path.join(results, engine);
  fs.rmSync(screenshots, { recursive: true, force: true });
  fs.mkdirSync(screenshots, { recursive: true });
  const problems = [];
  const onProblem = (text) => problems.push(text);
  const door = await openFrontDoor({
    port: DOOR_PORTS[engine],
    target: `http://127.0.0.1:${SITE_PORT}`,
    onProblem,
    // Firefox's BiDi reports console messages itself.
    recordConsoleErrors: engine === 'webkit',
  });
  let browser;
  try {
    browser = await ENGINES[engine]({ baseUrl: door.url, onProblem });
    await runJourney({ engine, browser, door, problems, screenshots });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${engine} (${browser.version}): the journey passed in ${seconds} s`);
    return null;
  } catch (error) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(`${engine}: FAILED after ${seconds} s: ${error.message}`);
    return error;
  } finally {
    await browser?.close().catch(() => undefined);
    await door.close();
  }
}

const wanted = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim());
const unknown = wanted.filter((name) => !(name in ENGINES));
if (unknown.length > 0) {
  console.error(`unknown engine ${unknown.join(', ')}: use ${Object.keys(ENGINES).join(', ')}`);
  process.exit(2);
}
fs.mkdirSync(results, { recursive: true });
const site = await startSite();
let failures;
try {
  // One after the other: on two cores, two browsers side by side mostly wait for each other.
  failures = [];
  for (const engine of wanted) failures.push(await runEngine(engine));
} finally {
  await site.stop();
}
const failed = failures.filter(Boolean).length;
console.log(`screenshots: ${path.relative(root, results)}/<engine>/`);
if (failed > 0) {
  console.error(`engines smoke: ${failed} of ${wanted.length} engines failed (messages above)`);
  process.exit(1);
}

import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tmp = path.join(root, '.tmp');
// E2E_PORT_BASE lets two runs (two engineers, or CI beside a dev server) use separate ports.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const MAIN_PORT = base;
export const SECOND_ORIGIN_PORT = base + 1;
export const REMOTE_ELSEWHERE_PORT = base + 2;
/** The Maps key of the site on REMOTE_ELSEWHERE_PORT; the main site has none. */
export const MAPS_TEST_KEY = 'e2e-maps-key';
/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8 as
 * /usr/bin/chromium without the browser around them, the build Playwright itself runs headless
 * tests in. It runs the same specs faster.
 */
export const E2E_BROWSER_PATH = process.env.E2E_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell';

/** A server's releases of the remotes (`pnpm release`, docs/deploy.md), empty at its start. */
export function releasesDirOf(name: 'main' | 'elsewhere'): string {
  return path.join(tmp, `e2e-${base}-${name}-releases`);
}

/** The production build served by the command a user runs (`scripts/start.mjs`). */
function server(port: number, name: 'main' | 'elsewhere', extraEnv: Record<string, string> = {}) {
  const dataDir = path.join(tmp, `e2e-${base}-${name}-data`);
  return {
    command: `rm -rf "${dataDir}" "${releasesDirOf(name)}" && node scripts/start.mjs --no-build`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDirOf(name),
      LOG_LEVEL: 'warn',
      // Many sign-ins come from one address in a test run.
      RATE_LIMIT_DISABLED: 'true',
      // The broker's statistics show a visit within a second (listing-stats.spec.ts).
      LISTING_STATS_FLUSH_MS: '500',
      // The import fetches each row's photos from a server the spec starts on 127.0.0.1
      // (listing-import.spec.ts); loopback addresses are refused without this.
      IMPORT_FETCH_ALLOW_PRIVATE: 'true',
      // Two profiles configured, two not: the footer shows icons for the first two only.
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/wowphuket.example',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/wowphuket.example',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  // Hang guards, not speed checks: on a loaded 2-core machine a journey of one page with its
  // axe run took over 30 s (2026-11-29, the whole run three times slower than the day before).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: true,
  // Three browsers on two cores: each test waits on the servers part of the time, and a third
  // worker fills it (432 tests: 10.6 min against 12.3 min with two, 2026-11-29).
  workers: 3,
  // No trace while a run is green: recording one (a screencast and a DOM snapshot at every
  // action) took a quarter of the run's time (the accessibility spec: 3.1 min against 2.4 min
  // without, 2026-11-30). A failing test runs once more with the trace on, and a test that
  // passes only on that second try still fails the run (failOnFlakyTests): the retry is
  // there to record the trace, not to forgive.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: path.join(tmp, 'results', 'e2e.json') }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    server(MAIN_PORT, 'main'),
    {
      command: `node e2e/support/static-origin.mjs mfe-catalog/dist ${SECOND_ORIGIN_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${SECOND_ORIGIN_PORT}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    server(REMOTE_ELSEWHERE_PORT, 'elsewhere', {
      REMOTE_MFE_CATALOG_URL: `http://127.0.0.1:${SECOND_ORIGIN_PORT}/mf-manifest.json`,
      // Also the one site with a Google Maps key (a made-up one: the tests answer Google's
      // script themselves, tests/presentation-map.spec.ts), so no fourth server is started.
      GOOGLE_MAPS_API_KEY: MAPS_TEST_KEY,
      // It also keeps the real per-address limits: its specs sign in once at most and read a
      // few pages, far under them, and enquiries.spec.ts meets a real 429 here, not a made-up one.
      RATE_LIMIT_DISABLED: 'false',
    }),
  ],
});

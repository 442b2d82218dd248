import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_BROWSER_PATH } from '../playwright.config';

// The skew test's two sites (e2e/skew/README.md), started by e2e/skew/run.mjs after it built
// the last release: today's shell with the last release's five areas, and the last release's
// shell (its API too, as it is deployed) with today's five areas. Each pairing is made the way
// production makes it: the areas released into the server's RELEASES_DIR (pnpm release).

const root = path.resolve(__dirname, '..', '..');
const tmp = path.join(root, '.tmp');
export const SKEW_PORT_BASE = Number(process.env.SKEW_PORT_BASE ?? 3160);
const lastDir = process.env.SKEW_LAST_DIR ?? '';

/** Where run.mjs released each pairing's areas. */
export function skewReleasesDir(site: 'today-shell' | 'last-shell'): string {
  return path.join(tmp, `skew-${SKEW_PORT_BASE}-${site}-releases`);
}

function site(port: number, name: 'today-shell' | 'last-shell', cwd: string) {
  const dataDir = path.join(tmp, `skew-${SKEW_PORT_BASE}-${name}-data`);
  return {
    command: `rm -rf "${dataDir}" && node scripts/start.mjs --no-build`,
    cwd,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      RELEASES_DIR: skewReleasesDir(name),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: 'skew.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: true,
  workers: 3,
  // As the main e2e run: a retry records the trace, and a test that passes only then fails.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: path.join(tmp, 'results', 'skew.json') }]],
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'today-shell',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${SKEW_PORT_BASE}` },
    },
    {
      name: 'last-shell',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${SKEW_PORT_BASE + 1}` },
    },
  ],
  webServer: [
    site(SKEW_PORT_BASE, 'today-shell', root),
    site(SKEW_PORT_BASE + 1, 'last-shell', lastDir),
  ],
});

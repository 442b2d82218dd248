import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { REMOTE_ELSEWHERE_PORT, SECOND_ORIGIN_PORT, releasesDirOf } from '../playwright.config';

// One area released and rolled back on a running site (docs/deploy.md, "Releasing one area"):
// the real `pnpm release` / `pnpm rollback` script against a server that is never restarted.
// On the site whose catalog comes from another origin, so "the other areas are untouched"
// covers a local area and a remote one. The API's side is api/src/site/releases.test.ts.

const root = path.resolve(__dirname, '..', '..');
const base = `http://127.0.0.1:${REMOTE_ELSEWHERE_PORT}`;
const AREA = 'mfe-account';

function run(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'scripts', 'release.mjs'), ...args], {
    env: { ...process.env, RELEASES_DIR: releasesDirOf('elsewhere') },
  }).toString();
}

/** The id the script reports live ("mfe-account: <id> is live (was …)"). */
function liveIdOf(output: string): string {
  const match = new RegExp(`${AREA}: (\\S+) is live`).exec(output);
  if (!match?.[1]) throw new Error(`no release id in: ${output}`);
  return match[1];
}

/** The account area's builds a page loaded its entry from, by URL folder. */
function entriesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/${AREA}/`) && pathname.endsWith('/remoteEntry.js')) {
      seen.push(pathname.slice(`/remotes/${AREA}/`.length, -'remoteEntry.js'.length));
    }
  });
  return seen;
}

/** Milliseconds from now until the server's sign-in page is rendered from `id`'s files. */
async function untilServed(page: Page, id: string, started: number): Promise<number> {
  await expect
    .poll(async () => (await page.request.get(`${base}/login`)).text(), { timeout: 15_000 })
    .toContain(`/remotes/${AREA}/releases/${id}/`);
  return Date.now() - started;
}

test('an area is released and rolled back on the running site; open pages keep their release', async ({
  page,
  context,
}) => {
  // The second release: this build again, as a later version would arrive from CI.
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'phuket-next-account-'));
  fs.cpSync(path.join(root, AREA, 'dist'), path.join(next, 'dist'), { recursive: true });
  fs.cpSync(path.join(root, AREA, 'dist-ssr'), path.join(next, 'dist-ssr'), { recursive: true });
  const infoFile = path.join(next, 'dist', 'build-info.json');
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as { version: string };
  fs.writeFileSync(infoFile, JSON.stringify({ ...info, version: `${info.version}-next` }));

  try {
    let started = Date.now();
    const first = liveIdOf(run('release', AREA));
    const releaseMs = await untilServed(page, first, started);

    const before = entriesOf(page);
    await page.goto(`${base}/login`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(before).toEqual([`releases/${first}/`]);

    started = Date.now();
    const second = liveIdOf(run('release', AREA, '--from', next));
    expect(second).not.toBe(first);
    await untilServed(page, second, started);
    const health = (await (await page.request.get(`${base}/api/health`)).json()) as {
      builds: Record<string, { version: string; release: string | null } | null>;
    };
    expect(health.builds[AREA]).toMatchObject({ version: `${info.version}-next`, release: second });

    // A page opened on the first release keeps it: its next screen comes from the same folder.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(before).toEqual([`releases/${first}/`]);

    const later = await context.newPage();
    const laterEntries = entriesOf(later);
    await later.goto(`${base}/login`);
    await waitForApp(later);
    await expect(later.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(laterEntries).toEqual([`releases/${second}/`]);

    started = Date.now();
    expect(liveIdOf(run('rollback', AREA))).toBe(first);
    const rollbackMs = await untilServed(page, first, started);
    const again = await context.newPage();
    const againEntries = entriesOf(again);
    await again.goto(`${base}/forgot`);
    await waitForApp(again);
    await expect(again.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(againEntries).toEqual([`releases/${first}/`]);

    // The other areas never moved: the catalog from its own origin, the rest from their builds.
    const config = (await (await page.request.get(`${base}/config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes).toMatchObject({
      'mfe-catalog': `http://127.0.0.1:${SECOND_ORIGIN_PORT}/mf-manifest.json`,
      'mfe-listings': '/remotes/mfe-listings/mf-manifest.json',
      'mfe-presentations': '/remotes/mfe-presentations/mf-manifest.json',
    });
    await again.goto(`${base}/properties`);
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();

    // Figures, not checks: the time from the command to the first page served by the release.
    test
      .info()
      .annotations.push(
        { type: 'release to first page', description: `${releaseMs} ms` },
        { type: 'rollback to first page', description: `${rollbackMs} ms` },
      );
    console.log(`release to first page: ${releaseMs} ms; rollback to first page: ${rollbackMs} ms`);
  } finally {
    fs.rmSync(next, { recursive: true, force: true });
    fs.rmSync(path.join(releasesDirOf('elsewhere'), AREA), { recursive: true, force: true });
  }
});

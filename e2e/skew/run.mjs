// `pnpm --filter @phuket/e2e skew`: the skew test (e2e/skew/README.md). Builds the last release
// once (prepare.mjs), releases each pairing's areas into its server's RELEASES_DIR with the
// release command production uses (scripts/release.mjs), then runs skew.spec.ts against both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReleaseError, release } from '../../scripts/release.mjs';
import { SkewError, prepareLastRelease } from './prepare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const base = Number(process.env.SKEW_PORT_BASE ?? 3160);
const AREAS = ['mfe-catalog', 'mfe-account', 'mfe-listings', 'mfe-database', 'mfe-presentations'];

try {
  const started = Date.now();
  const last = prepareLastRelease();
  const prepared = Date.now();
  const pairings = {
    // Today's shell, the last release's areas.
    'today-shell': (area) => path.join(last.dir, area),
    // The last release's shell, today's areas.
    'last-shell': (area) => path.join(root, area),
  };
  for (const [site, from] of Object.entries(pairings)) {
    const releasesDir = path.join(root, '.tmp', `skew-${base}-${site}-releases`);
    fs.rmSync(releasesDir, { recursive: true, force: true });
    for (const area of AREAS) release({ releasesDir, area, from: from(area) });
  }
  const result = spawnSync(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', 'skew/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, SKEW_LAST_DIR: last.dir, SKEW_PORT_BASE: String(base) },
    },
  );
  console.log(
    `skew: last release prepared in ${((prepared - started) / 1000).toFixed(1)} s, ` +
      `pairings tested in ${((Date.now() - prepared) / 1000).toFixed(1)} s`,
  );
  process.exit(result.status ?? 1);
} catch (error) {
  if (!(error instanceof SkewError) && !(error instanceof ReleaseError)) throw error;
  console.error(`skew: ${error.message}`);
  process.exit(1);
}

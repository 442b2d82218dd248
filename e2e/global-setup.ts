import fs from 'node:fs';
import path from 'node:path';

/** Fails early with the exact fix when the browser is missing. */
export default function globalSetup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}. Run: apt-get update && apt-get install -y chromium`,
    );
  }
  for (const app of ['shell', 'mfe-catalog', 'mfe-account']) {
    const entry = path.resolve(__dirname, '..', app, 'dist', 'index.html');
    if (!fs.existsSync(entry)) throw new Error(`${app} is not built: run pnpm build first`);
  }
}

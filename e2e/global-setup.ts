import fs from 'node:fs';
import path from 'node:path';
import { E2E_BROWSER_PATH } from './playwright.config';

/** Fails early with the exact fix when the browser is missing. */
export default function globalSetup(): void {
  if (!fs.existsSync(E2E_BROWSER_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${E2E_BROWSER_PATH}. Run: apt-get update && apt-get install -y chromium-headless-shell`,
    );
  }
  for (const app of ['shell', 'mfe-catalog', 'mfe-account']) {
    const entry = path.resolve(__dirname, '..', app, 'dist', 'index.html');
    if (!fs.existsSync(entry)) throw new Error(`${app} is not built: run pnpm build first`);
  }
}

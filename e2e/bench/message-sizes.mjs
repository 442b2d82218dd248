// Prints each package's compiled message catalog per language, gzip -9: what a visitor of that
// language downloads for the area's words (English is inside the area's own chunks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { compilePo, catalogSource } = require(path.join(root, 'shared/build/compile-po.cjs'));
const { packagesWithCatalogs } = await import(path.join(root, 'scripts/check-messages.mjs'));
const LOCALES = ['en', 'ru', 'th', 'zh'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`${'package'.padEnd(20)}${LOCALES.map((l) => l.padStart(10)).join('')}   messages`);
for (const dir of packagesWithCatalogs()) {
  let count = 0;
  const sizes = LOCALES.map((locale) => {
    const file = path.join(dir, 'src/locales', `${locale}.po`);
    const messages = compilePo(fs.readFileSync(file, 'utf8'), file);
    count = Object.keys(messages).length;
    return zlib.gzipSync(catalogSource(messages, 'esm'), { level: 9 }).length;
  });
  console.log(
    `${path.basename(dir).padEnd(20)}${sizes.map((size) => kb(size).padStart(10)).join('')}   ${count}`,
  );
}

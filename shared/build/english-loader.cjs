// webpack: English travels with the code that shows it. Each module that uses message ids
// registers their compiled English at its top (`registerEnglish(package, { id: message })`),
// and the English catalogs (`en.po`) compile to nothing in a build (po-loader.cjs). A page
// then ships the English of the modules it loads, as before the site had languages, instead of
// every package's whole catalog: the English first load of `/` stays within its budget
// (docs/bundle-size.md).
// Jest does not run this loader and keeps the whole catalogs (po-transform.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { compilePo } = require('./compile-po.cjs');
const { messageIds } = require('./message-ids.cjs');

const SHARED_I18N = path.resolve(__dirname, '..', 'src', 'i18n');

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The catalog a file's messages are in: the nearest `locales/en.po` above it (a package's
 * `src/locales`, or a feature's own `locales` for words only its page shows), named as
 * MessageCatalog is: the package's folder (`mfe-catalog`), or with the feature's path
 * (`mfe-catalog/features/terms`).
 */
function catalogOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const catalog = path.join(dir, 'locales', 'en.po');
    if (fs.existsSync(catalog)) return { name: catalogName(dir), catalog };
  }
  return null;
}

/** `mfe-catalog/src` -> `mfe-catalog`, `mfe-catalog/src/features/terms` -> `mfe-catalog/features/terms`. */
function catalogName(ownerDir) {
  return path
    .relative(ROOT, ownerDir)
    .split(path.sep)
    .filter((part, i) => !(i === 1 && part === 'src'))
    .join('/');
}

/** Compiled English by catalog file, rebuilt when the file changes (watch mode). */
const compiled = new Map();
function englishOf(catalog) {
  const mtime = fs.statSync(catalog).mtimeMs;
  const cached = compiled.get(catalog);
  if (cached && cached.mtime === mtime) return cached.messages;
  const messages = compilePo(fs.readFileSync(catalog, 'utf8'), catalog);
  compiled.set(catalog, { mtime, messages });
  return messages;
}

/**
 * `source` with its ids' English registered first. Exported for the loader's unit test.
 * @param {string} source a module's TypeScript
 * @param {string} file its path
 * @returns {{ code: string, catalog: string | null }}
 */
function withEnglish(source, file) {
  const ids = messageIds(source);
  const owner = ids.length > 0 ? catalogOf(file) : null;
  if (!owner) return { code: source, catalog: null };
  const english = englishOf(owner.catalog);
  const used = {};
  for (const id of ids) {
    // An unknown id fails `pnpm lint` (the catalog check); here it shows as its id.
    if (id in english) used[id] = english[id];
  }
  // Inside @phuket/shared/i18n itself, the registry is imported by path (no import cycle).
  let from = '@phuket/shared/i18n';
  if (path.dirname(file).startsWith(SHARED_I18N)) {
    from = path.relative(path.dirname(file), path.join(SHARED_I18N, 'english')).replace(/\\/g, '/');
    if (!from.startsWith('.')) from = `./${from}`;
  }
  const header =
    `import { registerEnglish as __registerEnglish } from ${JSON.stringify(from)};\n` +
    `__registerEnglish(${JSON.stringify(owner.name)}, JSON.parse(${JSON.stringify(JSON.stringify(used))}));\n`;
  return { code: header + source, catalog: owner.catalog };
}

module.exports = function englishLoader(source) {
  const { code, catalog } = withEnglish(source, this.resourcePath);
  if (catalog) this.addDependency(catalog);
  return code;
};
module.exports.withEnglish = withEnglish;
module.exports.catalogName = catalogName;

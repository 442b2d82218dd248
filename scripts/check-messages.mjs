// The message catalogs' check, run by `pnpm lint`: every package's catalogs
// (<package>/src/locales/<locale>.po) say the same things in every language, and say
// everything its code asks for. A failure names the file and the message.
//
// - each language has exactly English's ids, each translated and valid ICU;
// - a translation uses the same arguments as English ({count}, {area}...);
// - each plural gives every form its language needs (Russian: one, few, many, other);
// - every id the code uses (`t('id')`, `t('id', ...)`, `msgId('id')`) is in the catalog, and
//   every id in the catalog is used.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { compilePo } = require(path.join(root, 'shared/build/compile-po.cjs'));
const LOCALES = ['en', 'ru', 'th', 'zh'];
const { MESSAGE_USE: USE } = require(path.join(root, 'shared/build/message-ids.cjs'));

/**
 * Argument names and plural options of a compiled (Lingui) message: a string, or a list of
 * parts, each text or an argument `[name, type?, options?]` whose options are messages again.
 */
function walk(message, found = { args: new Set(), plurals: [] }) {
  if (!Array.isArray(message)) return found;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, type, options] = part;
    found.args.add(name);
    if (type === 'plural' || type === 'selectordinal') found.plurals.push(options);
    if (options && typeof options === 'object') {
      for (const branch of Object.values(options)) walk(branch, found);
    }
  }
  return found;
}

function sourceFiles(dir, skip = new Set()) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) out.push(...sourceFiles(full, skip));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * A package's catalogs: `src/locales`, and any feature's own `locales` folder (words only its
 * page shows, fetched with that page). Each serves the code of its parent folder, but for the
 * folders of deeper catalogs.
 */
function catalogsOf(dir) {
  const owners = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.name === 'locales' && fs.existsSync(path.join(full, 'en.po'))) owners.push(folder);
      else walk(full);
    }
  };
  walk(path.join(dir, 'src'));
  return owners.map((owner) => ({
    owner,
    skip: new Set(
      owners.filter((other) => other !== owner && other.startsWith(`${owner}${path.sep}`)),
    ),
  }));
}

/** The problems of one package's catalogs, as lines. */
export function checkPackage(dir) {
  return catalogsOf(dir).flatMap(({ owner, skip }) => checkCatalog(owner, skip));
}

/** The problems of the catalog in `owner/locales`, for the code under `owner` but `skip`. */
function checkCatalog(owner, skip) {
  const problems = [];
  const catalogs = {};
  const localesDir = path.join(owner, 'locales');
  for (const locale of LOCALES) {
    const file = path.join(localesDir, `${locale}.po`);
    if (!fs.existsSync(file)) {
      problems.push(`${path.relative(root, file)}: missing`);
      continue;
    }
    try {
      catalogs[locale] = compilePo(fs.readFileSync(file, 'utf8'), path.relative(root, file));
    } catch (error) {
      problems.push(error.message);
    }
  }
  const english = catalogs.en;
  if (!english) return problems;
  for (const locale of LOCALES.slice(1)) {
    const catalog = catalogs[locale];
    if (!catalog) continue;
    const where = path.relative(root, path.join(localesDir, `${locale}.po`));
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const id of Object.keys(english)) {
      if (!(id in catalog)) {
        problems.push(`${where}: "${id}" is missing`);
        continue;
      }
      const theirs = walk(catalog[id]);
      const ours = walk(english[id]);
      const args = [...ours.args].sort().join(',');
      if ([...theirs.args].sort().join(',') !== args) {
        problems.push(`${where}: "${id}" uses {${[...theirs.args].join(', ')}}, English {${args}}`);
      }
      for (const options of theirs.plurals) {
        const missing = forms.filter((form) => !(form in options));
        if (missing.length > 0)
          problems.push(`${where}: "${id}" lacks plural forms ${missing.join(', ')}`);
      }
    }
    for (const id of Object.keys(catalog)) {
      if (!(id in english)) problems.push(`${where}: "${id}" is not in English`);
    }
  }
  const used = new Set();
  for (const file of sourceFiles(owner, skip)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(USE)) {
      used.add(match[2]);
      if (!(match[2] in english)) {
        problems.push(
          `${path.relative(root, file)}: "${match[2]}" is not in ${path.relative(root, localesDir)}/en.po`,
        );
      }
    }
  }
  for (const id of Object.keys(english)) {
    if (!used.has(id))
      problems.push(`${path.relative(root, localesDir)}/en.po: "${id}" is never used`);
  }
  return problems;
}

/** Every package with catalogs. */
export function packagesWithCatalogs() {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'src/locales/en.po')),
    )
    .map((entry) => path.join(root, entry.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = packagesWithCatalogs();
  const problems = packages.flatMap(checkPackage);
  if (problems.length > 0) {
    console.error(`Message catalogs: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Message catalogs: ${packages.map((dir) => path.basename(dir)).join(', ')} complete in ${LOCALES.join(', ')}`,
  );
}

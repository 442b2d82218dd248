import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { DEFAULT_LOCALE, LOCALES } from '@phuket/shared/contract';
import { API_PACKAGE_DIR } from '../env';

/**
 * The shared package's catalogs: the areas' names in each language are translated there once
 * (`location.*`), for the pages; the API reads the same files so a search typed in Russian,
 * Thai or Chinese finds the area its page calls by that name.
 */
const SHARED_LOCALES_DIR = path.resolve(API_PACKAGE_DIR, '..', 'shared', 'src', 'locales');

/** Case and width folded, so "ПАТОНГ" finds "Патонг" and full-width letters their half. */
export function foldName(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().trim();
}

/** An area's stored (English) name and its names in the other languages, folded. */
export interface AreaNames {
  readonly byEnglish: ReadonlyMap<string, readonly string[]>;
}

function locationEntries(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const item of PO.parse(fs.readFileSync(file, 'utf8')).items) {
    const text = item.msgstr[0] ?? '';
    if (item.msgid.startsWith('location.') && text !== '') entries.set(item.msgid, text);
  }
  return entries;
}

/** Read once at start: the catalogs ship with the code and change only with a release. */
export function readAreaNames(dir: string = SHARED_LOCALES_DIR): AreaNames {
  const english = locationEntries(path.join(dir, `${DEFAULT_LOCALE}.po`));
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) =>
    locationEntries(path.join(dir, `${l}.po`)),
  );
  const byEnglish = new Map<string, string[]>();
  for (const [id, name] of english) {
    const local = others.map((entries) => entries.get(id)).filter((n) => n !== undefined);
    byEnglish.set(name, [...new Set(local.map(foldName))]);
  }
  return { byEnglish };
}

/**
 * The stored names of the areas whose name in another language contains `text` ("Патонг",
 * "กะตะ", "卡塔"). English names are matched by the SQL as before; this adds the others.
 */
export function areasNamedIn(names: AreaNames, text: string): string[] {
  const needle = foldName(text);
  if (needle === '') return [];
  const found: string[] = [];
  for (const [english, local] of names.byEnglish) {
    if (local.some((name) => name.includes(needle))) found.push(english);
  }
  return found;
}

let siteNames: AreaNames | null = null;

/** The site's catalogs' area names, read on first use. */
export function siteAreaNames(): AreaNames {
  siteNames ??= readAreaNames();
  return siteNames;
}

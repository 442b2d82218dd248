import { getCountries, getCountryCallingCode } from './phone-lib';
import type { CountryCode, CountryOption } from './types';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The country's name in `language` (a BCP 47 tag; English by default); the code itself where
 * the runtime lacks `Intl.DisplayNames` data.
 */
export function countryName(code: CountryCode, language = 'en'): string {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

let allCountries: readonly CountryOption[] | undefined;

/** Every country libphonenumber-js knows (about 245), sorted by English name. */
export function getAllCountries(): readonly CountryOption[] {
  allCountries ??= getCountries()
    .map((code) => ({
      code,
      name: countryName(code),
      dialCode: getCountryCallingCode(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return allCountries;
}

export interface CountryRestrictions {
  onlyCountries?: readonly CountryCode[];
  ignoredCountries?: readonly CountryCode[];
  preferredCountries?: readonly CountryCode[];
}

export interface CountryList {
  /** In the order of `preferredCountries`, shown first and followed by a separator. */
  preferred: CountryOption[];
  /** The other allowed countries, by name. */
  rest: CountryOption[];
}

export function buildCountryList({
  onlyCountries,
  ignoredCountries,
  preferredCountries,
}: CountryRestrictions): CountryList {
  const only = onlyCountries && onlyCountries.length > 0 ? new Set(onlyCountries) : null;
  const ignored = new Set(ignoredCountries ?? []);
  const allowed = getAllCountries().filter(
    (country) => (only === null || only.has(country.code)) && !ignored.has(country.code),
  );
  const byCode = new Map(allowed.map((country) => [country.code, country]));
  const preferred: CountryOption[] = [];
  for (const code of preferredCountries ?? []) {
    const country = byCode.get(code);
    if (country && !preferred.includes(country)) preferred.push(country);
  }
  return { preferred, rest: allowed.filter((country) => !preferred.includes(country)) };
}

/** Lower case without accents, so typing 'a' finds 'Åland Islands' and 'cura' finds 'Curaçao'. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

import {
  AsYouType,
  getCountryCallingCode,
  getExampleNumber,
  parseDigits,
  parseIncompletePhoneNumber,
  mobileExamples,
} from './phone-lib';
import type { CountryCode } from './types';

export const DEFAULT_PLACEHOLDER = 'Enter a phone number';

/**
 * libphonenumber-js refuses to parse longer text (its MAX_INPUT_STRING_LENGTH, docs/product-rules.md §5 "parsed
 * text up to 250 characters"); cutting here keeps a huge paste from doing needless work.
 */
export const MAX_PARSE_LENGTH = 250;

const NOT_ALLOWED = /[^0-9 ()+-]/g;

/** docs/product-rules.md §5: only digits, spaces, parentheses, hyphen and plus may be typed or pasted. */
export function filterPhoneChars(text: string): string {
  return text.replace(NOT_ALLOWED, '');
}

/** Characters that carry the number (not formatting): digits and the plus. */
export function countSignificant(text: string, end: number = text.length): number {
  return parseIncompletePhoneNumber(text.slice(0, end)).length;
}

/** Caret position right after the `count`-th significant character of `text`. */
export function caretAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[0-9+]/.test(text.charAt(index))) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return text.length;
}

export interface FormattedPhone {
  /** International text as the input shows it, e.g. '+66 81 234 5678'. */
  text: string;
  /** Country the picker should show after this input. */
  country: CountryCode | null;
}

/**
 * Turns whatever was typed into international text formatted by AsYouType. Digits typed without
 * a plus are read as a national number of `selected` (so a leading trunk '0' is dropped the way
 * that country's metadata says) and get its calling code in front.
 */
export function formatInternational(raw: string, selected: CountryCode | null): FormattedPhone {
  const significant = parseIncompletePhoneNumber(filterPhoneChars(raw).slice(0, MAX_PARSE_LENGTH));
  if (significant === '') return { text: '', country: selected };
  let international = significant;
  if (!significant.startsWith('+')) {
    if (selected === null) {
      international = `+${significant}`;
    } else {
      const national = new AsYouType(selected);
      national.input(significant);
      international =
        national.getNumberValue() ?? `+${getCountryCallingCode(selected)}${significant}`;
    }
  }
  const formatter = new AsYouType();
  const text = formatter.input(international);
  const callingCode = formatter.getCallingCode();
  let country: CountryCode | null = formatter.getCountry() ?? null;
  if (country === null) {
    if (callingCode === undefined) {
      // '+' or a partial calling code: too early to move the picker away.
      country = selected;
    } else if (selected !== null && getCountryCallingCode(selected) === callingCode) {
      // Shared calling codes (+1, +7, +44 …) name no country until enough digits are typed.
      country = selected;
    }
  }
  return { text, country };
}

/** The national digits typed after the calling code ('' for '+66' or an empty field). */
export function nationalDigits(text: string): string {
  const formatter = new AsYouType();
  formatter.input(parseIncompletePhoneNumber(text));
  const digits = parseDigits(text);
  const callingCode = formatter.getCallingCode();
  return callingCode !== undefined && digits.startsWith(callingCode)
    ? digits.slice(callingCode.length)
    : digits;
}

/** True when nothing but a plus or a calling code has been typed. */
export function isBlankPhone(text: string): boolean {
  const formatter = new AsYouType();
  formatter.input(parseIncompletePhoneNumber(text));
  return formatter.getCallingCode() === undefined
    ? parseDigits(text) === ''
    : nationalDigits(text) === '';
}

/** Keeps the national digits and puts the calling code of the newly chosen country in front. */
export function switchCountry(text: string, country: CountryCode): string {
  const national = isBlankPhone(text) ? '' : nationalDigits(text);
  if (national === '') return '';
  return new AsYouType().input(`+${getCountryCallingCode(country)}${national}`);
}

/** An example mobile number of the country in international format, else the generic text. */
export function placeholderFor(country: CountryCode | null): string {
  if (country === null) return DEFAULT_PLACEHOLDER;
  return getExampleNumber(country, mobileExamples)?.formatInternational() ?? DEFAULT_PLACEHOLDER;
}

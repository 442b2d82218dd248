import {
  ParseError,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from './phone-lib';
import type { PhoneNumber } from './phone-lib';
import { countryName } from './countries';
import { isBlankPhone } from './format-phone';
import type { CountryCode, PhoneErrorCode, PhoneValidation, PhoneValue } from './types';

/*
 * docs/product-rules.md §5 limits and where they are enforced. All of them live in libphonenumber-js, so they
 * are not repeated here:
 * - national number 2..17 digits: parse throws TOO_SHORT / TOO_LONG (MIN/MAX_LENGTH_FOR_NSN);
 * - parsed text up to 250 characters: parse throws TOO_LONG (MAX_INPUT_STRING_LENGTH);
 * - calling code up to 3 digits: MAX_LENGTH_COUNTRY_CODE, a longer one is INVALID_COUNTRY;
 * - extension at most 20 digits after 'ext', 15 after ';', 9 after ',' or 'x': its extension
 *   patterns; longer ones make the text NOT_A_NUMBER. PhoneInput itself drops letters, ';' and
 *   ',' as typed, so extensions only reach this function from other callers.
 */

const PARSE_ERRORS: readonly PhoneErrorCode[] = [
  'NOT_A_NUMBER',
  'INVALID_COUNTRY',
  'TOO_SHORT',
  'TOO_LONG',
];

function failed(error: PhoneErrorCode): PhoneValidation {
  return { valid: false, possible: false, country: null, nationalNumber: '', formatted: '', error };
}

function parseErrorCode(error: ParseError): PhoneErrorCode {
  return PARSE_ERRORS.find((code) => code === error.message) ?? 'NOT_A_NUMBER';
}

/**
 * Judges `text` by the length and digit pattern of its country's numbering plan. Text without
 * a leading plus is read as a national number of `country`. Pure, so forms can block submit.
 */
export function validatePhone(text: string, country?: CountryCode | null): PhoneValidation {
  const input = text.trim();
  const options = { defaultCountry: country ?? undefined, extract: false };
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(input, options);
  } catch (error) {
    if (error instanceof ParseError) return failed(parseErrorCode(error));
    throw error;
  }
  const valid = number.isValid();
  let error: PhoneErrorCode | null = null;
  if (!valid) {
    const length = validatePhoneNumberLength(input, options);
    error = length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID';
  }
  return {
    valid,
    possible: number.isPossible(),
    country: number.country ?? null,
    nationalNumber: number.nationalNumber,
    formatted: number.formatInternational(),
    error,
  };
}

/** Text shown under the field for a failed validation. */
export function phoneErrorMessage(
  validation: PhoneValidation,
  selectedCountry: CountryCode | null = null,
): string | null {
  switch (validation.error) {
    case null:
      return null;
    case 'NOT_A_NUMBER':
      return 'This is not a phone number.';
    case 'INVALID_COUNTRY':
      return 'Choose a country or start with + and the country code.';
    case 'TOO_SHORT':
      return 'The phone number is too short.';
    case 'TOO_LONG':
      return 'The phone number is too long.';
    case 'INVALID': {
      const country = validation.country ?? selectedCountry;
      return country === null
        ? 'Enter a valid phone number.'
        : `Enter a valid phone number for ${countryName(country)}.`;
    }
  }
}

/** The `onChange` payload for the text shown in the field and the country in the picker. */
export function toPhoneValue(text: string, country: CountryCode | null): PhoneValue {
  const validation = validatePhone(text, country);
  let phone = text;
  if (isBlankPhone(text)) {
    // '+66' alone is the picker's calling code, not a number the user gave.
    phone = '';
  } else if (validation.formatted !== '') {
    phone = parsePhoneNumberFromString(text.trim(), country ?? undefined)?.number ?? text;
  }
  return { phone, country, validation };
}

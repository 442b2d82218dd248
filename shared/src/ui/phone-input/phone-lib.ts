/*
 * The one place that chooses the libphonenumber-js metadata set.
 *
 * 'min' (metadata ~85 KB raw, ~20 KB gzip) checks each country's possible lengths and its
 * general digit pattern. 'max' (~158 KB raw, ~41 KB gzip) also knows the pattern of every
 * number type and so rejects e.g. a 10-digit Chinese mobile or a short German mobile that
 * 'min' lets through. This file ends up in every bundle that imports the UI kit, so 'min' it is;
 * change the path below to 'libphonenumber-js/max' for strict validation.
 */
export {
  AsYouType,
  ParseError,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parseDigits,
  parseIncompletePhoneNumber,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
export type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';
// Mobile examples only (~4 KB raw, ~1.4 KB gzip) for placeholders: people leave a mobile number.
export { default as mobileExamples } from 'libphonenumber-js/mobile/examples';

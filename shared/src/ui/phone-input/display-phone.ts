import { parsePhoneNumberFromString } from './phone-lib';

/**
 * A stored phone as every page shows it: libphonenumber-js's international format, the same
 * text the phone input writes while typing ('+66 81 234 5678', '+7 912 345 67 89').
 * libphonenumber-js separates groups with spaces where Google's libphonenumber keeps a
 * country's hyphens ('+7 912 345-67-89'); its format is kept so the input and the pages agree.
 * Text that is no phone number (no leading plus, letters) is shown as it is.
 */
export function displayPhone(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  if (text === '') return null;
  return parsePhoneNumberFromString(text)?.formatInternational() ?? text;
}

/**
 * A phone as E.164 ('+66812345678'), what wa.me and tel: links take, whatever spaces,
 * brackets or dashes it was typed with; null when libphonenumber-js reads no number in it
 * (no country code, letters).
 */
export function phoneE164(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  if (text === '') return null;
  return parsePhoneNumberFromString(text)?.number ?? null;
}

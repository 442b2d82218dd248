import type { CountryCode } from './phone-lib';

export type { CountryCode };

/** Why a phone number is not accepted; the first four are libphonenumber-js parse outcomes. */
export type PhoneErrorCode =
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID';

export interface PhoneValidation {
  /** Length and digit pattern match the numbering plan of the number's country. */
  valid: boolean;
  /** Length alone fits the numbering plan. */
  possible: boolean;
  /** Country the number belongs to, when its digits tell (shared calling codes may not). */
  country: CountryCode | null;
  /** National significant number, digits only; '' when the text could not be parsed. */
  nationalNumber: string;
  /** International format, e.g. '+66 81 234 5678'; '' when the text could not be parsed. */
  formatted: string;
  error: PhoneErrorCode | null;
}

/** What `PhoneInput` reports on every change (docs/product-rules.md §3 "Phone input value"). */
export interface PhoneValue {
  /** E.164 ('+66812345678') when the text parses, otherwise the text as shown. */
  phone: string;
  /** The country shown in the picker; null when the typed calling code matches none of it. */
  country: CountryCode | null;
  validation: PhoneValidation;
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  /** Without the plus, e.g. '66'. */
  dialCode: string;
}

import { phoneErrorMessage } from '@phuket/shared/phone-input';
import type { PhoneValue } from '@phuket/shared/phone-input';

/** What a form keeps of the shared PhoneInput: the E.164 value and its verdict. */
export interface PhoneState {
  phone: string;
  /** The phone field's message for the current text, or null when the number is valid. */
  problem: string | null;
}

export const EMPTY_PHONE: PhoneState = { phone: '', problem: 'Enter a phone number.' };

/** The PhoneInput's own verdict, kept in the form so an invalid number blocks the submit. */
export function phoneState(value: PhoneValue): PhoneState {
  if (value.phone === '') return EMPTY_PHONE;
  if (value.validation.valid) return { phone: value.phone, problem: null };
  return {
    phone: value.phone,
    problem: phoneErrorMessage(value.validation, value.country) ?? 'Enter a valid phone number.',
  };
}

// Client checks with the API's own limits (the contract's, which its request schemas are
// built from), so most mistakes are caught before a round trip. The server stays the judge:
// its field errors are shown the same way.
import {
  CODE_LENGTH,
  EMAIL_MAX,
  NAME_MAX,
  isEmailAddress,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@phuket/shared/domain';

export { CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN };

const CODE_PATTERN = /^\d{6}$/;

export function validateName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter your name.';
  if (trimmed.length > NAME_MAX) return `The name must not be longer than ${NAME_MAX} characters.`;
  return null;
}

export function validateEmail(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter your email address.';
  if (!isEmailAddress(trimmed)) {
    return 'Enter a valid email address.';
  }
  return null;
}

/** A password being chosen (register, reset, change); a login password is only required. */
export function validateNewPassword(password: string): string | null {
  if (password === '') return 'Enter a password.';
  if (password.length < PASSWORD_MIN) {
    return `The password must be at least ${PASSWORD_MIN} characters.`;
  }
  if (password.length > PASSWORD_MAX) {
    return `The password must not be longer than ${PASSWORD_MAX} characters.`;
  }
  return null;
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Repeat the password.';
  return password === confirmation ? null : 'The passwords do not match.';
}

export function validateCode(code: string): string | null {
  return CODE_PATTERN.test(code) ? null : `Enter the ${CODE_LENGTH}-digit code.`;
}

/** Keeps digits only and at most six of them: what a code field accepts while typing or pasting. */
export function normalizeCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

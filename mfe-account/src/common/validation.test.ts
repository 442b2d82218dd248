import {
  normalizeCode,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateName,
  validateNewPassword,
} from './validation';
import { readApiError } from '@phuket/shared/api';
import { splitApiError } from './server-errors';
import { apiError } from '../test/api-error';

describe('client checks mirror the API', () => {
  it.each([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['broker', 'Enter a valid email address.'],
    ['broker@example', 'Enter a valid email address.'],
    ['bro ker@example.com', 'Enter a valid email address.'],
    [`${'a'.repeat(250)}@example.com`, 'Enter a valid email address.'],
    [' broker@example.com ', null],
  ])('email %p -> %p', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });

  it('password: 8 to 128 characters', () => {
    expect(validateNewPassword('')).toBe('Enter a password.');
    expect(validateNewPassword('1234567')).toBe('The password must be at least 8 characters.');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
    expect(validateNewPassword('x'.repeat(129))).toBe(
      'The password must not be longer than 128 characters.',
    );
  });

  it('confirmation must match', () => {
    expect(validateConfirmation('long-password', '')).toBe('Repeat the password.');
    expect(validateConfirmation('long-password', 'long-passwore')).toBe(
      'The passwords do not match.',
    );
    expect(validateConfirmation('long-password', 'long-password')).toBeNull();
  });

  it('name is required and at most 255 characters', () => {
    expect(validateName('  ')).toBe('Enter your name.');
    expect(validateName('x'.repeat(256))).toMatch(/255/);
    expect(validateName('Boris')).toBeNull();
  });

  it('a code is exactly six digits; typing and pasting keep digits only', () => {
    expect(validateCode('12345')).toBe('Enter the 6-digit code.');
    expect(validateCode('12345a')).toBe('Enter the 6-digit code.');
    expect(validateCode('123456')).toBeNull();
    expect(normalizeCode(' 123-456 7')).toBe('123456');
  });
});

describe('splitApiError', () => {
  it('puts field errors under the fields of this form and keeps the rest as one message', () => {
    const error = apiError(422, {
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'], other: ['x'] },
    });
    expect(splitApiError(error, ['email', 'name'])).toEqual({
      fields: { email: 'The email has already been taken.' },
      form: null,
      status: 422,
    });
    expect(splitApiError(error, ['name'])).toEqual({
      fields: {},
      form: 'The email has already been taken.',
      status: 422,
    });
  });

  it('says how long to wait after 429', () => {
    const error = apiError(429, { message: 'Too Many Requests' }, { 'retry-after': '120' });
    expect(splitApiError(error, ['email']).form).toBe('Too many attempts. Try again in 2 minutes.');
    const soon = apiError(429, { message: 'Too Many Requests' }, { 'retry-after': '30' });
    expect(splitApiError(soon, ['email']).form).toBe('Too many attempts. Try again in 30 seconds.');
  });

  it('a failure that is not from the API gets the generic message', () => {
    expect(splitApiError(new Error('boom'), ['email']).form).toBe(
      'An error has occurred. Please try again.',
    );
  });
});

describe('readApiError', () => {
  it("reads an error from another copy of axios by its shape (the stores' login call)", () => {
    const foreign = {
      isAxiosError: true,
      message: 'Request failed with status code 422',
      response: { status: 422, data: { message: 'Wrong.', errors: { email: ['Wrong.'] } } },
    };
    expect(readApiError(foreign)).toEqual({
      status: 422,
      message: 'Wrong.',
      errors: { email: ['Wrong.'] },
    });
    expect(splitApiError(foreign, ['password']).form).toBe('Wrong.');
  });
});

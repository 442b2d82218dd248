import { phoneErrorMessage, toPhoneValue, validatePhone } from './validate-phone';
import type { CountryCode } from './types';

describe('validatePhone by country', () => {
  const valid: [CountryCode, string, string][] = [
    ['TH', '+66 81 234 5678', '812345678'],
    ['TH', '+66 2 123 4567', '21234567'],
    ['RU', '+7 912 345 67 89', '9123456789'],
    ['US', '+1 213 373 4253', '2133734253'],
    ['GB', '+44 7400 123456', '7400123456'],
    ['CN', '+86 138 1234 5678', '13812345678'],
    ['DE', '+49 1512 3456789', '15123456789'],
    ['DE', '+49 30 1234567', '301234567'],
  ];

  it.each(valid)('accepts a %s number %s', (country, text, national) => {
    expect(validatePhone(text, country)).toEqual({
      valid: true,
      possible: true,
      country,
      nationalNumber: national,
      formatted: text,
      error: null,
    });
  });

  it.each<[CountryCode, string]>([
    ['TH', '081 234 5678'],
    ['RU', '8 (912) 345-67-89'],
    ['US', '(213) 373-4253'],
    ['GB', '07400 123456'],
    ['CN', '138 1234 5678'],
    ['DE', '01512 3456789'],
  ])('reads national %s text %s with the selected country', (country, text) => {
    const result = validatePhone(text, country);
    expect(result.valid).toBe(true);
    expect(result.country).toBe(country);
  });

  it.each<[CountryCode, string, string]>([
    ['TH', '+66 81 234 567', 'INVALID'],
    ['TH', '+66 81 234', 'TOO_SHORT'],
    ['RU', '+7 912 345 67', 'TOO_SHORT'],
    ['RU', '+7 012 345 67 89', 'INVALID'],
    ['US', '+1 123 456 7890', 'INVALID'],
    ['US', '+1 213 373 42534', 'TOO_LONG'],
    ['GB', '+44 7400 1234', 'INVALID'],
    ['GB', '+44 7400 12345', 'INVALID'],
    ['GB', '+44 7400 1234567', 'TOO_LONG'],
    ['CN', '+86 99 1234', 'TOO_SHORT'],
    ['CN', '+86 138 1234 5678 901234', 'TOO_LONG'],
    ['DE', '+49 110', 'TOO_SHORT'],
    ['DE', '+49 1512 3456 7890 1234 5', 'TOO_LONG'],
  ])('rejects a %s number %s as %s', (country, text, error) => {
    const result = validatePhone(text, country);
    expect(result.valid).toBe(false);
    expect(result.error).toBe(error);
  });

  it('judges validity by the country of the number, not the picker', () => {
    expect(validatePhone('+44 7400 123456', 'TH')).toMatchObject({ valid: true, country: 'GB' });
  });
});

describe('validatePhone parse outcomes (docs/product-rules.md §8)', () => {
  it('NOT_A_NUMBER for empty text, letters or a lone plus', () => {
    expect(validatePhone('', 'TH').error).toBe('NOT_A_NUMBER');
    expect(validatePhone('call me', 'TH').error).toBe('NOT_A_NUMBER');
    expect(validatePhone('+', 'TH').error).toBe('NOT_A_NUMBER');
  });

  it('INVALID_COUNTRY without a country and without a plus, or for an unknown calling code', () => {
    expect(validatePhone('0812345678', null).error).toBe('INVALID_COUNTRY');
    expect(validatePhone('+999 123 456', 'TH').error).toBe('INVALID_COUNTRY');
  });

  it('TOO_SHORT when the national number has fewer than 2 digits', () => {
    expect(validatePhone('8', 'TH')).toMatchObject({ valid: false, error: 'TOO_SHORT' });
    expect(validatePhone('+1', null).error).toBe('TOO_SHORT');
  });

  it('TOO_LONG past 17 national digits or 250 characters of text', () => {
    expect(validatePhone('+66 812345678901234567', 'TH').error).toBe('TOO_LONG');
    expect(validatePhone(`+66 81 234 5678${'-'.repeat(240)}`, 'TH').error).toBe('TOO_LONG');
  });

  it('leaves extensions to libphonenumber-js limits (20 digits after ext)', () => {
    expect(validatePhone('+66 81 234 5678 ext 123', 'TH').valid).toBe(true);
    expect(validatePhone(`+66 81 234 5678 ext ${'1'.repeat(21)}`, 'TH').error).toBe('NOT_A_NUMBER');
  });
});

describe('phoneErrorMessage', () => {
  it.each([
    ['+66 81 234 567', 'TH', 'Enter a valid phone number for Thailand.'],
    ['+7 012 345 67 89', 'RU', 'Enter a valid phone number for Russia.'],
    ['+66 81 234', 'TH', 'The phone number is too short.'],
    ['+1 213 373 42534', 'US', 'The phone number is too long.'],
    ['hello', 'TH', 'This is not a phone number.'],
    ['0812345678', null, 'Choose a country or start with + and the country code.'],
    ['+66 81 234 5678', 'TH', null],
  ] as const)('%s (%s) → %s', (text, country, message) => {
    expect(phoneErrorMessage(validatePhone(text, country), country)).toBe(message);
  });
});

describe('toPhoneValue', () => {
  it('reports E.164, the country and the validation', () => {
    expect(toPhoneValue('+66 81 234 5678', 'TH')).toEqual({
      phone: '+66812345678',
      country: 'TH',
      validation: {
        valid: true,
        possible: true,
        country: 'TH',
        nationalNumber: '812345678',
        formatted: '+66 81 234 5678',
        error: null,
      },
    });
  });

  it('keeps raw text that does not parse and reports a lone calling code as empty', () => {
    expect(toPhoneValue('+999 12', 'TH').phone).toBe('+999 12');
    expect(toPhoneValue('+66', 'TH').phone).toBe('');
    expect(toPhoneValue('', 'TH').phone).toBe('');
  });
});

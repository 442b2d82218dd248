import {
  DEFAULT_PLACEHOLDER,
  caretAfterSignificant,
  countSignificant,
  filterPhoneChars,
  formatInternational,
  isBlankPhone,
  placeholderFor,
  switchCountry,
} from './format-phone';
import type { CountryCode } from './types';

describe('filterPhoneChars', () => {
  it('keeps digits, spaces, parentheses, hyphen and plus only', () => {
    expect(filterPhoneChars('+1 (213) 373-4253')).toBe('+1 (213) 373-4253');
    expect(filterPhoneChars('tel: +66.81/234_5678 ext;9,x')).toBe(' +66812345678 9');
    expect(filterPhoneChars('٠١٢abc')).toBe('');
  });
});

describe('formatInternational', () => {
  it.each<[CountryCode, string, string]>([
    ['TH', '+66812345678', '+66 81 234 5678'],
    ['RU', '+79123456789', '+7 912 345 67 89'],
    ['US', '+12133734253', '+1 213 373 4253'],
    ['GB', '+447400123456', '+44 7400 123456'],
    ['CN', '+8613812345678', '+86 138 1234 5678'],
    ['DE', '+4915123456789', '+49 1512 3456789'],
  ])('formats a %s number as typed in international form', (country, typed, shown) => {
    expect(formatInternational(typed, 'TH')).toEqual({ text: shown, country });
  });

  it.each<[CountryCode, string, string]>([
    ['TH', '081 234 5678', '+66 81 234 5678'],
    ['RU', '8 (912) 345-67-89', '+7 912 345 67 89'],
    ['US', '(213) 373-4253', '+1 213 373 4253'],
    ['GB', '07400 123456', '+44 7400 123456'],
    ['CN', '138 1234 5678', '+86 138 1234 5678'],
    ['DE', '01512 3456789', '+49 1512 3456789'],
  ])(
    'puts the %s calling code before a national number, dropping the trunk prefix',
    (country, typed, shown) => {
      expect(formatInternational(typed, country)).toEqual({ text: shown, country });
    },
  );

  it('turns a lone trunk zero into the calling code so the next digits land right', () => {
    expect(formatInternational('0', 'TH').text).toBe('+66');
    expect(formatInternational('+668', 'TH').text).toBe('+66 8');
  });

  it('drops characters that are not allowed, typed or pasted', () => {
    expect(formatInternational('+66 8a1b2c3', 'TH').text).toBe('+66 81 23');
    expect(formatInternational('phone: +44 7400 123456', 'TH').text).toBe('+44 7400 123456');
  });

  it('keeps the picked country while the calling code is incomplete or shared', () => {
    expect(formatInternational('+', 'TH').country).toBe('TH');
    expect(formatInternational('+6', 'TH').country).toBe('TH');
    expect(formatInternational('+1 213', 'US').country).toBe('US');
    expect(formatInternational('+1 213', 'TH').country).toBeNull();
  });

  it('prefixes a plus when no country is chosen', () => {
    expect(formatInternational('4915123456789', null)).toEqual({
      text: '+49 1512 3456789',
      country: 'DE',
    });
  });

  it('returns empty text for empty input', () => {
    expect(formatInternational('', 'TH')).toEqual({ text: '', country: 'TH' });
  });
});

describe('blank detection and country switch', () => {
  it('treats a lone plus or calling code as blank', () => {
    expect(isBlankPhone('')).toBe(true);
    expect(isBlankPhone('+')).toBe(true);
    expect(isBlankPhone('+66')).toBe(true);
    expect(isBlankPhone('+66 8')).toBe(false);
  });

  it('moves the national digits to the new calling code', () => {
    expect(switchCountry('+66 81 234 5678', 'RU')).toBe('+7 812 345 67 8');
    expect(switchCountry('+7 912 345 67 89', 'GB')).toBe('+44 912 345 6789');
    expect(switchCountry('+66', 'RU')).toBe('');
    expect(switchCountry('', 'RU')).toBe('');
  });
});

describe('caret helpers', () => {
  it('counts digits and plus before a position and finds it again after formatting', () => {
    expect(countSignificant('+66 81 2', 6)).toBe(5);
    expect(caretAfterSignificant('+66 81 234 5678', 5)).toBe(6);
    expect(caretAfterSignificant('+66 81', 0)).toBe(0);
    expect(caretAfterSignificant('+66', 9)).toBe(3);
  });
});

describe('placeholderFor', () => {
  it('shows an example mobile number of the country', () => {
    expect(placeholderFor('TH')).toBe('+66 81 234 5678');
    expect(placeholderFor('GB')).toMatch(/^\+44 7/);
  });

  it('falls back to the generic text without a country', () => {
    expect(placeholderFor(null)).toBe(DEFAULT_PLACEHOLDER);
    expect(DEFAULT_PLACEHOLDER).toBe('Enter a phone number');
  });
});

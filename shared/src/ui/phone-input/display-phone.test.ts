import { displayPhone, phoneE164 } from './display-phone';
import { formatInternational } from './format-phone';

describe('displayPhone', () => {
  it.each([
    // libphonenumber-js's INTERNATIONAL: spaces, not the hyphens of Google's RU intlFormat.
    ['+79123456789', '+7 912 345 67 89'],
    ['+7 (912) 345-67-89', '+7 912 345 67 89'],
    ['+66812345678', '+66 81 234 5678'],
    ['+66 76 123 456', '+66 76 123 456'],
    ['+12133734253', '+1 213 373 4253'],
    ['+447400123456', '+44 7400 123456'],
  ])('shows %s as %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it('shows what the phone input shows for the same number', () => {
    for (const stored of ['+79123456789', '+66812345678', '+8613812345678', '+4915123456789']) {
      expect(displayPhone(stored)).toBe(formatInternational(stored, null).text);
    }
  });

  it('leaves text that is no phone number as it is, and nothing as null', () => {
    expect(displayPhone('call the office')).toBe('call the office');
    expect(displayPhone('0812345678')).toBe('0812345678');
    expect(displayPhone('  ')).toBeNull();
    expect(displayPhone(null)).toBeNull();
    expect(displayPhone(undefined)).toBeNull();
  });
});

describe('phoneE164', () => {
  it.each([
    ['+66 81 234 5678', '+66812345678'],
    ['+7 (912) 345-67-89', '+79123456789'],
    ['  +44 7400 123456 ', '+447400123456'],
  ])('reads %s as %s', (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it('reads no number from text without a country code, letters or nothing', () => {
    for (const text of ['081 234 5678', 'call me', '', null, undefined]) {
      expect(phoneE164(text)).toBeNull();
    }
  });
});

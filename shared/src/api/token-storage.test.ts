import { apiRequestKey } from './client';
import { CURRENCY_COOKIE, SIGNED_IN_COOKIE, currencyStorage, tokenStorage } from './token-storage';

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describe('currencyStorage', () => {
  it('keeps the choice in local storage and a cookie copy for server-rendered prices', () => {
    currencyStorage.set('USD');
    expect(currencyStorage.get()).toBe('USD');
    expect(cookieValue(CURRENCY_COOKIE)).toBe('USD');
    currencyStorage.set('EUR');
    expect(cookieValue(CURRENCY_COOKIE)).toBe('EUR');
    currencyStorage.clear();
    expect(currencyStorage.get()).toBeNull();
    expect(cookieValue(CURRENCY_COOKIE)).toBeUndefined();
  });
});

describe('tokenStorage', () => {
  it('keeps the token in local storage and only a signed-in flag in a cookie', () => {
    tokenStorage.set('secret-token');
    expect(tokenStorage.get()).toBe('secret-token');
    expect(cookieValue(SIGNED_IN_COOKIE)).toBe('1');
    expect(document.cookie).not.toContain('secret-token');
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
    expect(cookieValue(SIGNED_IN_COOKIE)).toBeUndefined();
  });
});

describe('apiRequestKey', () => {
  it('is the path and its query in the order given, as the server fetches it', () => {
    expect(apiRequestKey('/properties', { page: '1', 'filter[offer_type]': 'Sale' })).toBe(
      '/properties?page=1&filter%5Boffer_type%5D=Sale',
    );
    expect(apiRequestKey('/1/property', null)).toBe('/1/property');
    expect(apiRequestKey('/1/property', {})).toBe('/1/property');
  });
});

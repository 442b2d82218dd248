import { buildCountryList, countryName, getAllCountries, searchKey } from './countries';
import type * as Countries from './countries';

describe('country data', () => {
  it('names countries in English', () => {
    expect(countryName('TH')).toBe('Thailand');
    expect(countryName('DE')).toBe('Germany');
  });

  it('falls back to the code when Intl.DisplayNames is missing', () => {
    jest.isolateModules(() => {
      const original = Intl.DisplayNames;
      Object.defineProperty(Intl, 'DisplayNames', { value: undefined, configurable: true });
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const isolated = require('./countries') as typeof Countries;
        expect(isolated.countryName('TH')).toBe('TH');
      } finally {
        Object.defineProperty(Intl, 'DisplayNames', { value: original, configurable: true });
      }
    });
  });

  it('lists about 240 countries with dial codes, sorted by name', () => {
    const all = getAllCountries();
    expect(all.length).toBeGreaterThan(230);
    expect(all.find((country) => country.code === 'TH')).toEqual({
      code: 'TH',
      name: 'Thailand',
      dialCode: '66',
    });
    const names = all.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('ignores accents when searching', () => {
    expect(searchKey('Åland')).toBe('aland');
  });
});

describe('buildCountryList restrictions', () => {
  it('offers every country by default', () => {
    const list = buildCountryList({});
    expect(list.preferred).toEqual([]);
    expect(list.rest).toHaveLength(getAllCountries().length);
  });

  it('keeps only onlyCountries', () => {
    const list = buildCountryList({ onlyCountries: ['TH', 'RU', 'US'] });
    expect(list.rest.map((country) => country.code)).toEqual(['RU', 'TH', 'US']);
  });

  it('drops ignoredCountries', () => {
    const codes = buildCountryList({ ignoredCountries: ['RU', 'CN'] }).rest.map((c) => c.code);
    expect(codes).not.toContain('RU');
    expect(codes).not.toContain('CN');
    expect(codes).toContain('TH');
  });

  it('puts preferredCountries first in their order, once, and only when allowed', () => {
    const list = buildCountryList({
      onlyCountries: ['TH', 'RU', 'GB', 'DE'],
      ignoredCountries: ['DE'],
      preferredCountries: ['RU', 'TH', 'RU', 'US', 'DE'],
    });
    expect(list.preferred.map((c) => c.code)).toEqual(['RU', 'TH']);
    expect(list.rest.map((c) => c.code)).toEqual(['GB']);
  });
});

import { emptyFilterValues } from './filters';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
  checkSavedSearchQuery,
  defaultSavedSearchName,
  savedSearchNameError,
} from './saved-search-rules';

describe('saved search rules', () => {
  it('writes a search back in the codec order, without page, view or sort', () => {
    const check = checkSavedSearchQuery(
      '?bedrooms=4,3&property_type=Villa&offer_type=Sale&page=3&view=map&sort=price_asc',
    );
    expect(check).toEqual(
      expect.objectContaining({
        ok: true,
        query: 'offer_type=Sale&property_type=Villa&bedrooms=3,4',
      }),
    );
  });

  it('pins a price range to the currency it was written in', () => {
    const check = checkSavedSearchQuery('price_range=100,2000', 'USD');
    expect(check.ok && check.query).toBe('price_range=100,2000&price_currency=USD');
    const given = checkSavedSearchQuery('price_range=100,2000&price_currency=EUR', 'USD');
    expect(given.ok && given.query).toBe('price_range=100,2000&price_currency=EUR');
  });

  it('refuses unknown keys and bad values instead of dropping them', () => {
    const check = checkSavedSearchQuery('colour=blue&offer_type=Swap&bedrooms=3');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toContain('The colour filter is not known.');
    expect(check.errors).toHaveLength(2);
  });

  it('refuses a key given twice', () => {
    expect(checkSavedSearchQuery('bedrooms=2&bedrooms=3').ok).toBe(false);
  });

  it('accepts the empty search: every listing', () => {
    expect(checkSavedSearchQuery('')).toEqual(expect.objectContaining({ ok: true, query: '' }));
  });

  it('checks the name', () => {
    expect(savedSearchNameError('  ')).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(savedSearchNameError('x'.repeat(SAVED_SEARCH_NAME_MAX + 1))).toBe(
      SAVED_SEARCH_MESSAGES.nameTooLong,
    );
    expect(savedSearchNameError(' Villas in Kata ')).toBeNull();
  });

  it('names a search from its filters', () => {
    const names: Record<number, string> = { 4: 'Kata', 5: 'Karon' };
    const filters = {
      ...emptyFilterValues(),
      offer_type: 'Sale' as const,
      property_type: ['Villa' as const],
      location_id: [4],
      bedrooms: [3, 4, 5, 6, 7],
    };
    expect(defaultSavedSearchName(filters, (id) => names[id])).toBe(
      'Villas for sale in Kata, 3+ bedrooms',
    );
    expect(
      defaultSavedSearchName(
        { ...filters, offer_type: null, location_id: [4, 5], bedrooms: [2] },
        (id) => names[id],
      ),
    ).toBe('Villas in Kata and Karon, 2 bedrooms');
    expect(defaultSavedSearchName(emptyFilterValues())).toBe('Properties in Phuket');
  });
});

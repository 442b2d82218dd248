import type { EditorItem } from './editor-values';
import { listing } from './test-fixtures';
import {
  asIsPriceLabel,
  checkValues,
  emptyValues,
  moveItem,
  newItem,
  overrideAmount,
  togglePhoto,
  withPriceMode,
} from './editor-values';

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order as it is for a move out of range', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('photos', () => {
  it('starts with every photo shown and keeps the listing order when one comes back', () => {
    const item = newItem(listing(1), 'THB');
    expect(item.photo_ids).toEqual([11, 12, 13]);
    const without = togglePhoto(item, 11);
    expect(without.photo_ids).toEqual([12, 13]);
    expect(togglePhoto(without, 11).photo_ids).toEqual([11, 12, 13]);
  });
});

describe('price mode', () => {
  it('starts an override from the listing price when the currencies match', () => {
    const item = withPriceMode(newItem(listing(1), 'THB'), 'override', 'THB');
    expect(item.price_mode).toBe('override');
    expect(item.override_amount).toBe('12500000');
    expect(item.override_currency).toBe('THB');
  });

  it('starts an override empty in another currency, and keeps a typed amount', () => {
    const item = withPriceMode(newItem(listing(1), 'USD'), 'override', 'USD');
    expect(item.override_amount).toBe('');
    const typed: EditorItem = { ...item, override_amount: '350000' };
    const hidden = withPriceMode(typed, 'hidden', 'USD');
    expect(withPriceMode(hidden, 'override', 'USD').override_amount).toBe('350000');
  });

  it('reads an amount with separators and refuses anything else', () => {
    expect(overrideAmount('11,900,000')).toBe(11_900_000);
    expect(overrideAmount(' 5 000 ')).toBe(5000);
    expect(overrideAmount('0')).toBeNull();
    expect(overrideAmount('12.5')).toBeNull();
    expect(overrideAmount('-3')).toBeNull();
    expect(overrideAmount('')).toBeNull();
  });
});

describe('checkValues', () => {
  it('asks for a title and for each override amount', () => {
    const values = emptyValues();
    const item = { ...newItem(listing(4), 'THB'), price_mode: 'override' as const };
    const errors = checkValues({ ...values, items: [item] });
    expect(errors.title).toBe('Enter a title.');
    expect(errors.items).toEqual({ 4: 'Enter the price to show, in whole numbers.' });
    expect(checkValues({ ...values, title: 'For Anna', items: [] })).toEqual({});
  });
});

describe('asIsPriceLabel', () => {
  it('shows the listing price as its card does, with the rent period', () => {
    expect(asIsPriceLabel(listing(1), 'THB')).toBe('Show the listing’s price (฿12,500,000)');
    const monthly = listing(2, { price: 45_000, offer_type: 'Rent', rental_type: 'Long-term' });
    expect(asIsPriceLabel(monthly, 'THB')).toBe('Show the listing’s price (฿45,000 / Monthly)');
    const daily = listing(3, { price: 3_500, offer_type: 'Rent', rental_type: 'Short-term' });
    expect(asIsPriceLabel(daily, 'THB')).toBe('Show the listing’s price (฿3,500 / Daily)');
    expect(asIsPriceLabel(listing(4, { price: null }), 'THB')).toBe('Show the listing’s price');
  });

  it('never shows a price in a currency other than the presentation’s', () => {
    expect(asIsPriceLabel(listing(1), 'USD')).toBe('Show the listing’s price');
    const dollars = listing(5, { price: 390_000, currency: 'USD' });
    expect(asIsPriceLabel(dollars, 'USD')).toBe('Show the listing’s price ($390,000)');
  });
});

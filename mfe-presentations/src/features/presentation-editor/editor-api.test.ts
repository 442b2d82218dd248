import { bodyOf, dayOf, endOfDay } from './editor-api';
import { emptyValues, newItem } from './editor-values';
import { listing } from './test-fixtures';

describe('bodyOf', () => {
  it('sends the items in order with an override only where one is chosen', () => {
    const values = emptyValues('USD');
    const items = [
      {
        ...newItem(listing(1), 'USD'),
        price_mode: 'override' as const,
        override_amount: '350,000',
      },
      { ...newItem(listing(2), 'USD'), price_mode: 'hidden' as const, override_amount: '99' },
      { ...newItem(listing(3), 'USD'), note: '  Near the school  ' },
    ];
    const body = bodyOf({ ...values, title: ' For Anna ', client_name: '  ', items });
    expect(body.title).toBe('For Anna');
    expect(body.client_name).toBeNull();
    expect(body.items?.map((item) => item.listing_id)).toEqual([1, 2, 3]);
    expect(body.items?.[0]?.price_override).toEqual({ amount: 350_000, currency: 'USD' });
    // A hidden price sends no figure at all, not even the one typed before.
    expect(body.items?.[1]).toMatchObject({ price_mode: 'hidden', price_override: null });
    expect(body.items?.[2]).toMatchObject({ price_mode: 'as_is', note: 'Near the school' });
  });

  it("sends the client's language, English unless chosen", () => {
    expect(bodyOf({ ...emptyValues(), title: 'x' }).locale).toBe('en');
    expect(bodyOf({ ...emptyValues('THB', 'th'), title: 'x' }).locale).toBe('th');
  });
});

describe('expiry day', () => {
  it('lasts to the end of the chosen local day, and back', () => {
    const iso = endOfDay('2026-05-01');
    expect(iso).not.toBeNull();
    expect(dayOf(iso)).toBe('2026-05-01');
    expect(endOfDay('')).toBeNull();
    expect(dayOf(null)).toBe('');
  });
});

import type { Album } from '../domain/listing';
import {
  AREA_UNIT,
  currencySign,
  formatArea,
  formatDay,
  formatDiscount,
  formatNumber,
  formatPrice,
  formatRange,
  formatRangeLabel,
  previewPhotos,
  rentSuffix,
  roomFactText,
  roomFacts,
} from './index';

describe('formatPrice', () => {
  it('formats a sale price with the currency sign and en-US separators, no suffix', () => {
    expect(formatPrice({ price: 12500000, currency: 'THB', offer_type: 'Sale' })).toBe(
      '฿12,500,000',
    );
    expect(formatPrice({ price: 350000, currency: 'USD', offer_type: 'Sale' })).toBe('$350,000');
    expect(formatPrice({ price: 350000, currency: 'EUR', offer_type: 'Sale' })).toBe('€350,000');
  });

  it('never shows a suffix on a sale even when a rental type is present', () => {
    expect(
      formatPrice({ price: 1000, currency: 'THB', offer_type: 'Sale', rental_type: 'Long-term' }),
    ).toBe('฿1,000');
  });

  it('rounds down', () => {
    expect(formatPrice({ price: 999.99, currency: 'THB', offer_type: 'Sale' })).toBe('฿999');
    expect(formatPrice({ price: 1999.5, currency: 'USD' })).toBe('$1,999');
    expect(formatNumber(1234567.89)).toBe('1,234,567');
  });

  it('treats a missing or invalid price as 0', () => {
    expect(formatPrice({ price: undefined, currency: 'THB' })).toBe('฿0');
    expect(formatPrice({ price: null, currency: 'THB' })).toBe('฿0');
    expect(formatPrice({ price: Number.NaN, currency: 'THB' })).toBe('฿0');
    expect(formatPrice({ price: 0, currency: 'THB', offer_type: 'Sale' })).toBe('฿0');
  });

  it('suffixes Long-term rent Monthly and any other rental type Daily', () => {
    const rent = { price: 45000, currency: 'THB', offer_type: 'Rent' };
    expect(formatPrice({ ...rent, rental_type: 'Long-term' })).toBe('฿45,000 / Monthly');
    expect(formatPrice({ ...rent, rental_type: 'Short-term' })).toBe('฿45,000 / Daily');
    expect(formatPrice({ ...rent, rental_type: 'Seasonal' })).toBe('฿45,000 / Daily');
    expect(formatPrice({ ...rent, rental_type: null })).toBe('฿45,000 / Daily');
    expect(rentSuffix('Rent', undefined)).toBe(' / Daily');
    expect(rentSuffix(undefined, 'Long-term')).toBe('');
  });

  it('falls back to THB for a missing currency and shows unknown codes verbatim', () => {
    expect(currencySign(undefined)).toBe('฿');
    expect(currencySign('GBP')).toBe('GBP ');
    expect(formatPrice({ price: 10, currency: 'GBP' })).toBe('GBP 10');
  });
});

describe('formatDiscount', () => {
  it('shows a negative percentage', () => {
    expect(formatDiscount(15)).toBe('-15%');
    expect(formatDiscount(12.5)).toBe('-12.5%');
  });
  it('does not double the sign of a negative input', () => {
    expect(formatDiscount(-15)).toBe('-15%');
  });
  it('returns null when there is no discount', () => {
    expect(formatDiscount(0)).toBeNull();
    expect(formatDiscount(null)).toBeNull();
    expect(formatDiscount(undefined)).toBeNull();
    expect(formatDiscount(Number.NaN)).toBeNull();
  });
});

describe('formatArea', () => {
  it('uses sq.m by default', () => {
    expect(AREA_UNIT).toBe('sq.m');
    expect(formatArea(120)).toBe('120 sq.m');
    expect(formatArea(1250.5)).toBe('1,250.5 sq.m');
  });
  it('accepts another unit', () => {
    expect(formatArea(120, 'sq.ft')).toBe('120 sq.ft');
  });
  it('returns null for a missing or zero area', () => {
    expect(formatArea(0)).toBeNull();
    expect(formatArea(null)).toBeNull();
    expect(formatArea(undefined)).toBeNull();
  });
});

describe('formatRangeLabel', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [25000, '25K'],
    [999999, '999.99K'],
    [1000000, '1M'],
    [1500000, '1.5M'],
    [1150000, '1.15M'],
    [100000000, '100M'],
    [1000000000, '1000M'],
  ])('%d -> %s', (value, label) => {
    expect(formatRangeLabel(value)).toBe(label);
  });
  it('handles missing values', () => {
    expect(formatRangeLabel(undefined)).toBe('0');
    expect(formatRangeLabel(Number.POSITIVE_INFINITY)).toBe('0');
  });
  it('formats a range and marks the upper bound as open', () => {
    expect(formatRange(0, 5000000)).toBe('0 – 5M');
    expect(formatRange(1500000, 1e9, 1e9)).toBe('1.5M – 1000M+');
  });
});

describe('previewPhotos', () => {
  const album = (id: number, count: number): Album => ({
    id,
    title: `Album ${id}`,
    photos: Array.from({ length: count }, (_, index) => ({
      id: id * 100 + index,
      url: `/media/${id}-${index}.jpg`,
      thumb_url: `/media/${id}-${index}.jpg`,
    })),
  });

  it('returns the first 6 photos across albums in order', () => {
    const photos = previewPhotos({ albums: [album(1, 2), album(2, 3), album(3, 4)] });
    expect(photos.map((photo) => photo.id)).toEqual([100, 101, 200, 201, 202, 300]);
  });
  it('returns fewer when there are fewer', () => {
    expect(previewPhotos({ albums: [album(1, 2)] })).toHaveLength(2);
  });
  it('returns [] without albums or photos', () => {
    expect(previewPhotos({ albums: [] })).toEqual([]);
    expect(previewPhotos({ albums: [album(1, 0)] })).toEqual([]);
    expect(previewPhotos(undefined)).toEqual([]);
  });
});

describe('roomFacts', () => {
  const text = (bedrooms: number | null, bathrooms: number | null) => {
    const facts = roomFacts(bedrooms, bathrooms);
    return [facts.beds, facts.baths].map((fact) => (fact ? roomFactText(fact) : null));
  };

  it('counts bedrooms and bathrooms, singular for one', () => {
    expect(text(3, 2)).toEqual(['3 Beds', '2 Baths']);
    expect(text(1, 1)).toEqual(['1 Bed', '1 Bath']);
  });

  it('shows nothing for land or a shop without rooms', () => {
    expect(text(0, 0)).toEqual([null, null]);
  });

  it('calls no bedroom with a bathroom a studio', () => {
    expect(text(0, 1)).toEqual(['Studio', '1 Bath']);
  });

  it('leaves out what is unknown', () => {
    expect(text(null, 2)).toEqual([null, '2 Baths']);
    expect(text(4, null)).toEqual(['4 Beds', null]);
  });
});

describe('formatDay', () => {
  it('prints the day with a short English month', () => {
    expect(formatDay('2026-11-24T10:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatDay('2025-01-03T12:00:00Z')).toBe('3 Jan 2025');
  });
});

import { TENURES, PROPERTY_TYPES, type Listing } from '@phuket/shared/domain';
import { formatArea, formatPrice, roomFacts, tenureLabel, tenureSummary } from '../format';
import { labelsIn } from './labels';
import { sharedMessages } from './shared-messages';

const facts = {
  tenure: 'Freehold' as Listing['tenure'],
  leasehold_years: null,
  foreign_quota: false,
  foreign_quota_units: 12,
  foreign_freehold: false,
};

describe('central labels', () => {
  beforeAll(() =>
    Promise.all([sharedMessages.load('ru'), sharedMessages.load('th'), sharedMessages.load('zh')]),
  );

  it('reads in English exactly as the values and the format functions do', () => {
    const en = labelsIn('en');
    for (const type of PROPERTY_TYPES) expect(en.propertyType(type)).toBe(type);
    for (const tenure of TENURES) expect(en.tenure(tenure)).toBe(tenure);
    expect(en.location('Phuket Town')).toBe('Phuket Town');
    expect(en.amenity('Security 24/7')).toBe('Security 24/7');
    expect(en.tenureFilter('Foreign freehold')).toBe('Foreign freehold possible');
    expect(en.tenureLabel({ tenure: 'Leasehold', leasehold_years: 1 })).toBe(
      tenureLabel({ tenure: 'Leasehold', leasehold_years: 1 }),
    );
    expect(en.tenureSummary(facts)).toBe(tenureSummary(facts));
    expect(en.tenureSummary({ ...facts, foreign_freehold: true, foreign_quota_units: 0 })).toBe(
      tenureSummary({ ...facts, foreign_freehold: true, foreign_quota_units: 0 }),
    );
    const rent = { price: 45000, currency: 'THB', offer_type: 'Rent', rental_type: 'Long-term' };
    expect(en.price(rent)).toBe(formatPrice(rent));
    expect(en.area(120.5)).toBe(formatArea(120.5));
    expect(en.roomFacts(0, 1)).toEqual(roomFacts(0, 1));
    expect(en.roomFacts(3, 1)).toEqual(roomFacts(3, 1));
  });

  it('names areas, types and enums as Russian, Thai and Chinese readers know them', () => {
    expect(labelsIn('ru').location('Patong')).toBe('Патонг');
    expect(labelsIn('th').location('Patong')).toBe('ป่าตอง');
    expect(labelsIn('zh').location('Patong')).toBe('芭东');
    expect(labelsIn('ru').propertyType('Villa')).toBe('Вилла');
    expect(labelsIn('th').amenity('Sea view')).toBe('วิวทะเล');
    expect(labelsIn('zh').propertyStage('Off-plan')).toBe('期房');
    expect(labelsIn('ru').rentalType('Long-term')).toBe('Долгосрочная');
  });

  it('counts in Russian plural forms', () => {
    const ru = labelsIn('ru');
    expect(ru.tenureLabel({ tenure: 'Leasehold', leasehold_years: 1 })).toBe('Лизхолд, 1 год');
    expect(ru.tenureLabel({ tenure: 'Leasehold', leasehold_years: 3 })).toBe('Лизхолд, 3 года');
    expect(ru.tenureLabel({ tenure: 'Leasehold', leasehold_years: 30 })).toBe('Лизхолд, 30 лет');
    expect(ru.roomFacts(5, 2)).toEqual({
      beds: { value: '5', unit: 'спален' },
      baths: { value: '2', unit: 'санузла' },
    });
    expect(ru.roomFacts(0, 1).beds).toEqual({ value: 'Студия', unit: '' });
  });

  it("writes a rent price and an area the reader's way", () => {
    const rent = { price: 45000, currency: 'THB', offer_type: 'Rent', rental_type: 'Long-term' };
    expect(labelsIn('ru').price(rent)).toBe('45\u00a0000\u00a0฿ / месяц');
    expect(labelsIn('th').price({ ...rent, rental_type: 'Short-term' })).toBe('฿45,000 / วัน');
    expect(labelsIn('zh').area(80)).toBe('80 平方米');
    expect(labelsIn('ru').area(null)).toBeNull();
  });

  it('gives a value it does not know back as it is', () => {
    expect(labelsIn('ru').location('Kamala, Kathu, Phuket')).toBe('Kamala, Kathu, Phuket');
    expect(labelsIn('th').amenity('Wine cellar')).toBe('Wine cellar');
  });
});

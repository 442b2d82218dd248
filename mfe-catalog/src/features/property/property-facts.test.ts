import type { PropertyDetail } from '@phuket/shared/api';
import { propertyFacts } from './property-facts';
import { sharedMessages } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';

const property = (bedrooms: number | null) =>
  ({
    id: 7,
    property_type: 'Apartment',
    offer_type: 'Rent',
    rental_type: 'Long-term',
    property_stage: null,
    bedrooms,
    bathrooms: 1,
    area: 32,
    furniture: null,
    location: null,
    nearest_beach: null,
    currency: 'THB',
  }) as unknown as PropertyDetail; // Only the fields the facts read.

const bedrooms = (value: number | null) =>
  propertyFacts(property(value)).find((fact) => fact.label === 'Bedrooms')?.value;

describe('propertyFacts', () => {
  it('says Studio where a listing has 0 bedrooms, the count otherwise', () => {
    expect(bedrooms(0)).toBe('Studio');
    expect(bedrooms(2)).toBe('2');
    expect(bedrooms(null)).toBeUndefined();
  });
});

describe('propertyFacts in Russian', () => {
  beforeAll(() => Promise.all([propertyMessages.load('ru'), sharedMessages.load('ru')]));

  it("says the closed lists' values in the page's language, as the cards do", () => {
    const facts = propertyFacts(
      {
        ...property(0),
        property_stage: 'Off-plan',
        furniture: 'Furnished',
        location: 'Patong',
        tenure: 'Leasehold',
        leasehold_years: 30,
        foreign_quota: null,
        foreign_quota_units: null,
        foreign_freehold: false,
      } as unknown as PropertyDetail,
      'ru',
    );
    const value = (label: string) => facts.find((fact) => fact.label === label)?.value;
    expect(value('Тип недвижимости')).toBe('Апартаменты');
    expect(value('Тип аренды')).toBe('Долгосрочная');
    expect(value('Стадия')).toBe('Строящаяся');
    expect(value('Форма собственности')).toBe('Лизхолд, 30 лет');
    expect(value('Спальни')).toBe('Студия');
    expect(value('Мебель')).toBe('С мебелью');
    expect(value('Район')).toBe('Патонг');
  });
});

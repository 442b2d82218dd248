import type { PublicPresentationItem } from '@phuket/shared/api/presentations';
import { labelsIn, sharedMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';
import { keyFacts, priceText, shownTexts } from './ListingSection';

type Item = Extract<PublicPresentationItem, { available: true }>;

const base: Item = {
  id: 1,
  available: true,
  title: 'Pool villa',
  offer_type: 'Sale',
  rental_type: null,
  property_type: 'Villa',
  property_stage: null,
  furniture: null,
  bedrooms: 3,
  bathrooms: 2,
  area: 250,
  location: 'Rawai',
  latitude: null,
  longitude: null,
  description: null,
  language: 'en',
  translations: {},
  photos: [],
  note: null,
};

describe('priceText', () => {
  it('shows the price the API chose, and says "on request" when it is hidden', () => {
    expect(
      priceText({ ...base, price: { amount: 11_900_000.7, currency: 'THB', discount: null } }),
    ).toBe('฿11,900,000');
    expect(
      priceText({
        ...base,
        offer_type: 'Rent',
        rental_type: 'Long-term',
        price: { amount: 1500, currency: 'USD', discount: null },
      }),
    ).toBe('$1,500 / Monthly');
    expect(priceText(base)).toBe('Price on request');
  });
});

describe('keyFacts', () => {
  it('lists only what is known', () => {
    expect(keyFacts(base)).toEqual([
      { label: 'Type', value: 'Villa' },
      { label: 'Bedrooms', value: '3 Beds' },
      { label: 'Bathrooms', value: '2 Baths' },
      { label: 'Area', value: '250 sq.m' },
      { label: 'For', value: 'Sale' },
    ]);
  });
});

describe('in Russian', () => {
  beforeAll(async () => {
    await Promise.all([sharedMessages.load('ru'), presentationsMessages.load('ru')]);
  });
  const t = (id: string, values?: Record<string, string | number>) =>
    presentationsMessages.format('ru', id, values);

  it('gives the facts and the price in Russian words and formats', () => {
    const label = labelsIn('ru');
    expect(keyFacts({ ...base, furniture: 'Furnished' }, t, label)).toEqual([
      { label: 'Тип', value: 'Вилла' },
      { label: 'Спальни', value: '3 спальни' },
      { label: 'Санузлы', value: '2 санузла' },
      { label: 'Площадь', value: '250 м²' },
      { label: 'Мебель', value: 'С мебелью' },
      { label: 'Сделка', value: 'Продажа' },
    ]);
    expect(
      priceText(
        {
          ...base,
          offer_type: 'Rent',
          rental_type: 'Long-term',
          price: { amount: 45_000, currency: 'THB', discount: null },
        },
        t,
        label,
      ),
    ).toMatch(/^45\s000\s฿ \/ месяц$/);
  });
});

describe('shownTexts', () => {
  const translated: Item = {
    ...base,
    description: 'Quiet street.',
    translations: { ru: { title: 'Вилла с бассейном', description: 'Тихая улица.' } },
  };

  it("shows the listing's translation in the page's language, else the original", () => {
    expect(shownTexts(translated, 'ru')).toEqual({
      title: { text: 'Вилла с бассейном', language: 'ru' },
      description: { text: 'Тихая улица.', language: 'ru' },
    });
    expect(shownTexts(translated, 'zh')).toEqual({
      title: { text: 'Pool villa', language: 'en' },
      description: { text: 'Quiet street.', language: 'en' },
    });
    expect(shownTexts({ ...base, title: null }, 'ru')).toEqual({ title: null, description: null });
  });
});

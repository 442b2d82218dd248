import { cleanup, render, screen } from '@testing-library/react';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import { PricePerSqm } from './PricePerSqm';

// "Is the price fair?": this price per sq.m, how far from the median of comparable sales and
// how many were compared, in words (the bars are only a picture of the same).

async function show(difference: number, locale: Locale = 'en', currency = 'THB') {
  await propertyMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <PricePerSqm
        comparison={{
          price_per_sqm: 100_000,
          median_per_sqm: 110_000,
          comparables_count: 12,
          difference_percent: difference,
        }}
        currency={currency}
      />
    </LocaleProvider>,
  );
  return screen.getByTestId('price-per-sqm');
}

describe('PricePerSqm', () => {
  it('says how far below the median, of how many listings', async () => {
    const section = await show(-9);
    expect(screen.getByRole('heading', { level: 2, name: 'Price per sq.m' })).toBeInTheDocument();
    expect(section).toHaveTextContent('฿100,000 per sq.m');
    expect(section).toHaveTextContent(
      '9% below the median of listings for sale of the same type in the same area (12 listings compared): ฿110,000 per sq.m.',
    );
    // The bars are a picture of the sentence: hidden from screen readers.
    expect(section.querySelector('.price-sqm__bars')).toHaveAttribute('aria-hidden', 'true');
    expect(section.querySelectorAll('rect')).toHaveLength(2);
  });

  it('above, and about the median within 2 %', async () => {
    const above = await show(12, 'en', 'USD');
    expect(above).toHaveTextContent('12% above the median');
    expect(above).toHaveTextContent('$110,000 per sq.m.');
    cleanup(); // the next case renders on its own
    const about = await show(1);
    expect(about).toHaveTextContent('About the median of listings');
  });

  it('reads in Russian, with the count declined', async () => {
    const section = await show(-9, 'ru');
    expect(screen.getByRole('heading', { level: 2, name: 'Цена за м²' })).toBeInTheDocument();
    expect(section.textContent?.replace(/\s/g, ' ')).toContain(
      'На 9 % ниже медианы по объектам на продажу того же типа в том же районе (сравнено 12 объектов): 110 000 ฿ за м².',
    );
  });
});

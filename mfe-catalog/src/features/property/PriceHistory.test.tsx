import { render, screen, within } from '@testing-library/react';
import type { PropertyDetail } from '@phuket/shared/api';
import type { PriceChange } from '@phuket/shared/contract';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import { PriceHistory } from './PriceHistory';

// The property page's price history: the changes newest first, each in the currency the owner
// set it in, a step chart when one currency runs through, and the price it was listed at.

const change = (
  changed_at: string,
  old_price: number,
  new_price: number,
  currencies: [PriceChange['old_currency'], PriceChange['new_currency']] = ['THB', 'THB'],
): PriceChange => ({
  changed_at,
  old_price,
  old_currency: currencies[0],
  new_price,
  new_currency: currencies[1],
});

function listing(price_history: PriceChange[]): PropertyDetail {
  return {
    id: 7,
    price: 9_450_000,
    currency: 'THB',
    created_at: '2026-06-01T08:00:00.000Z',
    price_history,
  } as PropertyDetail;
}

function show(property: PropertyDetail, locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <PriceHistory property={property} />
    </LocaleProvider>,
  );
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const TWO_CUTS = [
  change('2026-09-10T10:00:00.000Z', 10_500_000, 9_990_000),
  change('2026-11-20T10:00:00.000Z', 9_990_000, 9_450_000),
];

describe('PriceHistory', () => {
  it('lists the changes newest first, then the price it was listed at', () => {
    show(listing(TWO_CUTS));
    expect(screen.getByRole('heading', { level: 2, name: 'Price history' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Price changes, newest first' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['20 Nov 2026', '฿9,450,000', '-5.4%'],
      ['10 Sept 2026', '฿9,990,000', '-4.9%'],
      ['1 Jun 2026', '฿10,500,000', 'Listed'],
    ]);
  });

  it('draws one step per change, and says in words what the line shows', () => {
    show(listing(TWO_CUTS));
    const path = screen.getByTestId('price-history-chart').querySelector('path');
    // Start, then a horizontal and a vertical move per change, then on to the end.
    expect(path?.getAttribute('d')?.match(/[MHV]/g)).toEqual(['M', 'H', 'V', 'H', 'V', 'H']);
    expect(
      screen.getByText('Listed on 1 Jun 2026 at ฿10,500,000; ฿9,450,000 today.'),
    ).toBeInTheDocument();
  });

  it('shows a rise as a rise, and no percent or chart across a change of currency', () => {
    show(
      listing([
        change('2026-09-10T10:00:00.000Z', 9_000_000, 9_450_000),
        change('2026-11-20T10:00:00.000Z', 9_450_000, 270_000, ['THB', 'USD']),
      ]),
    );
    expect(rows()).toEqual([
      ['20 Nov 2026', '$270,000', 'New currency'],
      ['10 Sept 2026', '฿9,450,000', '+5%'],
      ['1 Jun 2026', '฿9,000,000', 'Listed'],
    ]);
    expect(screen.queryByTestId('price-history-chart')).not.toBeInTheDocument();
  });

  describe('in Russian', () => {
    beforeAll(() => propertyMessages.load('ru'));

    it('writes dates, money and percents as Russian does', () => {
      show(listing(TWO_CUTS), 'ru');
      expect(screen.getByRole('heading', { level: 2, name: 'История цены' })).toBeInTheDocument();
      const [latest] = rows();
      expect(latest?.[1]?.replace(/\s/g, ' ')).toBe('9 450 000 ฿');
      expect(latest?.[2]?.replace(/\s/g, ' ')).toMatch(/^-5,4 %$/);
    });
  });
});

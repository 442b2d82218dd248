import { render, screen, within } from '@testing-library/react';
import type { PropertyDetail } from '@phuket/shared/api';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import { PaymentPlan } from './PaymentPlan';

// An off-plan unit's payment plan: its project's stages applied to this price, in the page's
// currency, adding up to the price, with the developer's stage names kept as written.

const PLAN = [
  { label: 'Reservation and contract', percent: 30 },
  { label: 'Structure complete', percent: 40 },
  { label: 'Handover', percent: 30 },
];

function unit(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 9,
    price: 8_450_000,
    currency: 'THB',
    payment_plan: PLAN,
    completion: 'Q3 2027',
    ...overrides,
  } as PropertyDetail;
}

async function show(property: PropertyDetail, locale: Locale = 'en') {
  await propertyMessages.load(locale);
  render(
    <LocaleProvider locale={locale}>
      <PaymentPlan property={property} />
    </LocaleProvider>,
  );
  return within(screen.getByTestId('payment-plan'));
}

const rows = (table: ReturnType<typeof within>) =>
  table
    .getAllByRole('row')
    .map((row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('PaymentPlan', () => {
  it('applies each stage to the price, the total being the price', async () => {
    const table = await show(unit());
    expect(screen.getByRole('heading', { level: 2, name: 'Payment plan' })).toBeInTheDocument();
    expect(screen.getByText(/Completion: Q3 2027\.$/)).toBeInTheDocument();
    expect(rows(table)).toEqual([
      ['Stage', 'Share', 'Amount'],
      ['Reservation and contract', '30%', '฿2,535,000'],
      ['Structure complete', '40%', '฿3,380,000'],
      ['Handover', '30%', '฿2,535,000'],
      ['Total', '100%', '฿8,450,000'],
    ]);
    // The developer's words, not ours: left out of the translation checks.
    expect(table.getByRole('rowheader', { name: 'Handover' })).toHaveAttribute('data-user-content');
  });

  it('in dollars, the last stage takes the rounding so the column adds up', async () => {
    const table = await show(
      unit({
        price: 100_001,
        currency: 'USD',
        completion: null,
        payment_plan: [33.33, 33.33, 33.34].map((percent, n) => ({ label: `Stage ${n}`, percent })),
      }),
    );
    expect(screen.queryByText(/Completion/)).toBeNull();
    expect(rows(table).slice(1)).toEqual([
      ['Stage 0', '33.33%', '$33,330'],
      ['Stage 1', '33.33%', '$33,330'],
      ['Stage 2', '33.34%', '$33,341'],
      ['Total', '100%', '$100,001'],
    ]);
  });

  it('reads in Russian, money and percents written as Russian readers write them', async () => {
    const table = await show(unit(), 'ru');
    expect(screen.getByRole('heading', { level: 2, name: 'График платежей' })).toBeInTheDocument();
    expect(screen.getByText(/Завершение: Q3 2027\.$/)).toBeInTheDocument();
    const [head, first, , , total] = rows(table);
    expect(head).toEqual(['Этап', 'Доля', 'Сумма']);
    expect(first?.[2]?.replace(/\s/g, ' ')).toBe('2 535 000 ฿');
    expect(total?.[0]).toBe('Итого');
  });
});

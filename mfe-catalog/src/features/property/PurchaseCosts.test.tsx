import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyDetail } from '@phuket/shared/api';
import { LocaleProvider, type Locale } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import { PurchaseCosts } from './PurchaseCosts';
import { PurchaseCostStore } from './purchase-cost-store';

// The buying costs and the mortgage estimate of the property page, worked out in the browser:
// every figure below is written out by hand from the rates (shared purchase-cost-rules.ts).

function listing(overrides: Partial<PropertyDetail>): PropertyDetail {
  return {
    id: 7,
    price: 10_000_000,
    price_thb: 10_000_000,
    currency: 'THB',
    offer_type: 'Sale',
    tenure: 'Freehold',
    ...overrides,
  } as PropertyDetail;
}

function show(property: PropertyDetail, locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <PurchaseCosts property={property} />
    </LocaleProvider>,
  );
}

const row = (key: string) => within(screen.getByTestId(`cost-${key}`));
const cells = (key: string) =>
  row(key)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the buying costs of a freehold condo for 10 M THB', () => {
  it('starts from the customary split and a person who has held it three years', () => {
    show(listing({}));
    expect(screen.getByRole('heading', { level: 2, name: 'Buying costs' })).toBeInTheDocument();
    expect(cells('transfer_fee')).toEqual(['฿200,000', '฿100,000', '฿100,000']);
    expect(cells('specific_business_tax')).toEqual(['฿330,000', '฿0', '฿330,000']);
    // 77 % deducted → 2.3 M over 3 years: 766,666.67 a year → 75,833.33, × 3
    expect(cells('withholding_tax')).toEqual(['฿227,500', '฿0', '฿227,500']);
    expect(screen.queryByTestId('cost-stamp_duty')).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-buyer-total')).toHaveTextContent('฿100,000');
    expect(screen.getByTestId('cost-all-in')).toHaveTextContent(
      'The price and your costs: ฿10,100,000',
    );
    expect(screen.getByText(/Thai rates as of 30 November 2026/)).toBeInTheDocument();
  });

  it('follows the assumptions the visitor changes', async () => {
    const user = userEvent.setup();
    show(listing({}));
    const held = screen.getByLabelText('Held by the seller');
    await user.clear(held);
    await user.type(held, '6');
    // Five years and more: stamp duty instead of the business tax.
    expect(screen.queryByTestId('cost-specific_business_tax')).not.toBeInTheDocument();
    expect(cells('stamp_duty')).toEqual(['฿50,000', '฿0', '฿50,000']);
    expect(cells('withholding_tax')[0]).toBe('฿360,000');

    await user.selectOptions(screen.getByLabelText('Seller'), 'A company');
    expect(cells('specific_business_tax')[0]).toBe('฿330,000');
    expect(cells('withholding_tax')[0]).toBe('฿100,000');

    const share = screen.getByLabelText('Your share of the transfer fee');
    await user.clear(share);
    await user.type(share, '100');
    const loan = screen.getByLabelText('Loan registered on the title');
    await user.clear(loan);
    await user.type(loan, '5000000');
    expect(cells('mortgage_registration')).toEqual(['฿50,000', '฿50,000', '฿0']);
    expect(screen.getByTestId('cost-buyer-total')).toHaveTextContent('฿250,000');
    expect(screen.getByTestId('cost-all-in')).toHaveTextContent('฿10,250,000');
  });

  it('keeps a stray value inside its bounds instead of running the totals away', async () => {
    const user = userEvent.setup();
    show(listing({}));
    const share = screen.getByLabelText("Your share of the seller's taxes");
    await user.clear(share);
    await user.type(share, '250');
    // 100 % at most: the buyer pays the seller's taxes in full, no more.
    expect(cells('specific_business_tax')).toEqual(['฿330,000', '฿330,000', '฿0']);
    const appraised = screen.getByLabelText('Appraised value');
    await user.clear(appraised);
    expect(cells('transfer_fee')[0]).toBe('฿0');
  });
});

describe('other holdings', () => {
  it('a leasehold registers the lease: 1 % and 0.1 % of the price, split in half', () => {
    show(listing({ tenure: 'Leasehold', price: 6_000_000, price_thb: 6_000_000 }));
    expect(cells('lease_registration')).toEqual(['฿60,000', '฿30,000', '฿30,000']);
    expect(cells('lease_stamp_duty')).toEqual(['฿6,000', '฿3,000', '฿3,000']);
    expect(screen.queryByLabelText('Seller')).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-all-in')).toHaveTextContent('฿6,033,000');
  });

  it('a Thai company’s property is bought as shares: no Land Office table, a loan still', () => {
    show(listing({ tenure: 'Thai company' }));
    expect(screen.getByText(/bought as the company's shares/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('mortgage-monthly')).toBeInTheDocument();
  });
});

describe('the mortgage estimate', () => {
  it('pays 7 M at 6 % over 20 years, and follows the fields', async () => {
    const user = userEvent.setup();
    show(listing({}));
    expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent('Monthly payment: ฿50,150');
    const rate = screen.getByLabelText('Interest');
    await user.clear(rate);
    await user.type(rate, '0');
    // 7,000,000 over 240 months
    expect(screen.getByTestId('mortgage-monthly')).toHaveTextContent('฿29,167');
  });

  it('in dollars: the loan in the shown currency, the baht total with its dollar amount', () => {
    show(listing({ currency: 'USD', price: 300_000, price_thb: 10_000_000 }));
    expect(screen.getByLabelText('Amount')).toHaveValue(210_000);
    expect(screen.getByTestId('cost-all-in')).toHaveTextContent(
      'The price and your costs: ฿10,100,000 (≈ $303,000)',
    );
  });

  it('converts the loan the visitor set when the currency changes', () => {
    const store = new PurchaseCostStore({
      priceThb: 10_000_000,
      holding: 'transfer',
      price: 10_000_000,
    });
    store.setMortgage('amount', '5000000');
    store.setPrice(300_000);
    expect(store.mortgage.amount).toBe(150_000);
    // The same listing back in baht: the visitor's amount, not the default.
    store.setPrice(10_000_000);
    expect(store.mortgage.amount).toBe(5_000_000);
  });
});

describe('in Russian', () => {
  beforeAll(() => propertyMessages.load('ru'));

  it('names the charges and writes money as Russian readers do', () => {
    show(listing({}), 'ru');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Расходы на покупку' }),
    ).toBeInTheDocument();
    expect(row('transfer_fee').getByRole('rowheader')).toHaveTextContent(
      'Сбор за переход права (2 % оценочной стоимости)',
    );
    expect(row('specific_business_tax').getByRole('rowheader')).toHaveTextContent(
      'Специальный налог на бизнес (3,3 %, владение менее 5 лет)',
    );
    // 200 000 ฿ with no-break spaces.
    expect(cells('transfer_fee')[0]?.replace(/\s/g, ' ')).toBe('200 000 ฿');
  });
});

// What buying a listing costs beyond its price in Thailand, and what a loan costs a month: the
// property page's estimates. The rates live here, once, with the day they were last checked;
// the visitor can change every assumption on the page. Schema-free (the browser imports it).

/**
 * The Land Office's charges on a transfer of a condominium unit, house or land, and the
 * withholding tax it collects from the seller. Checked on `checked` against the Land
 * Department's and Revenue Department's published rates as agents and law firms quote them.
 */
export const PURCHASE_COST_RATES = {
  checked: '2026-11-30',
  /** Transfer fee: % of the Land Office's appraised value. */
  transferFeePercent: 2,
  /**
   * Specific business tax (3 % and a tenth of it for the municipality): % of the higher of
   * price and appraised value, when the seller has held the property under `sbtUnderYears`.
   */
  specificBusinessTaxPercent: 3.3,
  sbtUnderYears: 5,
  /** Stamp duty, due instead of the business tax: % of the higher of price and appraised value. */
  stampDutyPercent: 0.5,
  /** A company seller's withholding tax: % of the higher of price and appraised value. */
  companyWithholdingPercent: 1,
  /** Mortgage registration: % of the loan, when a loan is registered on the title. */
  mortgageRegistrationPercent: 1,
  /** A lease of over three years: registration, % of the rent for the whole term (the price). */
  leaseRegistrationPercent: 1,
  /** A lease's stamp duty, % of the rent for the whole term. */
  leaseStampDutyPercent: 0.1,
  /**
   * An individual seller's withholding tax: the appraised value less a lump-sum deduction for
   * the years held (92 % after one year … 50 % after eight or more), spread over the years
   * held (a started year counts, at most `maxYearsCounted`), taxed by `individualBands` and
   * multiplied back by the years.
   */
  individualDeductionPercent: [92, 84, 77, 71, 65, 60, 55, 50],
  maxYearsCounted: 10,
  /** [upper bound of the yearly income in THB, rate %], the Land Office's progressive scale. */
  individualBands: [
    [300_000, 5],
    [500_000, 10],
    [750_000, 15],
    [1_000_000, 20],
    [2_000_000, 25],
    [5_000_000, 30],
    [Number.POSITIVE_INFINITY, 35],
  ],
} as const;

export type Seller = 'individual' | 'company';
export const SELLERS: readonly Seller[] = ['individual', 'company'];

/**
 * How the buyer comes to hold it: a transfer of the title (freehold), or the registration of
 * a lease whose price is the rent for the whole term (leasehold). A company-held property is
 * bought as the company's shares, which the Land Office does not see: no estimate here.
 */
export type Holding = 'transfer' | 'lease';

/** What the visitor assumes; amounts in THB, the currency the Land Office charges in. */
export interface PurchaseCostInput {
  holding: Holding;
  price: number;
  /** The Land Office's appraised value; often below the price, the price until it is known. */
  appraised: number;
  seller: Seller;
  /** Years the seller has held it (a started year counts as one). */
  yearsHeld: number;
  /** The buyer's part of the transfer fee, in % (half, by custom). */
  buyerTransferSharePercent: number;
  /** The buyer's part of the seller's taxes, in % (none, by custom). */
  buyerTaxSharePercent: number;
  /** A loan registered on the title (a Thai bank's mortgage); 0 without one. */
  registeredLoan: number;
}

export type PurchaseCostKey =
  | 'transfer_fee'
  | 'specific_business_tax'
  | 'stamp_duty'
  | 'withholding_tax'
  | 'mortgage_registration'
  | 'lease_registration'
  | 'lease_stamp_duty';

export interface PurchaseCostLine {
  key: PurchaseCostKey;
  /** The whole charge, and who pays what of it; THB, rounded to the baht. */
  amount: number;
  buyer: number;
  seller: number;
}

export interface PurchaseCosts {
  lines: PurchaseCostLine[];
  buyerTotal: number;
  sellerTotal: number;
  /** The price and the buyer's part of the costs. */
  buyerAllIn: number;
}

/** The defaults a page starts from: the customary split, a seller who has held it 3 years. */
export function defaultPurchaseCostInput(priceThb: number, holding: Holding): PurchaseCostInput {
  return {
    holding,
    price: priceThb,
    appraised: priceThb,
    seller: 'individual',
    yearsHeld: 3,
    buyerTransferSharePercent: 50,
    buyerTaxSharePercent: 0,
    registeredLoan: 0,
  };
}

/** What the visitor can type into each number, so a stray value cannot run the totals away. */
export const PURCHASE_COST_BOUNDS = {
  appraised: { min: 0, max: 10_000_000_000 },
  yearsHeld: { min: 0, max: 99 },
  buyerTransferSharePercent: { min: 0, max: 100 },
  buyerTaxSharePercent: { min: 0, max: 100 },
  registeredLoan: { min: 0, max: 10_000_000_000 },
} as const;

const baht = (value: number) => Math.round(value);
const percentOf = (value: number, percent: number) => (value * percent) / 100;

/** A started year counts as a whole one; at least one, at most the scale's cap. */
function yearsCounted(yearsHeld: number): number {
  return Math.min(PURCHASE_COST_RATES.maxYearsCounted, Math.max(1, Math.ceil(yearsHeld)));
}

/** The progressive scale over one year's income, in THB. */
export function progressiveTax(yearlyIncome: number): number {
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of PURCHASE_COST_RATES.individualBands) {
    if (yearlyIncome <= lower) break;
    tax += percentOf(Math.min(yearlyIncome, upper) - lower, rate);
    lower = upper;
  }
  return tax;
}

/** An individual seller's withholding tax on a transfer, in THB (not rounded). */
export function individualWithholdingTax(appraised: number, yearsHeld: number): number {
  if (!(appraised > 0)) return 0;
  const deductions = PURCHASE_COST_RATES.individualDeductionPercent;
  const held = Math.max(1, Math.ceil(yearsHeld));
  const deduction = deductions[Math.min(held, deductions.length) - 1] as number;
  const years = yearsCounted(yearsHeld);
  const yearly = (appraised - percentOf(appraised, deduction)) / years;
  return progressiveTax(yearly) * years;
}

function split(key: PurchaseCostKey, amount: number, buyerPercent: number): PurchaseCostLine {
  const whole = baht(amount);
  const buyer = baht(percentOf(whole, buyerPercent));
  return { key, amount: whole, buyer, seller: whole - buyer };
}

/** Every charge of the transfer, who pays it, and the buyer's total. */
export function purchaseCosts(input: PurchaseCostInput): PurchaseCosts {
  const lines = input.holding === 'lease' ? leaseCharges(input) : transferCharges(input);
  if (input.registeredLoan > 0) {
    lines.push(
      split(
        'mortgage_registration',
        percentOf(input.registeredLoan, PURCHASE_COST_RATES.mortgageRegistrationPercent),
        100,
      ),
    );
  }
  const buyerTotal = lines.reduce((sum, line) => sum + line.buyer, 0);
  const sellerTotal = lines.reduce((sum, line) => sum + line.seller, 0);
  return { lines, buyerTotal, sellerTotal, buyerAllIn: baht(input.price) + buyerTotal };
}

/** A lease's registration and stamp duty on the rent for the term, split as the transfer fee. */
function leaseCharges(input: PurchaseCostInput): PurchaseCostLine[] {
  const rates = PURCHASE_COST_RATES;
  return [
    split(
      'lease_registration',
      percentOf(input.price, rates.leaseRegistrationPercent),
      input.buyerTransferSharePercent,
    ),
    split(
      'lease_stamp_duty',
      percentOf(input.price, rates.leaseStampDutyPercent),
      input.buyerTransferSharePercent,
    ),
  ];
}

function transferCharges(input: PurchaseCostInput): PurchaseCostLine[] {
  const rates = PURCHASE_COST_RATES;
  const higher = Math.max(input.price, input.appraised);
  const lines: PurchaseCostLine[] = [
    split(
      'transfer_fee',
      percentOf(input.appraised, rates.transferFeePercent),
      input.buyerTransferSharePercent,
    ),
  ];
  // A company always pays the business tax; an individual within the first five years.
  const businessTax = input.seller === 'company' || input.yearsHeld < rates.sbtUnderYears;
  lines.push(
    businessTax
      ? split(
          'specific_business_tax',
          percentOf(higher, rates.specificBusinessTaxPercent),
          input.buyerTaxSharePercent,
        )
      : split('stamp_duty', percentOf(higher, rates.stampDutyPercent), input.buyerTaxSharePercent),
  );
  lines.push(
    split(
      'withholding_tax',
      input.seller === 'company'
        ? percentOf(higher, rates.companyWithholdingPercent)
        : individualWithholdingTax(input.appraised, input.yearsHeld),
      input.buyerTaxSharePercent,
    ),
  );
  return lines;
}

/** A loan the visitor describes; the amount in the currency the page shows. */
export interface MortgageInput {
  amount: number;
  /** Interest a year, in %. */
  ratePercent: number;
  years: number;
}

export const MORTGAGE_BOUNDS = {
  amount: { min: 0, max: 10_000_000_000 },
  ratePercent: { min: 0, max: 30 },
  years: { min: 1, max: 40 },
} as const;

/** 70 % of the price over 20 years at 6 %: a start the visitor changes to their own offer. */
export function defaultMortgageInput(price: number): MortgageInput {
  return { amount: Math.round(price * 0.7), ratePercent: 6, years: 20 };
}

/** The monthly payment of a repayment loan (annuity), to 2 decimals; 0 without an amount. */
export function monthlyPayment({ amount, ratePercent, years }: MortgageInput): number {
  const months = Math.round(years * 12);
  if (!(amount > 0) || !(months > 0)) return 0;
  const monthly = ratePercent / 100 / 12;
  const payment =
    monthly === 0 ? amount / months : (amount * monthly) / (1 - (1 + monthly) ** -months);
  return Math.round(payment * 100) / 100;
}

/**
 * A number as the visitor typed it ("12,5" too), within `bounds`; blank or not a number is
 * the lowest value.
 */
export function boundedInput(raw: string, bounds: { min: number; max: number }): number {
  const value = Number(raw.replace(',', '.'));
  return raw.trim() === '' || !Number.isFinite(value)
    ? bounds.min
    : Math.min(bounds.max, Math.max(bounds.min, value));
}

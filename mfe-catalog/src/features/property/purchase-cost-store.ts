import { makeAutoObservable } from 'mobx';
import {
  boundedInput,
  defaultMortgageInput,
  defaultPurchaseCostInput,
  monthlyPayment,
  MORTGAGE_BOUNDS,
  purchaseCosts,
  PURCHASE_COST_BOUNDS,
  type Holding,
  type MortgageInput,
  type PurchaseCostInput,
  type PurchaseCosts,
  type Seller,
} from '@phuket/shared/contract';

export type PurchaseCostField = keyof typeof PURCHASE_COST_BOUNDS;
export type MortgageField = keyof MortgageInput;

/**
 * The property page's costs of buying (in baht, as the Land Office charges them) and its
 * mortgage estimate (in the currency the page shows), from the visitor's assumptions.
 */
export class PurchaseCostStore {
  input: PurchaseCostInput;
  mortgage: MortgageInput;
  /** The price in the shown currency, which the loan amount is kept in step with. */
  private price: number;

  constructor({ priceThb, holding, price }: { priceThb: number; holding: Holding; price: number }) {
    this.input = defaultPurchaseCostInput(priceThb, holding);
    this.mortgage = defaultMortgageInput(price);
    this.price = price;
    makeAutoObservable<PurchaseCostStore, 'price'>(this, { price: false }, { autoBind: true });
  }

  get costs(): PurchaseCosts {
    return purchaseCosts(this.input);
  }

  get monthlyPayment(): number {
    return monthlyPayment(this.mortgage);
  }

  setNumber(field: PurchaseCostField, raw: string): void {
    this.input = { ...this.input, [field]: boundedInput(raw, PURCHASE_COST_BOUNDS[field]) };
  }

  setSeller(seller: Seller): void {
    this.input = { ...this.input, seller };
  }

  setMortgage(field: MortgageField, raw: string): void {
    this.mortgage = { ...this.mortgage, [field]: boundedInput(raw, MORTGAGE_BOUNDS[field]) };
  }

  /**
   * The same listing priced in another currency: the loan amount the visitor set is
   * converted with it, not reset.
   */
  setPrice(price: number): void {
    if (price === this.price || !(this.price > 0)) return;
    const amount = Math.round((this.mortgage.amount * price) / this.price);
    this.mortgage = { ...this.mortgage, amount };
    this.price = price;
  }
}

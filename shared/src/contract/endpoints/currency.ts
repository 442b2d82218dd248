import { CurrencyRatesResponse, CurrencyResponse } from '../catalog';
import { endpoint } from '../endpoint';

// The display currency the server starts a visitor in, and the rates prices are converted by.
export const currencyEndpoints = {
  getCurrency: endpoint({
    method: 'GET',
    path: '/currency',
    access: 'public',
    tag: 'currency',
    summary: 'Server default currency',
    response: CurrencyResponse,
    errors: [],
  }),
  getCurrencyRates: endpoint({
    method: 'GET',
    path: '/currency/rates',
    access: 'public',
    tag: 'currency',
    summary: 'Units of each currency per 1 THB, as prices and price ranges are converted',
    response: CurrencyRatesResponse,
    errors: [],
  }),
};

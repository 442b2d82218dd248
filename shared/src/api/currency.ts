import type { CurrencyRatesResponse, CurrencyResponse } from '../contract';
import type { currencyEndpoints } from '../contract/endpoints/currency';
import { endpointCaller } from './call';
import { currencyRoutes } from './generated/currency';

const call = endpointCaller<typeof currencyEndpoints>(currencyRoutes);

/** The server's default display currency (after the user's own and the stored choice). */
export async function getCurrency(): Promise<CurrencyResponse> {
  return call('getCurrency');
}

/** Units of each currency per 1 THB, as the API converts prices and price ranges. */
export async function getCurrencyRates(): Promise<CurrencyRatesResponse['rates']> {
  return (await call('getCurrencyRates')).rates;
}

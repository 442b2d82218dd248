// Generated from contract/endpoints/currency.ts by `pnpm --filter @phuket/shared endpoints`.
import type { EndpointRouteTable } from '../../contract/endpoint';
import type { currencyEndpoints } from '../../contract/endpoints/currency';

export const currencyRoutes = {
  getCurrency: ['GET', '/currency'],
  getCurrencyRates: ['GET', '/currency/rates'],
} as const satisfies EndpointRouteTable<typeof currencyEndpoints>;

import type { EndpointBody } from '../contract/endpoint';
import type { clientErrorEndpoints } from '../contract/endpoints/client-errors';
import { endpointCaller } from './call';
import { clientErrorRoutes } from './generated/client-errors';

/** What a page reports: the contract's ClientErrorReport, as the endpoint reads it. */
export type ClientErrorReport = EndpointBody<(typeof clientErrorEndpoints)['reportClientError']>;

const call = endpointCaller<typeof clientErrorEndpoints>(clientErrorRoutes);

/**
 * Tells the API of a problem the page met (logged there with the request id). Nothing waits
 * on it and nothing is retried: a report that cannot be sent is not worth a second problem.
 */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  // The name given, not inferred: inferring it through the report's schema is too deep (TS2589).
  await call<'reportClientError'>('reportClientError', { body: report });
}

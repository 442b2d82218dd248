import { ClientErrorReport } from '../client-errors';
import { endpoint } from '../endpoint';

// Problems visitors' pages meet, reported so a release that breaks an area is seen at once.
export const clientErrorEndpoints = {
  reportClientError: endpoint({
    method: 'POST',
    path: '/client-errors',
    access: 'public',
    tag: 'client-errors',
    summary: "Report a problem a visitor's page met (logged, nothing stored)",
    body: ClientErrorReport,
    status: 204,
    errors: [400, 413, 415, 422, 429],
  }),
};

import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import area from './area';
import { routes } from './routes';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/listing/create': ['auth', ['broker', 'developer'], true],
  '/listing/create/:id': ['auth', ['broker', 'developer'], true],
  '/listing': ['auth', ['broker', 'developer'], true],
  // The owner's statistics: every listing's totals, one listing's days.
  '/listing/stats': ['auth', ['broker', 'developer'], true],
  '/listing/:id/stats': ['auth', ['broker', 'developer'], true],
  // Bulk import and the export feed: the API allows brokers only.
  '/listing/import': ['auth', ['broker'], true],
  // Moderation: admins judge new, look-alike and reported listings.
  '/listing/moderation': ['auth', ['admin'], true],
};

describeAreaRoutes('mfe-listings', routes, area, expected);

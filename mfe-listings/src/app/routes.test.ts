import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import area from './area';
import { routes } from './routes';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/listing/create': ['auth', ['broker', 'developer'], true],
  '/listing/create/:id': ['auth', ['broker', 'developer'], true],
  '/listing': ['auth', ['broker', 'developer'], true],
  // Moderation: admins judge new, look-alike and reported listings.
  '/listing/moderation': ['auth', ['admin'], true],
};

describeAreaRoutes('mfe-listings', routes, area, expected);

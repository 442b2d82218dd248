import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import area from './area';
import { routes } from './routes';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/presentations': ['auth', ['broker', 'developer'], true],
  '/presentations/create': ['auth', ['broker', 'developer'], true],
  '/presentation/:slug/edit': ['auth', ['broker', 'developer'], true],
  '/presentation/:slug': ['all', null, false],
};

describeAreaRoutes('mfe-presentations', routes, area, expected);

import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import area from './area';
import { routes } from './routes';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/database/developers': ['auth', ['admin', 'developer'], true],
  '/database/developers/create': ['auth', ['admin', 'developer'], true],
  '/database/developers/:id/create': ['auth', ['admin', 'developer'], true],
  '/database/projects': ['auth', ['admin', 'developer'], true],
  '/database/projects/create': ['auth', ['admin', 'developer'], true],
  '/database/projects/:id/create': ['auth', ['admin', 'developer'], true],
  '/database/claims': ['auth', ['admin'], true],
};

describeAreaRoutes('mfe-database', routes, area, expected);

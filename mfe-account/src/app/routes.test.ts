import { describeAreaRoutes, type ExpectedRoutes } from '@phuket/shared/testing';
import area from './area';
import { routes } from './routes';

/** This area's routes of docs/product-rules.md §2 written out by hand: path -> access, roles, header and footer. */
const expected: ExpectedRoutes = {
  '/login': ['guest', null, true],
  '/register': ['guest', null, true],
  '/forgot': ['guest', null, true],
  '/reset-password': ['guest', null, true],
  // Every signed-in user, a buyer too.
  '/profile': ['auth', ['broker', 'admin', 'developer', 'buyer'], true],
  '/profile/edit': ['auth', ['broker', 'admin', 'developer', 'buyer'], true],
  // The enquiries visitors sent, for those who receive them.
  '/profile/enquiries': ['auth', ['broker', 'developer'], true],
  // Saved searches with alerts, for every signed-in visitor.
  '/profile/saved-searches': ['auth', ['broker', 'admin', 'developer', 'buyer'], true],
  // What the user sent from the enquiry forms while signed in.
  '/profile/sent-enquiries': ['auth', ['broker', 'admin', 'developer', 'buyer'], true],
  // The staff's overview, users dashboard, an account's records and audit log.
  '/staff/overview': ['auth', ['admin'], true],
  '/staff/users': ['auth', ['admin'], true],
  '/staff/users/:id': ['auth', ['admin'], true],
  '/staff/audit-log': ['auth', ['admin'], true],
};

describeAreaRoutes('mfe-account', routes, area, expected);

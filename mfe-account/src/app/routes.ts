// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import {
  ADMIN_ROLES,
  ALL_ROLES,
  ENQUIRY_ROLES,
  authRoute,
  guestRoute,
} from '@phuket/shared/routes';

const area = 'mfe-account';

export const routes = [
  // Rendered on the server for a visitor without the signed-in cookie (docs/server-rendering.md).
  guestRoute(area, '/login', 'login', { serverRendered: true }),
  guestRoute(area, '/register', 'register', { serverRendered: true }),
  guestRoute(area, '/forgot', 'forgot', { serverRendered: true }),
  guestRoute(area, '/reset-password', 'reset-password'),
  authRoute(area, '/profile', 'profile', ALL_ROLES),
  authRoute(area, '/profile/edit', 'profile-edit', ALL_ROLES),
  authRoute(area, '/profile/enquiries', 'enquiries', ENQUIRY_ROLES, {
    // Told to a signed-in user of another role (an admin) instead of the redirect to /.
    purpose:
      'It lists the enquiries buyers sent about the listings, projects and developers of your own account. Admins receive none.',
  }),
  authRoute(area, '/profile/saved-searches', 'saved-searches', ALL_ROLES),
  authRoute(area, '/profile/sent-enquiries', 'sent-enquiries', ALL_ROLES),
  authRoute(area, '/staff/overview', 'staff-overview', ADMIN_ROLES, {
    purpose:
      "It is the site staff's overview of the marketplace: new listings, enquiries and sign-ups per day, and the moderation queue.",
  }),
  authRoute(area, '/staff/users', 'staff-users', ADMIN_ROLES, {
    purpose:
      "It is the site staff's list of every account, where they verify, block and change roles.",
  }),
  authRoute(area, '/staff/users/:id', 'staff-user-records', ADMIN_ROLES, {
    purpose:
      "It is the site staff's view of one account's listings, companies, projects, presentations and enquiries.",
  }),
  authRoute(area, '/staff/audit-log', 'audit-log', ADMIN_ROLES, {
    purpose: "It is the site staff's record of every action they took on an account.",
  }),
];

// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import { ADMIN_ROLES, LISTING_ROLES, authRoute } from '@phuket/shared/routes';

const area = 'mfe-listings';

// Told to a signed-in user of another role (an admin) instead of the redirect to /.
const create = {
  purpose:
    'It is where a broker or a developer puts a property of their own account on the site, step by step.',
};
const mine = {
  purpose:
    'It lists the listings of your own account, to edit, publish and follow them. Admins have no listings of their own.',
};

export const routes = [
  authRoute(area, '/listing/create', 'listing-create', LISTING_ROLES, create),
  authRoute(area, '/listing/create/:id', 'listing-create-step', LISTING_ROLES, create),
  authRoute(area, '/listing', 'my-listings', LISTING_ROLES, mine),
  authRoute(area, '/listing/stats', 'listing-stats-table', LISTING_ROLES, mine),
  authRoute(area, '/listing/:id/stats', 'listing-stats', LISTING_ROLES, mine),
  // Bulk import and the export feed: brokers (agencies) only, as the API allows.
  authRoute(area, '/listing/import', 'listing-import', ['broker'], {
    purpose:
      "It is where a broker's agency imports its listings in bulk from a file or feed, and shares them as an export feed.",
  }),
  authRoute(area, '/listing/moderation', 'listing-moderation', ADMIN_ROLES, {
    purpose:
      "It is the site staff's queue of listings waiting for a decision: new listings of unverified accounts, look-alikes and reported listings.",
  }),
];

// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import { ADMIN_ROLES, LISTING_ROLES, authRoute } from '@phuket/shared/routes';

const area = 'mfe-listings';

export const routes = [
  authRoute(area, '/listing/create', 'listing-create', LISTING_ROLES),
  authRoute(area, '/listing/create/:id', 'listing-create-step', LISTING_ROLES),
  authRoute(area, '/listing', 'my-listings', LISTING_ROLES),
  authRoute(area, '/listing/flags', 'listing-flags', ADMIN_ROLES),
];

// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import { LISTING_ROLES, authRoute, publicRoute } from '@phuket/shared/routes';

const area = 'mfe-presentations';

// Told to a signed-in user of another role (an admin) instead of the redirect to /.
const own = {
  purpose:
    'Presentations are the selections of listings a broker or a developer makes for a client and shares by a link. They belong to the account that made them.',
};

export const routes = [
  authRoute(area, '/presentations', 'presentations', LISTING_ROLES, own),
  authRoute(area, '/presentations/create', 'presentation-create', LISTING_ROLES, own),
  authRoute(area, '/presentation/:slug/edit', 'presentation-edit', LISTING_ROLES, own),
  // docs/product-rules.md §2: the shared presentation stands alone, without the site's header and footer.
  publicRoute(area, '/presentation/:slug', 'presentation', {
    header: false,
    footer: false,
    serverRendered: true,
  }),
];

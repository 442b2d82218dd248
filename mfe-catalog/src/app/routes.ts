// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
import { publicRoute } from '@phuket/shared/routes';

const area = 'mfe-catalog';

export const routes = [
  publicRoute(area, '/', 'home', { sitemap: true, meta: 'home' }),
  publicRoute(area, '/properties', 'properties', { sitemap: true, meta: 'properties' }),
  publicRoute(area, '/properties/:id', 'property', { meta: 'property' }),
  publicRoute(area, '/developers', 'developers', { sitemap: true, meta: 'developers' }),
  publicRoute(area, '/developers/:id', 'developer', { meta: 'developer' }),
  publicRoute(area, '/projects', 'projects', { sitemap: true, meta: 'projects' }),
  publicRoute(area, '/projects/:id', 'project', { meta: 'project' }),
  publicRoute(area, '/about-us', 'about', { sitemap: true }),
  publicRoute(area, '/contact-us', 'contact', { sitemap: true }),
  publicRoute(area, '/favourites', 'favourites'),
  publicRoute(area, '/compare', 'compare'),
  publicRoute(area, '/agents/:id', 'agent', { meta: 'agent' }),
  publicRoute(area, '/terms', 'terms', { sitemap: true }),
];

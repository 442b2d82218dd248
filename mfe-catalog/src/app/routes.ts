// This area's routes, declared once (docs/routes.md): the shell's guard and layout, the
// standalone harness and the API (dist/routes.json, emitted from this file by the build)
// all read this list. Pure data: evaluated in Node at build time, so no React here.
// `serverRendered` pages have a data loader in server-data.ts (docs/server-rendering.md).
import { publicRoute } from '@phuket/shared/routes';

const area = 'mfe-catalog';

export const routes = [
  publicRoute(area, '/', 'home', { sitemap: true, meta: 'home', serverRendered: true }),
  publicRoute(area, '/properties', 'properties', {
    sitemap: true,
    meta: 'properties',
    serverRendered: true,
  }),
  publicRoute(area, '/properties/:id', 'property', { meta: 'property', serverRendered: true }),
  publicRoute(area, '/developers', 'developers', {
    sitemap: true,
    meta: 'developers',
    serverRendered: true,
  }),
  publicRoute(area, '/developers/:id', 'developer', { meta: 'developer', serverRendered: true }),
  publicRoute(area, '/projects', 'projects', {
    sitemap: true,
    meta: 'projects',
    serverRendered: true,
  }),
  publicRoute(area, '/projects/:id', 'project', { meta: 'project', serverRendered: true }),
  publicRoute(area, '/about-us', 'about', { sitemap: true, meta: 'about', serverRendered: true }),
  publicRoute(area, '/contact-us', 'contact', {
    sitemap: true,
    meta: 'contact',
    serverRendered: true,
  }),
  publicRoute(area, '/favourites', 'favourites'),
  publicRoute(area, '/compare', 'compare'),
  publicRoute(area, '/agents/:id', 'agent', { meta: 'agent', serverRendered: true }),
  publicRoute(area, '/terms', 'terms', { sitemap: true, meta: 'terms', serverRendered: true }),
  publicRoute(area, '/foreign-ownership', 'ownership', {
    sitemap: true,
    meta: 'ownership',
    serverRendered: true,
  }),
];

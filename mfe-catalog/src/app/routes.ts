import type { StandaloneRoute } from '@phuket/shared/harness';

/** Paths of this area for the standalone harness; inside the site the shell's table rules. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', page: 'home' },
  { path: '/properties', page: 'properties' },
  { path: '/properties/:id', page: 'property' },
  { path: '/developers/:id', page: 'developer' },
  { path: '/projects/:id', page: 'project' },
  { path: '/about-us', page: 'about' },
  { path: '/agents/:id', page: 'agent' },
  { path: '/terms', page: 'terms' },
];

import type { StandaloneRoute } from '@phuket/shared/harness';

/** Paths of this area for the standalone harness; inside the site the shell's table rules. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/listing/create', page: 'listing-create' },
  { path: '/listing/create/:id', page: 'listing-create-step' },
  { path: '/listing', page: 'my-listings' },
];

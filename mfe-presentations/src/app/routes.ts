import type { StandaloneRoute } from '@phuket/shared/harness';

/** Paths of this area for the standalone harness; inside the site the shell's table rules. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/presentations', page: 'presentations' },
  { path: '/presentations/create', page: 'presentation-create' },
  { path: '/presentation/:slug/edit', page: 'presentation-edit' },
  { path: '/presentation/:slug', page: 'presentation' },
];

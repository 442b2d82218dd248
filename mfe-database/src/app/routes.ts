import type { StandaloneRoute } from '@phuket/shared/harness';

/** Paths of this area for the standalone harness; inside the site the shell's table rules. */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/database/developers', page: 'developers' },
  { path: '/database/developers/create', page: 'developer-create' },
  { path: '/database/developers/:id/create', page: 'developer-create-step' },
  { path: '/database/projects', page: 'projects' },
  { path: '/database/projects/create', page: 'project-create' },
  { path: '/database/projects/:id/create', page: 'project-create-step' },
];

import { lazy } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  developers: lazy(() => import('../features/developers/DevelopersDatabasePage')),
  'developer-create': lazy(() => import('../features/developers/DeveloperCreatePage')),
  'developer-create-step': lazy(() => import('../features/developers/DeveloperStepPage')),
  projects: lazy(() => import('../features/projects/ProjectsDatabasePage')),
  'project-create': lazy(() => import('../features/projects/ProjectCreatePage')),
  'project-create-step': lazy(() => import('../features/projects/ProjectStepPage')),
  claims: lazy(() => import('../features/developer-claims/ClaimsPage')),
};

import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = {
  developers: lazy(() => import('../features/developers/DevelopersDatabasePage')),
  'developer-create': lazy(() => import('../features/developers/DeveloperCreatePage')),
  'developer-create-step': lazy(() => import('../features/developers/DeveloperStepPage')),
  projects: lazy(() => import('../features/projects/ProjectsDatabasePage')),
  'project-create': lazy(() => import('../features/projects/ProjectCreatePage')),
  'project-create-step': lazy(() => import('../features/projects/ProjectStepPage')),
};

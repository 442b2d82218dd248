import { lazy } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';
import './catalog.css';

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  home: lazy(() => import('../features/home/HomePage')),
  properties: lazy(() => import('../features/properties/PropertiesPage')),
  property: lazy(() => import('../features/property/PropertyPage')),
  developer: lazy(() => import('../features/developer/DeveloperPage')),
  project: lazy(() => import('../features/project/ProjectPage')),
  about: lazy(() => import('../features/about/AboutPage')),
  agent: lazy(() => import('../features/agent/AgentPage')),
  terms: lazy(() => import('../features/terms/TermsPage')),
};

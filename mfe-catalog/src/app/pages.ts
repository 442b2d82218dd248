import { lazy } from 'react';
import type { ComponentType } from 'react';
import './catalog.css';

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = {
  home: lazy(() => import('../features/home/HomePage')),
  properties: lazy(() => import('../features/properties/PropertiesPage')),
  property: lazy(() => import('../features/property/PropertyPage')),
  developer: lazy(() => import('../features/developer/DeveloperPage')),
  project: lazy(() => import('../features/project/ProjectPage')),
  about: lazy(() => import('../features/about/AboutPage')),
  agent: lazy(() => import('../features/agent/AgentPage')),
  terms: lazy(() => import('../features/terms/TermsPage')),
};

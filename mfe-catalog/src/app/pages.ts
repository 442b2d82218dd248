import { lazy } from 'react';
import type { ComponentType } from 'react';
import './catalog.css';

type PageModule = { default: ComponentType };

const loaders: Record<string, () => Promise<PageModule>> = {
  home: () => import('../features/home/HomePage'),
  properties: () => import('../features/properties/PropertiesPage'),
  property: () => import('../features/property/PropertyPage'),
  developer: () => import('../features/developer/DeveloperPage'),
  project: () => import('../features/project/ProjectPage'),
  about: () => import('../features/about/AboutPage'),
  agent: () => import('../features/agent/AgentPage'),
  terms: () => import('../features/terms/TermsPage'),
};

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, lazy(load)]),
);

/**
 * The page's component itself, once its chunk (and CSS) has arrived: hydrating a
 * server-rendered page needs it at hand, since a lazy component suspends on its first render.
 */
export async function preloadPage(name: string): Promise<ComponentType | undefined> {
  const load = loaders[name];
  return load ? (await load()).default : undefined;
}

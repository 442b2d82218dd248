import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = {
  'listing-create': lazy(() => import('../features/listing-wizard/ListingCreatePage')),
  'listing-create-step': lazy(() => import('../features/listing-wizard/ListingStepPage')),
  'my-listings': lazy(() => import('../features/my-listings/MyListingsPage')),
};

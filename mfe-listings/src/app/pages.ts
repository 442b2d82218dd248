import { lazy } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  'listing-create': lazy(() => import('../features/listing-wizard/ListingCreatePage')),
  'listing-create-step': lazy(() => import('../features/listing-wizard/ListingStepPage')),
  'my-listings': lazy(() => import('../features/my-listings/MyListingsPage')),
  'listing-stats-table': lazy(() => import('../features/listing-stats/MyListingsStatsPage')),
  'listing-stats': lazy(() => import('../features/listing-stats/ListingStatsPage')),
  'listing-import': lazy(() => import('../features/listing-import/ListingImportPage')),
  'listing-moderation': lazy(() => import('../features/moderation/ModerationPage')),
};

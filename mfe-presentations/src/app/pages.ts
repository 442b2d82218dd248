import { lazy } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  presentations: lazy(() => import('../features/presentations/PresentationsPage')),
  'presentation-create': lazy(
    () => import('../features/presentation-editor/PresentationCreatePage'),
  ),
  'presentation-edit': lazy(() => import('../features/presentation-editor/PresentationEditPage')),
  presentation: lazy(() => import('../features/public-presentation/PublicPresentationPage')),
};

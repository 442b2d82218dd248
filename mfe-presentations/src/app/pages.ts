import { lazy } from 'react';
import type { ComponentType } from 'react';

/** Every screen of this area, each its own chunk, loaded when its route is visited. */
export const pages: Record<string, ComponentType> = {
  presentations: lazy(() => import('../features/presentations/PresentationsPage')),
  'presentation-create': lazy(() => import('../features/presentations/PresentationCreatePage')),
  'presentation-edit': lazy(() => import('../features/presentations/PresentationEditPage')),
  presentation: lazy(() => import('../features/public-presentation/PublicPresentationPage')),
};

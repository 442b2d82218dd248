import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PagesOf } from '@phuket/shared/routes';
import type { routes } from './routes';

type PageModule = { default: ComponentType };

const loadPublicPage = (): Promise<PageModule> =>
  import('../features/public-presentation/PublicPresentationPage');

/** A component for each page routes.ts declares, each its own chunk, loaded when visited. */
export const pages: PagesOf<typeof routes> = {
  presentations: lazy(() => import('../features/presentations/PresentationsPage')),
  'presentation-create': lazy(
    () => import('../features/presentation-editor/PresentationCreatePage'),
  ),
  'presentation-edit': lazy(() => import('../features/presentation-editor/PresentationEditPage')),
  presentation: lazy(loadPublicPage),
};

/**
 * The server-rendered page's component itself, once its chunk (and CSS) has arrived: hydrating
 * needs it at hand, since a lazy component suspends on its first render. Only the public
 * presentation is rendered on the server.
 */
export async function preloadPage(name: string): Promise<ComponentType | undefined> {
  return name === 'presentation' ? (await loadPublicPage()).default : undefined;
}

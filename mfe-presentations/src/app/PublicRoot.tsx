import { useEffect } from 'react';
import { RuntimeConfigProvider } from '@phuket/shared/config';
import type { RuntimeConfig } from '@phuket/shared/domain';
import { ServerDataProvider, type ServerData } from '@phuket/shared/ssr';
import { PublicPresentationView } from '../features/public-presentation/PublicPresentationView';

/** The page a standalone document shows: its slug, and whether it is the print view. */
export interface PublicPage {
  slug: string;
  print: boolean;
}

/**
 * `/presentation/{slug}` (and its `?print=1`); null for any other address. A pattern rather
 * than the router's matchPath: the standalone page ships no router.
 */
export function publicPageOf(url: { pathname: string; search: string }): PublicPage | null {
  const match = /^\/presentation\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return { slug, print: new URLSearchParams(url.search).get('print') === '1' };
}

/**
 * The whole tree of the standalone public presentation, the same on the server (server-entry's
 * renderStandalone) and in the browser (public-entry.tsx, which hydrates it): the page and the
 * answers and the runtime config it was rendered with, nothing of the shell. `onCommitted` runs
 * once the first render (the hydration) has committed.
 */
export function PublicRoot({
  page,
  data,
  config,
  onCommitted,
}: {
  page: PublicPage;
  data: ServerData;
  config: RuntimeConfig;
  onCommitted?: () => void;
}) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <RuntimeConfigProvider config={config}>
      <ServerDataProvider data={data}>
        <PublicPresentationView slug={page.slug} print={page.print} />
      </ServerDataProvider>
    </RuntimeConfigProvider>
  );
}

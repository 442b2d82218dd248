import { createContext, useContext, useEffect } from 'react';
import type { ComponentType } from 'react';

/**
 * Pages whose code is already at hand, keyed `remote/page`: on the server, the area's server
 * build; in the browser, the page being hydrated. RemoteArea renders such a page at once
 * instead of loading it, so server and browser render the same tree.
 */
export interface ReadyPages {
  pages: Readonly<Record<string, ComponentType>>;
  /**
   * Browser: runs once the page has hydrated. React hydrates the page's Suspense boundary
   * after the frame around it, so the root's commit is too early to call a page interactive.
   */
  onPageCommitted?: () => void;
}

export const ReadyPagesContext = createContext<ReadyPages>({ pages: {} });

export function readyPageKey(remote: string, page: string): string {
  return `${remote}/${page}`;
}

export function useReadyPage(remote: string, page: string): ComponentType | undefined {
  return useContext(ReadyPagesContext).pages[readyPageKey(remote, page)];
}

/** Rendered after a page that was at hand: renders nothing, reports the page's commit. */
export function PageCommitted() {
  const { onPageCommitted } = useContext(ReadyPagesContext);
  useEffect(() => {
    onPageCommitted?.();
  }, [onPageCommitted]);
  return null;
}

import type { ComponentType } from 'react';

/** The remotes of ARCHITECTURE.md; the key is also the folder and the runtime-config key. */
export const REMOTE_NAMES = [
  'mfe-catalog',
  'mfe-account',
  'mfe-listings',
  'mfe-database',
  'mfe-presentations',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container name of a remote: a JS identifier ("mfe-catalog" -> "mfe_catalog"). */
export function federationName(remote: RemoteName | 'shell'): string {
  return remote.replace(/-/g, '_');
}

/**
 * What every remote exposes as `./area`: its pages by name. Pages are lazy inside the remote,
 * so the exposed module stays tiny and each screen is its own chunk.
 */
export interface AreaModule {
  pages: Record<string, ComponentType>;
  /**
   * Areas with server-rendered pages: the page's component once its code has arrived, for
   * hydrating the server's HTML without suspending.
   */
  preloadPage?: (name: string) => Promise<ComponentType | undefined>;
}

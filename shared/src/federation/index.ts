import type { ComponentType } from 'react';
import type { RemoteName } from '../contract/web';

/** The remotes of ARCHITECTURE.md (the contract's list: the API's runtime config names them too). */
export { REMOTE_NAMES, type RemoteName } from '../contract/web';

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
}

import type { RemoteName } from '../routes/manifest';

// The remote names and the exposed modules' shapes live with the route manifest.
export { REMOTE_NAMES } from '../routes/manifest';
export type { AreaModule, RemoteName, RoutesModule } from '../routes/manifest';

/** Federation container name of a remote: a JS identifier ("mfe-catalog" -> "mfe_catalog"). */
export function federationName(remote: RemoteName | 'shell'): string {
  return remote.replace(/-/g, '_');
}

/**
 * The script the federation runtime loads for a remote. The runtime config names each remote's
 * mf-manifest.json; every remote build writes its remoteEntry.js beside it, and loading that
 * directly spares the page the manifest's round trip and the runtime's snapshot plugin (about
 * 2.5 KB gzip, docs/bundle-size.md). Any other URL is taken to be the entry itself.
 */
export function remoteEntryUrl(configured: string): string {
  return configured.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');
}

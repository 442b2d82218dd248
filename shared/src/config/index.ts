import type { RuntimeConfig } from '../domain';

/**
 * Runtime configuration the server provides at /config.json. The shell loads it once and
 * sets it here; remotes read it (this module is a federation singleton, so they see the
 * same object).
 */
const defaults: RuntimeConfig = {
  remotes: {},
  apiBase: '/api',
  mediaPrefix: '/media',
  mapsApiKey: null,
  ipLookupUrl: null,
  demo: false,
  company: { name: 'WOW Phuket', email: null, phone: null, address: null },
  social: { facebook: null, instagram: null, youtube: null, line: null },
};

let current: RuntimeConfig = defaults;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...defaults, ...config, remotes: { ...defaults.remotes, ...config.remotes } };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
}

/** Public URL of a stored media path (avatars, logos, photos): SPEC "public object-storage prefix". */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/')) return path;
  return `${current.mediaPrefix.replace(/\/$/, '')}/${path}`;
}

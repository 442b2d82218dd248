import { createContext, createElement, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../domain';

/**
 * Runtime configuration the server provides at /config.json (media prefix, Maps key, company
 * details). Components read it with `useRuntimeConfig()` / `useMediaUrl()`, from the
 * `RuntimeConfigProvider` the app renders: on the server one per render, so two requests never
 * share it. Outside a provider (a remote's standalone harness, unit tests, code outside React)
 * they read the page's config, which the browser fetches once and sets here; this module is a
 * federation singleton, so every area sees the same one.
 */
const defaults: RuntimeConfig = {
  remotes: {},
  // Unknown until /config.json says (an old server, a harness): error reports then name none.
  builds: {
    shell: null,
    'mfe-catalog': null,
    'mfe-account': null,
    'mfe-listings': null,
    'mfe-database': null,
    'mfe-presentations': null,
  },
  apiBase: '/api',
  mediaPrefix: '/media',
  mapsApiKey: null,
  ipLookupUrl: null,
  demo: false,
  company: { name: 'WOW Phuket', email: null, phone: null, address: null },
  social: { facebook: null, instagram: null, youtube: null, line: null },
};

let current: RuntimeConfig = defaults;

/** A whole config from what /config.json (or a test) gives; missing fields are the defaults. */
export function resolveRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  return { ...defaults, ...config, remotes: { ...defaults.remotes, ...config.remotes } };
}

/** The browser page's config (start-up, harness, tests); never called on the server. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = resolveRuntimeConfig(config);
  return current;
}

/** The page's config, for code outside React. Components use `useRuntimeConfig()`. */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The config the tree below renders with: the server's render and the browser's hydration. */
export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return createElement(RuntimeConfigContext.Provider, { value: config }, children);
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext) ?? current;
}

/**
 * Public URL of a stored media path (avatars, logos, photos) under `mediaPrefix`: docs/product-rules.md §3: "public
 * object-storage prefix". Absolute URLs and paths are kept as they are.
 */
export function mediaUrl(
  path: string | null | undefined,
  mediaPrefix: string = current.mediaPrefix,
): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/')) return path;
  return `${mediaPrefix.replace(/\/$/, '')}/${path}`;
}

/** `mediaUrl` with the media prefix of the config this component renders with. */
export function useMediaUrl(): (path: string | null | undefined) => string | null {
  const { mediaPrefix } = useRuntimeConfig();
  return useCallback((path) => mediaUrl(path, mediaPrefix), [mediaPrefix]);
}

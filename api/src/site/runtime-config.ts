import { RuntimeConfig } from '@phuket/shared/contract';
import type { Config } from '../env';

export { RuntimeConfig };

/** What the shell reads at start-up: where each remote's manifest lives, and the public knobs. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    remotes: { ...config.remotes },
    apiBase: '/api',
    mediaPrefix: config.publicMediaPrefix,
    mapsApiKey: config.googleMapsApiKey,
    ipLookupUrl: config.ipLookupUrl,
    demo: config.demoMode,
    company: { ...config.company },
    social: { ...config.social },
  };
}

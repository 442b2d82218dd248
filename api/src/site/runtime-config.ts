import { Type, type Static } from '@sinclair/typebox';
import type { Config } from '../env';
import { REMOTE_NAMES } from '../env';

export const RuntimeConfig = Type.Object(
  {
    remotes: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.String()])), {
      additionalProperties: false,
    }),
    apiBase: Type.String(),
    mediaPrefix: Type.String(),
    mapsApiKey: Type.Union([Type.String(), Type.Null()]),
    ipLookupUrl: Type.Union([Type.String(), Type.Null()]),
    demo: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RuntimeConfig = Static<typeof RuntimeConfig>;

/** What the shell reads at start-up: where each remote's manifest lives, and the public knobs. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    remotes: { ...config.remotes },
    apiBase: '/api',
    mediaPrefix: config.publicMediaPrefix,
    mapsApiKey: config.googleMapsApiKey,
    ipLookupUrl: config.ipLookupUrl,
    demo: config.demoMode,
  };
}

import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from './web';
import { Nullable } from './schema-kit';

/** GET /config.json: where each remote's manifest lives, and the public knobs. */
export const RuntimeConfig = Type.Object(
  {
    /** remote name (e.g. "mfe-catalog") -> URL of its mf-manifest.json */
    remotes: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.String()])), {
      additionalProperties: false,
    }),
    apiBase: Type.String(),
    mediaPrefix: Type.String(),
    mapsApiKey: Nullable(Type.String()),
    ipLookupUrl: Nullable(Type.String()),
    demo: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RuntimeConfig = Static<typeof RuntimeConfig>;

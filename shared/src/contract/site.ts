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
    /** The company behind the site, shown on the contact page (env COMPANY_*). */
    company: Type.Object(
      {
        name: Type.String(),
        email: Nullable(Type.String()),
        phone: Nullable(Type.String({ description: 'E.164' })),
        address: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
    /** The company's profiles (env SOCIAL_*_URL); a null one has no icon in the footer. */
    social: Type.Object(
      {
        facebook: Nullable(Type.String()),
        instagram: Nullable(Type.String()),
        youtube: Nullable(Type.String()),
        line: Nullable(Type.String()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RuntimeConfig = Static<typeof RuntimeConfig>;

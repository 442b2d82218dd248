import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from './web';
import { Nullable } from './schema-kit';

/** Which build of an app a site serves (its build-info.json; docs/deploy.md). */
export const AppBuild = Type.Object(
  {
    version: Type.String(),
    commit: Type.String({ description: 'the git commit it was built from, or "unknown"' }),
    /** The @phuket/shared version it was built with (docs/shared-modules.md); null if not said. */
    shared: Nullable(Type.String()),
    /** The release folder it is served from; null when served from the app's own build. */
    release: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type AppBuild = Static<typeof AppBuild>;

/** The shell and each remote; null where the server does not serve it (another origin). */
export const AppBuilds = Type.Object(
  Object.fromEntries(['shell', ...REMOTE_NAMES].map((name) => [name, Nullable(AppBuild)])),
  { additionalProperties: false },
);
export type AppBuilds = Record<'shell' | (typeof REMOTE_NAMES)[number], AppBuild | null>;

/** GET /config.json: where each remote's manifest lives, and the public knobs. */
export const RuntimeConfig = Type.Object(
  {
    /** remote name (e.g. "mfe-catalog") -> URL of its mf-manifest.json */
    remotes: Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.String()])), {
      additionalProperties: false,
    }),
    /** The build of each app the page is made of, named in its error reports. */
    builds: AppBuilds,
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

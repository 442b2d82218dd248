import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from './web';
import { AppBuilds } from './site';
import { StringEnum } from './schema-kit';

/**
 * What went wrong in a visitor's browser: a remote refused because the page's stateful shared
 * module does not satisfy it (docs/shared-modules.md), an area that did not load, a page that threw.
 */
export const CLIENT_ERROR_KINDS = ['shared-mismatch', 'area-load', 'page-error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The bounds of a report: enough to say what and where, never a dump of the page. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  path: 500,
  module: 200,
  version: 100,
  /** The whole JSON body, in bytes (the API refuses more with 413). */
  body: 8 * 1024,
} as const;

/** A shared module a remote required in a version the page could not give it. */
export const SharedMismatch = Type.Object(
  {
    module: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.module }),
    required: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.version }),
    provided: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.version }),
    remote: StringEnum(REMOTE_NAMES),
  },
  { additionalProperties: false },
);
export type SharedMismatch = Static<typeof SharedMismatch>;

/** POST /client-errors: one problem a visitor's page met, with the builds the page was made of. */
export const ClientErrorReport = Type.Object(
  {
    kind: StringEnum(CLIENT_ERROR_KINDS),
    message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.message }),
    /** The page's path (no origin, no query). */
    path: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.path, pattern: '^/' }),
    /** The area the problem is in; absent when it is the shell's own. */
    area: Type.Optional(StringEnum(REMOTE_NAMES)),
    mismatch: Type.Optional(SharedMismatch),
    /** From /config.json; absent while a server does not say which builds it serves. */
    builds: Type.Optional(AppBuilds),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from './enums';
import { META_KINDS, ROUTE_ACCESS } from './routes';
import { LiteralUnion } from './schema-kit';
import { REMOTE_NAMES } from './web';

/**
 * One route of the route manifest (docs/routes.md), declared once by the area that owns it in
 * its src/app/routes.ts. Pure data: the shell's guard and layout read it before the area's page
 * code is requested; the area's build checks it and writes it to dist/routes.json, which the API
 * validates with this schema (literal unions: TypeBox's `Value.Check` runs it). Not closed: an
 * API may read a manifest written by a newer area.
 */
export const RouteEntry = Type.Object({
  /** A react-router pattern: static segments and `:param` segments. */
  path: Type.String({ pattern: '^/' }),
  area: LiteralUnion(REMOTE_NAMES),
  /** The page's key inside its area (the area's `pages`); unique within the area. */
  page: Type.String({ minLength: 1 }),
  access: LiteralUnion(ROUTE_ACCESS),
  /** `auth` only: the roles that may enter; absent means any signed-in user. */
  roles: Type.Optional(Type.Array(LiteralUnion(ROLES), { minItems: 1 })),
  /**
   * `auth` with `roles` only: what the page is for, told to a signed-in user of another role on
   * a page of its own instead of the silent redirect to / (an admin opening /listing learns it
   * lists an account's own listings). Without it, other roles are sent to / (docs/product-rules.md §5).
   */
  purpose: Type.Optional(Type.String({ minLength: 1 })),
  header: Type.Boolean(),
  footer: Type.Boolean(),
  /** Listed in /sitemaps/pages.xml (public pages without parameters). */
  sitemap: Type.Optional(Type.Boolean()),
  /** The API serves this page's head with link-preview meta of this kind. */
  meta: Type.Optional(LiteralUnion(META_KINDS)),
  /**
   * The server renders this page for the browser to hydrate. Its data loader is the area's
   * server code, typed against this flag (`ServerLoaders` in @phuket/shared/routes).
   */
  serverRendered: Type.Optional(Type.Boolean()),
});
export type RouteEntry = Static<typeof RouteEntry>;

/** dist/routes.json: what an area's build writes and the API reads. */
export const RoutesFile = Type.Object({
  area: LiteralUnion(REMOTE_NAMES),
  routes: Type.Array(RouteEntry),
});
export type RoutesFile = Static<typeof RoutesFile>;

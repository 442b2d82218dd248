import type { Currency } from './enums';
import type { RouteEntry } from './route-entry';
import type { RuntimeConfig } from './site';
import type { RemoteName } from './web';

// What the API hands the shell's server build to render a page, and what it writes into the
// page for the browser to hydrate from (docs/server-rendering.md). Both sides read these.

/** The id of the `<script type="application/json">` holding ServerRenderState. */
export const SERVER_DATA_ID = 'server-data';

/** API answers keyed by their request (apiRequestKey in @phuket/shared/api). */
export type ServerDataEntries = Record<string, unknown>;

/** What the server rendered with: the browser's first render must use the same. */
export interface ServerRenderState {
  currency: string;
  signedIn: boolean;
  data: ServerDataEntries;
  /**
   * A standalone page's runtime config (media prefix…), which the shell would fetch from
   * /config.json; absent on the shell's pages.
   */
  config?: Record<string, unknown>;
}

/**
 * One page render by the shell's server build (shell/src/app/server-entry.tsx). `Component` is
 * React's ComponentType there; the API hands it on without looking inside.
 */
export interface RenderInput<Component = unknown> {
  /** Path and query of the request, with its language prefix (`/ru/properties?...`). */
  url: string;
  currency: Currency;
  /** The signed-in cookie: the header shows a signed-in visitor's buttons. */
  signedIn: boolean;
  /** API answers by request key, as the page's components look them up. */
  data: ServerDataEntries;
  /**
   * The page's component from the area's server build; absent for a path no area declares,
   * which renders the site's "Page not found".
   */
  page?: { remote: RemoteName; name: string; component: Component };
  /**
   * The area `routes` belong to when there is no page: the one whose prefix a not-found path
   * is under (the browser fetches that area's routes before it can tell the path is unknown).
   */
  area?: RemoteName;
  /**
   * The area's declared routes as its server build has them now (its routes.ts), as the browser
   * fetches them before hydrating: read per request, so a redeployed area renders its new routes.
   */
  routes: readonly RouteEntry[];
  /** Hears the page's tab title as it renders (the browser sets it in an effect). */
  onTitle?: (title: string) => void;
  /** What /config.json gives the browser (media prefix, Maps key): rendered the same way. */
  runtimeConfig: Partial<RuntimeConfig>;
}

/** A page an area renders without the shell (the public presentation). */
export interface StandaloneRenderInput {
  url: string;
  data: ServerDataEntries;
  runtimeConfig: Partial<RuntimeConfig>;
}

import type { preHandlerAsyncHookHandler } from 'fastify';
import type { LoginThrottle } from '../auth/login-throttle';
import type { Database, Db } from '../db/client';
import type { UserRole } from '../db/schema';
import type { Config, RemoteName } from '../env';
import type { RouteEntry } from '@phuket/shared/contract';
import type { ServerRenderedHtml } from '../ssr/server-render';
import type { Drain } from './drain';
import type { UserRow } from '../users/queries';

export interface AuthContext {
  user: UserRow;
  tokenId: number;
}

// What buildApp puts on the instance and the request, typed once for every domain.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** The time as the app sees it: `new Date()`, or a test's clock (buildApp's `now`). */
    now: () => Date;
    /** The drain before a shutdown (http/drain.ts): server.ts starts it on SIGTERM. */
    drain: Drain;
    /** preHandler: 401 unless a live bearer token is sent; fills request.auth. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 without a token, 403 unless the user has one of the roles. */
    requireRole: (...roles: UserRole[]) => preHandlerAsyncHookHandler;
    /** Failed logins per account, kept in the database (auth/login-throttle.ts). */
    loginThrottle: LoginThrottle;
    /** The page the request asks for, rendered on the server; null: serve the plain shell. */
    serverRender: (request: FastifyRequest) => Promise<ServerRenderedHtml | null>;
    /** The site's "Page not found" rendered on the server (see ServerRenderer.renderNotFound). */
    serverRenderNotFound: (
      request: FastifyRequest,
      area: { name: RemoteName; routes: readonly RouteEntry[] } | null,
    ) => Promise<ServerRenderedHtml | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export {};

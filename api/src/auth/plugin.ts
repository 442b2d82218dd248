import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema';
import { forbidden, unauthenticated } from '../http/errors';
import type { AuthContext } from '../http/fastify-types';
import { createLoginThrottle } from './login-throttle';
import { findLiveToken, touchToken } from './queries';
import { TOKEN_PATTERN, TOUCH_INTERVAL_MS } from './tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * `app.authenticate`, `app.requireRole(...)` and `app.loginThrottle` for every domain's routes. Wrapped with
 * fastify-plugin so the decorators are visible to sibling plugins, not only to children.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('loginThrottle', createLoginThrottle(app.db, app.now));

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      // A malformed token cannot exist in the table: refuse it without a query.
      if (token === null || !TOKEN_PATTERN.test(token)) throw unauthenticated();
      const now = new Date();
      const found = await findLiveToken(app.db, token, now);
      if (!found) throw unauthenticated();
      if (now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchToken(app.db, found.tokenId, now);
      }
      request.auth = { user: found.user, tokenId: found.tokenId };
      return request.auth;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await resolve(request);
    });

    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      const { user } = await resolve(request);
      if (!roles.includes(user.role)) throw forbidden();
    });
  },
  { name: 'auth' },
);

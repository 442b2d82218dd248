import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../http/fastify-types';
import { unauthenticated } from '../http/errors';

/** request.auth after the route's role check. */
export function currentUser(request: FastifyRequest): AuthContext['user'] {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}

export const secured = { tags: ['listings'], security: [{ bearerAuth: [] }] };

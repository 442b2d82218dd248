import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CodeRateLimits, type Limiter, createLimiter } from '../codes/rate-limits';
import { normalizeEmail } from '../users/queries';

/** The limits every code-sending route checks: the client's address, then the account. */
export interface CodeLimiters {
  sendPerIp: Limiter;
  /** Keyed by the email typed, so unknown and known addresses are limited alike. */
  passwordReset: Limiter;
  emailChange: Limiter;
  phoneChange: Limiter;
}

function typedEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

function accountId(request: FastifyRequest): string {
  // These routes run after app.authenticate; no auth here would be a wiring mistake.
  if (!request.auth) throw new Error('code limiter used on an unauthenticated route');
  return String(request.auth.user.id);
}

/** Built once per app (each limiter owns its counters). */
export function createCodeLimiters(app: FastifyInstance, limits: CodeRateLimits): CodeLimiters {
  const perAccount = (purpose: string, key: (request: FastifyRequest) => string) =>
    createLimiter(app, {
      disabled: limits.disabled,
      max: limits.codeSendPerAccountMax,
      windowMs: limits.codeSendPerAccountWindowMs,
      key: (request) => `code-send:${purpose}:${key(request)}`,
    });
  return {
    sendPerIp: createLimiter(app, {
      disabled: limits.disabled,
      max: limits.codeSendPerIpMax,
      windowMs: limits.codeSendPerIpWindowMs,
      key: (request) => `code-send-ip:${request.ip}`,
    }),
    passwordReset: perAccount('password_reset', typedEmail),
    emailChange: perAccount('email_change', accountId),
    phoneChange: perAccount('phone_change', accountId),
  };
}

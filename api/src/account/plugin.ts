import type { FastifyPluginAsync } from 'fastify';
import { codeRateLimits } from '../codes/rate-limits';
import { contactRoutes } from './contact-routes';
import { createCodeLimiters } from './limiters';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { sessionRoutes } from './session-routes';
import { uploadRoutes } from './upload-routes';

/**
 * Account self-service under /api: password reset by code, profile, email/phone change by
 * code, password change, signed-in devices, avatar/logo uploads, settings and notification preferences. Needs
 * the auth, messaging and media plugins registered before it.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.codeSecretGenerated && !app.config.demoMode) {
    app.log.warn(
      'CODE_SECRET is not set: one-time codes use a key of this process only and fail on any other process or after a restart',
    );
  }
  const limiters = createCodeLimiters(app, codeRateLimits(app.config));
  // Each group in its own context, so the authenticate hooks and multipart parser stay local.
  await app.register(passwordResetRoutes(limiters));
  await app.register(contactRoutes(limiters));
  await app.register(profileRoutes);
  await app.register(sessionRoutes);
  await app.register(uploadRoutes);
};

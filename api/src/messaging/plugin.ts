import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smtpTransport } from './mail';
import { Messenger } from './messenger';
import { httpSmsProvider } from './sms';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and SMS: the real transport when configured, the outbox table otherwise. */
    messenger: Messenger;
  }
}

/** Decorates `app.messenger` from config (SMTP_URL, MAIL_FROM, SMS_PROVIDER_URL/TOKEN). */
export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const mail = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null;
    const sms = config.smsProviderUrl
      ? httpSmsProvider({ url: config.smsProviderUrl, token: config.smsProviderToken })
      : null;
    app.decorate('messenger', new Messenger(app.db, { mail, sms }));
  },
  { name: 'messaging' },
);

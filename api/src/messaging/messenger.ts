import type { Db } from '../db/client';
import type { MailTransport } from './mail';
import { insertOutbox } from './outbox';
import type { SmsProvider } from './sms';

export interface MessengerOptions {
  mail: MailTransport | null;
  sms: SmsProvider | null;
}

/**
 * Sends mail and SMS through the configured transport; with none configured (a laptop, the
 * demo, CI) the message goes into the outbox table instead, where a developer, the demo page
 * and the end-to-end tests read it. A configured transport that fails throws: the caller
 * decides whether the user should hear about it.
 */
export class Messenger {
  constructor(
    private readonly db: Db,
    private readonly options: MessengerOptions,
  ) {}

  /** True when mail really leaves the machine (so sending may take seconds). */
  get deliversMail(): boolean {
    return this.options.mail !== null;
  }

  async sendEmail(
    to: string,
    subject: string,
    text: string,
    options: { headers?: Record<string, string> } = {},
  ): Promise<void> {
    const headers = options.headers;
    if (this.options.mail) {
      await this.options.mail.send({ to, subject, text, ...(headers ? { headers } : {}) });
      return;
    }
    await insertOutbox(this.db, {
      channel: 'email',
      to,
      subject,
      body: text,
      ...(headers ? { headers } : {}),
    });
  }

  async sendSms(to: string, text: string): Promise<void> {
    if (this.options.sms) {
      await this.options.sms.send({ to, text });
      return;
    }
    await insertOutbox(this.db, { channel: 'sms', to, subject: null, body: text });
  }
}

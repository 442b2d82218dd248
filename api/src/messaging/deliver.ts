import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface NoticeMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A mail telling someone that something happened (an enquiry came, a presentation was opened
 * or answered), sent once the answer is out. If the mail server refuses it or is down, it goes
 * on the job queue (`mail-retry`), which sends it again with a growing delay from whichever
 * process is up, so a flaky server does not silently lose it. Codes (password reset, contact
 * change) are not sent this way: they expire within minutes, the user can ask again, and a
 * code should not sit in the queue's table.
 */
export function deliverMail(
  app: FastifyInstance,
  name: string,
  mail: NoticeMail,
  log: FastifyBaseLogger,
): void {
  app.backgroundTasks.run(
    name,
    async () => {
      try {
        await app.messenger.sendEmail(mail.to, mail.subject, mail.text);
      } catch (err) {
        log.warn({ err }, `${name}: not sent, queued to be sent again`);
        await app.jobs.send('mail-retry', mail);
      }
    },
    log,
  );
}

/** The `mail-retry` job's handler: a failure throws, and the queue tries again later. */
export const mailRetryPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work('mail-retry', async (mail) => {
      await app.messenger.sendEmail(mail.to, mail.subject, mail.text);
    });
  },
  { name: 'mail-retry', dependencies: ['jobs', 'messaging', 'background-tasks'] },
);

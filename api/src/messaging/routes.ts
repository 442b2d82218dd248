import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxQuery, OutboxResponse } from '@phuket/shared/contract';
import { normalizeEmail } from '../users/queries';
import { errorResponses } from '../http/schemas';
import { listOutbox } from './outbox';

/**
 * Emails are stored lower-cased, numbers in E.164. A `+` typed raw into a query string
 * arrives as a space, so a phone is rebuilt from its digits.
 */
function normalizeRecipient(to: string): string {
  if (to.includes('@')) return normalizeEmail(to);
  const digits = to.replace(/[^\d]/g, '');
  return digits === '' ? to.trim() : `+${digits}`;
}

/**
 * GET /demo/outbox: the mail and SMS the server would have sent. Registered only in demo
 * mode (app.ts), so a real deployment answers 404: the outbox holds live one-time codes.
 */
export const demoOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/demo/outbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: messages kept in the outbox, newest first',
        querystring: OutboxQuery,
        response: {
          200: OutboxResponse,
          ...errorResponses(422),
        },
      },
    },
    async (request) => {
      // Codes are mailed after the answer that asked for them; a demo reader (or an end-to-end
      // test) reading right after it should see them.
      await app.backgroundTasks.settled();
      const { to, limit } = request.query;
      const recipient = to === undefined ? undefined : normalizeRecipient(to);
      const rows = await listOutbox(app.db, { limit: limit ?? 50, to: recipient });
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          body: row.body,
          ...(row.headers ? { headers: row.headers } : {}),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

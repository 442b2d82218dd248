import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  /** Mail only; SMS has no subject. */
  subject: string | null;
  body: string;
  headers?: Record<string, string>;
}

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(
  db: Db,
  message: OutgoingMessage,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      body: message.body,
      headers: message.headers ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Newest first; `to` narrows to one recipient (tests and the demo look up their own code). */
export async function listOutbox(
  db: Db,
  options: { limit: number; to?: string },
): Promise<OutboxRow[]> {
  const base = db.select().from(outbox);
  const filtered = options.to === undefined ? base : base.where(eq(outbox.to, options.to));
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(options.limit);
}

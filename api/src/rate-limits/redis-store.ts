import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis (or Valkey) client @fastify/rate-limit counts in when REDIS_URL is set. Commands
 * fail at once while the server is unreachable instead of queueing (the plugin then lets the
 * request through: see app.ts), so a Redis outage slows nothing and stops no login.
 */
export async function openRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only here: a process without REDIS_URL (and each API test file) never evaluates it.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    connectionName: 'phuket-api-rate-limits',
  });
  // ioredis reconnects on its own and emits an error per attempt: log the outage once.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err }, 'rate-limit Redis unreachable: limits are not applied until it answers');
  });
  client.on('ready', () => {
    if (down) log.info('rate-limit Redis is back');
    down = false;
  });
  try {
    await client.connect();
  } catch {
    // Logged by the error handler; the client keeps retrying.
  }
  return client;
}

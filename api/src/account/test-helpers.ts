import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';
import { type TestApp, type TestAppOptions, createTestApp, registerUser } from '../test/test-app';

/**
 * A test app for the account routes. Rate limits are off unless a test turns them on, so
 * suites can send many codes from one address; rate-limits.test.ts checks the limits.
 */
export async function createAccountTestApp(
  options: TestAppOptions & { rateLimits?: boolean } = {},
): Promise<TestApp> {
  const { rateLimits = false, ...rest } = options;
  const env = {
    CODE_SECRET: 'account-tests-secret-0123456789abcdef',
    ...(rateLimits ? {} : { RATE_LIMIT_DISABLED: 'true' }),
    ...rest.env,
  };
  return createTestApp({ ...rest, env });
}

/**
 * The newest 6-digit code sent to `to` (email or E.164 phone), read from the outbox once the
 * mail sent after an answer (BackgroundTasks) has gone out.
 */
export async function latestCode(
  t: Pick<TestApp, 'app' | 'database'>,
  to: string,
  channel: 'email' | 'sms' = 'email',
): Promise<string> {
  const row = await latestMessage(t, to, channel);
  const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The newest message sent to `to`, or undefined. */
export async function latestMessage(
  t: Pick<TestApp, 'app' | 'database'>,
  to: string,
  channel: 'email' | 'sms' = 'email',
): Promise<{ subject: string | null; body: string } | undefined> {
  await t.app.backgroundTasks.settled();
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

export async function countOutbox(
  t: Pick<TestApp, 'app' | 'database'>,
  to: string,
): Promise<number> {
  await t.app.backgroundTasks.settled();
  return (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).length;
}

export interface SignedInUser {
  token: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: { confirmed?: boolean } = {},
): Promise<SignedInUser> {
  const email = `acc-${randomBytes(5).toString('hex')}@example.com`;
  const user = await registerUser(app, { email, ...overrides }, options);
  return { ...user, auth: { authorization: `Bearer ${user.token}` } };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.jpg'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ListingDraft } from '@phuket/shared/contract';
import { DEMO_PASSWORD } from '../seed/data';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';

/** A test app with the demo accounts (admin, broker, developer) and no rate limits. */
export function createListingsTestApp(): Promise<TestApp> {
  return createTestApp({ demo: true, env: { RATE_LIMIT_DISABLED: 'true' } });
}

export interface Caller {
  authorization?: string;
}

export const guest: Caller = {};

export async function signIn(app: FastifyInstance, email: string): Promise<Caller> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** A fresh account of `role`, signed in. */
export async function newUser(
  app: FastifyInstance,
  role: 'broker' | 'developer' = 'broker',
): Promise<Caller> {
  const { token } = await registerUser(app, { role });
  return { authorization: `Bearer ${token}` };
}

/** One request over the app's HTTP handling, as `caller`. */
export function call(
  app: FastifyInstance,
  caller: Caller,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: caller.authorization ? { authorization: caller.authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** Creates a draft from step-1 fields and returns the answer. */
export async function createDraft(
  app: FastifyInstance,
  caller: Caller,
  fields: Record<string, unknown> = {},
): Promise<ListingDraft> {
  const res = await call(app, caller, 'POST', '/listing/store?step=1', fields);
  if (res.statusCode !== 201) throw new Error(`store failed: ${res.statusCode} ${res.body}`);
  return res.json<ListingDraft>();
}

/**
 * A Sale villa draft with its location and price saved (steps 1-3, version 3): everything
 * publishing asks for but the photos.
 */
export async function createDraftWithoutPhotos(
  app: FastifyInstance,
  caller: Caller,
  { title, locationId, price }: { title: string; locationId: number; price: number },
): Promise<ListingDraft> {
  const draft = await createDraft(app, caller, {
    title,
    offer_type: 'Sale',
    property_type: 'Villa',
  });
  await call(app, caller, 'POST', draft.paths.steps['2'], { version: 1, location_id: locationId });
  await call(app, caller, 'POST', draft.paths.steps['3'], { version: 2, price });
  return draft;
}

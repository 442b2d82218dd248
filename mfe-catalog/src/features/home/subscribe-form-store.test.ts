import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBase, subscribe } from '@phuket/shared/api';
import {
  CLEAR_DELAY_MS,
  EMAIL_REQUIRED,
  SUBSCRIBE_FAILED,
  SubscribeFormStore,
} from './subscribe-form-store';

/**
 * Only the HTTP boundary is replaced: a local server answers POST /api/subscribe as told, and
 * the real client and error reading do the rest.
 */
let reply: { status: number; body: unknown } = { status: 201, body: { message: 'ok' } };
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(reply.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  setApiBase('/api');
  await new Promise((resolve) => server.close(resolve));
});

function answer(status: number, body: unknown): (email: string) => Promise<unknown> {
  return (email) => {
    reply = { status, body };
    return subscribe(email);
  };
}

function offline(): (email: string) => Promise<unknown> {
  return (email) => {
    setApiBase('http://127.0.0.1:9/api');
    return subscribe(email).finally(() =>
      setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`),
    );
  };
}

function setup(send: (email: string) => Promise<unknown> = async () => ({ message: 'ok' })) {
  const sent: string[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const store = new SubscribeFormStore(
    (email) => {
      sent.push(email);
      return send(email);
    },
    (run, delay) => timers.push({ run, delay }),
  );
  return { store, sent, timers };
}

describe('SubscribeFormStore (docs/product-rules.md §4, §5, §8)', () => {
  it('flags an empty email without sending', async () => {
    const { store, sent } = setup();
    await store.submit();
    expect([store.status, store.error, sent]).toEqual(['error', EMAIL_REQUIRED, []]);
  });

  it('flags an invalid email with the same message', async () => {
    const { store, sent } = setup();
    store.setEmail('not-an-email');
    await store.submit();
    expect([store.status, store.error, sent]).toEqual(['error', EMAIL_REQUIRED, []]);
    store.setEmail('a@b');
    await store.submit();
    expect(store.error).toBe(EMAIL_REQUIRED);
  });

  it('trims the input, sends it, opens the modal and clears the field about 500 ms later', async () => {
    const { store, sent, timers } = setup();
    store.setEmail('  buyer@example.com ');
    expect(store.email).toBe('buyer@example.com');
    await store.submit();
    expect(sent).toEqual(['buyer@example.com']);
    expect([store.status, store.modalOpen, store.email]).toEqual([
      'success',
      true,
      'buyer@example.com',
    ]);
    expect(timers.map((timer) => timer.delay)).toEqual([CLEAR_DELAY_MS]);
    expect(CLEAR_DELAY_MS).toBe(500);
    timers[0]?.run();
    expect(store.email).toBe('');
    store.closeModal();
    expect([store.modalOpen, store.status]).toEqual([false, 'idle']);
  });

  it("shows the server's message when there is one", async () => {
    const { store } = setup(answer(422, { message: 'This email is already subscribed.' }));
    store.setEmail('again@example.com');
    await store.submit();
    expect([store.status, store.error]).toEqual(['error', 'This email is already subscribed.']);
  });

  it('shows the generic message when the server sends none or cannot be reached', async () => {
    const silent = setup(answer(500, {}));
    silent.store.setEmail('x@example.com');
    await silent.store.submit();
    expect(silent.store.error).toBe(SUBSCRIBE_FAILED);
    expect(SUBSCRIBE_FAILED).toBe('An error has occurred. Please try again.');

    const unreachable = setup(offline());
    unreachable.store.setEmail('x@example.com');
    await unreachable.store.submit();
    expect(unreachable.store.error).toBe(SUBSCRIBE_FAILED);
  });

  it('clears the error once the visitor types again', async () => {
    const { store } = setup();
    await store.submit();
    store.setEmail('b');
    expect([store.status, store.error]).toEqual(['idle', null]);
  });
});

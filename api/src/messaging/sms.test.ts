import { SmsDeliveryError, httpSmsProvider } from './sms';

describe('httpSmsProvider', () => {
  it('posts {to, text} as JSON with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const provider = httpSmsProvider({
      url: 'https://sms.example.com/send',
      token: 'tok-123',
      fetch: async (url, init) => {
        calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
        return new Response('{}', { status: 202 });
      },
    });
    await provider.send({ to: '+66812345678', text: 'hello' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://sms.example.com/send');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'content-type': 'application/json',
    });
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      to: '+66812345678',
      text: 'hello',
    });
  });

  it('fails on a non-2xx answer', async () => {
    const provider = httpSmsProvider({
      url: 'https://sms.example.com/send',
      token: null,
      fetch: async () => new Response('no', { status: 500 }),
    });
    await expect(provider.send({ to: '+66812345678', text: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});

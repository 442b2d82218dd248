export interface Sms {
  /** E.164, e.g. +66812345678. */
  to: string;
  text: string;
}

/** Anything that can deliver an SMS for real; absent = the outbox keeps it. */
export interface SmsProvider {
  send(sms: Sms): Promise<void>;
}

export class SmsDeliveryError extends Error {}

export interface HttpSmsSettings {
  url: string;
  token: string | null;
  /** Injected by tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A generic HTTP gateway: POST {to, text} as JSON with a bearer token, any 2xx = accepted.
 * Most SMS gateways (or a small adapter in front of one) take this shape; a provider with
 * another API is one more class implementing SmsProvider.
 */
export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  const doFetch = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? 10_000;
  return {
    async send(sms) {
      const response = await doFetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        // A hanging gateway must not hold the request (and its client) forever.
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

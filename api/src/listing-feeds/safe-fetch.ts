import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Fetches what a feed names (photos, the feed itself) from the internet only: a feed URL is
 * the agency's to choose, so without these checks it could make our server read its own
 * network (cloud metadata at 169.254.169.254, an admin port on loopback). Every address a
 * name resolves to is checked, the connection goes to a checked one (no second lookup to
 * rebind), and each redirect is checked again.
 */

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** IMPORT_FETCH_ALLOW_PRIVATE: the operator lets feeds name private addresses (tests: loopback). */
  allowPrivate: boolean;
}

export const FETCH_REASONS = {
  badUrl: 'Not an http(s) URL.',
  privateAddress: 'The address is private, loopback or link-local: not fetched.',
  tooLarge: (max: number) => `Larger than ${Math.round(max / 1024 / 1024)} MB.`,
  tooManyRedirects: 'Too many redirects.',
  timeout: 'No complete answer in time.',
  status: (code: number) => `The server answered ${code}.`,
  network: (message: string) => `Could not be fetched: ${message}`,
} as const;

export class FetchRefused extends Error {}

/**
 * Only the global unicast range is the internet: ipaddr.js (the classifier Fastify's proxy-addr
 * uses) names every other range (private, loopback, link-local, carrier-grade NAT, multicast,
 * reserved, unspecified, 6to4 and the like); an IPv4 address written as IPv6 is read as IPv4.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** http.request's lookup: resolves every address, refuses if any is private. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
        return callback(new FetchRefused(FETCH_REASONS.privateAddress), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), []);
      callback(null, first.address, first.family);
    });
  };
}

export interface Fetched {
  bytes: Buffer;
  contentType: string | null;
  /** The URL answered, after redirects. */
  url: string;
}

function once(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Fetched | string> {
  return new Promise((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(literal) && !limits.allowPrivate && isPrivateAddress(literal)) {
      reject(new FetchRefused(FETCH_REASONS.privateAddress));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: checkedLookup(limits.allowPrivate) as unknown as net.LookupFunction,
        signal,
        headers: { 'user-agent': 'WOW-Phuket-feed-import/1', accept: '*/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve(new URL(response.headers.location, url).toString());
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new FetchRefused(FETCH_REASONS.status(status)));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          response.destroy();
          reject(new FetchRefused(FETCH_REASONS.tooLarge(limits.maxBytes)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new FetchRefused(FETCH_REASONS.tooLarge(limits.maxBytes)));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            bytes: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? null,
            url: url.toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** GETs `url` within `limits`; every refusal is a FetchRefused with the reason to report. */
export async function safeFetch(url: string, limits: FetchLimits): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    let parsed: URL;
    try {
      parsed = new URL(current);
    } catch {
      throw new FetchRefused(FETCH_REASONS.badUrl);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new FetchRefused(FETCH_REASONS.badUrl);
    }
    let answer: Fetched | string;
    try {
      answer = await once(parsed, limits, signal);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      if (signal.aborted) throw new FetchRefused(FETCH_REASONS.timeout);
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof FetchRefused) throw cause;
      throw new FetchRefused(FETCH_REASONS.network((err as Error).message));
    }
    if (typeof answer !== 'string') return answer;
    current = answer;
  }
  throw new FetchRefused(FETCH_REASONS.tooManyRedirects);
}

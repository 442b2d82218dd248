import {
  FALLBACK_COUNTRY,
  IP_LOOKUP_TIMEOUT_MS,
  lookupCountryByIp,
  parseIpLookupReply,
  resetIpLookupCache,
} from './ip-lookup';

describe('parseIpLookupReply (docs/product-rules.md §7)', () => {
  it.each([
    ['1;TH;THA;Thailand', 'TH'],
    ['1;RU;RUS;Russia', 'RU'],
    ['1;de', 'DE'],
    ['  1;GB;GBR;United Kingdom\n', 'GB'],
  ])('accepts %j', (reply, country) => {
    expect(parseIpLookupReply(reply)).toBe(country);
  });

  it.each([
    '',
    '0;TH;THA;Thailand',
    '2;TH',
    '1;',
    '1;THA;Thailand',
    '1;ZZ;ZZZ;Nowhere',
    'TH',
    '<html>502 Bad Gateway</html>',
    '11;TH',
  ])('rejects %j', (reply) => {
    expect(parseIpLookupReply(reply)).toBeNull();
  });
});

describe('lookupCountryByIp', () => {
  const originalFetch = global.fetch;
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

  beforeEach(() => {
    resetIpLookupCache();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    global.fetch = originalFetch;
    jest.useRealTimers();
  });

  const reply = (text: string, status = 200) =>
    Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(text) } as Response);

  it('makes no request and answers Thailand when not configured', async () => {
    await expect(lookupCountryByIp(null)).resolves.toBe('TH');
    await expect(lookupCountryByIp(undefined)).resolves.toBe('TH');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the country of a good reply, fetching once per page load', async () => {
    fetchMock.mockReturnValue(reply('1;RU;RUS;Russia'));
    await expect(lookupCountryByIp('https://ip.example/')).resolves.toBe('RU');
    await expect(lookupCountryByIp('https://ip.example/')).resolves.toBe('RU');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to Thailand when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(lookupCountryByIp('https://ip.example/')).resolves.toBe(FALLBACK_COUNTRY);
    expect(FALLBACK_COUNTRY).toBe('TH');
  });

  it('falls back to Thailand on garbage or an error status', async () => {
    fetchMock.mockReturnValueOnce(reply('0;Error'));
    await expect(lookupCountryByIp('https://a.example/')).resolves.toBe('TH');
    fetchMock.mockReturnValueOnce(reply('1;RU;RUS;Russia', 500));
    await expect(lookupCountryByIp('https://b.example/')).resolves.toBe('TH');
  });

  it('aborts a slow lookup after about 3 s and falls back to Thailand', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = lookupCountryByIp('https://slow.example/');
    jest.advanceTimersByTime(IP_LOOKUP_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toBe('TH');
  });
});

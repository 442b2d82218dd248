import { countsAsClient, deviceHash, PDF_PRINTER_AGENT_MARK, summariseOpens } from './tracking';
import { generateSlug, withFreshSlug } from './slug';
import { isPresentationSlug, SLUG_ALPHABET } from '@phuket/shared/contract';

describe('generateSlug', () => {
  it('makes 16 base62 characters that pass the slug check, different each time', () => {
    const slugs = new Set(Array.from({ length: 200 }, () => generateSlug()));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) {
      expect(slug).toHaveLength(16);
      expect(isPresentationSlug(slug)).toBe(true);
      expect([...slug].every((c) => SLUG_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('drops bytes that would bias the alphabet', () => {
    // 248..255 are skipped; 0 and 61 map to the first and last characters, 62 wraps to 0.
    const bytes = Buffer.from([255, 248, 0, 61, 62, 250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const slug = generateSlug(10, () => bytes);
    expect(slug).toBe('0z01234567');
  });
});

describe('withFreshSlug', () => {
  it('retries a taken slug and inserts with the first free one', async () => {
    const offered = ['takenTaken1', 'takenTaken2', 'freeFreeFree'];
    const tried: string[] = [];
    const result = await withFreshSlug(
      async (slug) => {
        tried.push(slug);
        return slug.startsWith('taken');
      },
      async (slug) => `inserted ${slug}`,
      () => offered.shift() ?? 'never',
    );
    expect(tried).toEqual(['takenTaken1', 'takenTaken2', 'freeFreeFree']);
    expect(result).toBe('inserted freeFreeFree');
  });

  it('gives up after a few attempts instead of looping', async () => {
    await expect(
      withFreshSlug(
        async () => true,
        async () => 'never',
        () => 'alwaysTaken1',
      ),
    ).rejects.toThrow(/no free presentation slug/);
  });
});

describe('open counting', () => {
  it('hashes the address with the secret, never giving it back', () => {
    const a = deviceHash('s'.repeat(32), '203.0.113.5');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('203.0.113.5');
    expect(deviceHash('s'.repeat(32), '203.0.113.5')).toBe(a);
    expect(deviceHash('s'.repeat(32), '203.0.113.6')).not.toBe(a);
    expect(deviceHash('t'.repeat(32), '203.0.113.5')).not.toBe(a);
  });

  it('sums opens over devices, with the first and last time', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute));
    expect(
      summariseOpens([
        { opens: 3, firstOpenedAt: at(5), lastOpenedAt: at(30) },
        { opens: 1, firstOpenedAt: at(1), lastOpenedAt: at(1) },
      ]),
    ).toEqual({
      opens: 4,
      devices: 2,
      first_opened_at: at(1).toISOString(),
      last_opened_at: at(30).toISOString(),
    });
    expect(summariseOpens([])).toEqual({
      opens: 0,
      devices: 0,
      first_opened_at: null,
      last_opened_at: null,
    });
  });

  it("does not count the owner's own opens, an admin's nor the PDF printer's", () => {
    expect(countsAsClient({ userId: null, userAgent: 'Safari' }, 7)).toBe(true);
    expect(countsAsClient({ userId: 8, userAgent: 'Safari' }, 7)).toBe(true);
    expect(countsAsClient({ userId: 7, userAgent: 'Safari' }, 7)).toBe(false);
    expect(countsAsClient({ userId: 9, userAgent: 'Safari', staff: true }, 7)).toBe(false);
    expect(countsAsClient({ userId: null, userAgent: `x ${PDF_PRINTER_AGENT_MARK}` }, 7)).toBe(
      false,
    );
  });
});

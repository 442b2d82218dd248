import { LISTING_MIN_PHOTOS } from '@phuket/shared/contract';
import { REASONS } from './format';
import { FILE_REASONS, FeedFileError, parseFeed } from './parse';
import { isPrivateAddress } from './safe-fetch';
import { EXAMPLE_LISTING, toCsv, toXlsx, toXml } from './write';

/* The format alone: bytes to rows and refusals, and rows back to bytes. No database. */

const HEADER = 'ref,price,price_freq,type,town,title_en,images';
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://example.com/${i}.jpg`).join('|');
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));
const ok = (ref: string, extra = '') =>
  `${ref},1000000,sale,Villa,Rawai,Villa ${ref},${photos(3)}${extra}`;

async function refusalOf(column: string, value: string) {
  const listing = { ...EXAMPLE_LISTING };
  const text = toCsv([listing]);
  const [header = '', row = ''] = text.replace(/^\uFEFF/, '').split('\n');
  const names = header.split(',');
  const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
  cells[names.indexOf(column)] = value;
  const parsed = await parseFeed(Buffer.from(`${header}\n${cells.join(',')}`));
  return parsed.refusals[0];
}

describe('feed format', () => {
  it('reads the template back as its example listing, in each format', async () => {
    for (const bytes of [
      Buffer.from(toCsv([EXAMPLE_LISTING])),
      await toXlsx([EXAMPLE_LISTING]),
      Buffer.from(toXml([EXAMPLE_LISTING])),
    ]) {
      const parsed = await parseFeed(bytes);
      expect(parsed.refusals).toEqual([]);
      expect(parsed.listings).toHaveLength(1);
      const { row: _row, ...listing } = parsed.listings[0] ?? EXAMPLE_LISTING;
      const { row: _exampleRow, ...example } = EXAMPLE_LISTING;
      expect(listing).toEqual(example);
    }
  });

  it('knows each format by its bytes', async () => {
    expect((await parseFeed(Buffer.from(toCsv([EXAMPLE_LISTING])))).format).toBe('csv');
    expect((await parseFeed(await toXlsx([EXAMPLE_LISTING]))).format).toBe('xlsx');
    expect((await parseFeed(Buffer.from(toXml([EXAMPLE_LISTING])))).format).toBe('xml');
  });

  it('reads a Kyero v3 property: id as ref, leasehold flag, surface area, languages', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<root><kyero><feed_version>3</feed_version></kyero>
<property><id>K-77</id><date>2026-11-01 10:00:00</date><price>250000</price><currency>EUR</currency>
<price_freq>sale</price_freq><leasehold>1</leasehold><new_build>1</new_build><type>apartment</type>
<town>kata</town><province>Phuket</province><location><latitude>7.82</latitude><longitude>98.30</longitude></location>
<beds>2</beds><baths>2</baths><pool>1</pool><surface_area><built>85</built><plot>0</plot></surface_area>
<energy_rating><consumption>X</consumption></energy_rating><url><en>https://agency.example/k77</en></url>
<desc><en><![CDATA[Sea view & pool]]></en><ru>Вид на море</ru></desc>
<title><ru>Квартира в Кате</ru></title>
<features><feature>Sea view</feature><feature>Gym</feature></features>
<images><image id="1"><url>https://img.example/1.jpg</url></image><image id="2"><url>https://img.example/2.jpg</url></image><image id="3"><url>https://img.example/3.jpg</url></image></images>
</property></root>`;
    const { listings, refusals } = await parseFeed(Buffer.from(xml));
    expect(refusals).toEqual([]);
    expect(listings[0]).toMatchObject({
      ref: 'K-77',
      price: 250000,
      currency: 'EUR',
      offerType: 'Sale',
      propertyType: 'Apartment',
      propertyStage: 'Off-plan',
      tenure: 'Leasehold',
      town: 'kata',
      latitude: 7.82,
      area: 85,
      pool: true,
      language: 'en',
      title: '2-bedroom Apartment in kata',
      description: 'Sea view & pool',
      translations: { ru: { title: 'Квартира в Кате', description: 'Вид на море' } },
      features: ['Sea view', 'Gym'],
    });
  });

  it('maps rent frequencies: month is long-term, night short-term, week refused', async () => {
    const rent = (freq: string) =>
      parseFeed(csv(`R1,50000,${freq},Apartment,Kata,Condo,${photos(3)}`));
    expect((await rent('month')).listings[0]).toMatchObject({
      offerType: 'Rent',
      rentalType: 'Long-term',
    });
    expect((await rent('night')).listings[0]).toMatchObject({
      offerType: 'Rent',
      rentalType: 'Short-term',
    });
    expect((await rent('week')).refusals[0]).toMatchObject({
      field: 'price_freq',
      reason: REASONS.weekly,
    });
  });

  it.each([
    ['ref', '', REASONS.required],
    ['ref', 'x'.repeat(65), REASONS.tooLong(64)],
    ['price', '', REASONS.required],
    ['price', 'cheap', REASONS.notNumber],
    ['price', '0', REASONS.outOfRange(0.01, 1e12)],
    ['currency', 'GBP', REASONS.oneOf(['THB', 'USD', 'EUR'])],
    ['price_freq', 'year', REASONS.oneOf(['sale', 'month', 'night', 'day'])],
    ['type', 'castle', expect.stringContaining('Must be one of: Apartment')],
    ['town', '', REASONS.required],
    ['latitude', '95', REASONS.outOfRange(-90, 90)],
    ['beds', '2.5', REASONS.notWholeNumber],
    ['pool', 'maybe', REASONS.notYesNo],
    ['tenure', 'Rented', REASONS.oneOf(['Freehold', 'Leasehold', 'Thai company'])],
    ['leasehold_years', '120', REASONS.outOfRange(1, 99)],
    ['rental_type', 'Short-term', REASONS.rentalTypeDisagrees],
    ['title_en', 'x'.repeat(256), REASONS.tooLong(255)],
    [
      'images',
      'ftp://example.com/a.jpg|https://example.com/b.jpg|https://example.com/c.jpg',
      REASONS.badPhotoUrl('ftp://example.com/a.jpg'),
    ],
    ['images', 'https://example.com/a.jpg|https://example.com/b.jpg', REASONS.tooFewPhotos],
    ['images', photos(51), REASONS.tooManyPhotos],
    [
      'images',
      'https://e.com/a.jpg|https://e.com/a.jpg|https://e.com/b.jpg',
      REASONS.samePhotoTwice('https://e.com/a.jpg'),
    ],
  ])('refuses %s = %j', async (column, value, reason) => {
    expect(await refusalOf(column, value)).toEqual({
      row: 2,
      ref: column === 'ref' ? (value === '' ? null : value.slice(0, 64)) : 'AG-1024',
      field: column,
      reason,
    });
  });

  it('refuses a translation without its title, a latitude without a longitude, a ref twice', async () => {
    const parsed = await parseFeed(
      Buffer.from(
        [
          `${HEADER},desc_ru,longitude`,
          `${ok('A')},Описание,`,
          `${ok('B')},,98.3`,
          `${ok('C')},,`,
          `${ok('C')},,`,
        ].join('\n'),
      ),
    );
    expect(parsed.refusals).toEqual([
      { row: 2, ref: 'A', field: 'title_ru', reason: REASONS.translationTitleNeeded('ru') },
      { row: 3, ref: 'B', field: 'latitude', reason: REASONS.latLngTogether },
      { row: 5, ref: 'C', field: 'ref', reason: REASONS.duplicateRef(4) },
    ]);
    expect(parsed.listings.map((l) => l.ref)).toEqual(['C']);
  });

  it('takes semicolon-separated CSV and thousands separators', async () => {
    const text = `ref;price;type;town;images\nS1;"12,500,000";Villa;Rawai;${photos(LISTING_MIN_PHOTOS)}`;
    const { listings } = await parseFeed(Buffer.from(text));
    expect(listings[0]).toMatchObject({ ref: 'S1', price: 12_500_000 });
  });

  it('refuses whole files that are not feeds', async () => {
    await expect(parseFeed(Buffer.from('name,price\nx,1'))).rejects.toThrow(
      FILE_REASONS.noRefColumn,
    );
    await expect(parseFeed(Buffer.from('<root><property>'))).rejects.toThrow(FILE_REASONS.notXml);
    await expect(parseFeed(Buffer.from('<feed></feed>'))).rejects.toThrow(FILE_REASONS.noRoot);
    await expect(
      parseFeed(Buffer.from('<!DOCTYPE r [<!ENTITY a "aaaa">]><root>&a;</root>')),
    ).rejects.toThrow(FILE_REASONS.entities);
    await expect(parseFeed(Buffer.from('PK\u0003\u0004garbage'))).rejects.toBeInstanceOf(
      FeedFileError,
    );
    await expect(parseFeed(Buffer.from(HEADER))).rejects.toThrow(FILE_REASONS.empty);
  });

  it('tells private addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
    }
  });
});

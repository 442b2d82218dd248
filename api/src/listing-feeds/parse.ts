import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { LOCALES } from '@phuket/shared/contract';
import {
  LIST_SEPARATOR,
  isFeedColumn,
  readRecords,
  type FeedColumn,
  type FeedListing,
  type RawRecord,
  type Refusal,
} from './format';

/*
 * Bytes to rows: each format read into RawRecords (format.ts), then checked the same way. A
 * file that is not what it says (no header, not XML, an XML entity declaration) is refused
 * whole; a row that is wrong is refused alone.
 */

export const FEED_FORMATS = ['csv', 'xlsx', 'xml'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Rows one run takes at most (a 10,000-listing agency and room to spare). */
export const MAX_FEED_ROWS = 20_000;

export const FILE_REASONS = {
  unknownFormat: 'Not a CSV, XLSX or XML file.',
  noRefColumn: 'The first row must be the header, with a ref column (see the template).',
  notXml: 'Not a well-formed XML feed.',
  noRoot: 'An XML feed is a <root> with <property> elements (docs/feed-format.md).',
  entities: 'XML entity declarations are not accepted.',
  unreadableXlsx: 'The spreadsheet could not be read.',
  tooManyRows: `More than ${MAX_FEED_ROWS} listings in one file.`,
  empty: 'The file has no listings.',
} as const;

/** The whole file is refused (422 on `file`). */
export class FeedFileError extends Error {}

export interface ParsedFeed {
  format: FeedFormat;
  listings: FeedListing[];
  refusals: Refusal[];
  /** Rows read, refused or not. */
  rows: number;
}

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/** The format by the bytes: a ZIP is an XLSX, `<` first is XML, the rest is CSV. */
export function sniffFeedFormat(bytes: Buffer): FeedFormat {
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  const start = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<')) return 'xml';
  if (bytes.includes(0)) throw new FeedFileError(FILE_REASONS.unknownFormat);
  return 'csv';
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Header and rows as text, to RawRecords; `firstRow` is the first data row's number. */
function fromTable(table: string[][], firstRow: number): RawRecord[] {
  const [header, ...rows] = table;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!names.includes('ref')) throw new FeedFileError(FILE_REASONS.noRefColumn);
  const records: RawRecord[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: RawRecord = { row: firstRow + i, cells: {}, features: [], images: [] };
    names.forEach((name, c) => {
      const value = cells[c] ?? '';
      if (name === 'features') record.features = splitList(value);
      else if (name === 'images') record.images = splitList(value);
      // Columns the format does not know are left out, as other portals' extras are.
      else if (isFeedColumn(name)) record.cells[name] = value;
    });
    records.push(record);
  });
  return records;
}

/** The separator of the header line: a comma, or what a European spreadsheet writes. */
function delimiterOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, line.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export function csvRecords(bytes: Buffer): RawRecord[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  let table: string[][];
  try {
    table = parseCsv(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    });
  } catch (err) {
    throw new FeedFileError(`Not a readable CSV file: ${(err as Error).message}`);
  }
  // Row numbers as a spreadsheet shows them: the header is row 1.
  return fromTable(table, 2);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export async function xlsxRecords(bytes: Buffer): Promise<RawRecord[]> {
  let sheet: unknown[][];
  try {
    // Numbers as the sheet stores them: a price is not rounded through a float and back.
    // Loaded by the first XLSX read: most processes (and each API test file) never read one.
    const { readSheet } = await import('read-excel-file/node');
    sheet = await readSheet(bytes, { parseNumber: (value: string) => value });
  } catch {
    throw new FeedFileError(FILE_REASONS.unreadableXlsx);
  }
  return fromTable(
    sheet.map((row) => row.map(cellText)),
    2,
  );
}

type XmlNode = string | number | boolean | { [name: string]: XmlNode | XmlNode[] } | XmlNode[];

/** The text of an element, whether it has attributes or not. */
function textOf(node: XmlNode | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'object') return textOf(node['#text']);
  return String(node);
}

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  if (node === undefined || typeof node !== 'object' || Array.isArray(node)) return undefined;
  return node[name];
}

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const found = child(node, name);
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** Elements named as a column, read straight into it. */
const PLAIN_ELEMENTS: readonly FeedColumn[] = [
  'ref',
  'date',
  'price',
  'currency',
  'price_freq',
  'type',
  'town',
  'province',
  'address',
  'beds',
  'baths',
  'pool',
  'language',
  'tenure',
  'leasehold_years',
  'foreign_quota',
  'rental_type',
  'property_stage',
  'new_build',
  'furniture',
  'discount',
];

function propertyRecord(property: XmlNode, row: number): RawRecord {
  const cells: RawRecord['cells'] = {};
  for (const column of PLAIN_ELEMENTS) {
    const value = textOf(child(property, column));
    if (value !== undefined) cells[column] = value;
  }
  // Kyero's <id> is the agency's own unique id: the reference when <ref> is absent.
  cells.ref ??= textOf(child(property, 'id'));
  const location = child(property, 'location');
  cells.latitude = textOf(child(location, 'latitude'));
  cells.longitude = textOf(child(location, 'longitude'));
  const surface = child(property, 'surface_area');
  cells.built = textOf(child(surface, 'built'));
  cells.plot = textOf(child(surface, 'plot'));
  // Kyero: <leasehold>1</leasehold> when the property is sold leasehold.
  if (cells.tenure === undefined && textOf(child(property, 'leasehold'))?.trim() === '1') {
    cells.tenure = 'Leasehold';
  }
  for (const locale of LOCALES) {
    cells[`title_${locale}`] = textOf(child(child(property, 'title'), locale));
    cells[`desc_${locale}`] = textOf(child(child(property, 'desc'), locale));
  }
  const features = children(child(property, 'features'), 'feature')
    .map((f) => textOf(f) ?? '')
    .filter((f) => f.trim() !== '');
  const images = children(child(property, 'images'), 'image').map(
    (image) => textOf(child(image, 'url')) ?? '',
  );
  return { row, cells, features, images };
}

export function xmlRecords(bytes: Buffer): RawRecord[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Entities declared in the file are how "billion laughs" grows a small file into gigabytes.
  if (/<!ENTITY/i.test(text)) throw new FeedFileError(FILE_REASONS.entities);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ['property', 'feature', 'image'].includes(name),
  });
  let document: XmlNode;
  try {
    document = parser.parse(text, true) as XmlNode;
  } catch {
    throw new FeedFileError(FILE_REASONS.notXml);
  }
  const root = child(document, 'root');
  if (root === undefined) throw new FeedFileError(FILE_REASONS.noRoot);
  return children(root, 'property').map((property, i) => propertyRecord(property, i + 1));
}

/** Parses a feed file into listings and per-row refusals; a bad file throws FeedFileError. */
export async function parseFeed(bytes: Buffer, format?: FeedFormat): Promise<ParsedFeed> {
  const kind = format ?? sniffFeedFormat(bytes);
  const records =
    kind === 'xlsx'
      ? await xlsxRecords(bytes)
      : kind === 'xml'
        ? xmlRecords(bytes)
        : csvRecords(bytes);
  if (records.length === 0) throw new FeedFileError(FILE_REASONS.empty);
  if (records.length > MAX_FEED_ROWS) throw new FeedFileError(FILE_REASONS.tooManyRows);
  const { listings, refusals } = readRecords(records);
  return { format: kind, listings, refusals, rows: records.length };
}

import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './schema-kit';

// Bulk import and the export feed of a broker's listings (docs/feed-format.md).

/** What a dry run says one row will do. */
export const IMPORT_OUTCOMES = [
  'created',
  'updated',
  'unchanged',
  'unpublished',
  'refused',
] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** planned: the report is ready; applying: the job queue writes it; applied; failed. */
export const IMPORT_RUN_STATUSES = ['planned', 'applying', 'applied', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export const IMPORT_SOURCES = ['file', 'url', 'schedule'] as const;
export const IMPORT_FORMATS = ['csv', 'xlsx', 'xml'] as const;
export const IMPORT_FREQUENCIES = ['hourly', 'daily'] as const;
export type ImportFrequency = (typeof IMPORT_FREQUENCIES)[number];

/** Largest import file accepted (bytes). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_FILE_TOO_LARGE = 'The file may be at most 20 MB.';
/** Rows of a report per page. */
export const IMPORT_ROWS_PER_PAGE = 100;

const closed = { additionalProperties: false } as const;
const Counts = Type.Object(
  {
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    unpublished: Type.Integer(),
    refused: Type.Integer(),
  },
  closed,
);

export const ImportRun = Type.Object(
  {
    id: Type.Integer(),
    source: StringEnum(IMPORT_SOURCES),
    format: StringEnum(IMPORT_FORMATS),
    origin: Type.String({ description: "the file's name or the feed URL" }),
    full_feed: Type.Boolean(),
    status: StringEnum(IMPORT_RUN_STATUSES),
    counts: Counts,
    total: Type.Integer({ description: 'rows the apply step writes' }),
    processed: Type.Integer({ description: 'rows applied so far, done or failed' }),
    failed: Type.Integer({ description: 'rows whose apply failed (left untouched)' }),
    error: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    applied_at: Nullable(Type.String({ format: 'date-time' })),
    finished_at: Nullable(Type.String({ format: 'date-time' })),
  },
  closed,
);
export type ImportRun = Static<typeof ImportRun>;

export const ImportRunList = Type.Object({ data: Type.Array(ImportRun) }, closed);
export type ImportRunList = Static<typeof ImportRunList>;

export const ImportRow = Type.Object(
  {
    row: Type.Integer(),
    ref: Nullable(Type.String()),
    outcome: StringEnum(IMPORT_OUTCOMES),
    listing_id: Nullable(Type.Integer()),
    title: Nullable(Type.String()),
    field: Nullable(Type.String({ description: 'refused: the column at fault' })),
    reason: Nullable(Type.String()),
    result: Nullable(StringEnum(['done', 'failed'] as const)),
    result_reason: Nullable(Type.String()),
  },
  closed,
);
export type ImportRow = Static<typeof ImportRow>;

export const ImportRowsQuery = Type.Object({
  outcome: Type.Optional(StringEnum(IMPORT_OUTCOMES)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});
export const ImportRowsPage = Type.Object(
  {
    data: Type.Array(ImportRow),
    total: Type.Integer(),
    page: Type.Integer(),
    per_page: Type.Integer(),
  },
  closed,
);
export type ImportRowsPage = Static<typeof ImportRowsPage>;

export const ImportFileQuery = Type.Object({
  full_feed: Type.Optional(Type.Boolean({ default: false })),
});
export const ImportUrlBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000, description: 'http(s) URL of the feed' }),
    full_feed: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type ImportUrlBody = Static<typeof ImportUrlBody>;

export const ListingFeedLinks = Type.Object(
  {
    feed: Nullable(
      Type.Object(
        {
          xml_url: Type.String(),
          csv_url: Type.String(),
          created_at: Type.String({ format: 'date-time' }),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ListingFeedLinks = Static<typeof ListingFeedLinks>;

export const ImportScheduleBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    frequency: StringEnum(IMPORT_FREQUENCIES),
    full_feed: Type.Boolean(),
  },
  closed,
);
export type ImportScheduleBody = Static<typeof ImportScheduleBody>;

export const ImportScheduleEnvelope = Type.Object(
  {
    schedule: Nullable(
      Type.Object(
        {
          url: Type.String(),
          frequency: StringEnum(IMPORT_FREQUENCIES),
          full_feed: Type.Boolean(),
          last_run_at: Nullable(Type.String({ format: 'date-time' })),
          last_run: Nullable(ImportRun),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ImportScheduleEnvelope = Static<typeof ImportScheduleEnvelope>;

/** Where the page and the API find the non-JSON files (under /api). */
export const LISTING_FEED_PATHS = {
  templateCsv: '/listing-feeds/template.csv',
  templateXlsx: '/listing-feeds/template.xlsx',
  templateXml: '/listing-feeds/template.xml',
  reportCsv: (runId: number) => `/my/listing-imports/${runId}/report.csv`,
} as const;

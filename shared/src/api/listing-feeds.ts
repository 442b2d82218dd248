import type {
  ImportOutcome,
  ImportRowsPage,
  ImportRun,
  ImportScheduleBody,
  ImportScheduleEnvelope,
  ListingFeedLinks,
} from '../contract';
import { LISTING_FEED_PATHS } from '../contract/listing-feeds';
import type { listingFeedEndpoints } from '../contract/endpoints/listing-feeds';
// Through the package's own subpath, as listings.ts does: one axios client for every area.
import { apiBaseUrl, apiClient, endpointCaller } from '@phuket/shared/api';
import { listingFeedRoutes } from './generated/listing-feeds';

// Bulk import and the export feed of a broker's listings (docs/feed-format.md): a dry run
// (file or URL) makes a report, apply writes it through the job queue. Errors are re-thrown:
// 422 carries field errors (`file`, `url`), 409 an import applied already.

export type {
  ImportOutcome,
  ImportRow,
  ImportRowsPage,
  ImportRun,
  ImportScheduleBody,
  ImportScheduleEnvelope,
  ListingFeedLinks,
} from '../contract';

const call = endpointCaller<typeof listingFeedEndpoints>(listingFeedRoutes);

export type ListingImportFormat = 'csv' | 'xlsx' | 'xml';

/** A template (header and one example row): a public file, so a plain link downloads it. */
export function getListingImportTemplateUrl(format: ListingImportFormat): string {
  const path = {
    csv: LISTING_FEED_PATHS.templateCsv,
    xlsx: LISTING_FEED_PATHS.templateXlsx,
    xml: LISTING_FEED_PATHS.templateXml,
  }[format];
  return `${apiBaseUrl()}${path}`;
}

/** What a dry run reads: an uploaded CSV/XLSX/XML file, or a feed URL the API fetches. */
export type ListingImportSource = { file: Blob; fileName?: string } | { url: string };

/**
 * The dry run: every row checked and compared, nothing written but the report. `fullFeed`
 * also plans to unpublish imported listings the feed no longer has.
 */
export function startListingImport(
  source: ListingImportSource,
  fullFeed = false,
): Promise<ImportRun> {
  if ('url' in source) {
    return call('importListingUrl', { body: { url: source.url, full_feed: fullFeed } });
  }
  const body = new FormData();
  if (source.fileName === undefined) body.append('file', source.file);
  else body.append('file', source.file, source.fileName);
  return call('importListingFile', { query: { full_feed: fullFeed }, body });
}

/** One run: its counts, status and the progress of its application (processed/total). */
export function getListingImportRun(id: number): Promise<ImportRun> {
  return call('getListingImport', { params: { id } });
}

/** The broker's latest runs, newest first. */
export function getListingImportRuns(): Promise<ImportRun[]> {
  return call('getListingImports').then((list) => list.data);
}

/** A page of a run's report, optionally one outcome only. */
export function getListingImportRows(
  id: number,
  query: { outcome?: ImportOutcome | null; page?: number } = {},
): Promise<ImportRowsPage> {
  return call('getListingImportRows', {
    params: { id },
    query: {
      ...(query.outcome ? { outcome: query.outcome } : {}),
      ...(query.page && query.page > 1 ? { page: query.page } : {}),
    },
  });
}

/**
 * The report as CSV: it needs the bearer token, which a plain link does not send, so it is
 * fetched as a Blob for the page to save.
 */
export async function getListingImportReport(id: number): Promise<Blob> {
  return (await apiClient.get<Blob>(LISTING_FEED_PATHS.reportCsv(id), { responseType: 'blob' }))
    .data;
}

/** Queues the apply job (202); watch it with getListingImportRun. 409 once applied. */
export function applyListingImport(id: number): Promise<ImportRun> {
  return call('applyListingImport', { params: { id } });
}

/** The export feed's XML and CSV URLs, `feed: null` when there is none. */
export function getListingFeed(): Promise<ListingFeedLinks> {
  return call('getListingFeed');
}

/** Creates the export feed, or replaces its secret (the old URLs stop working). */
export function storeListingFeed(): Promise<ListingFeedLinks> {
  return call('rotateListingFeed');
}

/** Revokes the export feed: its URLs answer 404. */
export function deleteListingFeed(): Promise<ListingFeedLinks> {
  return call('revokeListingFeed');
}

/** The scheduled pull and its last run (`schedule: null` when there is none). */
export function getListingImportSchedule(): Promise<ImportScheduleEnvelope> {
  return call('getListingImportSchedule');
}

/** Pulls a feed URL hourly or daily (dry run and apply by the job queue). */
export function storeListingImportSchedule(
  body: ImportScheduleBody,
): Promise<ImportScheduleEnvelope> {
  return call('storeListingImportSchedule', { body });
}

/** Stops the scheduled pull. */
export function deleteListingImportSchedule(): Promise<ImportScheduleEnvelope> {
  return call('deleteListingImportSchedule');
}

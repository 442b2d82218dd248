import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FILE_TOO_LARGE,
  IdParams,
  LISTING_FEED_PATHS,
  endpoints,
  type ImportScheduleEnvelope,
  type ListingFeedLinks,
} from '@phuket/shared/contract';
import { listingFeedSecrets, listingImportRuns, listingImportSchedules } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, fieldError, notFound } from '../http/errors';
import {
  MultipartFile,
  documentedBody,
  refuseLargeBodies,
  uploadTempDir,
  withFileOnDisk,
} from '../http/multipart';
import { errorResponses } from '../http/schemas';
import { currentUser } from '../listings/access';
import { accountLimits } from '../rate-limits/account-limits';
import { requireConfirmedEmail } from '../users/email-confirmation';
import { exportListings } from './export';
import { FeedFileError, parseFeed, type ParsedFeed } from './parse';
import { importFetchLimits } from './rows';
import {
  latestRuns,
  ownedRun,
  planRun,
  reportPage,
  reportRows,
  startApply,
  toImportRun,
} from './runs';
import { FetchRefused, safeFetch } from './safe-fetch';
import { EXAMPLE_LISTING, toCsv, toXlsx, toXml } from './write';

const FEED_MAX_BYTES = IMPORT_FILE_MAX_BYTES;

/** A file the parser refused whole: 422 on the field it came in. */
async function parsed(bytes: Buffer, field: 'file' | 'url'): Promise<ParsedFeed> {
  try {
    return await parseFeed(bytes);
  } catch (err) {
    if (err instanceof FeedFileError) throw fieldError(field, err.message);
    throw err;
  }
}

/** Fetches a feed URL under the same rules as photos (no private addresses unless allowed). */
export async function fetchFeed(app: FastifyInstance, url: string, field = 'url'): Promise<Buffer> {
  try {
    return (
      await safeFetch(url, {
        ...importFetchLimits(app),
        maxBytes: FEED_MAX_BYTES,
        timeoutMs: 60_000,
      })
    ).bytes;
  } catch (err) {
    if (err instanceof FetchRefused) throw fieldError(field, err.message);
    throw err;
  }
}

function feedLinks(
  app: FastifyInstance,
  row: { secret: string; createdAt: Date } | undefined,
): ListingFeedLinks {
  if (!row) return { feed: null };
  const base = `${app.config.publicUrl}/api/feeds/${row.secret}`;
  return {
    feed: {
      xml_url: `${base}.xml`,
      csv_url: `${base}.csv`,
      created_at: row.createdAt.toISOString(),
    },
  };
}

async function scheduleOf(app: FastifyInstance, userId: number): Promise<ImportScheduleEnvelope> {
  const [schedule] = await app.db
    .select({ schedule: listingImportSchedules, run: listingImportRuns })
    .from(listingImportSchedules)
    .leftJoin(listingImportRuns, eq(listingImportRuns.id, listingImportSchedules.lastRunId))
    .where(eq(listingImportSchedules.userId, userId))
    .limit(1);
  if (!schedule) return { schedule: null };
  const s = schedule.schedule;
  return {
    schedule: {
      url: s.url,
      frequency: s.frequency === 'hourly' ? 'hourly' : 'daily',
      full_feed: s.fullFeed,
      last_run_at: s.lastRunAt?.toISOString() ?? null,
      last_run: schedule.run ? toImportRun(schedule.run) : null,
    },
  };
}

const checkHttpUrl = (url: string, field: string) => {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw fieldError(field, 'The URL must be an http:// or https:// address.');
  }
};

const CsvText = Type.String({ description: 'text/csv' });
const FeedFileParams = Type.Object({
  file: Type.String({
    pattern: '^[A-Za-z0-9_-]{20,64}\\.(xml|csv)$',
    description: '<secret>.xml or <secret>.csv',
  }),
});

/**
 * Import (dry run, apply, report), the export feed's secret, the scheduled pull: brokers
 * only (a buyer or developer 403, a guest 401, another broker's run 404). The export feed and
 * the templates are public files.
 */
export const listingFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 } });
  const limits = accountLimits(app);

  serveEndpoint(
    app,
    endpoints.importListingFile,
    async (request, reply) => {
      const user = currentUser(request);
      requireConfirmedEmail(user);
      await limits.take(request, reply, 'uploads');
      const { bytes, filename } = await withFileOnDisk(
        request,
        { maxBytes: IMPORT_FILE_MAX_BYTES, tooLarge: IMPORT_FILE_TOO_LARGE },
        uploadTempDir(app.config),
        async (upload) => ({
          bytes: await fs.readFile(upload.path),
          // Shown back to its owner only, as text.
          filename:
            [...upload.filename]
              .filter((c) => c >= ' ')
              .join('')
              .slice(0, 200) || 'upload',
        }),
      );
      const run = await planRun(app, user.id, await parsed(bytes, 'file'), {
        source: 'file',
        origin: filename,
        fullFeed: request.query.full_feed ?? false,
      });
      return toImportRun(run);
    },
    {
      onRequest: [refuseLargeBodies(IMPORT_FILE_MAX_BYTES, IMPORT_FILE_TOO_LARGE)],
      config: documentedBody(MultipartFile('CSV, XLSX or XML feed, at most 20 MB')),
    },
  );

  serveEndpoint(app, endpoints.importListingUrl, async (request, reply) => {
    const user = currentUser(request);
    requireConfirmedEmail(user);
    const { url, full_feed: fullFeed = false } = request.body;
    checkHttpUrl(url, 'url');
    await limits.take(request, reply, 'uploads');
    const run = await planRun(app, user.id, await parsed(await fetchFeed(app, url), 'url'), {
      source: 'url',
      origin: url,
      fullFeed,
    });
    return toImportRun(run);
  });

  serveEndpoint(app, endpoints.getListingImports, async (request) => ({
    data: (await latestRuns(app, currentUser(request).id)).map(toImportRun),
  }));

  serveEndpoint(app, endpoints.getListingImport, async (request) =>
    toImportRun(await ownedRun(app, request.params.id, currentUser(request).id)),
  );

  serveEndpoint(app, endpoints.getListingImportRows, async (request) => {
    const run = await ownedRun(app, request.params.id, currentUser(request).id);
    return reportPage(app, run.id, request.query.outcome, request.query.page ?? 1);
  });

  serveEndpoint(app, endpoints.applyListingImport, async (request) => {
    const user = currentUser(request);
    const run = await ownedRun(app, request.params.id, user.id);
    requireConfirmedEmail(user);
    if (run.status !== 'planned') throw new HttpError(409, 'This import has been applied already.');
    return toImportRun(await startApply(app, run));
  });

  app.get(
    '/my/listing-imports/:id/report.csv',
    {
      onRequest: [app.requireRole('broker')],
      schema: {
        tags: ['listing-feeds'],
        security: [{ bearerAuth: [] }],
        summary: "A run's report as CSV (row, ref, outcome, field, reason, result)",
        params: IdParams,
        response: { 200: CsvText, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const run = await ownedRun(app, request.params.id, currentUser(request).id);
      const rows = await reportRows(app, run.id);
      const csv = stringify(
        rows.map((r) => [
          r.row,
          r.ref ?? '',
          r.outcome,
          r.listing_id ?? '',
          r.field ?? '',
          r.reason ?? '',
          r.result ?? '',
          r.result_reason ?? '',
        ]),
        {
          header: true,
          bom: true,
          columns: [
            'row',
            'ref',
            'outcome',
            'listing_id',
            'field',
            'reason',
            'result',
            'result_reason',
          ],
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${run.id}-report.csv"`)
        .send(csv);
    },
  );

  serveEndpoint(app, endpoints.getListingFeed, async (request) => {
    const [row] = await app.db
      .select()
      .from(listingFeedSecrets)
      .where(eq(listingFeedSecrets.userId, currentUser(request).id));
    return feedLinks(app, row);
  });

  serveEndpoint(app, endpoints.rotateListingFeed, async (request) => {
    const userId = currentUser(request).id;
    const values = { userId, secret: randomBytes(24).toString('base64url'), createdAt: app.now() };
    const [row] = await app.db
      .insert(listingFeedSecrets)
      .values(values)
      .onConflictDoUpdate({
        target: listingFeedSecrets.userId,
        set: { secret: values.secret, createdAt: values.createdAt },
      })
      .returning();
    return feedLinks(app, row);
  });

  serveEndpoint(app, endpoints.revokeListingFeed, async (request) => {
    await app.db
      .delete(listingFeedSecrets)
      .where(eq(listingFeedSecrets.userId, currentUser(request).id));
    return { feed: null };
  });

  serveEndpoint(app, endpoints.getListingImportSchedule, async (request) =>
    scheduleOf(app, currentUser(request).id),
  );

  serveEndpoint(app, endpoints.storeListingImportSchedule, async (request) => {
    const userId = currentUser(request).id;
    const { url, frequency, full_feed: fullFeed } = request.body;
    checkHttpUrl(url, 'url');
    await app.db
      .insert(listingImportSchedules)
      .values({ userId, url, frequency, fullFeed, createdAt: app.now() })
      .onConflictDoUpdate({
        target: listingImportSchedules.userId,
        set: { url, frequency, fullFeed },
      });
    return scheduleOf(app, userId);
  });

  serveEndpoint(app, endpoints.deleteListingImportSchedule, async (request) => {
    await app.db
      .delete(listingImportSchedules)
      .where(eq(listingImportSchedules.userId, currentUser(request).id));
    return { schedule: null };
  });

  // The templates: public files, the example row in each format.
  const template = (path: string, type: string, body: () => Promise<Buffer> | Promise<string>) =>
    app.get(
      path,
      {
        schema: {
          tags: ['listing-feeds'],
          summary: `The import template (${type}) with its header and one example row`,
          response: { 200: Type.Unsafe<Buffer | string>({ type: 'string', description: type }) },
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', type)
          .header(
            'content-disposition',
            `attachment; filename="${path.split('/').pop() ?? 'template'}"`,
          )
          .header('cache-control', 'public, max-age=3600')
          .send(await body()),
    );
  template(LISTING_FEED_PATHS.templateCsv, 'text/csv; charset=utf-8', async () =>
    toCsv([EXAMPLE_LISTING]),
  );
  template(
    LISTING_FEED_PATHS.templateXlsx,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    () => toXlsx([EXAMPLE_LISTING]),
  );
  template(LISTING_FEED_PATHS.templateXml, 'application/xml; charset=utf-8', async () =>
    toXml([EXAMPLE_LISTING]),
  );

  // The export feed: whoever has the secret URL reads the broker's published listings.
  app.get(
    '/feeds/:file',
    {
      schema: {
        tags: ['listing-feeds'],
        summary: "A broker's published listings as an XML (Kyero v3 and ours) or CSV feed",
        params: FeedFileParams,
        response: {
          200: Type.String({ description: 'application/xml or text/csv' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const dot = file.lastIndexOf('.');
      const secret = file.slice(0, dot);
      const [owner] = await app.db
        .select({ userId: listingFeedSecrets.userId })
        .from(listingFeedSecrets)
        .where(eq(listingFeedSecrets.secret, secret))
        .limit(1);
      if (!owner) throw notFound('Feed');
      const rows = await exportListings(app, owner.userId);
      const xml = file.endsWith('.xml');
      return reply
        .header('content-type', xml ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(xml ? toXml(rows) : toCsv(rows));
    },
  );
};

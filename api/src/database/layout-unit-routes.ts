import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  CURRENCIES,
  UNITS_CSV_MAX_BYTES,
  UNIT_STATUSES,
  LAYOUT_NUMBER_FIELDS,
  endpoints,
  checkLayoutNumber,
  isOneOf,
  unitPaths,
  type LayoutNumberField,
  parseUnitTable,
  validateUnitRows,
  type ProjectUnit,
  type UnitImportMode,
  type UnitRowInput,
  type UnitImportResult,
} from '@phuket/shared/contract';
import { invalidateListingCaches } from '../catalog/invalidation';
import type { Db } from '../db/client';
import { projectLayouts, projectUnits } from '../db/schema';
import { serveEndpoint } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { documentedBody, fileError, readFile } from '../http/multipart';
import { accountLimits } from '../rate-limits/account-limits';
import { removeStoredMedia } from './media-files';
import {
  FieldErrors,
  databaseUser,
  layoutUnitFacts,
  managedLayout,
  managedProject,
  staleRecord,
  toDatabaseLayout,
  touchProject,
  type ProjectRow,
} from './records';

export const LAYOUT_DELETED = 'The layout has been deleted.';
const CSV_TOO_LARGE = 'The file must not be greater than 1 MB.';
const NOT_TEXT = 'The file must be a CSV text file.';
const NO_UNIT_ROWS = 'There are no unit rows to import: nothing was changed.';

type UnitRow = typeof projectUnits.$inferSelect;

async function unitsOf(db: Db, projectId: number): Promise<ProjectUnit[]> {
  const rows = await db
    .select({ unit: projectUnits, layout: projectLayouts.title })
    .from(projectUnits)
    .leftJoin(projectLayouts, eq(projectLayouts.id, projectUnits.layoutId))
    .where(eq(projectUnits.projectId, projectId))
    .orderBy(asc(projectUnits.unitNumber));
  return rows.map(({ unit, layout }) => toUnit(unit, layout));
}

function toUnit(unit: UnitRow, layout: string | null): ProjectUnit {
  return {
    id: unit.id,
    version: unit.version,
    unit_number: unit.unitNumber,
    layout_id: unit.layoutId,
    layout,
    floor: unit.floor,
    price: unit.price === null ? null : Number(unit.price),
    status: isOneOf(UNIT_STATUSES, unit.status) ? unit.status : 'available',
    paths: unitPaths(unit.id),
  };
}

/**
 * The layout's numbers the schema cannot judge alone (an area of 0); every problem at once,
 * with the same messages as the form.
 */
function checkLayoutNumbers(body: Partial<Record<LayoutNumberField, number | null>>): void {
  const errors = new FieldErrors();
  for (const field of LAYOUT_NUMBER_FIELDS) {
    const problem = checkLayoutNumber(field, body[field] ?? null);
    if (problem) errors.add(field, problem);
  }
  errors.throwIfAny();
}

/**
 * Layouts (create, save, delete) and the unit table (read, bulk import from JSON rows or a CSV
 * file, with a dry run). Owner or admin of the project only; others 404, guests 401.
 */
export const layoutUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: UNITS_CSV_MAX_BYTES, files: 1 } });
  const limits = accountLimits(app);
  const invalidateIf = (project: ProjectRow) => {
    if (project.status === 'published') invalidateListingCaches(app.db);
  };

  const layoutAnswer = async (id: number) => {
    const [row] = await app.db.select().from(projectLayouts).where(eq(projectLayouts.id, id));
    if (!row) throw new HttpError(404, 'Layout not found.');
    const facts = await layoutUnitFacts(app.db, [id]);
    return toDatabaseLayout(row, facts.get(id), app.mediaAccess.signed);
  };

  serveEndpoint(app, endpoints.createLayout, async (request) => {
    const project = await managedProject(app.db, request.params.id, databaseUser(request));
    const body = request.body;
    checkLayoutNumbers(body);
    const [row] = await app.db
      .insert(projectLayouts)
      .values({
        projectId: project.id,
        title: body.name.trim(),
        bedrooms: body.bedrooms ?? null,
        bathrooms: body.bathrooms ?? null,
        area: body.area?.toString() ?? null,
        price: body.price_from?.toString() ?? null,
        currency: project.currency,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await touchProject(app.db, project.id, app.now());
    invalidateIf(project);
    return toDatabaseLayout(row, undefined, app.mediaAccess.signed);
  });

  serveEndpoint(app, endpoints.storeLayout, async (request) => {
    const { layout, project } = await managedLayout(
      app.db,
      request.params.id,
      databaseUser(request),
    );
    const body = request.body;
    checkLayoutNumbers(body);
    const values: Partial<typeof projectLayouts.$inferInsert> = { updatedAt: app.now() };
    if (body.name !== undefined) {
      if (body.name.trim() === '') {
        throw new HttpError(422, 'The name is required.', { name: ['The name is required.'] });
      }
      values.title = body.name.trim();
    }
    if (body.bedrooms !== undefined) values.bedrooms = body.bedrooms;
    if (body.bathrooms !== undefined) values.bathrooms = body.bathrooms;
    if (body.area !== undefined) values.area = body.area?.toString() ?? null;
    if (body.price_from !== undefined) values.price = body.price_from?.toString() ?? null;
    await app.db.update(projectLayouts).set(values).where(eq(projectLayouts.id, layout.id));
    await touchProject(app.db, project.id, app.now());
    invalidateIf(project);
    return layoutAnswer(layout.id);
  });

  serveEndpoint(app, endpoints.deleteLayout, async (request) => {
    const { layout, project } = await managedLayout(
      app.db,
      request.params.id,
      databaseUser(request),
    );
    await app.db.delete(projectLayouts).where(eq(projectLayouts.id, layout.id));
    await touchProject(app.db, project.id, app.now());
    invalidateIf(project);
    await removeStoredMedia(app.media, request.log, [layout.photo]);
    return { message: LAYOUT_DELETED };
  });

  // Units -----------------------------------------------------------------------------------

  serveEndpoint(app, endpoints.getProjectUnits, async (request) => {
    const project = await managedProject(app.db, request.params.id, databaseUser(request));
    return {
      currency: isOneOf(CURRENCIES, project.currency) ? project.currency : 'THB',
      units: await unitsOf(app.db, project.id),
    };
  });

  serveEndpoint(app, endpoints.storeUnitStatus, async (request) => {
    const user = databaseUser(request);
    const [unit] = await app.db
      .select()
      .from(projectUnits)
      .where(eq(projectUnits.id, request.params.id))
      .limit(1);
    if (!unit) throw notFound('Unit');
    // Another developer's unit is 404, as an unknown id: ids tell a stranger nothing.
    const project = await managedProject(app.db, unit.projectId, user).catch(() => {
      throw notFound('Unit');
    });
    const { status, version } = request.body;
    const now = app.now();
    const [saved] = await app.db
      .update(projectUnits)
      .set({ status, version: sql`${projectUnits.version} + 1`, updatedAt: now })
      .where(and(eq(projectUnits.id, unit.id), eq(projectUnits.version, version)))
      .returning();
    if (!saved) throw staleRecord();
    await touchProject(app.db, project.id, now);
    invalidateIf(project);
    const [layout] = saved.layoutId
      ? await app.db
          .select({ title: projectLayouts.title })
          .from(projectLayouts)
          .where(eq(projectLayouts.id, saved.layoutId))
      : [];
    return toUnit(saved, layout?.title ?? null);
  });

  /**
   * Checks every row; a dry run answers the result and writes nothing. A real run writes all
   * rows in one transaction, or answers 422 with the rows' errors and writes none.
   */
  async function importUnits(
    project: ProjectRow,
    rows: UnitRowInput[],
    dryRun: boolean,
    mode: UnitImportMode,
    field: 'rows' | 'file',
  ): Promise<UnitImportResult> {
    // An empty table would "replace" every unit with nothing: an empty paste or a header-only
    // file is a mistake far more often than a wish to clear the table.
    if (rows.length === 0) {
      throw new HttpError(422, NO_UNIT_ROWS, { [field]: [NO_UNIT_ROWS] });
    }
    const layouts = await app.db
      .select({ id: projectLayouts.id, name: projectLayouts.title })
      .from(projectLayouts)
      .where(eq(projectLayouts.projectId, project.id));
    const named = layouts.filter((l): l is { id: number; name: string } => l.name !== null);
    const { values, errors } = validateUnitRows(
      rows,
      named.map((l) => l.name),
    );
    const existing = await app.db
      .select({ id: projectUnits.id, unitNumber: projectUnits.unitNumber })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, project.id));
    const byNumber = new Map(existing.map((u) => [u.unitNumber.toLowerCase(), u.id]));
    const matched = values.filter((v) => byNumber.has(v.unit_number.toLowerCase()));
    const counts = {
      created: values.length - matched.length,
      updated: matched.length,
      deleted: mode === 'replace' ? existing.length - matched.length : 0,
    };
    const result = {
      dry_run: dryRun,
      valid: errors.length === 0,
      rows: rows.length,
      ...counts,
      errors,
    };
    if (dryRun) return { ...result, units: await unitsOf(app.db, project.id) };
    if (errors.length > 0) {
      const fieldErrors: Record<string, string[]> = {};
      for (const e of errors) {
        for (const [column, messages] of Object.entries(e.errors)) {
          fieldErrors[`rows.${e.row - 1}.${column}`] = messages ?? [];
        }
      }
      const first = errors[0];
      throw new HttpError(
        422,
        `Row ${first?.row ?? 1} has errors: nothing was imported (${errors.length} row${errors.length > 1 ? 's' : ''} to fix).`,
        fieldErrors,
      );
    }
    const layoutId = new Map(named.map((l) => [l.name, l.id]));
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const keep = matched.map((v) => byNumber.get(v.unit_number.toLowerCase()) as number);
      if (mode === 'replace') {
        await tx
          .delete(projectUnits)
          .where(
            and(
              eq(projectUnits.projectId, project.id),
              keep.length > 0 ? notInArray(projectUnits.id, keep) : undefined,
            ),
          );
      }
      for (const v of values) {
        const fields = {
          layoutId: v.layout === null ? null : (layoutId.get(v.layout) ?? null),
          floor: v.floor,
          price: v.price?.toString() ?? null,
          status: v.status,
          updatedAt: now,
        };
        const id = byNumber.get(v.unit_number.toLowerCase());
        if (id === undefined) {
          await tx
            .insert(projectUnits)
            .values({ projectId: project.id, unitNumber: v.unit_number, ...fields });
        } else {
          await tx
            .update(projectUnits)
            .set({
              unitNumber: v.unit_number,
              ...fields,
              version: sql`${projectUnits.version} + 1`,
            })
            .where(inArray(projectUnits.id, [id]));
        }
      }
    });
    await touchProject(app.db, project.id, now);
    invalidateIf(project);
    return { ...result, units: await unitsOf(app.db, project.id) };
  }

  serveEndpoint(app, endpoints.importProjectUnits, async (request) => {
    const project = await managedProject(app.db, request.params.id, databaseUser(request));
    const { dry_run: dryRun, mode = 'replace' } = request.query;
    return importUnits(project, request.body.rows, dryRun === 1, mode, 'rows');
  });

  serveEndpoint(
    app,
    endpoints.importProjectUnitsCsv,
    async (request, reply) => {
      const project = await managedProject(app.db, request.params.id, databaseUser(request));
      // A file like any other: one of the account's uploads of the day, dry runs included.
      await limits.take(request, reply, 'uploads');
      const bytes = await readFile(request, {
        maxBytes: UNITS_CSV_MAX_BYTES,
        tooLarge: CSV_TOO_LARGE,
      });
      const text = bytes.toString('utf8');
      // A spreadsheet saved as .xlsx or an image renamed .csv is not text: refuse it by content.
      if (text.includes('\u0000') || text.includes('\uFFFD')) throw fileError(422, NOT_TEXT);
      const rows = parseUnitTable(text);
      if (rows.length > 2000) throw fileError(422, 'A unit table can have at most 2000 rows.');
      const { dry_run: dryRun, mode = 'replace' } = request.query;
      return importUnits(project, rows, dryRun === 1, mode, 'file');
    },
    {
      config: documentedBody(
        Type.Object({ file: Type.String({ format: 'binary', description: 'CSV, at most 1 MB' }) }),
      ),
    },
  );
};

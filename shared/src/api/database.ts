import type { AxiosProgressEvent } from 'axios';
import type {
  CreateDeveloperBody,
  CreateLayoutBody,
  CreateProjectBody,
  DatabaseDeveloperRow,
  DatabaseLayout,
  DatabaseProjectRow,
  DeveloperDraft,
  DeveloperStep2Body,
  DeveloperStep3Body,
  DeveloperStep4Body,
  Page,
  ProjectDraft,
  ProjectMarkStepBody,
  ProjectStep2Body,
  ProjectStep3Body,
  ProjectStep4Body,
  ProjectUnit,
  ProjectUnits,
  RecordDeleted,
  RecordPhotoOrderBody,
  RecordState,
  UnitImportBody,
  UnitImportMode,
  UnitImportResult,
  UnitStatusBody,
  UpdateLayoutBody,
} from '../contract';
import type { EndpointQuery } from '../contract/endpoint';
import type { databaseEndpoints } from '../contract/endpoints/database';
import {
  endpointAt as sharedEndpointAt,
  endpointCaller,
  type CallOptions,
} from '@phuket/shared/api';
import { databaseRoutes } from './generated/database';

// The developer and project database. One typed function per endpoint; after a
// record is created, calls go to the paths the API handed out in `draft.paths` (docs/product-rules.md §4),
// relative to the API base, each the path of an endpoint declared in the contract. Errors are
// re-thrown: 422 carries field errors, 409 means the record changed elsewhere (reload it), 404
// that it is not the caller's.

export type {
  DatabaseDeveloperRow,
  DatabaseLayout,
  DatabaseProjectRow,
  DeveloperDraft,
  ProjectDraft,
  ProjectUnit,
  ProjectUnits,
  RecordDeleted,
  RecordState,
  UnitImportResult,
};
export type DeveloperStepBody = DeveloperStep2Body | DeveloperStep3Body | DeveloperStep4Body;
export type ProjectStepBody =
  | ProjectStep2Body
  | ProjectStep3Body
  | ProjectStep4Body
  | ProjectMarkStepBody;
/** `page`, `per_page`, `filter[title]`, `filter[status]`, `filter[location_id]`, `filter[stage]`, `sort`. */
export type DatabaseListParams = Record<string, string | number>;

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

type DatabaseEndpoints = typeof databaseEndpoints;
type DatabaseEndpointName = keyof DatabaseEndpoints;

const call = endpointCaller<DatabaseEndpoints>(databaseRoutes);

const endpointAt = <K extends DatabaseEndpointName>(path: string, names: readonly K[]) =>
  sharedEndpointAt<DatabaseEndpoints, K>(databaseRoutes, path, names);

/** The `file` parts of an upload. */
function formOf(files: Blob | Blob[]): FormData {
  const body = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) body.append('file', file);
  return body;
}

function uploading(options: UploadOptions = {}): CallOptions {
  return {
    ...(options.signal ? { signal: options.signal } : {}),
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (options.onProgress && event.total) {
        options.onProgress(Math.min(1, event.loaded / event.total));
      }
    },
  };
}

/** An id as the caller has it (a route parameter is text): the path carries it as it is. */
const idOf = (id: number | string) => id as number;

// Developers ---------------------------------------------------------------------------------

/** POST /developers?step=2: creates the draft; answers it with `id`, `version` and `paths`. */
export async function createDeveloper(body: CreateDeveloperBody): Promise<DeveloperDraft> {
  return call('createDeveloper', { query: { step: 2 }, body });
}

const DEVELOPER_STEPS = [
  'storeDeveloperStep2',
  'storeDeveloperStep3',
  'storeDeveloperStep4',
] as const;

/** PUT `draft.paths.steps[n]`, based on `body.version`; answers the whole draft. */
export async function storeDeveloperStep(
  path: string,
  body: DeveloperStepBody,
): Promise<DeveloperDraft> {
  const { name, params } = endpointAt(path, DEVELOPER_STEPS);
  return call(name, { params, body });
}

/** GET /developers/{id}/draft: the owner's (or an admin's) draft, to resume the steps. */
export async function getDeveloperDraft(id: number | string): Promise<DeveloperDraft> {
  return call('getDeveloperDraft', { params: { id: idOf(id) } });
}

/** GET /database/developers: the caller's developers (an admin's: all), every status. */
export async function getDatabaseDevelopers(
  params: DatabaseListParams = {},
): Promise<Page<DatabaseDeveloperRow>> {
  // The screens build the filter keys; the API checks them against the declared query.
  const query = params as EndpointQuery<DatabaseEndpoints['getDatabaseDevelopers']>;
  return call('getDatabaseDevelopers', { query });
}

/** `draft.paths.logo`, `draft.paths.main_photo` or `draft.paths.photo`: answers the draft. */
export async function uploadDeveloperImage(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<DeveloperDraft> {
  const { name, params } = endpointAt(path, [
    'uploadDeveloperLogo',
    'uploadDeveloperMainPhoto',
    'uploadDeveloperPhoto',
  ]);
  return call(name, { params, body: formOf(file) }, uploading(options));
}

/** DELETE `draft.paths.logo` / `main_photo`, or `{draft.paths.photo}/{photoId}`. */
export async function deleteDeveloperImage(path: string): Promise<DeveloperDraft> {
  const { name, params } = endpointAt(path, [
    'deleteDeveloperLogo',
    'deleteDeveloperMainPhoto',
    'deleteDeveloperPhoto',
  ]);
  return call(name, { params });
}

export async function publishDeveloper(path: string, version: number): Promise<RecordState> {
  const { name, params } = endpointAt(path, ['publishDeveloper']);
  return call(name, { params, body: { version } });
}

export async function unpublishDeveloper(path: string, version: number): Promise<RecordState> {
  const { name, params } = endpointAt(path, ['unpublishDeveloper']);
  return call(name, { params, body: { version } });
}

/** PUT /developers/{id}/photos/order: every gallery photo id once, in the new order. */
export async function reorderDeveloperPhotos(
  id: number,
  photos: RecordPhotoOrderBody['photos'],
): Promise<DeveloperDraft> {
  return call('reorderDeveloperPhotos', { params: { id }, body: { photos } });
}

/** DELETE `draft.paths.delete`: archived instead when projects or listings use it. */
export async function deleteDeveloper(path: string, version: number): Promise<RecordDeleted> {
  const { name, params } = endpointAt(path, ['deleteDeveloper']);
  return call(name, { params, query: { version } });
}

// Projects -----------------------------------------------------------------------------------

/** POST /projects?step=2. */
export async function createProject(body: CreateProjectBody): Promise<ProjectDraft> {
  return call('createProject', { query: { step: 2 }, body });
}

const PROJECT_STEPS = [
  'storeProjectStep2',
  'storeProjectStep3',
  'storeProjectStep4',
  'storeProjectStep5',
  'storeProjectStep6',
  'storeProjectStep7',
] as const;

/** PUT `draft.paths.steps[n]`, based on `body.version`; answers the whole draft. */
export async function storeProjectStep(path: string, body: ProjectStepBody): Promise<ProjectDraft> {
  const { name, params } = endpointAt(path, PROJECT_STEPS);
  return call(name, { params, body });
}

/** GET /projects/{id}/draft (owner or admin). GET /projects/{id} stays the public read. */
export async function getProjectDraft(id: number | string): Promise<ProjectDraft> {
  return call('getProjectDraft', { params: { id: idOf(id) } });
}

/** GET /database/projects: the caller's projects (an admin's: all), every status. */
export async function getDatabaseProjects(
  params: DatabaseListParams = {},
): Promise<Page<DatabaseProjectRow>> {
  const query = params as EndpointQuery<DatabaseEndpoints['getDatabaseProjects']>;
  return call('getDatabaseProjects', { query });
}

export async function publishProject(path: string, version: number): Promise<RecordState> {
  const { name, params } = endpointAt(path, ['publishProject']);
  return call(name, { params, body: { version } });
}

export async function unpublishProject(path: string, version: number): Promise<RecordState> {
  const { name, params } = endpointAt(path, ['unpublishProject']);
  return call(name, { params, body: { version } });
}

/** DELETE /projects/{id}?version=: `result` says `deleted`, or `archived` when listings use it. */
export async function deleteProject(path: string, version: number): Promise<RecordDeleted> {
  const { name, params } = endpointAt(path, ['deleteProject']);
  return call(name, { params, query: { version } });
}

/** `draft.paths.main_photo` or `draft.paths.photo` (one gallery photo): answers the draft. */
export async function uploadProjectPhoto(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<ProjectDraft> {
  const { name, params } = endpointAt(path, ['uploadProjectMainPhoto', 'uploadProjectPhoto']);
  return call(name, { params, body: formOf(file) }, uploading(options));
}

/** `draft.paths.photos`: up to 10 gallery photos in one request; all or none are stored. */
export async function uploadProjectPhotos(
  path: string,
  files: Blob[],
  options?: UploadOptions,
): Promise<ProjectDraft> {
  const { name, params } = endpointAt(path, ['uploadProjectPhotos']);
  return call(name, { params, body: formOf(files) }, uploading(options));
}

/** PUT /projects/{id}/photos/order: every gallery photo id once, in the new order. */
export async function reorderProjectPhotos(
  id: number,
  photos: RecordPhotoOrderBody['photos'],
): Promise<ProjectDraft> {
  return call('reorderProjectPhotos', { params: { id }, body: { photos } });
}

/** `draft.paths.video` (mp4/webm) or `draft.paths.brochure` (PDF). */
export async function uploadProjectFile(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<ProjectDraft> {
  const { name, params } = endpointAt(path, ['uploadProjectVideo', 'uploadProjectBrochure']);
  return call(name, { params, body: formOf(file) }, uploading(options));
}

/**
 * DELETE `draft.paths.main_photo`, `video`, `brochure`, `photos` (every gallery photo) or
 * `{draft.paths.photo}/{photoId}`.
 */
export async function deleteProjectMedia(path: string): Promise<ProjectDraft> {
  const { name, params } = endpointAt(path, [
    'deleteProjectMainPhoto',
    'deleteProjectVideo',
    'deleteProjectBrochure',
    'deleteProjectPhotos',
    'deleteProjectPhoto',
  ]);
  return call(name, { params });
}

// Layouts ------------------------------------------------------------------------------------

/** POST `draft.paths.layout`. */
export async function createLayout(path: string, body: CreateLayoutBody): Promise<DatabaseLayout> {
  const { name, params } = endpointAt(path, ['createLayout']);
  return call(name, { params, body });
}

/** PUT `layout.paths.self`. */
export async function storeLayout(path: string, body: UpdateLayoutBody): Promise<DatabaseLayout> {
  const { name, params } = endpointAt(path, ['storeLayout']);
  return call(name, { params, body });
}

/** DELETE /layouts/{id} (`layout.paths.self`); its units keep their rows without a layout. */
export async function deleteLayout(path: string): Promise<void> {
  const { name, params } = endpointAt(path, ['deleteLayout']);
  await call(name, { params });
}

/** POST `layout.paths.photo`. */
export async function uploadLayoutPhoto(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<DatabaseLayout> {
  const { name, params } = endpointAt(path, ['uploadLayoutPhoto']);
  return call(name, { params, body: formOf(file) }, uploading(options));
}

/** DELETE `layout.paths.photo`. */
export async function deleteLayoutPhoto(path: string): Promise<DatabaseLayout> {
  const { name, params } = endpointAt(path, ['deleteLayoutPhoto']);
  return call(name, { params });
}

// Units --------------------------------------------------------------------------------------

/** GET `draft.paths.units`. */
export async function getProjectUnits(path: string): Promise<ProjectUnits> {
  const { name, params } = endpointAt(path, ['getProjectUnits']);
  return call(name, { params });
}

/** PUT `unit.paths.status`: one unit's status; 409 when the unit changed since `version`. */
export async function storeUnitStatus(path: string, body: UnitStatusBody): Promise<ProjectUnit> {
  const { name, params } = endpointAt(path, ['storeUnitStatus']);
  return call(name, { params, body });
}

export interface UnitImportOptions {
  dryRun?: boolean;
  mode?: UnitImportMode;
}

function importQuery(
  options: UnitImportOptions,
): EndpointQuery<DatabaseEndpoints['importProjectUnits']> {
  return { dry_run: options.dryRun ? 1 : 0, mode: options.mode ?? 'replace' };
}

/** PUT `draft.paths.units`: pasted rows; a dry run answers per-row errors and writes nothing. */
export async function importProjectUnits(
  path: string,
  body: UnitImportBody,
  options: UnitImportOptions = {},
): Promise<UnitImportResult> {
  const { name, params } = endpointAt(path, ['importProjectUnits']);
  return call(name, { params, query: importQuery(options), body });
}

/** POST `draft.paths.units_csv`: the same from a CSV file. */
export async function importProjectUnitsCsv(
  path: string,
  file: Blob,
  options: UnitImportOptions & UploadOptions = {},
): Promise<UnitImportResult> {
  const { name, params } = endpointAt(path, ['importProjectUnitsCsv']);
  return call(
    name,
    { params, query: importQuery(options), body: formOf(file) },
    uploading(options),
  );
}

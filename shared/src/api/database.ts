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
import { apiClient } from '@phuket/shared/api';

// The developer and project database. One typed function per endpoint; after a
// record is created, calls go to the paths the API handed out in `draft.paths` (SPEC §4),
// relative to the API base. Errors are re-thrown: 422 carries field errors, 409 means the
// record changed elsewhere (reload it), 404 that it is not the caller's.

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

async function upload<T>(
  path: string,
  files: Blob | Blob[],
  options: UploadOptions = {},
  params?: Record<string, string | number>,
): Promise<T> {
  const body = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) body.append('file', file);
  const response = await apiClient.post<T>(path, body, {
    ...(params ? { params } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (options.onProgress && event.total) {
        options.onProgress(Math.min(1, event.loaded / event.total));
      }
    },
  });
  return response.data;
}

// Developers ---------------------------------------------------------------------------------

/** POST /developers?step=2: creates the draft; answers it with `id`, `version` and `paths`. */
export async function createDeveloper(body: CreateDeveloperBody): Promise<DeveloperDraft> {
  return (await apiClient.post<DeveloperDraft>('/developers', body, { params: { step: 2 } })).data;
}

/** PUT `draft.paths.steps[n]`, based on `body.version`; answers the whole draft. */
export async function storeDeveloperStep(
  path: string,
  body: DeveloperStepBody,
): Promise<DeveloperDraft> {
  return (await apiClient.put<DeveloperDraft>(path, body)).data;
}

/** GET /developers/{id}/draft: the owner's (or an admin's) draft, to resume the steps. */
export async function getDeveloperDraft(id: number | string): Promise<DeveloperDraft> {
  return (await apiClient.get<DeveloperDraft>(`/developers/${encodeURIComponent(id)}/draft`)).data;
}

/** GET /database/developers: the caller's developers (an admin's: all), every status. */
export async function getDatabaseDevelopers(
  params: DatabaseListParams = {},
): Promise<Page<DatabaseDeveloperRow>> {
  return (await apiClient.get<Page<DatabaseDeveloperRow>>('/database/developers', { params })).data;
}

/** `draft.paths.logo`, `draft.paths.main_photo` or `draft.paths.photo`: answers the draft. */
export function uploadDeveloperImage(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<DeveloperDraft> {
  return upload<DeveloperDraft>(path, file, options);
}

/** DELETE `draft.paths.logo` / `main_photo`, or `{draft.paths.photo}/{photoId}`. */
export async function deleteDeveloperImage(path: string): Promise<DeveloperDraft> {
  return (await apiClient.delete<DeveloperDraft>(path)).data;
}

export async function publishDeveloper(path: string, version: number): Promise<RecordState> {
  return (await apiClient.post<RecordState>(path, { version })).data;
}

export async function unpublishDeveloper(path: string, version: number): Promise<RecordState> {
  return (await apiClient.post<RecordState>(path, { version })).data;
}

/** PUT /developers/{id}/photos/order: every gallery photo id once, in the new order. */
export async function reorderDeveloperPhotos(
  id: number,
  photos: RecordPhotoOrderBody['photos'],
): Promise<DeveloperDraft> {
  const body: RecordPhotoOrderBody = { photos };
  return (await apiClient.put<DeveloperDraft>(`/developers/${id}/photos/order`, body)).data;
}

/** DELETE `draft.paths.delete`: archived instead when projects or listings use it. */
export async function deleteDeveloper(path: string, version: number): Promise<RecordDeleted> {
  return (await apiClient.delete<RecordDeleted>(path, { params: { version } })).data;
}

// Projects -----------------------------------------------------------------------------------

/** POST /projects?step=2. */
export async function createProject(body: CreateProjectBody): Promise<ProjectDraft> {
  return (await apiClient.post<ProjectDraft>('/projects', body, { params: { step: 2 } })).data;
}

/** PUT `draft.paths.steps[n]`, based on `body.version`; answers the whole draft. */
export async function storeProjectStep(path: string, body: ProjectStepBody): Promise<ProjectDraft> {
  return (await apiClient.put<ProjectDraft>(path, body)).data;
}

/** GET /projects/{id}/draft (owner or admin). GET /projects/{id} stays the public read. */
export async function getProjectDraft(id: number | string): Promise<ProjectDraft> {
  return (await apiClient.get<ProjectDraft>(`/projects/${encodeURIComponent(id)}/draft`)).data;
}

/** GET /database/projects: the caller's projects (an admin's: all), every status. */
export async function getDatabaseProjects(
  params: DatabaseListParams = {},
): Promise<Page<DatabaseProjectRow>> {
  return (await apiClient.get<Page<DatabaseProjectRow>>('/database/projects', { params })).data;
}

export async function publishProject(path: string, version: number): Promise<RecordState> {
  return (await apiClient.post<RecordState>(path, { version })).data;
}

export async function unpublishProject(path: string, version: number): Promise<RecordState> {
  return (await apiClient.post<RecordState>(path, { version })).data;
}

/** DELETE /projects/{id}?version=: `result` says `deleted`, or `archived` when listings use it. */
export async function deleteProject(path: string, version: number): Promise<RecordDeleted> {
  return (await apiClient.delete<RecordDeleted>(path, { params: { version } })).data;
}

/** `draft.paths.main_photo` or `draft.paths.photo` (one gallery photo): answers the draft. */
export function uploadProjectPhoto(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<ProjectDraft> {
  return upload<ProjectDraft>(path, file, options);
}

/** `draft.paths.photos`: up to 10 gallery photos in one request; all or none are stored. */
export function uploadProjectPhotos(
  path: string,
  files: Blob[],
  options?: UploadOptions,
): Promise<ProjectDraft> {
  return upload<ProjectDraft>(path, files, options);
}

/** PUT /projects/{id}/photos/order: every gallery photo id once, in the new order. */
export async function reorderProjectPhotos(
  id: number,
  photos: RecordPhotoOrderBody['photos'],
): Promise<ProjectDraft> {
  const body: RecordPhotoOrderBody = { photos };
  return (await apiClient.put<ProjectDraft>(`/projects/${id}/photos/order`, body)).data;
}

/** `draft.paths.video` (mp4/webm) or `draft.paths.brochure` (PDF). */
export function uploadProjectFile(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<ProjectDraft> {
  return upload<ProjectDraft>(path, file, options);
}

/**
 * DELETE `draft.paths.main_photo`, `video`, `brochure`, `photos` (every gallery photo) or
 * `{draft.paths.photo}/{photoId}`.
 */
export async function deleteProjectMedia(path: string): Promise<ProjectDraft> {
  return (await apiClient.delete<ProjectDraft>(path)).data;
}

// Layouts ------------------------------------------------------------------------------------

/** POST `draft.paths.layout`. */
export async function createLayout(path: string, body: CreateLayoutBody): Promise<DatabaseLayout> {
  return (await apiClient.post<DatabaseLayout>(path, body)).data;
}

/** PUT `layout.paths.self`. */
export async function storeLayout(path: string, body: UpdateLayoutBody): Promise<DatabaseLayout> {
  return (await apiClient.put<DatabaseLayout>(path, body)).data;
}

/** DELETE /layouts/{id} (`layout.paths.self`); its units keep their rows without a layout. */
export async function deleteLayout(path: string): Promise<void> {
  await apiClient.delete(path);
}

/** POST `layout.paths.photo`. */
export function uploadLayoutPhoto(
  path: string,
  file: Blob,
  options?: UploadOptions,
): Promise<DatabaseLayout> {
  return upload<DatabaseLayout>(path, file, options);
}

/** DELETE `layout.paths.photo`. */
export async function deleteLayoutPhoto(path: string): Promise<DatabaseLayout> {
  return (await apiClient.delete<DatabaseLayout>(path)).data;
}

// Units --------------------------------------------------------------------------------------

/** GET `draft.paths.units`. */
export async function getProjectUnits(path: string): Promise<ProjectUnits> {
  return (await apiClient.get<ProjectUnits>(path)).data;
}

/** PUT `unit.paths.status`: one unit's status; 409 when the unit changed since `version`. */
export async function storeUnitStatus(path: string, body: UnitStatusBody): Promise<ProjectUnit> {
  return (await apiClient.put<ProjectUnit>(path, body)).data;
}

export interface UnitImportOptions {
  dryRun?: boolean;
  mode?: UnitImportMode;
}

function importParams(options: UnitImportOptions): Record<string, string | number> {
  return { dry_run: options.dryRun ? 1 : 0, mode: options.mode ?? 'replace' };
}

/** PUT `draft.paths.units`: pasted rows; a dry run answers per-row errors and writes nothing. */
export async function importProjectUnits(
  path: string,
  body: UnitImportBody,
  options: UnitImportOptions = {},
): Promise<UnitImportResult> {
  return (await apiClient.put<UnitImportResult>(path, body, { params: importParams(options) }))
    .data;
}

/** POST `draft.paths.units_csv`: the same from a CSV file. */
export function importProjectUnitsCsv(
  path: string,
  file: Blob,
  options: UnitImportOptions & UploadOptions = {},
): Promise<UnitImportResult> {
  return upload<UnitImportResult>(path, file, options, importParams(options));
}

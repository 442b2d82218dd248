import type { TSchema } from '@sinclair/typebox';
import {
  CreateDeveloperBody,
  CreateLayoutBody,
  CreateProjectBody,
  CreateRecordQuery,
  DATABASE_FILE_DESCRIPTIONS,
  DatabaseDevelopersPage,
  DatabaseDevelopersQuery,
  DatabaseLayout,
  DatabaseProjectsPage,
  DatabaseProjectsQuery,
  DeveloperDraft,
  DeveloperStep2Body,
  DeveloperStep3Body,
  DeveloperStep4Body,
  ProjectDraft,
  ProjectMarkStepBody,
  ProjectStep2Body,
  ProjectStep3Body,
  ProjectStep4Body,
  ProjectUnit,
  ProjectUnits,
  RecordDeleteQuery,
  RecordDeleted,
  RecordIdParams,
  RecordPhotoOrderBody,
  RecordPhotoParams,
  RecordPhotoQuery,
  RecordState,
  RecordVersionBody,
  UnitImportBody,
  UnitImportQuery,
  UnitImportResult,
  UnitStatusBody,
  UpdateLayoutBody,
} from '../database';
import { endpoint, MULTIPART } from '../endpoint';
import { PROJECT_PHOTOS_PER_REQUEST } from '../limits';
import { MessageBody } from '../schema-kit';

// The developer and project database: records made step by step, their media, layouts and
// units, and the owners' lists. Every call is a signed-in user's; the handlers answer 404 to a
// broker or to another developer (an id tells a stranger nothing). The browser calls most of
// them at the paths the drafts hand out (`draft.paths`).

const owner = { access: 'signed-in', tag: 'database' } as const;

/** PUT a step of a record: the draft, version-checked. */
function saveStep<const P extends string, B extends TSchema, R extends TSchema>(
  path: P,
  what: string,
  body: B,
  response: R,
) {
  return endpoint({
    method: 'PUT',
    path,
    ...owner,
    summary: `Save ${what}; partial bodies allowed, version checked`,
    params: RecordIdParams,
    body,
    response,
    errors: [401, 404, 409, 422],
  });
}

/**
 * POST {version} to publish or unpublish a record. Publishing also answers 403 to an account
 * whose email is not confirmed yet.
 */
function setStatus<const P extends string>(
  path: P,
  summary: string,
  errors: readonly number[] = [401, 404, 409, 422],
) {
  return endpoint({
    method: 'POST',
    path,
    ...owner,
    summary,
    params: RecordIdParams,
    body: RecordVersionBody,
    response: RecordState,
    errors,
  });
}

const mediaErrors = [400, 401, 404, 413, 422] as const;
/** An upload's: 429 when the account's uploads of the day are used up (RATE_LIMIT_UPLOADS_PER_DAY). */
const uploadErrors = [...mediaErrors, 429] as const;
const takes = (kind: keyof typeof DATABASE_FILE_DESCRIPTIONS) =>
  `(multipart "file": ${DATABASE_FILE_DESCRIPTIONS[kind]})`;

/** POST a multipart upload to a record's media; answers its owner's draft (or layout). */
function upload<const P extends string, R extends TSchema>(path: P, summary: string, response: R) {
  return endpoint({
    method: 'POST',
    path,
    ...owner,
    summary,
    params: RecordIdParams,
    body: MULTIPART,
    response,
    errors: uploadErrors,
  });
}

/** DELETE a record's media; answers its owner's draft (or layout). */
function removeMedia<const P extends string, R extends TSchema>(
  path: P,
  summary: string,
  response: R,
) {
  return endpoint({
    method: 'DELETE',
    path,
    ...owner,
    summary,
    params: RecordIdParams,
    response,
    errors: mediaErrors,
  });
}

export const databaseEndpoints = {
  // Developers ------------------------------------------------------------------------------
  createDeveloper: endpoint({
    method: 'POST',
    path: '/developers',
    ...owner,
    summary:
      'Create a draft developer from step 2 (title, description, languages); answers id, version, paths',
    query: CreateRecordQuery,
    body: CreateDeveloperBody,
    response: DeveloperDraft,
    status: 201,
    // 429: the account's new drafts of the day are used up (RATE_LIMIT_DATABASE_DRAFTS_PER_DAY).
    errors: [401, 404, 422, 429],
  }),
  getDeveloperDraft: endpoint({
    method: 'GET',
    path: '/developers/:id/draft',
    ...owner,
    summary: 'The whole developer as its owner or an admin edits it (any status)',
    params: RecordIdParams,
    response: DeveloperDraft,
    errors: [401, 404, 422],
  }),
  storeDeveloperStep2: saveStep(
    '/developers/:id/step/2',
    'developer step 2 (title, description and their languages)',
    DeveloperStep2Body,
    DeveloperDraft,
  ),
  storeDeveloperStep3: saveStep(
    '/developers/:id/step/3',
    'developer step 3 (contacts and facts)',
    DeveloperStep3Body,
    DeveloperDraft,
  ),
  storeDeveloperStep4: saveStep(
    '/developers/:id/step/4',
    'developer step 4 (media: records the step)',
    DeveloperStep4Body,
    DeveloperDraft,
  ),
  publishDeveloper: setStatus(
    '/developers/:id/publish',
    'Publish the developer (422 names what is missing)',
    [401, 403, 404, 409, 422],
  ),
  unpublishDeveloper: setStatus(
    '/developers/:id/unpublish',
    'Unpublish the developer (back to draft; its projects stay as they are)',
  ),
  deleteDeveloper: endpoint({
    method: 'DELETE',
    path: '/developers/:id',
    ...owner,
    summary: 'Delete the developer, or archive it while projects or listings use it',
    params: RecordIdParams,
    query: RecordDeleteQuery,
    response: RecordDeleted,
    errors: [401, 404, 409, 422],
  }),
  getDatabaseDevelopers: endpoint({
    method: 'GET',
    path: '/database/developers',
    ...owner,
    summary: "The caller's developers (an admin's: all), every status, with counts",
    query: DatabaseDevelopersQuery,
    response: DatabaseDevelopersPage,
    errors: [401, 404, 422],
  }),

  // Projects --------------------------------------------------------------------------------
  createProject: endpoint({
    method: 'POST',
    path: '/projects',
    ...owner,
    summary: 'Create a draft project from step 2 (basics); answers id, version, paths',
    query: CreateRecordQuery,
    body: CreateProjectBody,
    response: ProjectDraft,
    status: 201,
    errors: [401, 404, 422, 429],
  }),
  getProjectDraft: endpoint({
    method: 'GET',
    path: '/projects/:id/draft',
    ...owner,
    summary: 'The whole project as its owner or an admin edits it (any status)',
    params: RecordIdParams,
    response: ProjectDraft,
    errors: [401, 404, 422],
  }),
  storeProjectStep2: saveStep(
    '/projects/:id/step/2',
    'project step 2 (basics)',
    ProjectStep2Body,
    ProjectDraft,
  ),
  storeProjectStep3: saveStep(
    '/projects/:id/step/3',
    'project step 3 (location and pin)',
    ProjectStep3Body,
    ProjectDraft,
  ),
  storeProjectStep4: saveStep(
    '/projects/:id/step/4',
    'project step 4 (price, amenities, payment plan, tenure)',
    ProjectStep4Body,
    ProjectDraft,
  ),
  storeProjectStep5: saveStep(
    '/projects/:id/step/5',
    'project step 5 (records the step; its data has own calls)',
    ProjectMarkStepBody,
    ProjectDraft,
  ),
  storeProjectStep6: saveStep(
    '/projects/:id/step/6',
    'project step 6 (records the step; its data has own calls)',
    ProjectMarkStepBody,
    ProjectDraft,
  ),
  storeProjectStep7: saveStep(
    '/projects/:id/step/7',
    'project step 7 (records the step; its data has own calls)',
    ProjectMarkStepBody,
    ProjectDraft,
  ),
  publishProject: setStatus(
    '/projects/:id/publish',
    'Publish the project (422 names what is missing)',
    [401, 403, 404, 409, 422],
  ),
  unpublishProject: setStatus('/projects/:id/unpublish', 'Unpublish the project (back to draft)'),
  deleteProject: endpoint({
    method: 'DELETE',
    path: '/projects/:id',
    ...owner,
    summary:
      'Delete the project with its photos, layouts and units; a project with listings is archived instead (`result`)',
    params: RecordIdParams,
    query: RecordDeleteQuery,
    response: RecordDeleted,
    errors: [401, 404, 409, 422],
  }),
  getDatabaseProjects: endpoint({
    method: 'GET',
    path: '/database/projects',
    ...owner,
    summary: "The caller's projects (an admin's: all), every status, with counts",
    query: DatabaseProjectsQuery,
    response: DatabaseProjectsPage,
    errors: [401, 404, 422],
  }),

  // Developer media: the logo, the main photo, the gallery -----------------------------------
  uploadDeveloperLogo: upload(
    '/developers/:id/logo',
    `Upload the logo ${takes('image')}`,
    DeveloperDraft,
  ),
  deleteDeveloperLogo: removeMedia('/developers/:id/logo', 'Remove the logo', DeveloperDraft),
  uploadDeveloperMainPhoto: upload(
    '/developers/:id/main_photo',
    `Upload the main photo ${takes('image')}`,
    DeveloperDraft,
  ),
  deleteDeveloperMainPhoto: removeMedia(
    '/developers/:id/main_photo',
    'Remove the main photo',
    DeveloperDraft,
  ),
  uploadDeveloperPhoto: upload(
    '/developers/:id/photo',
    'Add one gallery photo (multipart "file")',
    DeveloperDraft,
  ),
  reorderDeveloperPhotos: endpoint({
    method: 'PUT',
    path: '/developers/:id/photos/order',
    ...owner,
    summary: 'Set the gallery order: every photo id of the gallery once',
    params: RecordIdParams,
    body: RecordPhotoOrderBody,
    response: DeveloperDraft,
    errors: mediaErrors,
  }),
  // the documented path (docs/product-rules.md §7): the photo is named in the query (a DELETE body is dropped by some proxies).
  deleteDeveloperPhotoByQuery: endpoint({
    method: 'DELETE',
    path: '/developers/:id/photo',
    ...owner,
    summary: 'Remove one gallery photo (`photo_id` in the query)',
    params: RecordIdParams,
    query: RecordPhotoQuery,
    response: DeveloperDraft,
    errors: mediaErrors,
  }),
  deleteDeveloperPhoto: endpoint({
    method: 'DELETE',
    path: '/developers/:id/photo/:photoId',
    ...owner,
    summary: 'Remove one gallery photo',
    params: RecordPhotoParams,
    response: DeveloperDraft,
    errors: mediaErrors,
  }),

  // Project media: the main photo, the video, the brochure, the gallery ----------------------
  uploadProjectMainPhoto: upload(
    '/projects/:id/main_photo',
    `Upload the main photo ${takes('image')}`,
    ProjectDraft,
  ),
  deleteProjectMainPhoto: removeMedia(
    '/projects/:id/main_photo',
    'Remove the main photo',
    ProjectDraft,
  ),
  uploadProjectVideo: upload(
    '/projects/:id/video',
    `Upload the video ${takes('video')}`,
    ProjectDraft,
  ),
  deleteProjectVideo: removeMedia('/projects/:id/video', 'Remove the video', ProjectDraft),
  uploadProjectBrochure: upload(
    '/projects/:id/brochure',
    `Upload the brochure ${takes('pdf')}`,
    ProjectDraft,
  ),
  deleteProjectBrochure: removeMedia('/projects/:id/brochure', 'Remove the brochure', ProjectDraft),
  uploadProjectPhoto: upload(
    '/projects/:id/photo',
    'Add one gallery photo (multipart "file")',
    ProjectDraft,
  ),
  uploadProjectPhotos: upload(
    '/projects/:id/photos',
    `Add up to ${PROJECT_PHOTOS_PER_REQUEST} gallery photos in one request (several "file" parts); all are stored or none`,
    ProjectDraft,
  ),
  reorderProjectPhotos: endpoint({
    method: 'PUT',
    path: '/projects/:id/photos/order',
    ...owner,
    summary: 'Set the gallery order: every photo id of the gallery once',
    params: RecordIdParams,
    body: RecordPhotoOrderBody,
    response: ProjectDraft,
    errors: mediaErrors,
  }),
  deleteProjectPhotos: removeMedia(
    '/projects/:id/photos',
    'Remove every gallery photo',
    ProjectDraft,
  ),
  deleteProjectPhotoByQuery: endpoint({
    method: 'DELETE',
    path: '/projects/:id/photo',
    ...owner,
    summary: 'Remove one gallery photo (`photo_id` in the query)',
    params: RecordIdParams,
    query: RecordPhotoQuery,
    response: ProjectDraft,
    errors: mediaErrors,
  }),
  deleteProjectPhoto: endpoint({
    method: 'DELETE',
    path: '/projects/:id/photo/:photoId',
    ...owner,
    summary: 'Remove one gallery photo',
    params: RecordPhotoParams,
    response: ProjectDraft,
    errors: mediaErrors,
  }),

  // Layouts ---------------------------------------------------------------------------------
  createLayout: endpoint({
    method: 'POST',
    path: '/projects/:id/layout',
    ...owner,
    summary: "Add a layout to the project (its prices are in the project's currency)",
    params: RecordIdParams,
    body: CreateLayoutBody,
    response: DatabaseLayout,
    status: 201,
    errors: [401, 404, 422],
  }),
  storeLayout: endpoint({
    method: 'PUT',
    path: '/layouts/:id',
    ...owner,
    summary: 'Save a layout: the fields sent are changed',
    params: RecordIdParams,
    body: UpdateLayoutBody,
    response: DatabaseLayout,
    errors: [401, 404, 422],
  }),
  deleteLayout: endpoint({
    method: 'DELETE',
    path: '/layouts/:id',
    ...owner,
    summary: 'Delete a layout and its photo; its units stay in the table without a layout',
    params: RecordIdParams,
    response: MessageBody,
    errors: [401, 404, 422],
  }),
  uploadLayoutPhoto: upload(
    '/layouts/:id/photo',
    'Upload the layout photo (multipart "file")',
    DatabaseLayout,
  ),
  deleteLayoutPhoto: removeMedia('/layouts/:id/photo', 'Remove the layout photo', DatabaseLayout),

  // Units -----------------------------------------------------------------------------------
  getProjectUnits: endpoint({
    method: 'GET',
    path: '/projects/:id/units',
    ...owner,
    summary: "The project's unit table, by unit number",
    params: RecordIdParams,
    response: ProjectUnits,
    errors: [401, 404, 422],
  }),
  storeUnitStatus: endpoint({
    method: 'PUT',
    path: '/units/:id/status',
    ...owner,
    summary:
      "Change one unit's status (available, reserved, sold) from the unit list; 409 when the unit changed since `version`",
    params: RecordIdParams,
    body: UnitStatusBody,
    response: ProjectUnit,
    errors: [401, 404, 409, 422],
  }),
  importProjectUnits: endpoint({
    method: 'PUT',
    path: '/projects/:id/units',
    ...owner,
    summary: 'Import unit rows as pasted (JSON); ?dry_run=1 checks without writing',
    params: RecordIdParams,
    query: UnitImportQuery,
    body: UnitImportBody,
    response: UnitImportResult,
    errors: [400, 401, 404, 413, 422],
  }),
  importProjectUnitsCsv: endpoint({
    method: 'POST',
    path: '/projects/:id/units/csv',
    ...owner,
    summary:
      'Import unit rows from a CSV file (multipart "file"; header unit_number,layout,floor,price,status); ?dry_run=1 checks without writing',
    params: RecordIdParams,
    query: UnitImportQuery,
    body: MULTIPART,
    response: UnitImportResult,
    errors: [400, 401, 404, 413, 422, 429],
  }),
};

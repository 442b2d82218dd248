import { developerPaths, layoutPaths, projectPaths, unitPaths } from '../contract/database-rules';
import {
  deleteDeveloper,
  deleteDeveloperImage,
  deleteProjectMedia,
  getDeveloperDraft,
  importProjectUnitsCsv,
  publishProject,
  storeDeveloperStep,
  storeLayout,
  storeUnitStatus,
  uploadProjectFile,
} from './database';
import { recordRequests } from '../test/record-requests';

// The database calls go to the paths the drafts hand out, each the path of a declared
// endpoint: the same method and URL as the path says, the body as JSON or multipart.

const sent = recordRequests();

const requests = () => sent.map((c) => [c.method, c.url, c.params ?? null]);

it('sends each handed-out path back as it is', async () => {
  const developer = developerPaths(9);
  const project = projectPaths(5);
  await storeDeveloperStep(developer.steps['3'], { version: 2, phone: null });
  await deleteDeveloperImage(developer.logo);
  await deleteDeveloperImage(`${developer.photo}/31`);
  await deleteDeveloper(developer.delete, 4);
  await getDeveloperDraft('9');
  await publishProject(project.publish, 3);
  await deleteProjectMedia(project.photos);
  await storeLayout(layoutPaths(12).self, { name: 'A' });
  await storeUnitStatus(unitPaths(40).status, { status: 'sold', version: 1 });
  expect(requests()).toEqual([
    ['put', '/developers/9/step/3', null],
    ['delete', '/developers/9/logo', null],
    ['delete', '/developers/9/photo/31', null],
    ['delete', '/developers/9', { version: 4 }],
    ['get', '/developers/9/draft', null],
    ['post', '/projects/5/publish', null],
    ['delete', '/projects/5/photos', null],
    ['put', '/layouts/12', null],
    ['put', '/units/40/status', null],
  ]);
  expect(sent[5]?.data).toEqual({ version: 3 });
});

it('uploads the files as multipart "file" parts with the query and progress', async () => {
  const progress = jest.fn();
  await uploadProjectFile(projectPaths(5).brochure, new Blob(['%PDF']), { onProgress: progress });
  await importProjectUnitsCsv(projectPaths(5).units_csv, new Blob(['unit_number\n1']), {
    dryRun: true,
  });
  expect(requests()).toEqual([
    ['post', '/projects/5/brochure', null],
    ['post', '/projects/5/units/csv', { dry_run: 1, mode: 'replace' }],
  ]);
  expect(sent[0]?.data).toBeInstanceOf(FormData);
  expect((sent[1]?.data as FormData).getAll('file')).toHaveLength(1);
  sent[0]?.config.onUploadProgress?.({ loaded: 1, total: 4, bytes: 1, lengthComputable: true });
  expect(progress).toHaveBeenCalledWith(0.25);
});

it('refuses a path that is not one of the call', async () => {
  await expect(deleteProjectMedia(projectPaths(5).layout)).rejects.toThrow(
    '/projects/5/layout is not the path of',
  );
  await expect(storeDeveloperStep('/projects/5/step/3', { version: 1 })).rejects.toThrow();
  expect(sent).toEqual([]);
});

import { createTestApp, type TestApp } from '../test/test-app';
import { GALLERIES, SLOTS } from './media-routes';

// The slot table generates the media routes: each declared slot and gallery must come out as
// documented routes with params and answer schemas (the upload and delete behaviour itself is
// in media-units.test.ts).

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: unknown }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
});

afterAll(async () => {
  await t.close();
});

function operation(method: 'post' | 'delete', url: string): Operation {
  const op = paths[`/api${url}`]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${url} is not a route`);
  return op;
}

function expectSchemas(op: Operation, params: string[]): void {
  expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(params);
  expect(op.responses['200']?.content).toBeDefined();
  for (const status of ['401', '404', '422']) expect(op.responses[status]).toBeDefined();
}

/** `/developers/:id/logo` as the OpenAPI document writes it. */
const documented = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('the database media slot table', () => {
  it.each(SLOTS.map((slot) => [documented(slot.upload.path), slot] as const))(
    '%s has an upload with a multipart "file" body and a delete',
    (url, slot) => {
      expect(url).toMatch(new RegExp(`^/${slot.owner}/\\{id\\}/\\w+$`));
      expect(slot.remove.path).toBe(slot.upload.path);
      const upload = operation('post', url);
      expectSchemas(upload, ['id']);
      expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
      expectSchemas(operation('delete', url), ['id']);
    },
  );

  it.each(GALLERIES.map((gallery) => [gallery.owner, gallery]))(
    'the %s gallery adds photos and removes one',
    (owner, gallery) => {
      expectSchemas(operation('post', `/${owner}/{id}/photo`), ['id']);
      expectSchemas(operation('delete', `/${owner}/{id}/photo/{photoId}`), ['id', 'photoId']);
      // the documented path (docs/product-rules.md §7) without the id: the photo is named by `photo_id` in the query.
      const bare = operation('delete', `/${owner}/{id}/photo`);
      expectSchemas(bare, ['id']);
      expect(bare.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
        'photo_id',
      ]);
      if (gallery.perRequest > 1) expectSchemas(operation('post', `/${owner}/{id}/photos`), ['id']);
      if (gallery.endpoints.clear)
        expectSchemas(operation('delete', `/${owner}/{id}/photos`), ['id']);
    },
  );
});

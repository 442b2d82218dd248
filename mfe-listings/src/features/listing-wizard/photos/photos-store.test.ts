import type { ListingDraft, ListingPhoto } from '@phuket/shared/api/listings';
import { setApiAdapter } from '@phuket/shared/api';
import { PhotosStore } from './photos-store';
import { draft, photo, twoAlbums } from './test-drafts';

// The store runs the real client functions; only the HTTP exchange is answered from memory
// (setApiAdapter), so paths, bodies and error bodies are those the API sees and sends.

type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;
type RequestConfig = Parameters<Adapter>[0];
type Response = Awaited<ReturnType<Adapter>>;

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}
type Answer = { status: number; data: unknown };

let sent: Sent[] = [];
let handler: (request: Sent) => Answer = () => ({ status: 500, data: { message: 'no handler' } });
let changes: ListingDraft[] = [];

const ids = (d: ListingDraft) => d.albums.map((a) => a.photos.map((p) => p.id));

beforeEach(() => {
  sent = [];
  changes = [];
  setApiAdapter(async (config: RequestConfig): Promise<Response> => {
    const request: Sent = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    sent.push(request);
    const { status, data } = handler(request);
    const response: Response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    }
    return response;
  });
});

afterAll(() => setApiAdapter(undefined));

function newStore(initial = twoAlbums()) {
  return new PhotosStore(initial, (d) => changes.push(d));
}

describe('PhotosStore', () => {
  it('reorder sends the full order of every album and keeps the answer', async () => {
    const store = newStore();
    const [a, b, c] = store.draft.albums[0]?.photos ?? [];
    const answer = draft([
      { id: 1, title: 'Living', photos: [photo(13, 1, 0), photo(11, 1, 1, true), photo(12, 1, 2)] },
      { id: 2, title: 'Pool', photos: [photo(21, 2, 0)] },
    ]);
    handler = () => ({ status: 200, data: answer });
    const saving = store.reorder(1, [c, a, b] as ListingPhoto[]);
    // Shown at once, positions renumbered.
    expect(ids(store.draft)).toEqual([[13, 11, 12], [21]]);
    expect(store.draft.albums[0]?.photos.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(await saving).toBe(true);
    expect(sent).toEqual([
      {
        method: 'put',
        url: '/listing/7/photos/order',
        params: {},
        data: {
          photos: [
            { id: 13, album_id: 1 },
            { id: 11, album_id: 1 },
            { id: 12, album_id: 1 },
            { id: 21, album_id: 2 },
          ],
        },
      },
    ]);
    expect(store.draft).toBe(answer);
    expect(changes.at(-1)).toBe(answer);
  });

  it('undoes a reorder the API refuses and shows its message', async () => {
    const store = newStore();
    const before = store.draft;
    const message =
      "The order must list each of this listing's photos exactly once. Reload and try again.";
    handler = () => ({ status: 422, data: { message, errors: { photos: [message] } } });
    const [a, b, c] = before.albums[0]?.photos ?? [];
    expect(await store.reorder(1, [b, c, a] as ListingPhoto[])).toBe(false);
    expect(store.draft).toBe(before);
    expect(store.error).toBe(message);
    expect(changes.at(-1)).toBe(before);
  });

  it('moves a photo to the end of another album through the order', async () => {
    const store = newStore();
    handler = (request) => ({ status: 200, data: { ...store.draft, _sent: request.data } });
    await store.moveToAlbum(12, 2);
    expect(sent[0]?.data).toEqual({
      photos: [
        { id: 11, album_id: 1 },
        { id: 13, album_id: 1 },
        { id: 21, album_id: 2 },
        { id: 12, album_id: 2 },
      ],
    });
  });

  it('sets the cover and deletes a photo on their paths', async () => {
    const store = newStore();
    const covered = draft([
      { id: 1, title: 'Living', photos: [photo(11, 1, 0), photo(12, 1, 1, true), photo(13, 1, 2)] },
      { id: 2, title: 'Pool', photos: [photo(21, 2, 0)] },
    ]);
    handler = () => ({ status: 200, data: covered });
    expect(await store.setCover(12)).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'post', url: '/listing/7/photos/12/cover' });
    expect(store.draft.albums[0]?.photos.find((p) => p.is_main)?.id).toBe(12);

    const after = draft([
      { id: 1, title: 'Living', photos: [photo(11, 1, 0, true), photo(13, 1, 1)] },
      { id: 2, title: 'Pool', photos: [photo(21, 2, 0)] },
    ]);
    handler = () => ({ status: 200, data: after });
    expect(await store.deletePhoto(12)).toBe(true);
    expect(sent[1]).toMatchObject({ method: 'delete', url: '/listing/7/photos/12' });
    expect(store.photoCount).toBe(3);
    expect(changes.at(-1)).toBe(after);
  });

  it("shows the API's refusal to delete an album that has photos", async () => {
    const store = newStore();
    const message = 'This album still has photos. Move or delete them first.';
    handler = () => ({ status: 409, data: { message, errors: { album: [message] } } });
    expect(await store.deleteAlbum(1)).toBe(false);
    expect(sent[0]).toMatchObject({ method: 'delete', url: '/listing/7/albums/1' });
    expect(store.error).toBe(message);
    expect(store.draft.albums).toHaveLength(2);
  });

  it('creates and renames albums with the title as body', async () => {
    const store = newStore();
    handler = () => ({ status: 201, data: store.draft });
    await store.createAlbum('Bedrooms');
    await store.renameAlbum(2, 'Pool deck');
    expect(sent.map((s) => [s.method, s.url, s.data])).toEqual([
      ['post', '/listing/7/albums', { title: 'Bedrooms' }],
      ['put', '/listing/7/albums/2', { title: 'Pool deck' }],
    ]);
  });

  it('files an uploaded photo in its album, counts it for publishing and keeps its warning', () => {
    const store = newStore(draft([]));
    expect(store.draft.completeness.missing).toEqual(['photos']);
    const warning = 'This photo is under 1280 px wide: it will look soft on large screens.';
    store.addUploaded({ photo: photo(31, 5, 0, true), warnings: [warning] });
    store.addUploaded({ photo: photo(32, 5, 1), warnings: [] });
    store.addUploaded({ photo: photo(33, 5, 2), warnings: [] });
    expect(store.draft.albums).toEqual([
      { id: 5, title: 'Photos', photos: [photo(31, 5, 0, true), photo(32, 5, 1), photo(33, 5, 2)] },
    ]);
    expect(store.draft.completeness).toMatchObject({ photos_count: 3, ready: true });
    expect(store.warnings.get(31)).toEqual([warning]);
    expect(changes).toHaveLength(3);
  });

  it('uploads to the chosen album with its id as album_id', async () => {
    const store = newStore();
    store.setTargetAlbum(2);
    handler = () => ({ status: 201, data: { photo: photo(22, 2, 1), warnings: [] } });
    store.uploads.add([new File(['x'], 'pool.jpg', { type: 'image/jpeg' })]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent[0]).toMatchObject({
      method: 'post',
      url: '/listing/7/photos',
      params: { album_id: 2 },
    });
    expect(sent[0]?.data).toBeInstanceOf(FormData);
    expect(ids(store.draft)).toEqual([
      [11, 12, 13],
      [21, 22],
    ]);
  });
});

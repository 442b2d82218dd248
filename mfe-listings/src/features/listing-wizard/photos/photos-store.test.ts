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

  it('sends each photo with the place it was picked for and shows them in picking order', async () => {
    const store = newStore();
    let nextId = 14;
    store.uploads.add([
      new File(['x'.repeat(9000)], 'large.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'small.jpg', { type: 'image/jpeg' }),
    ]);
    // Picked again while those are on their way: after them.
    store.uploads.add([new File(['x'], 'third.jpg', { type: 'image/jpeg' })]);
    const uploads = () => sent.filter((s) => s.url === '/listing/7/photos');
    handler = (request) => {
      const answer = photo(nextId++, 1, Number(request.params.position));
      return { status: 201, data: { photo: answer, warnings: [] } };
    };
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploads().map((s) => s.params)).toEqual([
      { album_id: 1, position: 3 },
      { album_id: 1, position: 4 },
      { album_id: 1, position: 5 },
    ]);
  });

  it('files an upload that finishes late in its place, not at the end', () => {
    const store = newStore(draft([]));
    store.addUploaded({ photo: photo(32, 5, 1, true), warnings: [] });
    store.addUploaded({ photo: photo(33, 5, 2), warnings: [] });
    store.addUploaded({ photo: photo(31, 5, 0), warnings: [] });
    expect(ids(store.draft)).toEqual([[31, 32, 33]]);
  });

  it('makes the first photo picked the cover though another one finished first', async () => {
    const store = newStore(draft([]));
    const resolvers: ((answer: Answer) => void)[] = [];
    setApiAdapter(async (config: RequestConfig): Promise<Response> => {
      const request: Sent = {
        method: config.method ?? 'get',
        url: config.url ?? '',
        params: (config.params ?? {}) as Record<string, unknown>,
        data: config.data,
      };
      sent.push(request);
      const { status, data } = await new Promise<Answer>((resolve) => resolvers.push(resolve));
      return { status, statusText: '', data, headers: {}, config };
    });
    store.uploads.add([
      new File(['x'.repeat(9000)], 'large.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'small.jpg', { type: 'image/jpeg' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((s) => s.params.position)).toEqual([0, 1]);
    // The small one is stored first, and the API makes it the cover.
    resolvers[1]?.({ status: 201, data: { photo: photo(42, 5, 1, true), warnings: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolvers[0]?.({ status: 201, data: { photo: photo(41, 5, 0), warnings: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(store.draft)).toEqual([[41, 42]]);
    expect(sent[2]).toMatchObject({ method: 'post', url: '/listing/7/photos/41/cover' });
    resolvers[2]?.({
      status: 200,
      data: draft([{ id: 5, title: 'Photos', photos: [photo(41, 5, 0, true), photo(42, 5, 1)] }]),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.draft.albums[0]?.photos[0]?.is_main).toBe(true);
  });

  it('keeps a photo stored while the cover call was out, though the answer predates it', async () => {
    const store = newStore(draft([]));
    const resolvers: ((answer: Answer) => void)[] = [];
    setApiAdapter(async (config: RequestConfig): Promise<Response> => {
      sent.push({
        method: config.method ?? 'get',
        url: config.url ?? '',
        params: (config.params ?? {}) as Record<string, unknown>,
        data: config.data,
      });
      const { status, data } = await new Promise<Answer>((resolve) => resolvers.push(resolve));
      return { status, statusText: '', data, headers: {}, config };
    });
    store.uploads.add([
      new File(['x'], 'first.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'second.jpg', { type: 'image/jpeg' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first picked is stored first: the step makes it the cover.
    resolvers[0]?.({ status: 201, data: { photo: photo(61, 5, 0), warnings: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent[2]).toMatchObject({ method: 'post', url: '/listing/7/photos/61/cover' });
    // The second is stored while the cover call is out, and the cover's answer was read
    // before it: the step still shows both, in picking order, and counts both.
    resolvers[1]?.({ status: 201, data: { photo: photo(62, 5, 1), warnings: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolvers[2]?.({
      status: 200,
      data: draft([{ id: 5, title: 'Photos', photos: [photo(61, 5, 0, true)] }]),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(store.draft)).toEqual([[61, 62]]);
    expect(store.draft.albums[0]?.photos.map((p) => p.is_main)).toEqual([true, false]);
    expect(store.draft.completeness.photos_count).toBe(2);
    expect(changes.at(-1)).toBe(store.draft);
    // A later answer without it is taken as it is: that one was read after it was stored.
    resolvers.length = 0;
    void store.setCover(61);
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolvers[0]?.({
      status: 200,
      data: draft([{ id: 5, title: 'Photos', photos: [photo(61, 5, 0, true)] }]),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(store.draft)).toEqual([[61]]);
  });

  it('drops a photo stored during a call when the answer no longer has its album', async () => {
    const store = newStore();
    let answer: (value: Answer) => void = () => undefined;
    setApiAdapter(async (config: RequestConfig): Promise<Response> => {
      const { status, data } = await new Promise<Answer>((resolve) => {
        answer = resolve;
      });
      return { status, statusText: '', data, headers: {}, config };
    });
    const deleting = store.deleteAlbum(2);
    store.addUploaded({ photo: photo(22, 2, 1), warnings: [] });
    expect(ids(store.draft)).toEqual([
      [11, 12, 13],
      [21, 22],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer({
      status: 200,
      data: draft([{ id: 1, title: 'Living', photos: [photo(11, 1, 0, true), photo(12, 1, 1)] }]),
    });
    expect(await deleting).toBe(true);
    expect(ids(store.draft)).toEqual([[11, 12]]);
  });

  it('leaves a cover the owner chose while the first photo was on its way', async () => {
    const store = newStore(draft([]));
    handler = (request) =>
      request.url.endsWith('/cover')
        ? { status: 200, data: store.draft }
        : { status: 201, data: { photo: photo(51, 5, 0), warnings: [] } };
    store.uploads.add([new File(['x'], 'a.jpg', { type: 'image/jpeg' })]);
    void store.setCover(99);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.filter((s) => s.url.endsWith('/cover')).map((s) => s.url)).toEqual([
      '/listing/7/photos/99/cover',
    ]);
  });

  it('clears an older message when an upload is refused', async () => {
    const store = newStore();
    const message = 'This album still has photos. Move or delete them first.';
    handler = () => ({ status: 409, data: { message, errors: { album: [message] } } });
    await store.deleteAlbum(1);
    expect(store.error).toBe(message);
    store.uploads.add([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(store.error).toBeNull();
  });
});

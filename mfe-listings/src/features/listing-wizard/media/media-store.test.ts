import type { ListingDocumentItem, ListingDraft } from '@phuket/shared/api/listings';
import type { FloorPlanPhoto } from '@phuket/shared/contract';
import { PROCESSING_POLL_FIRST_MS } from '../processing-poll';
import { blankDraft as draft } from '../test-drafts';
import type { MediaApi, MediaFields } from './media-store';
import { MediaStepStore } from './media-store';

const doc = (id: number, visibility: 'public' | 'owner' = 'public'): ListingDocumentItem => ({
  id,
  title: `Doc ${id}`,
  visibility,
  filename: `doc-${id}.pdf`,
  size: 1000,
  url: `/api/listing/7/documents/${id}`,
});

function fakeApi(overrides: Partial<MediaApi> = {}): MediaApi {
  return {
    load: () => Promise.reject(new Error('not expected')),
    deleteVideo: () => Promise.reject(new Error('not expected')),
    deleteFloorPlanPhoto: () => Promise.reject(new Error('not expected')),
    storeDocument: () => Promise.reject(new Error('not expected')),
    deleteDocument: () => Promise.reject(new Error('not expected')),
    ...overrides,
  };
}

const pdf = () => new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });

describe('MediaStepStore', () => {
  it('adds a document and hands the media back to the wizard', async () => {
    const changes: MediaFields[] = [];
    const paths: string[] = [];
    const store = new MediaStepStore(
      draft(),
      fakeApi({
        storeDocument: (path, _file, fields, onProgress) => {
          paths.push(path);
          onProgress(0.5);
          return Promise.resolve({ ...doc(3, fields.visibility), title: fields.title });
        },
      }),
      (media) => changes.push(media),
    );
    const stored = await store.addDocument(pdf(), { title: 'Deed', visibility: 'owner' });
    expect(stored).toBe(true);
    expect(paths).toEqual(['/listing/7/documents']);
    expect(store.documents.map((d) => [d.title, d.visibility])).toEqual([['Deed', 'owner']]);
    expect(store.documentProgress).toBeNull();
    expect(changes.at(-1)?.documents).toHaveLength(1);
  });

  it("keeps the API's message when a document is refused", async () => {
    const refusal = Object.assign(new Error('422'), {
      isAxiosError: true,
      response: { status: 422, data: { message: 'The file must be a PDF document.' } },
    });
    const store = new MediaStepStore(
      draft(),
      fakeApi({ storeDocument: () => Promise.reject(refusal) }),
      () => undefined,
    );
    expect(await store.addDocument(pdf(), { title: 'x', visibility: 'public' })).toBe(false);
    expect(store.error).toBe('The file must be a PDF document.');
    expect(store.documents).toEqual([]);
  });

  it("takes the server's answer after a removal", async () => {
    const start: ListingDraft = { ...draft(), documents: [doc(1), doc(2, 'owner')] };
    const removed: number[] = [];
    const store = new MediaStepStore(
      start,
      fakeApi({
        deleteDocument: (_path, id) => {
          removed.push(id);
          return Promise.resolve({ ...start, documents: [doc(2, 'owner')] });
        },
      }),
      () => undefined,
    );
    await store.removeDocument(1);
    expect(removed).toEqual([1]);
    expect(store.documents.map((d) => d.id)).toEqual([2]);
  });

  it('asks again while the video is processing, and shows it once ready', async () => {
    jest.useFakeTimers();
    try {
      const processing: ListingDraft = {
        ...draft(),
        video_status: { state: 'processing', url: null, poster_url: null, error: null },
      };
      const ready: ListingDraft = {
        ...draft(),
        video: '/media/listings/7/v.mp4',
        video_status: {
          state: 'ready',
          url: '/media/listings/7/v.mp4',
          poster_url: '/media/listings/7/p.webp',
          error: null,
        },
      };
      let loads = 0;
      const changes: MediaFields[] = [];
      const store = new MediaStepStore(
        processing,
        fakeApi({
          load: () => {
            loads += 1;
            return Promise.resolve(ready);
          },
        }),
        (media) => changes.push(media),
      );
      expect(loads).toBe(0);
      await jest.runOnlyPendingTimersAsync();
      expect(loads).toBe(1);
      expect(store.video?.state).toBe('ready');
      expect(changes.at(-1)?.video).toBe('/media/listings/7/v.mp4');
      store.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('places floor plan photos as picked and shows them in that order whichever finishes first', () => {
    const shown = (id: number, position: number): FloorPlanPhoto => ({
      id,
      url: `/media/listings/7/f${id}.webp`,
      thumb_url: `/media/listings/7/f${id}-card.webp`,
      width: 1280,
      height: 960,
      position,
      status: 'ready',
      error: null,
    });
    const store = new MediaStepStore(
      { ...draft(), floor_plan_photos: [shown(1, 0), shown(2, 3)] },
      fakeApi({}),
      () => undefined,
    );
    // Picked together: a large plan, then a small one, after the two there (gaps kept).
    expect([store.placeFloorPlanPhoto(), store.placeFloorPlanPhoto()]).toEqual([4, 5]);
    store.floorPlanUploaded({ photo: shown(12, 5), warnings: [] });
    store.floorPlanUploaded({ photo: shown(11, 4), warnings: [] });
    expect(store.floorPlan.map((p) => p.id)).toEqual([1, 2, 11, 12]);
    store.dispose();
  });

  it('polls with back-off while a HEIC floor plan converts, then shows and announces it', async () => {
    jest.useFakeTimers();
    try {
      const plan = (status: FloorPlanPhoto['status']): FloorPlanPhoto => ({
        id: 9,
        url: '/media/listings/7/p.webp',
        thumb_url: '/media/listings/7/p-card.webp',
        width: status === 'ready' ? 1280 : 0,
        height: status === 'ready' ? 960 : 0,
        position: 0,
        status,
        error: null,
      });
      const answers = [plan('processing'), plan('processing'), plan('ready')];
      const loadedAt: number[] = [];
      const store = new MediaStepStore(
        draft(),
        fakeApi({
          load: () => {
            loadedAt.push(Date.now());
            return Promise.resolve({
              ...draft(),
              floor_plan_photos: [answers.shift() as FloorPlanPhoto],
            });
          },
        }),
        () => undefined,
      );
      const start = Date.now();
      // Nothing processing: no request at all.
      await jest.advanceTimersByTimeAsync(PROCESSING_POLL_FIRST_MS * 5);
      expect(loadedAt).toEqual([]);
      store.floorPlanUploaded({ photo: plan('processing'), warnings: [] });
      await jest.runOnlyPendingTimersAsync();
      await jest.runOnlyPendingTimersAsync();
      await jest.runOnlyPendingTimersAsync();
      // Each wait longer than the one before it.
      const gaps = loadedAt.map(
        (at, i) => at - (loadedAt[i - 1] ?? start + PROCESSING_POLL_FIRST_MS * 5),
      );
      expect(gaps).toEqual([1000, 1500, 2250]);
      expect(store.floorPlan[0]?.status).toBe('ready');
      expect(store.announcement).toBe('Floor plan 1 is ready.');
      // Ready: no more requests.
      await jest.advanceTimersByTimeAsync(60_000);
      expect(loadedAt).toHaveLength(3);
      store.dispose();
    } finally {
      jest.useRealTimers();
    }
  });
});

import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ListingDraft, ListingPhoto, UploadedListingPhoto } from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import {
  createListingAlbum,
  deleteListingAlbum,
  deleteListingPhoto,
  getListingDraft,
  orderListingPhotos,
  renameListingAlbum,
  setListingCover,
  uploadListingPhoto,
} from '@phuket/shared/api/listings';
import { checkListingPhotoFile } from '@phuket/shared/domain';
import { listingCompleteness } from '@phuket/shared/contract';
import { UploadQueue } from '@phuket/shared/upload';
import { ProcessingPoll } from '../processing-poll';

/** The calls the photo step makes; the real client functions unless a test hands others. */
export interface PhotosApi {
  upload: typeof uploadListingPhoto;
  createAlbum: typeof createListingAlbum;
  renameAlbum: typeof renameListingAlbum;
  deleteAlbum: typeof deleteListingAlbum;
  order: typeof orderListingPhotos;
  cover: typeof setListingCover;
  remove: typeof deleteListingPhoto;
  /** The whole draft again: how the step learns a HEIC's conversion ended. */
  load: typeof getListingDraft;
}

export const photosApi: PhotosApi = {
  upload: uploadListingPhoto,
  createAlbum: createListingAlbum,
  renameAlbum: renameListingAlbum,
  deleteAlbum: deleteListingAlbum,
  order: orderListingPhotos,
  cover: setListingCover,
  remove: deleteListingPhoto,
  load: getListingDraft,
};

/** The album the API files an upload under when the listing has none yet. */
export const DEFAULT_ALBUM_TITLE = 'Photos';

/** A processing photo that ended: its number in its album, the album, ready or why not. */
export interface PhotoOutcome {
  number: number;
  album: string | null;
  ready: boolean;
  error: string | null;
}

type Album = ListingDraft['albums'][number];

/** Where a picked file goes: its album (null: the API's first) and its place in it. */
export interface PhotoPlace {
  albumId: number | null;
  position: number;
}

/** What publishing counts, as the server does: a processing or failed photo is not shown. */
function readyPhotos(albums: Album[]): number {
  return albums.reduce((n, a) => n + a.photos.filter((p) => p.status === 'ready').length, 0);
}

function withCount(draft: ListingDraft, albums: Album[]): ListingDraft {
  const photos = readyPhotos(albums);
  return {
    ...draft,
    albums,
    completeness: listingCompleteness({
      title: draft.title,
      property_type: draft.property_type,
      offer_type: draft.offer_type,
      price: draft.price,
      location_id: draft.location_id,
      photos_count: photos,
    }),
  };
}

/** Positions counted again from 0 within each album, as the API stores them. */
function renumbered(albums: Album[]): Album[] {
  return albums.map((a) => ({
    ...a,
    photos: a.photos.map((p, position) => ({ ...p, album_id: a.id, position })),
  }));
}

/**
 * Step 4 of the wizard: the listing's albums and photos as the owner edits them. Every change
 * goes to the paths in `draft.paths`; reorder and moves show at once and are undone if the API
 * refuses. Each change hands the new draft to the wizard (`onDraftChange`), which keeps one
 * draft for all steps.
 */
export class PhotosStore {
  draft: ListingDraft;
  /** The album new uploads go to; null = the first (the API makes "Photos" if none). */
  targetAlbumId: number | null = null;
  /** What the API warned about each photo uploaded in this visit (under 1280 px wide). */
  warnings = new Map<number, string[]>();
  error: string | null = null;
  busy = false;
  /** The processing photos that last ended (ready or failed): what the live region says. */
  announced: PhotoOutcome[] = [];

  /** `announced` in English; the page says it in its own language. */
  get announcement(): string {
    return this.announced
      .map((outcome) => {
        const name = `Photo ${outcome.number} in ${outcome.album ?? 'Untitled album'}`;
        return outcome.ready
          ? `${name} is ready.`
          : `${name} could not be processed: ${outcome.error ?? 'unknown error'}`;
      })
      .join(' ');
  }
  readonly uploads: UploadQueue<UploadedListingPhoto, PhotoPlace>;
  /** The next free place per album (`first`: the album the API picks), past those in flight. */
  private readonly reserved = new Map<number | 'first', number>();
  /** The first photo picked for a listing without photos: the cover, as picked first. */
  private coverFile: File | null = null;
  /** The owner chose a cover: no upload takes it over. */
  private coverChosen = false;
  /** While a photo is processing (a HEIC on the server's job queue): the draft again. */
  private readonly poll = new ProcessingPoll(() => void this.refreshProcessing());
  /** Polling runs only while the step is shown (start/stop from its effect). */
  private active = false;
  /** Whole-draft calls (cover, order, albums) still out. */
  private callsOut = 0;
  /**
   * Uploads that answered while such a call was out. The call's answer may have been read
   * before they were stored: taken as it is, it would hide a photo the server has.
   */
  private landed: ListingPhoto[] = [];

  constructor(
    draft: ListingDraft,
    private readonly onDraftChange: (draft: ListingDraft) => void,
    private readonly api: PhotosApi = photosApi,
  ) {
    this.draft = draft;
    this.uploads = new UploadQueue<UploadedListingPhoto, PhotoPlace>({
      upload: (file, onProgress, place) =>
        this.api.upload(this.draft.paths.photos, file, {
          ...(place === undefined || place.albumId === null ? {} : { albumId: place.albumId }),
          ...(place === undefined ? {} : { position: place.position }),
          onProgress,
        }),
      check: checkListingPhotoFile,
      place: (file) => this.place(file),
      onUploaded: (result, file) => this.uploaded(result, file),
      // The upload's message is in its row: an older one above the form would contradict it.
      onError: () => this.clearError(),
    });
    makeAutoObservable<
      PhotosStore,
      | 'onDraftChange'
      | 'api'
      | 'poll'
      | 'active'
      | 'schedulePoll'
      | 'reserved'
      | 'coverFile'
      | 'coverChosen'
      | 'callsOut'
      | 'landed'
    >(this, {
      // Drafts are replaced whole, never changed in place: the wizard gets the same object.
      draft: observable.ref,
      onDraftChange: false,
      api: false,
      uploads: false,
      poll: false,
      active: false,
      schedulePoll: false,
      reserved: false,
      coverFile: false,
      coverChosen: false,
      callsOut: false,
      landed: false,
    });
  }

  /** Every photo, whatever its state: the 50-photo cap counts them all. */
  get photoCount(): number {
    return this.draft.albums.reduce((n, a) => n + a.photos.length, 0);
  }

  /** The photos visitors will see and publishing counts. */
  get readyCount(): number {
    return readyPhotos(this.draft.albums);
  }

  get processingCount(): number {
    return this.draft.albums.reduce(
      (n, a) => n + a.photos.filter((p) => p.status === 'processing').length,
      0,
    );
  }

  /** The step is shown: ask for processing photos until none is left. */
  start(): void {
    this.active = true;
    this.schedulePoll();
  }

  /** The step is gone (another step, another page): no more requests. */
  stop(): void {
    this.active = false;
    this.poll.stop();
  }

  private schedulePoll(): void {
    if (!this.active || this.processingCount === 0) return;
    this.poll.schedule();
  }

  /** One poll: the draft again, taking what changed for the processing photos. */
  async refreshProcessing(): Promise<void> {
    try {
      const fresh = await this.api.load(this.draft.id);
      runInAction(() => this.takeProcessed(fresh));
    } catch {
      // A dropped request is asked again at the next, longer delay; the tile stays "Processing…".
    }
    this.schedulePoll();
  }

  /**
   * Takes each processing photo's new state from a fresh draft (ready or failed, or gone when
   * removed elsewhere) and the cover (the server passes it on when a photo fails), leaving the
   * rest as shown here; announces what ended.
   */
  takeProcessed(fresh: ListingDraft): void {
    const byId = new Map(fresh.albums.flatMap((a) => a.photos).map((p) => [p.id, p]));
    const said: PhotoOutcome[] = [];
    let changed = false;
    const albums = this.draft.albums.map((album) => ({
      ...album,
      photos: album.photos.flatMap((shown, index) => {
        const now = byId.get(shown.id);
        if (shown.status !== 'processing') {
          if (!now || now.is_main === shown.is_main) return [shown];
          changed = true;
          return [{ ...shown, is_main: now.is_main }];
        }
        if (!now) {
          changed = true;
          return [];
        }
        if (now.status === 'processing') return [shown];
        changed = true;
        said.push({
          number: index + 1,
          album: album.title,
          ready: now.status === 'ready',
          error: now.error,
        });
        return [{ ...now, album_id: shown.album_id, position: shown.position }];
      }),
    }));
    if (!changed) return;
    if (said.length > 0) this.announced = said;
    this.apply(withCount(this.draft, albums));
  }

  /** The wizard handed a newer draft (another step saved, a reload). */
  setDraft(draft: ListingDraft): void {
    this.draft = draft;
    if (this.targetAlbumId !== null && !draft.albums.some((a) => a.id === this.targetAlbumId)) {
      this.targetAlbumId = null;
    }
    this.schedulePoll();
  }

  setTargetAlbum(id: number | null): void {
    this.targetAlbumId = id;
  }

  private apply(draft: ListingDraft): void {
    this.setDraft(draft);
    this.onDraftChange(draft);
  }

  /** One call that answers the whole draft; its refusal is shown as `error`. */
  private async run(call: () => Promise<ListingDraft>, undo?: ListingDraft): Promise<boolean> {
    this.busy = true;
    this.error = null;
    this.callsOut += 1;
    const mark = this.landed.length;
    try {
      const draft = await call();
      runInAction(() => this.apply(this.withLanded(draft, mark)));
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
        if (undo) this.apply(this.withLanded(undo, mark));
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
        this.callsOut -= 1;
        if (this.callsOut === 0) this.landed = [];
      });
    }
  }

  /**
   * `draft` with the uploads that answered since `mark` and that it lacks, in their albums'
   * order: a cover set as the first photo came in, read before a later one was stored, must
   * not take that one off the step. A photo whose album the answer no longer has is gone
   * with it.
   */
  private withLanded(draft: ListingDraft, mark: number): ListingDraft {
    const known = new Set(draft.albums.flatMap((a) => a.photos.map((p) => p.id)));
    const missing = this.landed.slice(mark).filter((p) => !known.has(p.id));
    if (missing.length === 0) return draft;
    const albums = draft.albums.map((a) => {
      const extra = missing.filter((p) => p.album_id === a.id);
      if (extra.length === 0) return a;
      const photos = [...a.photos, ...extra].sort((x, y) => x.position - y.position || x.id - y.id);
      return { ...a, photos };
    });
    return withCount(draft, albums);
  }

  /**
   * The place of a file as it is picked: after the album's photos and the files still on their
   * way to it, so photos land in the order picked, not in the order their uploads finish.
   */
  place(file: File): PhotoPlace {
    const first = this.draft.albums[0]?.id ?? null;
    const albumId = this.targetAlbumId ?? first;
    const album = this.draft.albums.find((a) => a.id === albumId);
    const after = (album?.photos ?? []).reduce((n, p) => Math.max(n, p.position + 1), 0);
    const position = Math.max(
      after,
      this.reserved.get(albumId ?? 'first') ?? 0,
      albumId === first ? (this.reserved.get('first') ?? 0) : 0,
    );
    this.reserved.set(albumId ?? 'first', position + 1);
    if (this.photoCount === 0 && this.coverFile === null && !this.coverChosen) {
      this.coverFile = file;
    }
    return { albumId, position };
  }

  clearError(): void {
    this.error = null;
  }

  /** Files the upload; the first photo picked becomes the cover unless the owner chose one. */
  private uploaded(result: UploadedListingPhoto, file: File): void {
    this.addUploaded(result);
    if (file !== this.coverFile) return;
    this.coverFile = null;
    const { photo } = result;
    if (this.coverChosen || photo.is_main || photo.status !== 'ready') return;
    void this.run(() => this.api.cover(this.draft.paths.photos, photo.id));
  }

  addUploaded({ photo, warnings }: UploadedListingPhoto): void {
    const albums = this.draft.albums.some((a) => a.id === photo.album_id)
      ? this.draft.albums
      : [...this.draft.albums, { id: photo.album_id, title: DEFAULT_ALBUM_TITLE, photos: [] }];
    const next = albums.map((a) =>
      a.id === photo.album_id
        ? {
            ...a,
            // In place, not at the end: a photo picked earlier may finish later.
            photos: [...a.photos.filter((p) => p.id !== photo.id), photo].sort(
              (x, y) => x.position - y.position || x.id - y.id,
            ),
          }
        : a,
    );
    if (this.callsOut > 0) this.landed.push(photo);
    if (warnings.length > 0) this.warnings.set(photo.id, warnings);
    // A new HEIC: ask soon again, whatever the delay had grown to for an earlier one.
    if (photo.status === 'processing') this.poll.restart();
    this.apply(withCount(this.draft, next));
  }

  createAlbum(title: string): Promise<boolean> {
    return this.run(() => this.api.createAlbum(this.draft.paths.albums, { title }));
  }

  renameAlbum(albumId: number, title: string): Promise<boolean> {
    return this.run(() => this.api.renameAlbum(this.draft.paths.albums, albumId, { title }));
  }

  deleteAlbum(albumId: number): Promise<boolean> {
    return this.run(() => this.api.deleteAlbum(this.draft.paths.albums, albumId));
  }

  setCover(photoId: number): Promise<boolean> {
    this.coverChosen = true;
    return this.run(() => this.api.cover(this.draft.paths.photos, photoId));
  }

  deletePhoto(photoId: number): Promise<boolean> {
    return this.run(() => this.api.remove(this.draft.paths.photos, photoId));
  }

  /** The full order after `albums` changed: shown at once, undone if the API refuses. */
  private saveOrder(albums: Album[]): Promise<boolean> {
    const before = this.draft;
    const next = renumbered(albums);
    this.apply(withCount(before, next));
    const photos = next.flatMap((a) => a.photos.map((p) => ({ id: p.id, album_id: a.id })));
    return this.run(() => this.api.order(this.draft.paths.photo_order, { photos }), before);
  }

  /** A drop in one album's grid: `photos` is that album in its new order. */
  reorder(albumId: number, photos: ListingPhoto[]): Promise<boolean> {
    return this.saveOrder(this.draft.albums.map((a) => (a.id === albumId ? { ...a, photos } : a)));
  }

  /** Moves a photo to the end of another album. */
  moveToAlbum(photoId: number, albumId: number): Promise<boolean> {
    const photo = this.draft.albums.flatMap((a) => a.photos).find((p) => p.id === photoId);
    if (!photo || photo.album_id === albumId) return Promise.resolve(true);
    return this.saveOrder(
      this.draft.albums.map((a) => {
        const rest = a.photos.filter((p) => p.id !== photoId);
        return a.id === albumId ? { ...a, photos: [...rest, photo] } : { ...a, photos: rest };
      }),
    );
  }
}

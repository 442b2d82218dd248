import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ListingDocumentItem,
  ListingDraft,
  UploadedFloorPlanPhoto,
} from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import type { DocumentVisibility, FloorPlanPhoto, ListingVideo } from '@phuket/shared/contract';
import { ProcessingPoll } from '../processing-poll';

/** What the step needs from the API (the real calls, or fakes in unit tests). */
export interface MediaApi {
  load(id: number): Promise<ListingDraft>;
  deleteVideo(path: string): Promise<ListingDraft>;
  deleteFloorPlanPhoto(path: string, photoId: number): Promise<ListingDraft>;
  storeDocument(
    path: string,
    file: File,
    fields: { title: string; visibility: DocumentVisibility },
    onProgress: (fraction: number) => void,
  ): Promise<ListingDocumentItem>;
  deleteDocument(path: string, documentId: number): Promise<ListingDraft>;
}

/** The draft's media fields: what the step hands back to the wizard (preview). */
export type MediaFields = Pick<
  ListingDraft,
  'video' | 'video_status' | 'floor_plan_photos' | 'documents'
>;

/** The upload of the video in this tab: what the progress bar and Pause/Resume show. */
export type VideoTransfer =
  | { phase: 'idle' }
  | { phase: 'sending' | 'paused'; sent: number; total: number; name: string }
  | { phase: 'error'; message: string };

/**
 * Step 5's state: the listing's video, floor plan photos and documents as the server last
 * answered, plus this tab's uploads. Its own store: the wizard's store keeps the fields' autosave;
 * `onChange` hands every new answer back so the preview sees the same media.
 */
/** A floor plan photo whose conversion ended: its number, ready or why not. */
export interface FloorPlanOutcome {
  number: number;
  ready: boolean;
  error: string | null;
}

export class MediaStepStore {
  video: ListingVideo | null;
  floorPlan: FloorPlanPhoto[];
  documents: ListingDocumentItem[];
  transfer: VideoTransfer = { phase: 'idle' };
  /** A failed remove or document upload, shown in the step's alert. */
  error: string | null = null;
  documentProgress: number | null = null;
  /** The next free place for a floor plan photo, past those still uploading. */
  private nextFloorPlan = 0;
  /** The floor plan photos whose conversion last ended: what the live region says. */
  announced: FloorPlanOutcome[] = [];

  /** `announced` in English; the page says it in its own language. */
  get announcement(): string {
    return this.announced
      .map((outcome) =>
        outcome.ready
          ? `Floor plan ${outcome.number} is ready.`
          : `Floor plan ${outcome.number} could not be processed: ${outcome.error ?? 'unknown error'}`,
      )
      .join(' ');
  }
  /**
   * While the server checks the video or converts a HEIC floor plan photo: the draft again,
   * with the photo step's back-off.
   */
  private readonly poll = new ProcessingPoll(() => void this.refresh());

  constructor(
    readonly draft: ListingDraft,
    private readonly api: MediaApi,
    private readonly onChange: (media: MediaFields) => void,
  ) {
    this.video = draft.video_status;
    this.floorPlan = draft.floor_plan_photos;
    this.documents = draft.documents;
    makeAutoObservable<
      MediaStepStore,
      'api' | 'onChange' | 'poll' | 'schedulePoll' | 'nextFloorPlan'
    >(this, {
      nextFloorPlan: false,
      draft: false,
      api: false,
      onChange: false,
      poll: false,
      schedulePoll: false,
    });
    this.schedulePoll();
  }

  get paths() {
    return this.draft.paths;
  }

  /** The server's answer replaces what is shown (and goes back to the wizard). */
  accept(next: ListingDraft): void {
    this.announce(next.floor_plan_photos);
    this.video = next.video_status;
    this.floorPlan = next.floor_plan_photos;
    this.documents = next.documents;
    this.changed();
    this.schedulePoll();
  }

  /** Something is still being processed on the server. */
  get processing(): boolean {
    return (
      this.video?.state === 'processing' || this.floorPlan.some((p) => p.status === 'processing')
    );
  }

  /** Says which floor plan photos that were processing are now ready or failed. */
  private announce(next: FloorPlanPhoto[]): void {
    const byId = new Map(next.map((p, index) => [p.id, { photo: p, index }]));
    const said = this.floorPlan.flatMap((shown) => {
      const now = byId.get(shown.id);
      if (shown.status !== 'processing' || !now || now.photo.status === 'processing') return [];
      return [
        { number: now.index + 1, ready: now.photo.status === 'ready', error: now.photo.error },
      ];
    });
    if (said.length > 0) this.announced = said;
  }

  private changed(): void {
    this.onChange({
      video: this.video?.state === 'ready' ? this.video.url : null,
      video_status: this.video,
      floor_plan_photos: this.floorPlan,
      documents: this.documents,
    });
  }

  setTransfer(transfer: VideoTransfer): void {
    this.transfer = transfer;
  }

  /** The last byte landed: the server is now checking the file. */
  async uploadFinished(): Promise<void> {
    this.transfer = { phase: 'idle' };
    await this.refresh();
  }

  async refresh(): Promise<void> {
    try {
      const next = await this.api.load(this.draft.id);
      runInAction(() => this.accept(next));
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
      // Still processing as far as this tab knows: ask again, later.
      this.schedulePoll();
    }
  }

  private schedulePoll(): void {
    if (this.processing) this.poll.schedule();
  }

  async removeVideo(): Promise<void> {
    await this.run(() => this.api.deleteVideo(this.paths.video));
    this.transfer = { phase: 'idle' };
  }

  clearError(): void {
    this.error = null;
  }

  /**
   * The place of a floor plan photo as it is picked: after those shown and those on their way,
   * so they land in the order picked whichever upload finishes first.
   */
  placeFloorPlanPhoto(): number {
    const at = this.floorPlan.reduce((n, p) => Math.max(n, p.position + 1), this.nextFloorPlan);
    this.nextFloorPlan = at + 1;
    return at;
  }

  floorPlanUploaded(result: UploadedFloorPlanPhoto): void {
    this.floorPlan = [...this.floorPlan.filter((p) => p.id !== result.photo.id), result.photo].sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    this.changed();
    // A HEIC converting on the server's job queue: ask soon, then less often.
    if (result.photo.status === 'processing') {
      this.poll.restart();
      this.schedulePoll();
    }
  }

  async removeFloorPlanPhoto(id: number): Promise<void> {
    await this.run(() => this.api.deleteFloorPlanPhoto(this.paths.floor_plan_photos, id));
  }

  /** Sends one document; resolves true when stored (the form then clears). */
  async addDocument(
    file: File,
    fields: { title: string; visibility: DocumentVisibility },
  ): Promise<boolean> {
    this.error = null;
    this.documentProgress = 0;
    try {
      const document = await this.api.storeDocument(this.paths.documents, file, fields, (f) =>
        runInAction(() => {
          this.documentProgress = f;
        }),
      );
      runInAction(() => {
        this.documents = [...this.documents, document];
        this.changed();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.documentProgress = null;
      });
    }
  }

  async removeDocument(id: number): Promise<void> {
    await this.run(() => this.api.deleteDocument(this.paths.documents, id));
  }

  private async run(call: () => Promise<ListingDraft>): Promise<void> {
    this.error = null;
    try {
      const next = await call();
      runInAction(() => this.accept(next));
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
    }
  }

  dispose(): void {
    this.poll.stop();
  }
}

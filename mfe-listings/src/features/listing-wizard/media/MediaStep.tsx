import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDocumentItem, UploadedFloorPlanPhoto } from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import { getListingDocument } from '@phuket/shared/api/listings';
import type { DocumentVisibility } from '@phuket/shared/contract';
import {
  LISTING_DOCUMENT_TITLE_MAX,
  LISTING_PHOTO_ACCEPT,
  LISTING_VIDEO_ACCEPT,
  checkListingDocumentFile,
  checkListingVideoFile,
} from '@phuket/shared/contract';
import { ResumableUpload } from '@phuket/shared/tus';
import type { UploadQueue } from '@phuket/shared/upload';
import { PhotoUploader } from '@phuket/shared/upload';
import type { MediaStepStore } from './media-store';
import './media-step.css';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const VideoSection = observer(function VideoSection({ store }: { store: MediaStepStore }) {
  const headingId = useId();
  const inputId = useId();
  const uploadRef = useRef<ResumableUpload | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const { video, transfer } = store;

  useEffect(() => () => uploadRef.current?.pause(), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkListingVideoFile(file);
    setChoiceError(refusal);
    if (refusal) return;
    store.setTransfer({ phase: 'sending', sent: 0, total: file.size, name: file.name });
    const upload = new ResumableUpload(store.paths.video, file, {
      onProgress: (sent, total) =>
        store.setTransfer({ phase: 'sending', sent, total, name: file.name }),
      onSuccess: () => {
        uploadRef.current = null;
        void store.uploadFinished();
      },
      onError: (message) => {
        uploadRef.current = null;
        store.setTransfer({ phase: 'error', message });
        void store.refresh();
      },
    });
    uploadRef.current = upload;
    void upload.start();
  };

  const pause = () => {
    if (transfer.phase !== 'sending') return;
    uploadRef.current?.pause();
    store.setTransfer({ ...transfer, phase: 'paused' });
  };
  const resume = () => {
    if (transfer.phase !== 'paused') return;
    uploadRef.current?.resume();
    store.setTransfer({ ...transfer, phase: 'sending' });
  };

  const sending = transfer.phase === 'sending' || transfer.phase === 'paused';
  const canChoose =
    !sending && (video === null || video.state === 'failed' || video.state === 'uploading');

  return (
    <section className="media-step__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Video</h3>
      <p className="media-step__hint">
        One video tour: MP4, MOV or WebM, up to 1 GB. If the connection drops, the upload goes on
        where it stopped; after closing the page, choose the same file again to continue.
      </p>
      {video?.state === 'ready' && video.url ? (
        <div className="media-step__video">
          {/* Owners upload walkthroughs without caption files; we have none to offer. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            src={video.url}
            poster={video.poster_url ?? undefined}
            controls
            preload="none"
            width={640}
            height={360}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void store.removeVideo()}
          >
            Remove video
          </button>
        </div>
      ) : null}
      {video?.state === 'processing' ? (
        <p className="media-step__status" role="status">
          Processing video…
        </p>
      ) : null}
      {video?.state === 'failed' && video.error ? (
        <p className="media-step__error" role="alert">
          {video.error}
        </p>
      ) : null}
      {video?.state === 'uploading' && !sending ? (
        <p className="media-step__status">
          An upload of a video was interrupted. Choose the same file again to continue where it
          stopped, or remove it.
        </p>
      ) : null}
      {sending ? (
        <div className="media-step__transfer">
          <label htmlFor={`${inputId}-progress`}>
            {transfer.phase === 'paused' ? 'Paused' : 'Uploading'} {transfer.name}:{' '}
            {megabytes(transfer.sent)} of {megabytes(transfer.total)}
          </label>
          <progress id={`${inputId}-progress`} max={transfer.total || 1} value={transfer.sent} />
          {transfer.phase === 'sending' ? (
            <button type="button" className="button button--secondary" onClick={pause}>
              Pause
            </button>
          ) : (
            <button type="button" className="button" onClick={resume}>
              Resume
            </button>
          )}
        </div>
      ) : null}
      {transfer.phase === 'error' ? (
        <p className="media-step__error" role="alert">
          {transfer.message}
        </p>
      ) : null}
      {choiceError ? (
        <p className="media-step__error" role="alert">
          {choiceError}
        </p>
      ) : null}
      {canChoose ? (
        <div className="media-step__pick">
          <label htmlFor={inputId} className="uploader__button">
            {video?.state === 'uploading' ? 'Choose the video again' : 'Add a video'}
          </label>
          <input
            id={inputId}
            className="media-step__file"
            type="file"
            accept={LISTING_VIDEO_ACCEPT}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {video?.state === 'uploading' || video?.state === 'failed' ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void store.removeVideo()}
            >
              Remove video
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

const FloorPlanSection = observer(function FloorPlanSection({
  store,
  queue,
}: {
  store: MediaStepStore;
  queue: UploadQueue<UploadedFloorPlanPhoto, number>;
}) {
  const headingId = useId();
  const count = store.floorPlan.length;
  return (
    <section className="media-step__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Floor plan</h3>
      <PhotoUploader
        queue={queue}
        accept={LISTING_PHOTO_ACCEPT}
        label="Add floor plan photos"
        hint="JPEG, PNG, WebP or HEIC, up to 20 MB each."
      />
      {/* Says when a HEIC floor plan is converted or failed (the tile changes silently). */}
      <p className="visually-hidden" aria-live="polite" data-testid="floor-plan-announcement">
        {store.announcement}
      </p>
      {count > 0 ? (
        <ul className="media-step__plans">
          {store.floorPlan.map((photo, index) => (
            <li key={photo.id} data-status={photo.status}>
              {photo.status === 'ready' ? (
                <img
                  src={photo.thumb_url}
                  alt={`Floor plan ${index + 1} of ${count}`}
                  width={240}
                  height={180}
                  loading="lazy"
                />
              ) : (
                // No picture yet (a HEIC converting on the server) or none (it failed).
                <div
                  className="media-step__plan-state"
                  role="img"
                  aria-label={`Floor plan ${index + 1} of ${count}`}
                >
                  {photo.status === 'processing' ? (
                    <span className="media-step__processing">Processing…</span>
                  ) : (
                    <span className="media-step__failed">
                      {photo.error ?? 'This photo failed.'}
                    </span>
                  )}
                </div>
              )}
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove floor plan ${index + 1} of ${count}`}
                onClick={() => void store.removeFloorPlanPhoto(photo.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="media-step__hint">No floor plan yet.</p>
      )}
    </section>
  );
});

/** The owner's copy of a document: fetched with the token, which a plain link would not send. */
async function download(document: ListingDocumentItem): Promise<void> {
  const blob = await getListingDocument(document.url);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const DocumentsSection = observer(function DocumentsSection({ store }: { store: MediaStepStore }) {
  const headingId = useId();
  const formId = useId();
  const [title, setTitle] = useState('');
  const [visibility, setVisibility] = useState<DocumentVisibility>('public');
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const trimmed = title.trim();
    const refusal =
      trimmed === ''
        ? 'The title field is required.'
        : file === null
          ? 'Choose a PDF document.'
          : checkListingDocumentFile(file);
    setFormError(refusal);
    if (refusal || file === null) return;
    if (await store.addDocument(file, { title: trimmed, visibility })) {
      setTitle('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section className="media-step__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Documents</h3>
      {store.documents.length > 0 ? (
        <ul className="media-step__documents">
          {store.documents.map((document) => (
            <li key={document.id}>
              <span className="media-step__doc-title">{document.title}</span>
              <span className="media-step__badge">
                {document.visibility === 'public' ? 'Public' : 'Owner only'}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Download ${document.title}`}
                onClick={() => {
                  setDownloadError(null);
                  download(document).catch((error: unknown) =>
                    setDownloadError(readApiError(error).message),
                  );
                }}
              >
                Download
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove ${document.title}`}
                onClick={() => void store.removeDocument(document.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="media-step__hint">No documents yet.</p>
      )}
      {downloadError ? (
        <p className="media-step__error" role="alert">
          {downloadError}
        </p>
      ) : null}
      {/* Not a <form>: the step sits inside the wizard's form, and a form in a form is not
          HTML (the browser submitted this one itself, as a page load). */}
      <div className="media-step__doc-form" role="group" aria-label="Add a document">
        <div className="media-step__field">
          <label htmlFor={`${formId}-title`}>Document title</label>
          <input
            id={`${formId}-title`}
            type="text"
            value={title}
            maxLength={LISTING_DOCUMENT_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the document, as in a form of its own, not the wizard's Next.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void submit();
            }}
          />
        </div>
        <fieldset className="media-step__field">
          <legend>Who can see it</legend>
          <label>
            <input
              type="radio"
              name={`${formId}-visibility`}
              value="public"
              checked={visibility === 'public'}
              onChange={() => setVisibility('public')}
            />{' '}
            Public: anyone on the property page
          </label>
          <label>
            <input
              type="radio"
              name={`${formId}-visibility`}
              value="owner"
              checked={visibility === 'owner'}
              onChange={() => setVisibility('owner')}
            />{' '}
            Owner only: just you
          </label>
        </fieldset>
        <div className="media-step__field">
          <label htmlFor={`${formId}-file`}>PDF file (up to 20 MB)</label>
          <input
            ref={fileRef}
            id={`${formId}-file`}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        {store.documentProgress !== null ? (
          <progress aria-label="Uploading the document" max={1} value={store.documentProgress} />
        ) : null}
        {formError ? (
          <p className="media-step__error" role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={store.documentProgress !== null}
          onClick={() => void submit()}
        >
          Add document
        </button>
      </div>
    </section>
  );
});

/** Step 5: the listing's video, floor plan photos and documents. */
export const MediaStep = observer(function MediaStep({
  store,
  queue,
}: {
  store: MediaStepStore;
  queue: UploadQueue<UploadedFloorPlanPhoto, number>;
}) {
  return (
    <div className="media-step">
      {store.error !== null ? (
        <p className="media-step__error" role="alert">
          {store.error}
        </p>
      ) : null}
      <VideoSection store={store} />
      <FloorPlanSection store={store} queue={queue} />
      <DocumentsSection store={store} />
    </div>
  );
});

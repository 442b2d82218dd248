import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDocumentItem, UploadedFloorPlanPhoto } from '@phuket/shared/api/listings';
import { readApiError } from '@phuket/shared/api';
import { getListingDocument } from '@phuket/shared/api/listings';
import type { DocumentVisibility } from '@phuket/shared/contract';
import {
  LISTING_DOCUMENT_TITLE_MAX,
  LISTING_DOCUMENT_WRONG_TYPE,
  LISTING_PHOTO_ACCEPT,
  LISTING_VIDEO_ACCEPT,
  checkListingDocumentFile,
  checkListingVideoFile,
} from '@phuket/shared/contract';
import { useMessages } from '@phuket/shared/i18n';
import type { Translate } from '@phuket/shared/i18n';
import { ResumableUpload } from '@phuket/shared/tus';
import type { UploadQueue } from '@phuket/shared/upload';
import { PhotoUploader } from '@phuket/shared/upload';
import { useContractText } from '../../../common/contract-texts';
import { listingsMessages } from '../../../common/messages';
import type { MediaStepStore } from './media-store';
import './media-step.css';

function megabytes(bytes: number, t: Translate): string {
  return t('media.megabytes', { size: (bytes / (1024 * 1024)).toFixed(1) });
}

const VideoSection = observer(function VideoSection({ store }: { store: MediaStepStore }) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
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
      <h3 id={headingId}>{t('media.video')}</h3>
      <p className="media-step__hint">{t('media.video_hint')}</p>
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
            {t('media.remove_video')}
          </button>
        </div>
      ) : null}
      {video?.state === 'processing' ? (
        <p className="media-step__status" role="status">
          {t('media.video_processing')}
        </p>
      ) : null}
      {video?.state === 'failed' && video.error ? (
        <p className="media-step__error" role="alert">
          {contractText(video.error)}
        </p>
      ) : null}
      {video?.state === 'uploading' && !sending ? (
        <p className="media-step__status">{t('media.video_interrupted')}</p>
      ) : null}
      {sending ? (
        <div className="media-step__transfer">
          <label htmlFor={`${inputId}-progress`}>
            {t('media.transfer', {
              phase: transfer.phase,
              name: transfer.name,
              sent: megabytes(transfer.sent, t),
              total: megabytes(transfer.total, t),
            })}
          </label>
          <progress id={`${inputId}-progress`} max={transfer.total || 1} value={transfer.sent} />
          {transfer.phase === 'sending' ? (
            <button type="button" className="button button--secondary" onClick={pause}>
              {t('media.pause')}
            </button>
          ) : (
            <button type="button" className="button" onClick={resume}>
              {t('media.resume')}
            </button>
          )}
        </div>
      ) : null}
      {transfer.phase === 'error' ? (
        <p className="media-step__error" role="alert">
          {contractText(transfer.message)}
        </p>
      ) : null}
      {choiceError ? (
        <p className="media-step__error" role="alert">
          {contractText(choiceError)}
        </p>
      ) : null}
      {canChoose ? (
        <div className="media-step__pick">
          <label htmlFor={inputId} className="uploader__button">
            {video?.state === 'uploading' ? t('media.choose_video_again') : t('media.add_video')}
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
              {t('media.remove_video')}
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
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const headingId = useId();
  const count = store.floorPlan.length;
  return (
    <section className="media-step__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('media.floor_plan')}</h3>
      <PhotoUploader
        queue={queue}
        accept={LISTING_PHOTO_ACCEPT}
        label={t('media.add_floor_plan')}
        hint={t('media.floor_plan_hint')}
        say={contractText}
      />
      {/* Says when a HEIC floor plan is converted or failed (the tile changes silently). */}
      <p className="visually-hidden" aria-live="polite" data-testid="floor-plan-announcement">
        {store.announced
          .map((outcome) =>
            outcome.ready
              ? t('media.floor_plan_ready', { number: outcome.number })
              : t('media.floor_plan_failed', {
                  number: outcome.number,
                  reason: outcome.error ? contractText(outcome.error) : t('photos.unknown_error'),
                }),
          )
          .join(' ')}
      </p>
      {count > 0 ? (
        <ul className="media-step__plans">
          {store.floorPlan.map((photo, index) => (
            <li key={photo.id} data-status={photo.status}>
              {photo.status === 'ready' ? (
                <img
                  src={photo.thumb_url}
                  alt={t('media.floor_plan_name', { number: index + 1, count })}
                  width={240}
                  height={180}
                  loading="lazy"
                />
              ) : (
                // No picture yet (a HEIC converting on the server) or none (it failed).
                <div
                  className="media-step__plan-state"
                  role="img"
                  aria-label={t('media.floor_plan_name', { number: index + 1, count })}
                >
                  {photo.status === 'processing' ? (
                    <span className="media-step__processing">{t('photos.processing')}</span>
                  ) : (
                    <span className="media-step__failed">
                      {photo.error ? contractText(photo.error) : t('photos.failed')}
                    </span>
                  )}
                </div>
              )}
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('media.remove_floor_plan', { number: index + 1, count })}
                onClick={() => void store.removeFloorPlanPhoto(photo.id)}
              >
                {t('photos.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="media-step__hint">{t('media.no_floor_plan')}</p>
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
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
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
        ? t('media.document_title_required')
        : file === null
          ? LISTING_DOCUMENT_WRONG_TYPE
          : checkListingDocumentFile(file);
    setFormError(refusal === null ? null : contractText(refusal));
    if (refusal || file === null) return;
    if (await store.addDocument(file, { title: trimmed, visibility })) {
      setTitle('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section className="media-step__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('media.documents')}</h3>
      {store.documents.length > 0 ? (
        <ul className="media-step__documents">
          {store.documents.map((document) => (
            <li key={document.id}>
              <span className="media-step__doc-title" data-user-content>
                {document.title}
              </span>
              <span className="media-step__badge">
                {document.visibility === 'public' ? t('media.public') : t('media.owner_only')}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('media.download_name', { title: document.title })}
                onClick={() => {
                  setDownloadError(null);
                  download(document).catch((error: unknown) =>
                    setDownloadError(contractText(readApiError(error).message)),
                  );
                }}
              >
                {t('media.download')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('media.remove_name', { title: document.title })}
                onClick={() => void store.removeDocument(document.id)}
              >
                {t('photos.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="media-step__hint">{t('media.no_documents')}</p>
      )}
      {downloadError ? (
        <p className="media-step__error" role="alert">
          {downloadError}
        </p>
      ) : null}
      {/* Not a <form>: the step sits inside the wizard's form, and a form in a form is not
          HTML (the browser submitted this one itself, as a page load). */}
      <div className="media-step__doc-form" role="group" aria-label={t('media.add_document_group')}>
        <div className="media-step__field">
          <label htmlFor={`${formId}-title`}>{t('media.document_title')}</label>
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
          <legend>{t('media.visibility')}</legend>
          <label>
            <input
              type="radio"
              name={`${formId}-visibility`}
              value="public"
              checked={visibility === 'public'}
              onChange={() => setVisibility('public')}
            />{' '}
            {t('media.visibility_public')}
          </label>
          <label>
            <input
              type="radio"
              name={`${formId}-visibility`}
              value="owner"
              checked={visibility === 'owner'}
              onChange={() => setVisibility('owner')}
            />{' '}
            {t('media.visibility_owner')}
          </label>
        </fieldset>
        <div className="media-step__field">
          <label htmlFor={`${formId}-file`}>{t('media.pdf_file')}</label>
          <input
            ref={fileRef}
            id={`${formId}-file`}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        {store.documentProgress !== null ? (
          <progress
            aria-label={t('media.document_uploading')}
            max={1}
            value={store.documentProgress}
          />
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
          {t('media.add_document')}
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
  const contractText = useContractText();
  return (
    <div className="media-step">
      {store.error !== null ? (
        <p className="media-step__error" role="alert">
          {contractText(store.error)}
        </p>
      ) : null}
      <VideoSection store={store} />
      <FloorPlanSection store={store} queue={queue} />
      <DocumentsSection store={store} />
    </div>
  );
});

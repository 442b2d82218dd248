import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDraft, ListingPhoto } from '@phuket/shared/api/listings';
import {
  LISTING_ALBUM_TITLE_MAX,
  LISTING_MAX_PHOTOS,
  LISTING_MIN_PHOTOS,
  LISTING_PHOTO_ACCEPT,
} from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import type { Translate } from '@phuket/shared/i18n';
import { ConfirmDialog } from '@phuket/shared/ui';
import type { DragHandleProps } from '@phuket/shared/upload';
import { PhotoUploader, SortableGrid } from '@phuket/shared/upload';
import { useContractText } from '../../../common/contract-texts';
import { listingsMessages } from '../../../common/messages';
import type { PhotosApi } from './photos-store';
import { PhotosStore } from './photos-store';
import './photos-step.css';

export interface PhotosStepProps {
  draft: ListingDraft;
  onDraftChange: (draft: ListingDraft) => void;
  /** The API calls; tests hand their own. */
  api?: PhotosApi;
}

type Album = ListingDraft['albums'][number];

const albumName = (album: Album, t: Translate) => album.title ?? t('photos.untitled_album');

function AlbumTitleForm({
  initial,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  onSubmit: (title: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useMessages(listingsMessages);
  const id = useId();
  const [title, setTitle] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '') return;
    void onSubmit(trimmed).then((ok) => {
      if (ok && !onCancel) setTitle('');
    });
  };
  return (
    <form className="photos-step__album-form" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={title}
        maxLength={LISTING_ALBUM_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <button type="submit" className="button">
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('photos.cancel')}
        </button>
      )}
    </form>
  );
}

const PhotoCard = observer(function PhotoCard({
  store,
  album,
  photo,
  index,
  handle,
  onDelete,
}: {
  store: PhotosStore;
  album: Album;
  photo: ListingPhoto;
  index: number;
  handle: DragHandleProps;
  onDelete: (photo: ListingPhoto) => void;
}) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const name = t('photos.photo_name', { number: index + 1, album: albumName(album, t) });
  const moveId = useId();
  // Kept on the photo by the server; this visit's upload answers too (older drafts).
  const warnings = [...new Set([...photo.warnings, ...(store.warnings.get(photo.id) ?? [])])];
  const ready = photo.status === 'ready';
  return (
    <figure
      className={`photo-card${photo.is_main && ready ? ' photo-card--cover' : ''}`}
      data-status={photo.status}
    >
      {ready ? (
        <img
          className="photo-card__image"
          src={photo.thumb_url}
          alt={name}
          width={320}
          height={240}
          loading="lazy"
        />
      ) : (
        // No picture yet (a HEIC converting) or none at all (it failed): the state in words.
        <div className="photo-card__placeholder" role="img" aria-label={name}>
          {photo.status === 'processing' ? (
            <span className="photo-card__processing">{t('photos.processing')}</span>
          ) : (
            <span className="photo-card__failed">
              {photo.error ? contractText(photo.error) : t('photos.failed')}
            </span>
          )}
        </div>
      )}
      {photo.is_main && ready && (
        <span className="photo-card__badge">{t('photos.cover_badge')}</span>
      )}
      <figcaption className="photo-card__controls">
        <button
          type="button"
          className="photo-card__handle"
          aria-label={t('photos.move_name', { name })}
          {...handle}
        >
          <span aria-hidden="true">⠿</span> {t('photos.move')}
        </button>
        {ready && (
          <button
            type="button"
            className="photo-card__button"
            aria-pressed={photo.is_main}
            aria-label={t('photos.cover_name', { name })}
            disabled={store.busy}
            onClick={() => void store.setCover(photo.id)}
          >
            {photo.is_main ? '★' : '☆'} {t('photos.cover')}
          </button>
        )}
        {photo.status === 'failed' ? (
          // Nothing of it is kept but the row: removing it needs no second thought.
          <button
            type="button"
            className="photo-card__button photo-card__button--danger"
            aria-label={t('photos.remove_name', { name })}
            disabled={store.busy}
            onClick={() => void store.deletePhoto(photo.id)}
          >
            {t('photos.remove')}
          </button>
        ) : (
          <button
            type="button"
            className="photo-card__button photo-card__button--danger"
            aria-label={t('photos.delete_name', { name })}
            disabled={store.busy}
            onClick={() => onDelete(photo)}
          >
            {t('photos.delete')}
          </button>
        )}
        {store.draft.albums.length > 1 && (
          <span className="photo-card__move">
            <label htmlFor={moveId}>{t('photos.album')}</label>
            <select
              id={moveId}
              value={album.id}
              disabled={store.busy}
              onChange={(event) =>
                void store.moveToAlbum(photo.id, Number(event.currentTarget.value))
              }
            >
              {store.draft.albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {albumName(a, t)}
                </option>
              ))}
            </select>
          </span>
        )}
        {warnings.map((warning) => (
          <span key={warning} className="photo-card__warning">
            {contractText(warning)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
});

const AlbumSection = observer(function AlbumSection({
  store,
  album,
  onDeletePhoto,
  onDeleteAlbum,
}: {
  store: PhotosStore;
  album: Album;
  onDeletePhoto: (photo: ListingPhoto, album: Album) => void;
  onDeleteAlbum: (album: Album) => void;
}) {
  const t = useMessages(listingsMessages);
  const [renaming, setRenaming] = useState(false);
  const headingId = useId();
  const name = albumName(album, t);
  return (
    <section className="photos-step__album" aria-labelledby={headingId}>
      <div className="photos-step__album-head">
        <h3 id={headingId}>
          <span data-user-content={album.title === null ? undefined : true}>{name}</span>{' '}
          <span className="photos-step__count">({album.photos.length})</span>
        </h3>
        {!renaming && (
          <div className="photos-step__album-actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('photos.rename_album_name', { album: name })}
              onClick={() => setRenaming(true)}
            >
              {t('photos.rename')}
            </button>
            {album.photos.length === 0 && (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('photos.delete_album_name', { album: name })}
                onClick={() => onDeleteAlbum(album)}
              >
                {t('photos.delete_album')}
              </button>
            )}
          </div>
        )}
      </div>
      {renaming && (
        <AlbumTitleForm
          initial={album.title ?? ''}
          label={t('photos.album_name')}
          submitLabel={t('photos.save')}
          onSubmit={async (title) => {
            const ok = await store.renameAlbum(album.id, title);
            if (ok) setRenaming(false);
            return ok;
          }}
          onCancel={() => setRenaming(false)}
        />
      )}
      {album.photos.length === 0 ? (
        <p className="photos-step__empty">{t('photos.album_empty')}</p>
      ) : (
        <SortableGrid
          items={album.photos}
          getId={(photo) => photo.id}
          describe={(photo) =>
            t('photos.photo_number', { number: album.photos.indexOf(photo) + 1 })
          }
          label={t('photos.photos_in', { album: name })}
          onReorder={(photos) => void store.reorder(album.id, photos)}
          renderItem={(photo, handle) => (
            <PhotoCard
              store={store}
              album={album}
              photo={photo}
              index={album.photos.indexOf(photo)}
              handle={handle}
              onDelete={(p) => onDeletePhoto(p, album)}
            />
          )}
        />
      )}
    </section>
  );
});

/** Under a HEIC's upload row: what the server's conversion has come to (its tile says more). */
const ConversionState = observer(function ConversionState({
  store,
  id,
}: {
  store: PhotosStore;
  id: number;
}) {
  const t = useMessages(listingsMessages);
  const status = store.draft.albums.flatMap((a) => a.photos).find((p) => p.id === id)?.status;
  if (status === undefined) return null;
  return (
    <p className="photos-step__status">
      {status === 'processing'
        ? t('photos.converting')
        : status === 'ready'
          ? t('photos.converted')
          : t('photos.conversion_failed')}
    </p>
  );
});

type Pending =
  | { kind: 'photo'; photo: ListingPhoto; album: Album }
  | { kind: 'album'; album: Album }
  | null;

/**
 * Step 4 of the listing wizard: albums (create, rename, delete), photos per album in order
 * with drag reorder (pointer, touch, keyboard), the cover, delete with confirmation, the
 * upload's warnings, and the uploader. The wizard frame hands the draft and takes every new one.
 */
export const PhotosStep = observer(function PhotosStep({
  draft,
  onDraftChange,
  api,
}: PhotosStepProps) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const [store] = useState(() => new PhotosStore(draft, onDraftChange, api));
  const [pending, setPending] = useState<Pending>(null);
  const targetId = useId();

  useEffect(() => {
    if (draft !== store.draft) store.setDraft(draft);
  }, [draft, store]);

  // Processing photos are asked about only while the step is on screen.
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  const count = store.photoCount;
  const ready = store.readyCount;
  const albums = store.draft.albums;

  const confirm = () => {
    if (!pending) return;
    const done =
      pending.kind === 'photo'
        ? store.deletePhoto(pending.photo.id)
        : store.deleteAlbum(pending.album.id);
    void done.then(() => setPending(null));
  };

  return (
    // The wizard's step heading ("Step 4 of 5: Photos") names it; albums are h3 under it.
    <section className="photos-step" aria-label={t('wizard.step_photos')}>
      <p className="photos-step__intro">
        {t('photos.intro', { min: LISTING_MIN_PHOTOS, max: LISTING_MAX_PHOTOS })}
      </p>
      <p className="photos-step__total" aria-live="polite">
        {t('photos.total', {
          count,
          max: LISTING_MAX_PHOTOS,
          processing: store.processingCount,
          needed: Math.max(LISTING_MIN_PHOTOS - ready, 0),
        })}
      </p>
      {/* Says when a processing photo is ready or failed (the tile changes silently). */}
      <p className="visually-hidden" aria-live="polite" data-testid="photos-announcement">
        {store.announced
          .map((outcome) => {
            const name = t('photos.photo_name', {
              number: outcome.number,
              album: outcome.album ?? t('photos.untitled_album'),
            });
            return outcome.ready
              ? t('photos.announce_ready', { name })
              : t('photos.announce_failed', {
                  name,
                  reason: outcome.error ? contractText(outcome.error) : t('photos.unknown_error'),
                });
          })
          .join(' ')}
      </p>
      {store.error !== null && (
        <p className="photos-step__error" role="alert">
          {contractText(store.error)}
        </p>
      )}

      <div className="photos-step__upload">
        {albums.length > 0 && (
          <div className="photos-step__target">
            <label htmlFor={targetId}>{t('photos.target_album')}</label>
            <select
              id={targetId}
              value={store.targetAlbumId ?? albums[0]?.id ?? ''}
              onChange={(event) => store.setTargetAlbum(Number(event.currentTarget.value))}
            >
              {albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {albumName(a, t)}
                </option>
              ))}
            </select>
          </div>
        )}
        <PhotoUploader
          queue={store.uploads}
          accept={LISTING_PHOTO_ACCEPT}
          label={t('photos.add_photos')}
          hint={t('photos.upload_hint')}
          say={contractText}
          disabled={count >= LISTING_MAX_PHOTOS}
          renderResult={({ photo, warnings }) => (
            <>
              {photo.status === 'processing' && <ConversionState store={store} id={photo.id} />}
              {warnings.map((warning) => (
                <p key={warning} className="photos-step__warning">
                  {contractText(warning)}
                </p>
              ))}
            </>
          )}
        />
      </div>

      {albums.map((album) => (
        <AlbumSection
          key={album.id}
          store={store}
          album={album}
          onDeletePhoto={(photo, a) => setPending({ kind: 'photo', photo, album: a })}
          onDeleteAlbum={(a) => setPending({ kind: 'album', album: a })}
        />
      ))}

      <AlbumTitleForm
        initial=""
        label={t('photos.new_album')}
        submitLabel={t('photos.add_album')}
        onSubmit={(title) => store.createAlbum(title)}
      />

      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'photo'
              ? t('photos.delete_photo_title')
              : t('photos.delete_album_title')
          }
          confirmLabel={t('photos.delete')}
          busyLabel={t('photos.deleting')}
          busy={store.busy}
          danger
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          {pending.kind === 'photo'
            ? t('photos.delete_photo_text', {
                number: pending.album.photos.indexOf(pending.photo) + 1,
                album: albumName(pending.album, t),
              })
            : t('photos.delete_album_text', { album: albumName(pending.album, t) })}
        </ConfirmDialog>
      )}
    </section>
  );
});

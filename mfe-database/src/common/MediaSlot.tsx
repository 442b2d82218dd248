import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { readApiError } from '@phuket/shared/api';
import { useMessages } from '@phuket/shared/i18n';
import { UploadQueue, PhotoUploader, SortableGrid } from '@phuket/shared/upload';
import type { DragHandleProps } from '@phuket/shared/upload';
import { useKnownMessage } from './known-messages';
import { databaseMessages } from './messages';

export interface MediaItem {
  /** Gallery photos have an id (their DELETE path ends with it); single slots do not. */
  id?: number;
  url: string;
}

export interface MediaSlotProps<D> {
  title: string;
  items: readonly MediaItem[];
  /** 'image' shows thumbnails; 'file' a link (video, brochure). */
  kind?: 'image' | 'file';
  accept: string;
  hint: string;
  /** The picker's name: 'Upload logo', 'Add photos'. */
  label: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<D>;
  remove: (item: MediaItem) => Promise<D>;
  /** Every answer is the whole draft: the page takes it as the latest. */
  onDraft: (draft: D) => void;
  /**
   * Files picked together have all answered: each answer was read when its own file was in,
   * and the last to arrive may miss one stored after it was read. The page reads the record
   * again (galleries, where several files go at once).
   */
  onSettled?: () => void;
  /** A gallery: the photos can be put in order (by drag, or by keyboard on the Move handle). */
  reorder?: (ids: number[]) => Promise<D>;
  disabled?: boolean;
}

/** One file of a slot: its thumbnail (or link), a Move handle in a gallery, and Remove. */
function MediaItemView({
  item,
  index,
  title,
  kind,
  handle,
  disabled,
  onRemove,
}: {
  item: MediaItem;
  index: number;
  title: string;
  kind: 'image' | 'file';
  handle?: DragHandleProps;
  disabled: boolean;
  onRemove: (item: MediaItem) => void;
}) {
  const t = useMessages(databaseMessages);
  const name = t('media.item', { title: title.toLowerCase(), number: index + 1 });
  return (
    <div className="database-media__item">
      {kind === 'image' ? (
        <img
          src={item.url}
          alt={t('media.item', { title, number: index + 1 })}
          width={160}
          height={120}
        />
      ) : (
        <a href={item.url}>{t('media.open', { title })}</a>
      )}
      <div className="database-media__buttons">
        {handle ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('media.move_name', { name })}
            disabled={disabled}
            {...handle}
          >
            <span aria-hidden="true">⠿</span> {t('media.move')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('media.remove_name', { name })}
          disabled={disabled}
          onClick={() => onRemove(item)}
        >
          {t('media.remove')}
        </button>
      </div>
    </div>
  );
}

/**
 * One media slot of a record (logo, main photo, gallery, video, brochure): what is there now
 * with Remove, and the shared uploader (progress, retry, the API's reason for a refused file).
 */
function MediaSlotView<D>({
  title,
  items,
  kind = 'image',
  accept,
  hint,
  label,
  upload,
  remove,
  onDraft,
  onSettled,
  reorder,
  disabled = false,
}: MediaSlotProps<D>) {
  const [queue] = useState(
    () =>
      new UploadQueue<D>({
        upload: (file, onProgress) => upload(file, onProgress),
        onUploaded: onDraft,
        onSettled: () => onSettled?.(),
      }),
  );
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const [removeError, setError] = useState<string | null>(null);
  const onRemove = (item: MediaItem) => {
    setError(null);
    remove(item).then(onDraft, (error: unknown) => setError(readApiError(error).message));
  };
  return (
    <section className="database-media" aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? null : reorder && kind === 'image' ? (
        <SortableGrid
          items={items}
          getId={(item) => item.id ?? 0}
          describe={(item) => t('media.item', { title, number: items.indexOf(item) + 1 })}
          label={title}
          onReorder={(next) => {
            setError(null);
            reorder(next.map((item) => item.id ?? 0)).then(onDraft, (error: unknown) =>
              setError(readApiError(error).message),
            );
          }}
          renderItem={(item, handle) => (
            <MediaItemView
              item={item}
              index={items.indexOf(item)}
              title={title}
              kind={kind}
              handle={handle}
              disabled={disabled}
              onRemove={onRemove}
            />
          )}
        />
      ) : (
        <ul className="database-media__current">
          {items.map((item, index) => (
            <li key={item.id ?? item.url}>
              <MediaItemView
                item={item}
                index={index}
                title={title}
                kind={kind}
                disabled={disabled}
                onRemove={onRemove}
              />
            </li>
          ))}
        </ul>
      )}
      {removeError ? (
        <p className="field-error" role="alert">
          {removeError}
        </p>
      ) : null}
      <PhotoUploader
        queue={queue}
        accept={accept}
        label={label}
        hint={hint}
        say={known}
        disabled={disabled}
      />
    </section>
  );
}
export const MediaSlot = observer(MediaSlotView) as typeof MediaSlotView;

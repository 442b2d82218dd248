import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { readApiError } from '@phuket/shared/api';
import { UploadQueue, PhotoUploader } from '@phuket/shared/upload';

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
  disabled?: boolean;
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
  disabled = false,
}: MediaSlotProps<D>) {
  const [queue] = useState(
    () =>
      new UploadQueue<D>({
        upload: (file, onProgress) => upload(file, onProgress),
        onUploaded: onDraft,
      }),
  );
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <section className="database-media" aria-label={title}>
      <h3>{title}</h3>
      {items.length > 0 ? (
        <ul className="database-media__current">
          {items.map((item, index) => (
            <li key={item.id ?? item.url}>
              {kind === 'image' ? (
                <img src={item.url} alt={`${title} ${index + 1}`} width={160} height={120} />
              ) : (
                <a href={item.url}>{`${title} (open)`}</a>
              )}
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
                disabled={disabled}
                onClick={() => {
                  setRemoveError(null);
                  remove(item).then(onDraft, (error: unknown) =>
                    setRemoveError(readApiError(error).message),
                  );
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {removeError ? (
        <p className="field-error" role="alert">
          {removeError}
        </p>
      ) : null}
      <PhotoUploader queue={queue} accept={accept} label={label} hint={hint} disabled={disabled} />
    </section>
  );
}
export const MediaSlot = observer(MediaSlotView) as typeof MediaSlotView;

import { observer } from 'mobx-react-lite';
import type { DragEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import type { UploadItem, UploadQueue } from './upload-queue';
import { sharedMessages, useMessages, type Translate } from '@phuket/shared/i18n';
import './upload.css';

export interface PhotoUploaderProps<T> {
  queue: UploadQueue<T, unknown>;
  /** The file input's `accept`. */
  accept: string;
  /** The visible name of the picker, e.g. "Add photos". */
  label: string;
  /** What may be chosen (types, size), read out with the picker. */
  hint: string;
  /** Extra lines under a finished file (warnings). */
  renderResult?: (result: T) => ReactNode;
  /** A refusal's reason (the area's check or the API's English) in the page's language. */
  say?: (message: string) => string;
  disabled?: boolean;
}

function percent(item: UploadItem<unknown, unknown>): number {
  return Math.round(item.progress * 100);
}

function statusText(item: UploadItem<unknown, unknown>, t: Translate): string {
  switch (item.status) {
    case 'queued':
      return t('upload.waiting');
    case 'uploading':
      return `${percent(item)}%`;
    case 'done':
      return t('upload.uploaded');
    case 'failed':
      return t('upload.failed');
    case 'refused':
      return t('upload.refused');
  }
}

/**
 * Pick or drop several files; each is uploaded on its own with a progress bar, and a failed one
 * can be retried with the API's reason in view. The queue (UploadQueue) does the work; this is
 * its view, usable for listing photos, floor plans or a presentation's images.
 */
function PhotoUploaderView<T>({
  queue,
  accept,
  label,
  hint,
  renderResult,
  say = (message) => message,
  disabled = false,
}: PhotoUploaderProps<T>) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="uploader">
      {/* The drop zone is a pointer shortcut; the labelled input is the way for everyone. */}
      <div
        className={`uploader__zone${over ? ' uploader__zone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
      >
        <label htmlFor={`${id}-input`} className="uploader__button">
          {label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="uploader__input"
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files) queue.add(Array.from(files));
            // The same file may be chosen again after a removal.
            event.currentTarget.value = '';
          }}
        />
        <p id={`${id}-hint`} className="uploader__hint">
          {t('upload.hint', { hint })}
        </p>
      </div>
      {queue.items.length > 0 && (
        <ul className="uploader__list" aria-label={t('upload.list')}>
          {queue.items.map((item) => (
            <li key={item.key} className={`uploader__item uploader__item--${item.status}`}>
              <div className="uploader__row">
                <span className="uploader__name" data-user-content>
                  {item.file.name}
                </span>
                <span className="uploader__status" aria-live="polite">
                  {statusText(item, t)}
                </span>
              </div>
              {(item.status === 'uploading' || item.status === 'queued') && (
                <progress
                  className="uploader__progress"
                  max={100}
                  value={percent(item)}
                  aria-label={t('upload.uploading', { file: item.file.name })}
                />
              )}
              {item.error !== null && (
                <p className="uploader__error" role="alert">
                  {say(item.error)}
                </p>
              )}
              {item.status === 'done' && item.result !== null && renderResult?.(item.result)}
              <div className="uploader__actions">
                {item.status === 'failed' && (
                  <button
                    type="button"
                    className="uploader__action"
                    onClick={() => queue.retry(item.key)}
                    aria-label={t('upload.retry_file', { file: item.file.name })}
                  >
                    {t('upload.retry')}
                  </button>
                )}
                {item.status !== 'uploading' && item.status !== 'queued' && (
                  <button
                    type="button"
                    className="uploader__action"
                    onClick={() => queue.dismiss(item.key)}
                    aria-label={t('upload.dismiss_file', { file: item.file.name })}
                  >
                    {t('upload.dismiss')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const PhotoUploader = observer(PhotoUploaderView) as <T>(
  props: PhotoUploaderProps<T>,
) => ReactNode;

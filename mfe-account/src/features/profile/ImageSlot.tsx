import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import type { UploadProgressListener, UserEnvelope } from '@phuket/shared/api/account';
import { IMAGE_ACCEPT, ImageUpload } from './image-upload';
import type { UserListener } from './user-deps';

/** One uploadable image (avatar or company logo) with its preview, progress and errors. */
export const ImageSlot = observer(function ImageSlot({
  title,
  chooseLabel,
  currentUrl,
  placeholder,
  shape,
  upload,
  onUser,
}: {
  title: string;
  chooseLabel: string;
  currentUrl: string | null;
  placeholder: string;
  shape: 'round' | 'square';
  upload: (file: File, onProgress: UploadProgressListener) => Promise<UserEnvelope>;
  onUser: UserListener;
}) {
  const id = useId();
  const [slot] = useState(() => new ImageUpload({ upload, onUser }));
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  useEffect(() => () => slot.dispose(), [slot]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (file) void slot.choose(file);
  };

  const shown = slot.previewUrl ?? currentUrl;
  const percent = slot.progress === null ? null : Math.round(slot.progress * 100);

  return (
    <div className="image-slot">
      <h3 id={`${id}-title`} className="image-slot__title">
        {title}
      </h3>
      <div className={`image-slot__preview image-slot__preview--${shape}`}>
        {shown ? (
          <img src={shown} alt={t('images.preview', { title })} />
        ) : (
          <span className="image-slot__placeholder" aria-hidden="true">
            {placeholder}
          </span>
        )}
      </div>
      <div className="image-slot__body">
        <label
          className={`button button--secondary image-slot__choose${slot.uploading ? ' is-disabled' : ''}`}
        >
          {chooseLabel}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            disabled={slot.uploading}
            aria-describedby={`${id}-hint`}
            onChange={onChange}
          />
        </label>
        <p id={`${id}-hint`} className="field-hint">
          {t('images.hint')}
        </p>
        {percent !== null && (
          <div className="image-slot__progress">
            <progress max={100} value={percent} aria-label={t('images.progress', { title })} />
            <span aria-hidden="true">{percent}%</span>
          </div>
        )}
        {slot.error && (
          <p className="field-error" role="alert">
            {say(slot.error)}
          </p>
        )}
        {slot.done && (
          <p className="image-slot__done" role="status">
            {t('images.uploaded')}
          </p>
        )}
      </div>
    </div>
  );
});

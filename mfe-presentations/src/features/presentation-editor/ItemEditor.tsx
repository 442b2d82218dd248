import { observer } from 'mobx-react-lite';
import { mediaUrl } from '@phuket/shared/config';
import { useMessages } from '@phuket/shared/i18n';
import type { DragHandleProps } from '@phuket/shared/upload';
import { presentationsMessages } from '../../common/messages';
import type { PresentationEditorStore } from './editor-store';
import type { EditorItem, PriceMode } from './editor-values';
import { PRICE_MODE_LABELS, asIsPriceLabel } from './editor-values';

const PRICE_MODES: readonly PriceMode[] = ['as_is', 'override', 'hidden'];

/** One chosen listing: drag handle, move buttons, note, photos, price mode. */
export const ItemEditor = observer(function ItemEditor({
  store,
  item,
  index,
  count,
  handle,
}: {
  store: PresentationEditorStore;
  item: EditorItem;
  index: number;
  count: number;
  handle: DragHandleProps;
}) {
  const t = useMessages(presentationsMessages);
  const { listing } = item;
  const id = `item-${listing.id}`;
  const overrideError = store.errors.items?.[listing.id];
  const shown = new Set(item.photo_ids);
  return (
    <article className="pres-item" aria-labelledby={`${id}-title`} data-testid="chosen-listing">
      <header className="pres-item__head">
        <button
          type="button"
          className="pres-item__handle"
          aria-label={t('editor.move_label', { title: listing.title })}
          {...handle}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h3 id={`${id}-title`} className="pres-item__title" data-user-content>
          <span className="pres-item__number">{index + 1}.</span> {listing.title}
        </h3>
        <div className="pres-item__moves">
          <button
            type="button"
            className="button button--secondary pres-item__small"
            disabled={index === 0}
            onClick={() => store.move(listing.id, -1)}
            aria-label={t('editor.up_label', { title: listing.title })}
          >
            {t('editor.up')}
          </button>
          <button
            type="button"
            className="button button--secondary pres-item__small"
            disabled={index === count - 1}
            onClick={() => store.move(listing.id, 1)}
            aria-label={t('editor.down_label', { title: listing.title })}
          >
            {t('editor.down')}
          </button>
          <button
            type="button"
            className="button button--secondary pres-item__small"
            onClick={() => store.removeListing(listing.id)}
            aria-label={t('editor.remove_label', { title: listing.title })}
          >
            {t('editor.remove')}
          </button>
        </div>
      </header>
      {listing.available ? null : (
        <p className="pres-item__unavailable">{t('editor.unavailable')}</p>
      )}

      <div className="field">
        <label htmlFor={`${id}-note`}>{t('editor.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={item.note}
          onChange={(event) => store.setNote(listing.id, event.target.value)}
        />
      </div>

      {listing.photos.length > 0 ? (
        <fieldset className="pres-item__photos">
          <legend>
            {t('editor.photos', { shown: item.photo_ids.length, total: listing.photos.length })}
          </legend>
          <ul>
            {listing.photos.map((photo, n) => (
              <li key={photo.id}>
                <label className="pres-item__photo">
                  <input
                    type="checkbox"
                    checked={shown.has(photo.id)}
                    onChange={() => store.togglePhoto(listing.id, photo.id)}
                  />
                  <img
                    src={mediaUrl(photo.thumb_url) ?? photo.thumb_url}
                    alt={t('photos.alt', {
                      title: listing.title,
                      number: n + 1,
                      total: listing.photos.length,
                    })}
                    width={96}
                    height={64}
                    loading="lazy"
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <fieldset className="pres-item__price">
        <legend>{t('editor.price')}</legend>
        <div className="pres-item__modes">
          {PRICE_MODES.map((mode) => (
            <label key={mode} className="pres-item__mode">
              <input
                type="radio"
                name={`${id}-price-mode`}
                value={mode}
                checked={item.price_mode === mode}
                onChange={() => store.setPriceMode(listing.id, mode)}
              />
              {mode === 'as_is'
                ? asIsPriceLabel(listing, store.values.currency, t)
                : t(PRICE_MODE_LABELS[mode])}
            </label>
          ))}
        </div>
        {item.price_mode === 'override' ? (
          <div className="field pres-item__override">
            <label htmlFor={`${id}-override`}>
              {t('editor.override_label', { currency: store.values.currency })}
            </label>
            <input
              id={`${id}-override`}
              inputMode="numeric"
              autoComplete="off"
              value={item.override_amount}
              aria-invalid={overrideError ? true : undefined}
              aria-describedby={overrideError ? `${id}-override-error` : undefined}
              onChange={(event) => store.setOverride(listing.id, event.target.value)}
            />
            {overrideError ? (
              <span id={`${id}-override-error`} className="field-error">
                {overrideError}
              </span>
            ) : null}
          </div>
        ) : null}
        {item.price_mode === 'hidden' ? (
          <p className="pres-item__hint">{t('editor.hidden_hint')}</p>
        ) : null}
      </fieldset>
    </article>
  );
});

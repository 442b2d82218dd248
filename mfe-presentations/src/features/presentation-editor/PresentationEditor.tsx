import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { CURRENCIES } from '@phuket/shared/domain';
import type { Currency } from '@phuket/shared/domain';
import {
  LANGUAGE_TAGS,
  LOCALES,
  isLocale,
  localizePath,
  msgId,
  sharedMessages,
  useLocale,
  useMessages,
  LANGUAGE_NAME_IDS,
  type Locale,
} from '@phuket/shared/i18n';
import { SortableGrid } from '@phuket/shared/upload';
import { CopyLinkButton } from '../../common/CopyLinkButton';
import { presentationsMessages } from '../../common/messages';
import { DownloadPdfButton } from './DownloadPdfButton';
import type { PresentationEditorStore } from './editor-store';
import type { ContactImage } from './editor-values';
import { ItemEditor } from './ItemEditor';
import { ListingPicker } from './ListingPicker';
import './presentation-editor.css';

const CONTACT_IMAGES: readonly { value: ContactImage; label: string }[] = [
  { value: 'avatar', label: msgId('editor.picture_avatar') },
  { value: 'logo', label: msgId('editor.picture_logo') },
  { value: 'none', label: msgId('editor.picture_none') },
];

const ANSWER_LABELS = {
  like: msgId('answer.like'),
  maybe: msgId('answer.maybe'),
  no: msgId('answer.no'),
} as const;

/** Dates and times in a fixed format of the page's language (English: day first), the same on every machine. */
export function formatWhen(iso: string | null, locale: Locale = 'en'): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Asks before the tab closes while a change is not on the server yet. */
function useLeaveWarning(store: PresentationEditorStore): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.unsaved) return;
      void store.flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
}

/** The editor of one presentation (new or saved); every change is saved on its own. */
export const PresentationEditor = observer(function PresentationEditor({
  store,
  heading,
}: {
  store: PresentationEditorStore;
  heading: string;
}) {
  useLeaveWarning(store);
  const t = useMessages(presentationsMessages);
  const shared = useMessages(sharedMessages);
  const { values, meta, errors } = store;
  const titleError = errors.title && (meta || values.title !== '' || values.items.length > 0);
  return (
    <div className="container page pres-editor">
      <div className="pres-editor__top">
        <h1>{heading}</h1>
        <div className="pres-editor__save">
          <p
            className={`pres-editor__status${store.saveError ? ' pres-editor__status--error' : ''}`}
            role="status"
            data-testid="save-status"
          >
            {store.statusText}
          </p>
          {store.conflict ? (
            <button type="button" className="button" onClick={() => void store.reload()}>
              {t('editor.reload')}
            </button>
          ) : store.saveError ? (
            <button type="button" className="button" onClick={() => void store.retry()}>
              {t('common.try_again')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={!store.unsaved || store.saving}
              onClick={() => void store.flush()}
            >
              {t('editor.save_now')}
            </button>
          )}
        </div>
      </div>

      <section className="pres-editor__section" aria-labelledby="pres-about-title">
        <h2 id="pres-about-title">{t('editor.about')}</h2>
        <div className="field">
          <label htmlFor="pres-title">{t('editor.title')}</label>
          <input
            id="pres-title"
            value={values.title}
            maxLength={255}
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? 'pres-title-error' : undefined}
            onChange={(event) => store.set('title', event.target.value)}
          />
          {titleError ? (
            <span id="pres-title-error" className="field-error">
              {errors.title}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="pres-client">{t('editor.client_name')}</label>
          <input
            id="pres-client"
            value={values.client_name}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => store.set('client_name', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="pres-intro">{t('editor.intro')}</label>
          <textarea
            id="pres-intro"
            rows={4}
            maxLength={5000}
            value={values.intro}
            onChange={(event) => store.set('intro', event.target.value)}
          />
        </div>
        <div className="field pres-editor__narrow">
          <label htmlFor="pres-currency">{t('editor.currency')}</label>
          <select
            id="pres-currency"
            value={values.currency}
            onChange={(event) => store.setCurrency(event.target.value as Currency)}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <div className="field pres-editor__narrow">
          <label htmlFor="pres-locale">{t('editor.client_language')}</label>
          <select
            id="pres-locale"
            value={values.locale}
            aria-describedby="pres-locale-hint"
            onChange={(event) => {
              if (isLocale(event.target.value)) store.setLocale(event.target.value);
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {shared(LANGUAGE_NAME_IDS[locale])}
              </option>
            ))}
          </select>
          <span id="pres-locale-hint" className="pres-editor__field-hint">
            {t('editor.client_language_hint')}
          </span>
        </div>
      </section>

      <section className="pres-editor__section" aria-labelledby="pres-chosen-title">
        <h2 id="pres-chosen-title">
          {t('editor.chosen')} <span className="pres-editor__count">({values.items.length})</span>
        </h2>
        {values.items.length === 0 ? (
          <p className="pres-editor__hint">{t('editor.no_listings')}</p>
        ) : (
          <>
            <p className="pres-editor__hint">{t('editor.reorder_hint')}</p>
            <SortableGrid
              items={values.items}
              getId={(item) => item.listing.id}
              describe={(item) => item.listing.title}
              onReorder={(items) => store.reorder(items)}
              label={t('editor.chosen_order')}
              renderItem={(item, handle) => (
                <ItemEditor
                  store={store}
                  item={item}
                  index={values.items.indexOf(item)}
                  count={values.items.length}
                  handle={handle}
                />
              )}
            />
          </>
        )}
      </section>

      <ListingPicker editor={store} />

      <section className="pres-editor__section" aria-labelledby="pres-contact-title">
        <h2 id="pres-contact-title">{t('editor.contact_title')}</h2>
        <p className="pres-editor__hint">{t('editor.contact_hint')}</p>
        <fieldset className="pres-editor__choices">
          <legend>{t('editor.picture')}</legend>
          {CONTACT_IMAGES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="pres-contact-image"
                checked={values.contact.image === choice.value}
                onChange={() => store.setContact({ image: choice.value })}
              />
              {t(choice.label)}
            </label>
          ))}
        </fieldset>
        <fieldset className="pres-editor__choices">
          <legend>{t('editor.show')}</legend>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_name}
              onChange={(event) => store.setContact({ show_name: event.target.checked })}
            />
            {t('editor.show_name')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_phone}
              onChange={(event) => store.setContact({ show_phone: event.target.checked })}
            />
            {t('editor.show_phone')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_chat}
              onChange={(event) => store.setContact({ show_chat: event.target.checked })}
            />
            {t('editor.show_chat')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_email}
              onChange={(event) => store.setContact({ show_email: event.target.checked })}
            />
            {t('editor.show_email')}
          </label>
        </fieldset>
      </section>

      <LinkSection store={store} />
      <ActivitySection store={store} />
    </div>
  );
});

const STATUS_TEXT = {
  active: msgId('editor.status_active'),
  expired: msgId('editor.status_expired'),
  revoked: msgId('editor.status_revoked'),
} as const;

const LinkSection = observer(function LinkSection({ store }: { store: PresentationEditorStore }) {
  const { meta, values } = store;
  const t = useMessages(presentationsMessages);
  // The link in the client's language, as chosen above: the client reads the page in it.
  const url = meta
    ? new URL(localizePath(values.locale, new URL(meta.url).pathname), meta.url).toString()
    : null;
  return (
    <section className="pres-editor__section" aria-labelledby="pres-link-title">
      <h2 id="pres-link-title">{t('editor.link')}</h2>
      {meta && url ? (
        <>
          <p className="pres-editor__link">
            {/* An address, not words: the same in every language. */}
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="public-link"
              data-user-content
            >
              {url}
            </a>
          </p>
          <p>
            <strong>{t('editor.status_label')}</strong> {t(STATUS_TEXT[meta.status])}
          </p>
          <div className="pres-editor__actions">
            <CopyLinkButton url={url} />
            <DownloadPdfButton id={meta.id} title={values.title} />
          </div>
        </>
      ) : (
        <p className="pres-editor__hint">{t('editor.link_after_save')}</p>
      )}
      <div className="field pres-editor__narrow">
        <label htmlFor="pres-expiry">{t('editor.expires')}</label>
        <input
          id="pres-expiry"
          type="date"
          value={values.expires_on}
          onChange={(event) => store.set('expires_on', event.target.value)}
        />
      </div>
      {meta ? (
        <div className="pres-editor__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={store.linkBusy !== null || meta.status === 'revoked'}
            onClick={() => void store.revoke()}
          >
            {store.linkBusy === 'revoke' ? t('editor.revoking') : t('editor.revoke')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={store.linkBusy !== null}
            onClick={() => void store.regenerate()}
          >
            {store.linkBusy === 'regenerate' ? t('editor.regenerating') : t('editor.regenerate')}
          </button>
        </div>
      ) : null}
      <p className="pres-editor__notice" role="status">
        {store.linkNotice}
      </p>
    </section>
  );
});

const ActivitySection = observer(function ActivitySection({
  store,
}: {
  store: PresentationEditorStore;
}) {
  const t = useMessages(presentationsMessages);
  const locale = useLocale();
  const meta = store.meta;
  if (!meta) return null;
  const { opens } = meta;
  return (
    <section
      className="pres-editor__section"
      aria-labelledby="pres-activity-title"
      data-testid="activity"
    >
      <h2 id="pres-activity-title">{t('editor.activity')}</h2>
      {opens.opens === 0 ? (
        <p>{t('editor.not_opened')}</p>
      ) : (
        <dl className="pres-editor__stats">
          <div>
            <dt>{t('editor.opens')}</dt>
            <dd data-testid="opens-count">
              {t('editor.opens_count', { opens: opens.opens, devices: opens.devices })}
            </dd>
          </div>
          <div>
            <dt>{t('editor.first_opened')}</dt>
            <dd>{formatWhen(opens.first_opened_at, locale)}</dd>
          </div>
          <div>
            <dt>{t('editor.last_opened')}</dt>
            <dd>{formatWhen(opens.last_opened_at, locale)}</dd>
          </div>
          {opens.viewed.length > 0 ? (
            <div>
              <dt>{t('editor.viewed')}</dt>
              <dd data-user-content>
                {opens.viewed.map((view) => `${view.title} (${view.views})`).join(', ')}
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      <h3>{t('editor.answers')}</h3>
      {meta.feedback.length === 0 ? (
        <p>{t('editor.no_answers')}</p>
      ) : (
        <ul className="pres-editor__feedback">
          {meta.feedback.map((entry) => (
            <li key={entry.id} data-testid="feedback">
              <strong>{t(ANSWER_LABELS[entry.answer])}</strong>{' '}
              {t('editor.answer_on', { title: entry.listing_title })}
              <span className="pres-editor__when"> · {formatWhen(entry.created_at, locale)}</span>
              {entry.comment ? <blockquote data-user-content>{entry.comment}</blockquote> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

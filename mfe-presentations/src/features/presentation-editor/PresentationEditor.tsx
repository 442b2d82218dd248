import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { CURRENCIES } from '@phuket/shared/domain';
import type { Currency } from '@phuket/shared/domain';
import { SortableGrid } from '@phuket/shared/upload';
import { CopyLinkButton } from '../../common/CopyLinkButton';
import { DownloadPdfButton } from './DownloadPdfButton';
import type { PresentationEditorStore } from './editor-store';
import type { ContactImage } from './editor-values';
import { ItemEditor } from './ItemEditor';
import { ListingPicker } from './ListingPicker';
import './presentation-editor.css';

const CONTACT_IMAGES: readonly { value: ContactImage; label: string }[] = [
  { value: 'avatar', label: 'My photo' },
  { value: 'logo', label: 'Company logo' },
  { value: 'none', label: 'No picture' },
];

const ANSWER_LABELS = { like: 'Like', maybe: 'Maybe', no: 'No' } as const;

/** Dates and times in a fixed English format, the same on every machine. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
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
              Reload
            </button>
          ) : store.saveError ? (
            <button type="button" className="button" onClick={() => void store.retry()}>
              Try again
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={!store.unsaved || store.saving}
              onClick={() => void store.flush()}
            >
              Save now
            </button>
          )}
        </div>
      </div>

      <section className="pres-editor__section" aria-labelledby="pres-about-title">
        <h2 id="pres-about-title">About this presentation</h2>
        <div className="field">
          <label htmlFor="pres-title">Title</label>
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
          <label htmlFor="pres-client">Client name (private: never shown to the client)</label>
          <input
            id="pres-client"
            value={values.client_name}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => store.set('client_name', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="pres-intro">Message to the client</label>
          <textarea
            id="pres-intro"
            rows={4}
            maxLength={5000}
            value={values.intro}
            onChange={(event) => store.set('intro', event.target.value)}
          />
        </div>
        <div className="field pres-editor__narrow">
          <label htmlFor="pres-currency">Currency of the prices</label>
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
      </section>

      <section className="pres-editor__section" aria-labelledby="pres-chosen-title">
        <h2 id="pres-chosen-title">
          Chosen listings <span className="pres-editor__count">({values.items.length})</span>
        </h2>
        {values.items.length === 0 ? (
          <p className="pres-editor__hint">No listings yet: add them from the list below.</p>
        ) : (
          <>
            <p className="pres-editor__hint">
              Drag a listing by its handle, or focus the handle and press Space, then the arrow
              keys, to change the order.
            </p>
            <SortableGrid
              items={values.items}
              getId={(item) => item.listing.id}
              describe={(item) => item.listing.title}
              onReorder={(items) => store.reorder(items)}
              label="Chosen listings, in the order the client sees them"
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
        <h2 id="pres-contact-title">Your contact block</h2>
        <p className="pres-editor__hint">
          Shown at the end of the presentation and, on phones, in a bar at the bottom.
        </p>
        <fieldset className="pres-editor__choices">
          <legend>Picture</legend>
          {CONTACT_IMAGES.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="pres-contact-image"
                checked={values.contact.image === choice.value}
                onChange={() => store.setContact({ image: choice.value })}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="pres-editor__choices">
          <legend>Show</legend>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_name}
              onChange={(event) => store.setContact({ show_name: event.target.checked })}
            />
            My name
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_phone}
              onChange={(event) => store.setContact({ show_phone: event.target.checked })}
            />
            Phone (Call button)
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_chat}
              onChange={(event) => store.setContact({ show_chat: event.target.checked })}
            />
            WhatsApp chat
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.contact.show_email}
              onChange={(event) => store.setContact({ show_email: event.target.checked })}
            />
            Email
          </label>
        </fieldset>
      </section>

      <LinkSection store={store} />
      <ActivitySection store={store} />
    </div>
  );
});

const STATUS_TEXT = {
  active: 'Active',
  expired: 'Expired: the client sees a “no longer available” page.',
  revoked: 'Revoked: the client sees a “no longer available” page.',
} as const;

const LinkSection = observer(function LinkSection({ store }: { store: PresentationEditorStore }) {
  const { meta, values } = store;
  return (
    <section className="pres-editor__section" aria-labelledby="pres-link-title">
      <h2 id="pres-link-title">Link</h2>
      {meta ? (
        <>
          <p className="pres-editor__link">
            <a href={meta.url} target="_blank" rel="noopener noreferrer" data-testid="public-link">
              {meta.url}
            </a>
          </p>
          <p>
            <strong>Status:</strong> {STATUS_TEXT[meta.status]}
          </p>
          <div className="pres-editor__actions">
            <CopyLinkButton url={meta.url} />
            <DownloadPdfButton id={meta.id} title={values.title} />
          </div>
        </>
      ) : (
        <p className="pres-editor__hint">The link appears once the presentation is saved.</p>
      )}
      <div className="field pres-editor__narrow">
        <label htmlFor="pres-expiry">Link expires on (leave empty: never)</label>
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
            {store.linkBusy === 'revoke' ? 'Revoking…' : 'Revoke link'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={store.linkBusy !== null}
            onClick={() => void store.regenerate()}
          >
            {store.linkBusy === 'regenerate' ? 'Making a new link…' : 'Make a new link'}
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
  const meta = store.meta;
  if (!meta) return null;
  const { opens } = meta;
  return (
    <section
      className="pres-editor__section"
      aria-labelledby="pres-activity-title"
      data-testid="activity"
    >
      <h2 id="pres-activity-title">What the client did</h2>
      {opens.opens === 0 ? (
        <p>Not opened yet.</p>
      ) : (
        <dl className="pres-editor__stats">
          <div>
            <dt>Opens</dt>
            <dd data-testid="opens-count">
              {opens.opens} {opens.opens === 1 ? 'time' : 'times'}, on {opens.devices}{' '}
              {opens.devices === 1 ? 'device' : 'devices'}
            </dd>
          </div>
          <div>
            <dt>First opened</dt>
            <dd>{formatWhen(opens.first_opened_at)}</dd>
          </div>
          <div>
            <dt>Last opened</dt>
            <dd>{formatWhen(opens.last_opened_at)}</dd>
          </div>
          {opens.viewed.length > 0 ? (
            <div>
              <dt>Listings viewed</dt>
              <dd>{opens.viewed.map((view) => `${view.title} (${view.views})`).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      )}
      <h3>Answers</h3>
      {meta.feedback.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <ul className="pres-editor__feedback">
          {meta.feedback.map((entry) => (
            <li key={entry.id} data-testid="feedback">
              <strong>{ANSWER_LABELS[entry.answer]}</strong> on {entry.listing_title}
              <span className="pres-editor__when"> · {formatWhen(entry.created_at)}</span>
              {entry.comment ? <blockquote>{entry.comment}</blockquote> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { IMPORT_FREQUENCIES, type ImportFrequency } from '@phuket/shared/contract';
import { formatDateIn, formatNumberIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { ConfirmDialog } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import type { FeedNews, FeedSettingsStore } from './feed-settings-store';

const NEWS: Record<FeedNews, string> = {
  created: msgId('listing_import.feed_created'),
  rotated: msgId('listing_import.feed_rotated'),
  revoked: msgId('listing_import.feed_revoked'),
  schedule_saved: msgId('listing_import.schedule_saved'),
  schedule_deleted: msgId('listing_import.schedule_deleted'),
};

const FREQUENCY_LABELS: Record<ImportFrequency, string> = {
  hourly: msgId('listing_import.frequency_hourly'),
  daily: msgId('listing_import.frequency_daily'),
};

/** A feed URL, selectable, with a button that copies it. */
function CopyableUrl({ label, url }: { label: string; url: string }) {
  const t = useMessages(listingsMessages);
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="field listing-import__copy">
      <label htmlFor={id}>{label}</label>
      <div className="listing-import__copy-row">
        <input id={id} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
        <button type="button" className="button button--secondary" onClick={copy}>
          {t('listing_import.copy')}
        </button>
      </div>
      <p role="status" className="listing-import__hint">
        {copied === true ? t('listing_import.copied') : ''}
        {copied === false ? t('listing_import.copy_failed') : ''}
      </p>
    </div>
  );
}

/** The export feed (create, copy, rotate, revoke) and the scheduled pull of a feed URL. */
export const FeedSettings = observer(function FeedSettings({
  store,
}: {
  store: FeedSettingsStore;
}) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const id = useId();
  const [revoking, setRevoking] = useState(false);
  const feedHeadingRef = useRef<HTMLHeadingElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  const saveSchedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.saveSchedule().then((saved) => {
      if (!saved && store.scheduleErrors.url !== undefined) urlRef.current?.focus();
    });
  };

  const urlError =
    store.scheduleErrors.url === '' ? t('listing_import.url_missing') : store.scheduleErrors.url;
  const last = store.schedule?.last_run ?? null;

  return (
    <>
      <section className="listing-import__section" aria-labelledby={`${id}-feed`}>
        <h2 id={`${id}-feed`} ref={feedHeadingRef} tabIndex={-1}>
          {t('listing_import.feed_title')}
        </h2>
        <p>{t('listing_import.feed_text')}</p>
        {store.state === 'error' ? (
          <div role="alert">
            <p>{t('listing_import.feed_load_error')}</p>
            <button type="button" className="button" onClick={() => void store.load()}>
              {t('listing_import.retry')}
            </button>
          </div>
        ) : null}
        {store.feed ? (
          <>
            <CopyableUrl label={t('listing_import.feed_xml')} url={store.feed.xml_url} />
            <CopyableUrl label={t('listing_import.feed_csv')} url={store.feed.csv_url} />
            <p className="listing-import__hint">
              {t('listing_import.feed_since', {
                date: formatDateIn(locale, store.feed.created_at),
              })}
            </p>
          </>
        ) : null}
        {store.state === 'ready' ? (
          <div className="listing-import__buttons">
            <button
              type="button"
              className="button"
              disabled={store.busy !== null}
              onClick={() => void store.rotateFeed()}
            >
              {store.feed ? t('listing_import.feed_rotate') : t('listing_import.feed_create')}
            </button>
            {store.feed ? (
              <button
                type="button"
                className="button button--danger"
                disabled={store.busy !== null}
                onClick={() => setRevoking(true)}
              >
                {t('listing_import.feed_revoke')}
              </button>
            ) : null}
          </div>
        ) : null}
        {store.feedError ? (
          <p className="field-error" role="alert">
            {store.feedError}
          </p>
        ) : null}
      </section>

      <section className="listing-import__section" aria-labelledby={`${id}-schedule`}>
        <h2 id={`${id}-schedule`}>{t('listing_import.schedule_title')}</h2>
        <p>{t('listing_import.schedule_text')}</p>
        <form onSubmit={saveSchedule} noValidate>
          <div className="field">
            <label htmlFor={`${id}-schedule-url`}>{t('listing_import.schedule_url')}</label>
            <input
              ref={urlRef}
              id={`${id}-schedule-url`}
              type="url"
              inputMode="url"
              value={store.scheduleUrl}
              maxLength={2000}
              aria-invalid={urlError !== undefined}
              aria-describedby={urlError !== undefined ? `${id}-schedule-url-error` : undefined}
              onChange={(event) => store.setScheduleUrl(event.target.value)}
            />
            {urlError !== undefined ? (
              <p id={`${id}-schedule-url-error`} className="field-error">
                {urlError}
              </p>
            ) : null}
          </div>
          <fieldset className="listing-import__choices">
            <legend>{t('listing_import.frequency')}</legend>
            {IMPORT_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="listing-import__choice">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={frequency}
                  checked={store.frequency === frequency}
                  onChange={() => store.setFrequency(frequency)}
                />{' '}
                {t(FREQUENCY_LABELS[frequency])}
              </label>
            ))}
          </fieldset>
          <label className="listing-import__choice">
            <input
              type="checkbox"
              checked={store.scheduleFullFeed}
              onChange={(event) => store.setScheduleFullFeed(event.target.checked)}
            />{' '}
            {t('listing_import.full_feed')}
          </label>
          <div className="listing-import__buttons">
            <button type="submit" className="button" disabled={store.busy !== null}>
              {t('listing_import.schedule_save')}
            </button>
            {store.schedule ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={store.busy !== null}
                onClick={() => void store.deleteSchedule()}
              >
                {t('listing_import.schedule_delete')}
              </button>
            ) : null}
          </div>
          {store.scheduleErrors.form ? (
            <p className="field-error" role="alert">
              {store.scheduleErrors.form}
            </p>
          ) : null}
        </form>
        {store.schedule ? (
          <p className="listing-import__hint">
            {!store.schedule.last_run_at
              ? t('listing_import.schedule_never')
              : last
                ? last.error
                  ? t('listing_import.schedule_last_failed', {
                      date: formatDateIn(locale, store.schedule.last_run_at),
                      error: last.error,
                    })
                  : t('listing_import.schedule_last', {
                      date: formatDateIn(locale, store.schedule.last_run_at),
                      created: formatNumberIn(locale, last.counts.created),
                      updated: formatNumberIn(locale, last.counts.updated),
                      refused: formatNumberIn(locale, last.counts.refused),
                    })
                : t('listing_import.schedule_last_date', {
                    date: formatDateIn(locale, store.schedule.last_run_at),
                  })}
          </p>
        ) : null}
      </section>

      <p role="status" className="listing-import__hint">
        {store.news ? t(NEWS[store.news]) : ''}
      </p>

      {revoking ? (
        <ConfirmDialog
          title={t('listing_import.revoke_title')}
          confirmLabel={t('listing_import.feed_revoke')}
          busyLabel={t('listing_import.revoking')}
          busy={store.busy === 'feed'}
          danger
          onCancel={() => setRevoking(false)}
          onConfirm={() =>
            void store.revokeFeed().then(() => {
              setRevoking(false);
              // The Revoke button is gone: the section's heading takes the focus.
              feedHeadingRef.current?.focus();
            })
          }
        >
          {t('listing_import.revoke_text')}
        </ConfirmDialog>
      ) : null}
    </>
  );
});

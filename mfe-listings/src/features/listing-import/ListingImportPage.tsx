import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { getListingImportTemplateUrl } from '@phuket/shared/api/listings';
import { formatNumberIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { useDocumentTitle } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import { FeedSettings } from './FeedSettings';
import { FeedSettingsStore, type FeedSettingsApi } from './feed-settings-store';
import { ImportReport } from './ImportReport';
import {
  ListingImportStore,
  type FieldError,
  type ListingImportApi,
  type LocalError,
} from './listing-import-store';
import './listing-import.css';

const LOCAL_MESSAGES: Record<LocalError, string> = {
  no_file: msgId('listing_import.file_missing'),
  no_url: msgId('listing_import.url_missing'),
  bad_url: msgId('listing_import.url_invalid'),
  too_large: msgId('listing_import.file_too_large'),
};

/** The run the address names (`?run=12`), or null. */
export function runIdOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('run'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * /listing/import: a broker's bulk import (a file or a feed URL, checked first, then applied),
 * the export feed of their listings and the scheduled pull of a feed URL.
 */
export default observer(function ListingImportPage({
  api,
  feedApi,
  pollMs,
}: {
  api?: ListingImportApi;
  feedApi?: FeedSettingsApi;
  pollMs?: number;
}) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const title = t('listing_import.title');
  useDocumentTitle(title);
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new ListingImportStore(api, pollMs));
  const [feedStore] = useState(() => new FeedSettingsStore(feedApi));
  const fileRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  const runId = runIdOf(location.search);
  useEffect(() => {
    if (runId) void store.open(runId);
    else store.reset();
  }, [store, runId]);
  useEffect(() => () => store.stop(), [store]);

  // Apply hides its button, and its end changes the heading: the focus goes to that heading.
  useEffect(
    () =>
      reaction(
        () => store.run?.status,
        (status, previous) => {
          if (previous && status && status !== previous && status !== 'planned') {
            resultRef.current?.focus();
          }
        },
      ),
    [store],
  );

  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.check().then((newRun) => {
      if (newRun) {
        void navigate({ search: `?run=${newRun}` });
        resultRef.current?.focus();
        return;
      }
      if (store.errors.file) fileRef.current?.focus();
      else if (store.errors.url) urlRef.current?.focus();
      else formErrorRef.current?.focus();
    });
  };

  const errorText = (error: FieldError | undefined) =>
    !error ? null : 'local' in error ? t(LOCAL_MESSAGES[error.local]) : error.api;
  const fileError = errorText(store.errors.file);
  const urlError = errorText(store.errors.url);
  const formError = errorText(store.errors.form);
  const run = store.run;
  const n = (value: number) => formatNumberIn(locale, value);

  let progress = '';
  if (store.busy === 'checking') progress = t('listing_import.checking');
  else if (store.busy === 'loading') progress = t('listing_import.loading');
  else if (run?.status === 'applying') {
    progress = t('listing_import.applying', { processed: n(run.processed), total: n(run.total) });
  }

  return (
    <div className="container page listing-import">
      <div className="listing-import__top">
        <h1>{title}</h1>
        <Link className="button button--secondary" to="/listing">
          {t('listing_import.back')}
        </Link>
      </div>
      <p className="listing-import__intro">{t('listing_import.intro')}</p>

      <section className="listing-import__section" aria-labelledby={`${id}-templates`}>
        <h2 id={`${id}-templates`}>{t('listing_import.templates_title')}</h2>
        <p>{t('listing_import.templates_text')}</p>
        <ul className="listing-import__templates">
          <li>
            <a href={getListingImportTemplateUrl('csv')} download>
              {t('listing_import.template_csv')}
            </a>
          </li>
          <li>
            <a href={getListingImportTemplateUrl('xlsx')} download>
              {t('listing_import.template_xlsx')}
            </a>
          </li>
          <li>
            <a href={getListingImportTemplateUrl('xml')} download>
              {t('listing_import.template_xml')}
            </a>
          </li>
        </ul>
        <details className="listing-import__format">
          <summary>{t('listing_import.format_summary')}</summary>
          <ul>
            <li>{t('listing_import.format_required')}</li>
            <li>{t('listing_import.format_photos')}</li>
            <li>{t('listing_import.format_optional')}</li>
            <li>{t('listing_import.format_ref')}</li>
          </ul>
        </details>
      </section>

      <section className="listing-import__section" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`}>{t('listing_import.import_title')}</h2>
        <form onSubmit={onCheck} noValidate>
          <fieldset className="listing-import__choices">
            <legend>{t('listing_import.source')}</legend>
            <label className="listing-import__choice">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={store.mode === 'file'}
                onChange={() => store.setMode('file')}
              />{' '}
              {t('listing_import.source_file')}
            </label>
            <label className="listing-import__choice">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={store.mode === 'url'}
                onChange={() => store.setMode('url')}
              />{' '}
              {t('listing_import.source_url')}
            </label>
          </fieldset>
          {store.mode === 'file' ? (
            <div className="field">
              <label htmlFor={`${id}-file`}>{t('listing_import.file_label')}</label>
              <input
                ref={fileRef}
                id={`${id}-file`}
                type="file"
                accept=".csv,.xlsx,.xml,text/csv,application/xml,text/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-invalid={fileError !== null}
                aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
                onChange={(event) => store.setFile(event.target.files?.[0] ?? null)}
              />
              <p id={`${id}-file-hint`} className="listing-import__hint">
                {t('listing_import.file_hint')}
              </p>
              {fileError ? (
                <p id={`${id}-file-error`} className="field-error">
                  {fileError}
                </p>
              ) : null}
            </div>
          ) : (
            <div className="field">
              <label htmlFor={`${id}-url`}>{t('listing_import.url_label')}</label>
              <input
                ref={urlRef}
                id={`${id}-url`}
                type="url"
                inputMode="url"
                maxLength={2000}
                value={store.url}
                aria-invalid={urlError !== null}
                aria-describedby={urlError ? `${id}-url-error` : undefined}
                onChange={(event) => store.setUrl(event.target.value)}
              />
              {urlError ? (
                <p id={`${id}-url-error`} className="field-error">
                  {urlError}
                </p>
              ) : null}
            </div>
          )}
          <label className="listing-import__choice">
            <input
              type="checkbox"
              checked={store.fullFeed}
              onChange={(event) => store.setFullFeed(event.target.checked)}
            />{' '}
            {t('listing_import.full_feed')}
          </label>
          <div className="listing-import__buttons">
            <button type="submit" className="button" disabled={store.busy !== null}>
              {t('listing_import.check')}
            </button>
          </div>
          {formError ? (
            <p ref={formErrorRef} tabIndex={-1} className="field-error" role="alert">
              {formError}
            </p>
          ) : null}
        </form>

        <p className="listing-import__progress" role="status" aria-live="polite">
          {progress}
        </p>
        {run?.status === 'applying' ? (
          <progress
            className="listing-import__bar"
            max={Math.max(run.total, 1)}
            value={run.processed}
            aria-label={t('listing_import.progress_label')}
          />
        ) : null}

        <h2 ref={resultRef} tabIndex={-1} className="listing-import__result-title">
          {!run
            ? t('listing_import.no_run')
            : run.status === 'planned'
              ? t('listing_import.planned')
              : run.status === 'applying'
                ? t('listing_import.applying_title')
                : run.status === 'applied'
                  ? t('listing_import.applied', { failed: run.failed })
                  : t('listing_import.failed', { error: run.error ?? '' })}
        </h2>
        {run?.status === 'planned' ? (
          <div className="listing-import__buttons">
            <button
              type="button"
              className="button"
              disabled={!store.canApply}
              aria-describedby={store.canApply ? undefined : `${id}-nothing`}
              onClick={() => void store.apply()}
            >
              {t('listing_import.apply')}
            </button>
            {store.canApply ? null : (
              <p id={`${id}-nothing`} className="listing-import__hint">
                {t('listing_import.nothing_to_apply')}
              </p>
            )}
          </div>
        ) : null}
        {run ? (
          <p>
            <Link to="/listing/import" className="listing-import__new">
              {t('listing_import.new_import')}
            </Link>
          </p>
        ) : null}
        <ImportReport store={store} />
      </section>

      <FeedSettings store={feedStore} />
    </div>
  );
});

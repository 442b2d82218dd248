import { useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ImportOutcome } from '@phuket/shared/api/listings';
import { IMPORT_OUTCOMES } from '@phuket/shared/contract';
import { formatNumberIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { Pagination } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import type { ListingImportStore } from './listing-import-store';

/** The message id of each outcome's name (counts, filter, table). */
export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: msgId('listing_import.outcome_created'),
  updated: msgId('listing_import.outcome_updated'),
  unchanged: msgId('listing_import.outcome_unchanged'),
  unpublished: msgId('listing_import.outcome_unpublished'),
  refused: msgId('listing_import.outcome_refused'),
};

/** A dry run's report: counts per outcome, the rows (filtered, paged) and its CSV. */
export const ImportReport = observer(function ImportReport({
  store,
}: {
  store: ListingImportStore;
}) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const id = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  const [downloadError, setDownloadError] = useState(false);
  const run = store.run;
  if (!run) return null;
  const n = (value: number) => formatNumberIn(locale, value);

  const download = () => {
    setDownloadError(false);
    store.report().then(
      (blob) => {
        const href = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = href;
        link.download = `import-${run.id}-report.csv`;
        link.click();
        URL.revokeObjectURL(href);
      },
      () => setDownloadError(true),
    );
  };

  return (
    <section className="listing-import__report" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('listing_import.report_title')}</h2>
      <p>{t('listing_import.report_origin', { origin: run.origin })}</p>
      <ul className="listing-import__counts">
        {IMPORT_OUTCOMES.map((outcome) => (
          <li key={outcome} className={`listing-import__count listing-import__count--${outcome}`}>
            <span className="listing-import__count-value">{n(run.counts[outcome])}</span>{' '}
            <span>{t(OUTCOME_LABELS[outcome])}</span>
          </li>
        ))}
      </ul>
      <div className="listing-import__report-tools">
        <div className="field">
          <label htmlFor={`${id}-outcome`}>{t('listing_import.filter_label')}</label>
          <select
            id={`${id}-outcome`}
            value={store.outcome ?? ''}
            onChange={(event) =>
              void store.setOutcome((event.target.value || null) as ImportOutcome | null)
            }
          >
            <option value="">{t('listing_import.filter_all')}</option>
            {IMPORT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(OUTCOME_LABELS[outcome])}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={download}>
          {t('listing_import.download_report')}
        </button>
      </div>
      {downloadError ? (
        <p className="field-error" role="alert">
          {t('listing_import.download_error')}
        </p>
      ) : null}
      <p role="status" className="listing-import__rows-state">
        {store.rowsState === 'loading' ? t('listing_import.rows_loading') : ''}
        {store.rowsState === 'ready' && store.rowsTotal === 0 ? t('listing_import.rows_none') : ''}
      </p>
      {store.rowsState === 'error' ? (
        <div role="alert">
          <p>{t('listing_import.rows_error')}</p>
          <button type="button" className="button" onClick={() => void store.loadRows()}>
            {t('listing_import.retry')}
          </button>
        </div>
      ) : null}
      {store.rows.length > 0 ? (
        <div
          ref={tableRef}
          className="listing-import__table-wrap"
          // Scrolls sideways on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-caption`}
        >
          <table className="listing-import__table">
            <caption id={`${id}-caption`}>
              {t('listing_import.table_caption', {
                shown: n(store.rows.length),
                total: n(store.rowsTotal),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('listing_import.col_row')}</th>
                <th scope="col">{t('listing_import.col_ref')}</th>
                <th scope="col">{t('listing_import.col_title')}</th>
                <th scope="col">{t('listing_import.col_outcome')}</th>
                <th scope="col">{t('listing_import.col_field')}</th>
                <th scope="col">{t('listing_import.col_reason')}</th>
              </tr>
            </thead>
            <tbody>
              {store.rows.map((row) => (
                <tr key={row.row}>
                  <th scope="row">{n(row.row)}</th>
                  <td>{row.ref ?? ''}</td>
                  <td>{row.title ?? ''}</td>
                  <td>
                    {t(OUTCOME_LABELS[row.outcome])}
                    {row.result === 'done' ? ` · ${t('listing_import.result_done')}` : ''}
                    {row.result === 'failed' ? ` · ${t('listing_import.result_failed')}` : ''}
                  </td>
                  <td>{row.field ? <code>{row.field}</code> : ''}</td>
                  <td>{row.result_reason ?? row.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        meta={{ current_page: store.page, last_page: store.lastPage }}
        label={t('listing_import.pages_label')}
        onPageChange={(page) => {
          void store.setPage(page).then(() => tableRef.current?.focus());
        }}
      />
    </section>
  );
});

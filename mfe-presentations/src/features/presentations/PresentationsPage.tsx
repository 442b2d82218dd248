import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PresentationSummary } from '@phuket/shared/api/presentations';
import {
  LANGUAGE_TAGS,
  localizePath,
  msgId,
  useAccountRuleText,
  useLocale,
  useMessages,
  type Locale,
  type Translate,
} from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { ConfirmDialog, Pagination, useDocumentTitle } from '@phuket/shared/ui';
import { CopyLinkButton } from '../../common/CopyLinkButton';
import { inEnglish, presentationsMessages } from '../../common/messages';
import { PresentationsStore } from './presentations-store';
import './presentations.css';

/** Dates in a fixed format of the page's language (English: day first), the same on every machine. */
export function formatDate(iso: string | null, withTime = false, locale: Locale = 'en'): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

/** "Opened 3 times on 2 devices, last 4 Mar 2026, 10:12" or "Not opened yet". */
export function opensText(
  row: Pick<PresentationSummary, 'opened' | 'stats'>,
  t: Translate = inEnglish,
  locale: Locale = 'en',
): string {
  const { opens, devices, last_opened_at: last } = row.stats;
  if (!row.opened || opens === 0) return t('presentations.not_opened');
  return t('presentations.opened', { opens, devices, last: formatDate(last, true, locale) });
}

const STATUS = {
  active: null,
  expired: msgId('presentations.status_expired'),
  revoked: msgId('presentations.status_revoked'),
} as const;

export default observer(function PresentationsPage() {
  const t = useMessages(presentationsMessages);
  useDocumentTitle(t('presentations.title'));
  const [store] = useState(() => new PresentationsStore(undefined, t));
  const [deleting, setDeleting] = useState<PresentationSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  const confirmDelete = () => {
    const row = deleting;
    if (!row) return;
    void store.remove(row).then((removed) => {
      setDeleting(null);
      // The row and its Delete button are gone: the heading takes the focus back.
      if (removed) headingRef.current?.focus();
    });
  };

  return (
    <div className="container page presentations">
      <div className="presentations__top">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('presentations.title')}
        </h1>
        <Link className="button" to="/presentations/create">
          {t('presentations.create')}
        </Link>
      </div>
      <p className="presentations__notice" role="status">
        {store.notice}
      </p>
      <Rows store={store} onDelete={setDeleting} />
      {deleting ? (
        <ConfirmDialog
          title={t('presentations.delete_title')}
          confirmLabel={t('presentations.delete_confirm')}
          busyLabel={t('presentations.deleting')}
          busy={store.busy.get(deleting.id) === 'delete'}
          danger
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('presentations.delete_text', { title: deleting.title })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
});

const Rows = observer(function Rows({
  store,
  onDelete,
}: {
  store: PresentationsStore;
  onDelete: (row: PresentationSummary) => void;
}) {
  const t = useMessages(presentationsMessages);
  const locale = useLocale();
  const accountRule = useAccountRuleText();
  const say = (text: string) => accountRule(text) ?? text;
  if (store.state === 'error') {
    return (
      <div className="presentations__state" role="alert">
        <h2>{t('presentations.load_error')}</h2>
        <p>{t('common.offline')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (store.state === 'loading' && store.rows.length === 0) {
    return (
      <p className="presentations__state" role="status">
        {t('presentations.loading')}
      </p>
    );
  }
  if (store.isEmpty) {
    return (
      <div className="presentations__state">
        <h2>{t('presentations.empty_title')}</h2>
        <p>{t('presentations.empty_text')}</p>
        <Link className="button" to="/presentations/create">
          {t('presentations.create_first')}
        </Link>
      </div>
    );
  }
  const meta = store.meta;
  return (
    <section aria-label={t('presentations.list_label')} aria-busy={store.state === 'loading'}>
      <ul className="presentations__list">
        {store.rows.map((row) => {
          // The link in the client's language the broker chose: the client reads the page in it.
          const url = new URL(localizePath(row.locale, row.url), window.location.origin).toString();
          const busy = store.busy.get(row.id);
          const status = STATUS[row.status];
          return (
            <li key={row.id} className="presentation-row" data-testid="presentation-row">
              <div className="presentation-row__main">
                <h2 className="presentation-row__title">
                  <Link to={`/presentation/${encodeURIComponent(row.slug)}/edit`} data-user-content>
                    {row.title}
                  </Link>
                </h2>
                <p className="presentation-row__facts">
                  {row.client_name ? (
                    // The broker's own note of who it is for: the name is theirs.
                    <span data-user-content>
                      {t('presentations.for_client', { name: row.client_name })}
                    </span>
                  ) : null}
                  {t('presentations.facts', {
                    count: row.listings_count,
                    date: formatDate(row.created_at, false, locale),
                  })}
                  {status ? <span className="presentation-row__status"> · {t(status)}</span> : null}
                </p>
                <p className="presentation-row__opens" data-testid="opens">
                  {opensText(row, t, locale)}
                  {row.feedback_count > 0
                    ? ` · ${t('presentations.answers', { count: row.feedback_count })}`
                    : ''}
                </p>
                <p className="presentation-row__link">
                  {/* An address, not words: the same in every language. */}
                  <a href={url} target="_blank" rel="noopener noreferrer" data-user-content>
                    {url}
                  </a>
                </p>
              </div>
              <div className="presentation-row__actions">
                <CopyLinkButton url={url} />
                <Link
                  className="button button--secondary"
                  to={`/presentation/${encodeURIComponent(row.slug)}/edit`}
                  aria-label={t('presentations.edit_label', { title: row.title })}
                >
                  {t('presentations.edit')}
                </Link>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy !== undefined}
                  aria-label={t('presentations.duplicate_label', { title: row.title })}
                  onClick={() => void store.duplicate(row)}
                >
                  {busy === 'duplicate'
                    ? t('presentations.duplicating')
                    : t('presentations.duplicate')}
                </button>
                <button
                  type="button"
                  className="button button--secondary presentation-row__delete"
                  disabled={busy !== undefined}
                  aria-label={t('presentations.delete_label', { title: row.title })}
                  onClick={() => onDelete(row)}
                >
                  {t('presentations.delete')}
                </button>
              </div>
              {store.errors.get(row.id) ? (
                <p className="presentation-row__error" role="alert">
                  {say(store.errors.get(row.id) ?? '')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {meta ? (
        <div className="presentations__pages">
          <Pagination
            meta={meta}
            onPageChange={(page) => store.setPage(page)}
            label={t('presentations.pages')}
          />
        </div>
      ) : null}
    </section>
  );
});

import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PresentationSummary } from '@phuket/shared/api/presentations';
import { Link } from '@phuket/shared/router';
import { ConfirmDialog, Pagination } from '@phuket/shared/ui';
import { CopyLinkButton } from '../../common/CopyLinkButton';
import { useDocumentTitle } from '../../common/use-document-title';
import { PresentationsStore } from './presentations-store';
import './presentations.css';

const TITLE = 'My presentations';

/** Dates in a fixed English format, the same on every machine. */
export function formatDate(iso: string | null, withTime = false): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

/** "Opened 3 times on 2 devices, last 4 Mar 2026, 10:12" or "Not opened yet". */
export function opensText(row: Pick<PresentationSummary, 'opened' | 'stats'>): string {
  const { opens, devices, last_opened_at: last } = row.stats;
  if (!row.opened || opens === 0) return 'Not opened yet';
  return `Opened ${opens} ${opens === 1 ? 'time' : 'times'} on ${devices} ${
    devices === 1 ? 'device' : 'devices'
  }, last ${formatDate(last, true)}`;
}

const STATUS = { active: null, expired: 'Expired', revoked: 'Link revoked' } as const;

export default observer(function PresentationsPage() {
  useDocumentTitle(TITLE);
  const [store] = useState(() => new PresentationsStore());
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
          {TITLE}
        </h1>
        <Link className="button" to="/presentations/create">
          Create a presentation
        </Link>
      </div>
      <p className="presentations__notice" role="status">
        {store.notice}
      </p>
      <Rows store={store} onDelete={setDeleting} />
      {deleting ? (
        <ConfirmDialog
          title="Delete this presentation?"
          confirmLabel="Delete presentation"
          busyLabel="Deleting…"
          busy={store.busy.get(deleting.id) === 'delete'}
          danger
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>
            “{deleting.title}” will be removed for good and its link will stop working. The listings
            themselves stay as they are.
          </p>
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
  if (store.state === 'error') {
    return (
      <div className="presentations__state" role="alert">
        <h2>Your presentations could not be loaded</h2>
        <p>The server cannot be reached right now. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          Retry
        </button>
      </div>
    );
  }
  if (store.state === 'loading' && store.rows.length === 0) {
    return (
      <p className="presentations__state" role="status">
        Loading your presentations…
      </p>
    );
  }
  if (store.isEmpty) {
    return (
      <div className="presentations__state">
        <h2>No presentations yet</h2>
        <p>
          Pick a few listings for a client, add your notes and send them one link. You see when they
          open it and what they like.
        </p>
        <Link className="button" to="/presentations/create">
          Create your first presentation
        </Link>
      </div>
    );
  }
  const meta = store.meta;
  return (
    <section aria-label="Your presentations" aria-busy={store.state === 'loading'}>
      <ul className="presentations__list">
        {store.rows.map((row) => {
          const url = new URL(row.url, window.location.origin).toString();
          const busy = store.busy.get(row.id);
          const status = STATUS[row.status];
          return (
            <li key={row.id} className="presentation-row" data-testid="presentation-row">
              <div className="presentation-row__main">
                <h2 className="presentation-row__title">
                  <Link to={`/presentation/${encodeURIComponent(row.slug)}/edit`}>{row.title}</Link>
                </h2>
                <p className="presentation-row__facts">
                  {row.client_name ? <span>For {row.client_name} · </span> : null}
                  {row.listings_count} {row.listings_count === 1 ? 'listing' : 'listings'} · Created{' '}
                  {formatDate(row.created_at)}
                  {status ? <span className="presentation-row__status"> · {status}</span> : null}
                </p>
                <p className="presentation-row__opens" data-testid="opens">
                  {opensText(row)}
                  {row.feedback_count > 0
                    ? ` · ${row.feedback_count} ${row.feedback_count === 1 ? 'answer' : 'answers'}`
                    : ''}
                </p>
                <p className="presentation-row__link">
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </a>
                </p>
              </div>
              <div className="presentation-row__actions">
                <CopyLinkButton url={url} label={`Copy link`} />
                <Link
                  className="button button--secondary"
                  to={`/presentation/${encodeURIComponent(row.slug)}/edit`}
                  aria-label={`Edit ${row.title}`}
                >
                  Edit
                </Link>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy !== undefined}
                  aria-label={`Duplicate ${row.title}`}
                  onClick={() => void store.duplicate(row)}
                >
                  {busy === 'duplicate' ? 'Duplicating…' : 'Duplicate'}
                </button>
                <button
                  type="button"
                  className="button button--secondary presentation-row__delete"
                  disabled={busy !== undefined}
                  aria-label={`Delete ${row.title}`}
                  onClick={() => onDelete(row)}
                >
                  Delete
                </button>
              </div>
              {store.errors.get(row.id) ? (
                <p className="presentation-row__error" role="alert">
                  {store.errors.get(row.id)}
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
            label="Presentation pages"
          />
        </div>
      ) : null}
    </section>
  );
});

import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { readApiError } from '@phuket/shared/api';
import type { RecordDeleted, RecordState } from '@phuket/shared/api/database';
import { DATABASE_STATUSES } from '@phuket/shared/contract';
import type { Page } from '@phuket/shared/contract';
import { Link, NavLink, useLocation, useNavigate } from '@phuket/shared/router';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { paths } from '@phuket/shared/routes';
import { ConfirmDialog, Pagination, useDocumentTitle } from '@phuket/shared/ui';
import { databaseMessages } from './messages';
import './database.css';

/** What a row of either list has (developers, projects). */
export interface ListRow {
  id: number;
  title: string | null;
  status: string;
  version: number;
  paths: { publish: string; unpublish: string; delete: string };
}

export interface ListFilter {
  /** The URL's and the API's `filter[name]`. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  empty: string;
}

export interface RecordListPageProps<R extends ListRow> {
  title: string;
  /** 'developer', 'project': the words of the buttons and the dialog. */
  noun: 'developer' | 'project';
  createPath: string;
  editPath: (id: number) => string;
  load: (params: Record<string, string>) => Promise<Page<R>>;
  publish: (path: string, version: number) => Promise<RecordState>;
  unpublish: (path: string, version: number) => Promise<RecordState>;
  remove: (path: string, version: number) => Promise<RecordDeleted>;
  filters?: readonly ListFilter[];
  /** Column headings after Title and Status, and the cells of a row for them. */
  columns: readonly string[];
  cells: (row: R) => ReactNode[];
  /** What the delete dialog adds (a project with listings is archived). */
  deleteNote: string;
  /** Shown under the heading (the developers' claims and waiting publications). */
  notice?: ReactNode;
}

const SORTS = [
  { value: 'title', label: msgId('list.sort_title_asc') },
  { value: '-title', label: msgId('list.sort_title_desc') },
  { value: '-updated_at', label: msgId('list.sort_changed_desc') },
  { value: 'updated_at', label: msgId('list.sort_changed_asc') },
] as const;

/** The two lists, one click from each other (a developer keeps both). */
const DATABASES = [
  { label: msgId('list.tab_developers'), to: paths.databaseDevelopers },
  { label: msgId('list.tab_projects'), to: paths.databaseProjects },
] as const;

/** A record's status: draft, published, archived (the database's own states). */
const STATUS_LABELS: Record<string, string> = {
  draft: msgId('list.status_draft'),
  published: msgId('list.status_published'),
  pending: msgId('list.status_pending'),
  archived: msgId('list.status_archived'),
};

/**
 * A database list (10 a page): search by title, filters and sort in the URL, status and
 * counts, and per row Edit, Publish/Unpublish and Delete (asked first). Every action reloads
 * the page from the server, so counts and versions stay true.
 */
export function RecordListPage<R extends ListRow>(props: RecordListPageProps<R>) {
  const { title, noun, createPath, editPath, load, filters = [], columns, cells } = props;
  const t = useMessages(databaseMessages);
  useDocumentTitle(title);
  const statusLabel = (status: string) => {
    const id = STATUS_LABELS[status];
    return id ? t(id) : status;
  };
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const [search, setSearch] = useState(query.get('title') ?? '');
  const [page, setPage] = useState<Page<R> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const params: Record<string, string> = { page: query.get('page') ?? '1', per_page: '10' };
  const text = query.get('title');
  if (text) params['filter[title]'] = text;
  for (const name of ['status', ...filters.map((f) => f.name)]) {
    const value = query.get(name);
    if (value) params[`filter[${name}]`] = value;
  }
  const sort = query.get('sort');
  if (sort) params.sort = sort;
  const key = JSON.stringify(params);

  useEffect(() => {
    let live = true;
    setFailure(null);
    load(JSON.parse(key) as Record<string, string>).then(
      (answer) => live && setPage(answer),
      (error: unknown) => live && setFailure(readApiError(error).message),
    );
    return () => {
      live = false;
    };
  }, [key, load, reloads]);

  const setQuery = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    const text = next.toString();
    void navigate({ search: text ? `?${text}` : '' });
  };

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await run());
    } catch (error) {
      setMessage(readApiError(error).message);
    } finally {
      setBusy(false);
      setAsking(null);
      setReloads((n) => n + 1);
      heading.current?.focus();
    }
  };

  const name = (row: R) => row.title ?? t('list.untitled', { noun });

  return (
    <div className="container database-page">
      <nav className="database-tabs" aria-label={t('list.databases')}>
        <ul>
          {DATABASES.map((tab) => (
            <li key={tab.to}>
              {/* NavLink marks the open list aria-current="page". */}
              <NavLink to={tab.to} end>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="database-list__head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <Link className="button" to={createPath}>
          {t('list.add', { noun })}
        </Link>
      </div>
      {props.notice}
      <form
        className="database-list__toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ title: search.trim() });
        }}
      >
        <label>
          {t('list.search_label')}
          <input
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          {t('list.search')}
        </button>
        <label>
          {t('list.status')}
          <select
            value={query.get('status') ?? ''}
            onChange={(event) => setQuery({ status: event.target.value })}
          >
            <option value="">{t('list.any_status')}</option>
            {DATABASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        {filters.map((filter) => (
          <label key={filter.name}>
            {filter.label}
            <select
              value={query.get(filter.name) ?? ''}
              onChange={(event) => setQuery({ [filter.name]: event.target.value })}
            >
              <option value="">{filter.empty}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          {t('list.sort_by')}
          <select
            value={sort ?? 'title'}
            onChange={(event) => setQuery({ sort: event.target.value })}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {failure ? (
        <div role="alert">
          <p>{failure}</p>
          <button type="button" className="button" onClick={() => setReloads((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      ) : page === null ? (
        <p>{t('common.loading')}</p>
      ) : page.data.length === 0 ? (
        <p>{t('list.none', { noun })}</p>
      ) : (
        <>
          <div className="database-table-wrap">
            <table className="database-table">
              <thead>
                <tr>
                  <th scope="col">{t('list.col_title')}</th>
                  <th scope="col">{t('list.status')}</th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                  <th scope="col">{t('list.col_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" data-user-content={row.title === null ? undefined : true}>
                      {name(row)}
                    </th>
                    <td data-label={t('list.status')}>
                      <span className={`database-status database-status--${row.status}`}>
                        {statusLabel(row.status)}
                      </span>
                    </td>
                    {cells(row).map((cell, index) => (
                      <td key={columns[index] ?? index} data-label={columns[index]}>
                        {cell}
                      </td>
                    ))}
                    <td data-label={t('list.col_actions')}>
                      <div className="database-table__actions">
                        <Link
                          className="button button--secondary"
                          to={editPath(row.id)}
                          aria-label={t('list.edit_name', { name: name(row) })}
                        >
                          {t('list.edit')}
                        </Link>
                        {/* A waiting developer is withdrawn as a published one is unpublished. */}
                        {row.status === 'published' || row.status === 'pending' ? (
                          <button
                            type="button"
                            className="button button--secondary"
                            disabled={busy}
                            aria-label={t('list.unpublish_name', { name: name(row) })}
                            onClick={() =>
                              void act(async () => {
                                await props.unpublish(row.paths.unpublish, row.version);
                                return t('list.unpublished', { name: name(row) });
                              })
                            }
                          >
                            {t('list.unpublish')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="button button--secondary"
                            disabled={busy}
                            aria-label={t('list.publish_name', { name: name(row) })}
                            onClick={() =>
                              void act(async () => {
                                await props.publish(row.paths.publish, row.version);
                                return t('list.published', { name: name(row) });
                              })
                            }
                          >
                            {t('list.publish')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={busy}
                          aria-label={t('list.delete_name', { name: name(row) })}
                          onClick={() => setAsking(row)}
                        >
                          {t('list.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            meta={page.meta}
            label={t('list.pages', { title })}
            onPageChange={(next) => setQuery({ page: String(next) })}
          />
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('list.delete_title', { noun })}
          confirmLabel={t('list.delete_confirm', { noun })}
          busyLabel={t('list.deleting')}
          busy={busy}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            void act(async () => {
              const answer = await props.remove(asking.paths.delete, asking.version);
              return answer.message;
            })
          }
        >
          <p>{t('list.delete_text', { name: name(asking), note: props.deleteNote })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

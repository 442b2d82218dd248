import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { PagedList } from '../../query';
import { Pagination } from './Pagination';

/**
 * What every paged list shows around its rows: the failure, the first load, the empty list,
 * the rows themselves (one `<li>` each) and the pages. `say` puts the API's English failure in
 * the page's language (each area knows its own messages).
 */
export const PagedListView = observer(function PagedListView<T extends { id: number }>({
  list,
  loading,
  empty,
  emptyClassName,
  listClassName,
  pagesLabel,
  say,
  children,
}: {
  list: PagedList<T>;
  loading: string;
  empty: ReactNode;
  emptyClassName: string;
  listClassName: string;
  pagesLabel: string;
  say: (message: string | null) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {list.state === 'error' ? (
        <p className="field-error" role="alert">
          {say(list.error)}
        </p>
      ) : null}
      {list.state === 'loading' && list.items.length === 0 ? <p role="status">{loading}</p> : null}
      {list.state === 'ready' && list.items.length === 0 ? (
        <p className={emptyClassName}>{empty}</p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className={listClassName} aria-busy={list.state === 'loading'}>
          {list.items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      ) : null}
      {list.meta ? (
        <Pagination
          meta={list.meta}
          label={pagesLabel}
          onPageChange={(page) => void list.goTo(page)}
        />
      ) : null}
    </>
  );
});

import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { PagedList } from '@phuket/shared/query';
import { Pagination } from '@phuket/shared/ui';
import { useKnownMessages } from './known-messages';

/**
 * What every paged list of this area shows around its rows: the failure, the first load, the
 * empty list, the rows themselves (one `<li>` each) and the pages.
 */
export const PagedListView = observer(function PagedListView<T extends { id: number }>({
  list,
  loading,
  empty,
  emptyClassName,
  listClassName,
  pagesLabel,
  children,
}: {
  list: PagedList<T>;
  loading: string;
  empty: ReactNode;
  emptyClassName: string;
  listClassName: string;
  pagesLabel: string;
  children: (item: T) => ReactNode;
}) {
  const say = useKnownMessages();
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

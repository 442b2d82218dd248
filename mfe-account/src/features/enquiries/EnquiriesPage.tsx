import { useEffect, useId, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import {
  addEnquiryNote,
  getEnquiryNotes,
  getEnquiryReplyTime,
  getMyEnquiries,
  markEnquiryReplied,
  updateEnquiry,
} from '@phuket/shared/api';
import {
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  type EnquirySort,
  type EnquiryStatus,
} from '@phuket/shared/contract';
import { PagedListView, useDocumentTitle } from '@phuket/shared/ui';
import { useSearchParams } from '@phuket/shared/router';
import { formatDateIn, formatDurationIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { EnquiryCard, STATUS_IDS } from './EnquiryCard';
import {
  EnquiriesStore,
  viewFromSearch,
  viewToSearch,
  type EnquiriesApi,
  type InboxDone,
} from './enquiries-store';
import '../../common/list-page.css';
import './enquiries.css';

const defaultApi: EnquiriesApi = {
  list: getMyEnquiries,
  update: updateEnquiry,
  markReplied: markEnquiryReplied,
  notes: getEnquiryNotes,
  addNote: addEnquiryNote,
  replyTime: getEnquiryReplyTime,
};

const isStatus = (value: string): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is EnquirySort =>
  (ENQUIRY_SORTS as readonly string[]).includes(value);

const SORT_IDS: Record<EnquirySort, string> = {
  newest: msgId('enquiries.sort_newest'),
  oldest: msgId('enquiries.sort_oldest'),
  follow_up: msgId('enquiries.sort_follow_up'),
};

/** /profile/enquiries: what visitors asked the signed-in agent or developer, as leads. */
export default observer(function EnquiriesPage({ api = defaultApi }: { api?: EnquiriesApi }) {
  const [search, setSearch] = useSearchParams();
  const [store] = useState(() => new EnquiriesStore(api, viewFromSearch(search)));
  const id = useId();
  const t = useMessages(accountMessages);
  const locale = useLocale();
  useDocumentTitle(t('enquiries.title'));
  const say = useKnownMessages();
  useEffect(() => {
    void store.list.load();
    void store.loadReplyTime();
  }, [store]);
  // The view lives in the URL: a reload, the back button or a shared link shows the same list.
  useEffect(
    () =>
      reaction(
        () => viewToSearch(store.view),
        (next) => setSearch(next, { replace: true }),
      ),
    [store, setSearch],
  );

  const doneText = (done: InboxDone | null): string => {
    if (!done) return '';
    switch (done.kind) {
      case 'status':
        return t('enquiries.status_changed', { name: done.name, status: done.status });
      case 'follow_up':
        return t('enquiries.follow_up_set', {
          name: done.name,
          day: formatDateIn(locale, done.day),
        });
      case 'follow_up_cleared':
        return t('enquiries.follow_up_cleared', { name: done.name });
      case 'note':
        return t('enquiries.note_added', { name: done.name });
    }
  };

  const replyTime = store.replyTime;
  return (
    <div className="container account-page list-page enquiries-page">
      <header className="enquiries-page__head">
        <h1>{t('enquiries.title')}</h1>
        <p className="list-page__lead">{t('enquiries.lead')}</p>
        {replyTime ? (
          <p className="enquiries-page__reply-time">
            {replyTime.average_seconds === null
              ? t('enquiries.reply_time_none', { days: replyTime.days })
              : t('enquiries.reply_time', {
                  duration: formatDurationIn(locale, replyTime.average_seconds),
                  count: replyTime.replied,
                  days: replyTime.days,
                })}{' '}
            {t('enquiries.waiting', { count: replyTime.waiting })}
          </p>
        ) : null}
        <div className="enquiries-page__filters">
          <div className="field">
            <label htmlFor={`${id}-filter`}>{t('enquiries.show')}</label>
            <select
              id={`${id}-filter`}
              value={store.status}
              onChange={(event) => {
                const value = event.target.value;
                void store.setStatusFilter(isStatus(value) ? value : 'all');
              }}
            >
              <option value="all">{t('enquiries.all')}</option>
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(STATUS_IDS[status])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-sort`}>{t('enquiries.sort')}</label>
            <select
              id={`${id}-sort`}
              value={store.sort}
              onChange={(event) => {
                const value = event.target.value;
                void store.setSort(isSort(value) ? value : 'newest');
              }}
            >
              {ENQUIRY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_IDS[sort])}
                </option>
              ))}
            </select>
          </div>
          <label className="enquiries-page__due">
            <input
              type="checkbox"
              checked={store.due}
              onChange={(event) => void store.setDue(event.target.checked)}
            />{' '}
            {t('enquiries.due_only')}
          </label>
        </div>
      </header>
      <p className="visually-hidden" role="status">
        {store.notice ? say(store.notice) : doneText(store.done)}
      </p>
      <PagedListView
        say={say}
        list={store.list}
        loading={t('enquiries.loading')}
        empty={store.filtered ? t('enquiries.empty_filtered') : t('enquiries.empty')}
        emptyClassName="list-page__empty"
        listClassName="enquiry-list"
        pagesLabel={t('enquiries.pages')}
      >
        {(enquiry) => <EnquiryCard enquiry={enquiry} store={store} />}
      </PagedListView>
    </div>
  );
});

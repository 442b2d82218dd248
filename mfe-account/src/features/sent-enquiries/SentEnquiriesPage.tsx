import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getSentEnquiries, type SentEnquiry } from '@phuket/shared/api';
import type { SentEnquiryStatus } from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { PagedListView, useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { CONTACT_IDS } from '../../common/enquiry-words';
import { EnquiryCardTop } from '../../common/EnquiryCardTop';
import { SentEnquiriesStore, type SentEnquiriesApi } from './sent-enquiries-store';
import '../../common/list-page.css';

const defaultApi: SentEnquiriesApi = { list: getSentEnquiries };

/** The recipient's mark, as the sender reads it. */
const STATUS_IDS: Record<SentEnquiryStatus, string> = {
  new: msgId('sent_enquiries.status_new'),
  replied: msgId('sent_enquiries.status_replied'),
  closed: msgId('sent_enquiries.status_closed'),
};

/**
 * /profile/sent-enquiries: what the user asked about while signed in, on whichever device
 * they sent it from, with whether the agent or developer has marked it answered.
 */
export default observer(function SentEnquiriesPage({
  api = defaultApi,
}: {
  api?: SentEnquiriesApi;
}) {
  const [store] = useState(() => new SentEnquiriesStore(api));
  const t = useMessages(accountMessages);
  useDocumentTitle(t('sent_enquiries.title'));
  const say = useKnownMessages();
  useEffect(() => {
    void store.list.load();
  }, [store]);

  return (
    <div className="container account-page list-page">
      <header>
        <h1>{t('sent_enquiries.title')}</h1>
        <p className="list-page__lead">{t('sent_enquiries.lead')}</p>
      </header>
      <PagedListView
        say={say}
        list={store.list}
        loading={t('sent_enquiries.loading')}
        empty={
          <>
            {t('sent_enquiries.empty')}{' '}
            <Link to={paths.properties}>{t('sent_enquiries.browse')}</Link>
          </>
        }
        emptyClassName="list-page__empty"
        listClassName="enquiry-list"
        pagesLabel={t('sent_enquiries.pages')}
      >
        {(enquiry) => <SentEnquiryCard enquiry={enquiry} />}
      </PagedListView>
    </div>
  );
});

function SentEnquiryCard({ enquiry }: { enquiry: SentEnquiry }) {
  const id = useId();
  const t = useMessages(accountMessages);
  const [about, afterTarget] = aroundSlot(t('sent_enquiries.about', { target: SLOT }));
  return (
    <article className="enquiry-card" aria-labelledby={`${id}-title`}>
      <EnquiryCardTop
        titleId={`${id}-title`}
        title={
          <>
            {about}
            <Link to={enquiry.target.url} data-user-content>
              {enquiry.target.title}
            </Link>
            {afterTarget}
          </>
        }
        status={enquiry.status}
        statusText={t(STATUS_IDS[enquiry.status])}
        createdAt={enquiry.created_at}
        message={enquiry.message}
      />
      <dl className="enquiry-card__contacts">
        <div>
          <dt>{t('sent_enquiries.answer_by')}</dt>
          <dd>{t(CONTACT_IDS[enquiry.preferred_contact])}</dd>
        </div>
      </dl>
    </article>
  );
}

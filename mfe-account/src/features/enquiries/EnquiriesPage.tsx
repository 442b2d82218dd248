import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getMyEnquiries, setEnquiryStatus, type Enquiry } from '@phuket/shared/api';
import {
  ENQUIRY_STATUSES,
  lineUrl,
  whatsappUrl,
  type EnquiryStatus,
} from '@phuket/shared/contract';
import { displayPhone } from '@phuket/shared/phone-input';
import { PagedListView } from '@phuket/shared/ui';
import { Link } from '@phuket/shared/router';
import { msgId, useMessages } from '@phuket/shared/i18n';
import type { Translate } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { CONTACT_IDS } from '../../common/enquiry-words';
import { EnquiryCardTop } from '../../common/EnquiryCardTop';
import { EnquiriesStore, type EnquiriesApi, type StatusFilter } from './enquiries-store';
import '../../common/list-page.css';
import './enquiries.css';

const defaultApi: EnquiriesApi = { list: getMyEnquiries, setStatus: setEnquiryStatus };

const isStatus = (value: string): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value);

/** A reply in the visitor's own mail program, quoting what they asked about. */
function replyLink(enquiry: Enquiry, t: Translate): string {
  const subject = t('enquiries.reply_subject', { title: enquiry.target.title });
  const greeting = t('enquiries.reply_greeting', { name: enquiry.name });
  const body = `${greeting}\n\n\n\n> ${enquiry.message.replace(/\n/g, '\n> ')}`;
  return `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The statuses' words (the contract's English labels, translated here). */
const STATUS_IDS: Record<EnquiryStatus, string> = {
  new: msgId('enquiries.status_new'),
  replied: msgId('enquiries.status_replied'),
  closed: msgId('enquiries.status_closed'),
};

/** The app the visitor asked to be answered on, with the link that opens the chat there. */
function chatReply(enquiry: Enquiry, t: Translate): { label: string; href: string } | null {
  if (enquiry.preferred_contact === 'line' && enquiry.line_id) {
    return { label: t('enquiries.add_on_line'), href: lineUrl(enquiry.line_id) };
  }
  const whatsapp =
    enquiry.preferred_contact === 'whatsapp' && enquiry.phone ? whatsappUrl(enquiry.phone) : null;
  return whatsapp ? { label: t('enquiries.reply_whatsapp'), href: whatsapp } : null;
}

/** /profile/enquiries: what visitors asked the signed-in agent or developer. */
export default observer(function EnquiriesPage({ api = defaultApi }: { api?: EnquiriesApi }) {
  const [store] = useState(() => new EnquiriesStore(api));
  const id = useId();
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  useEffect(() => {
    void store.list.load();
  }, [store]);

  const emptyText =
    store.filter === 'all'
      ? t('enquiries.empty')
      : t('enquiries.empty_status', { status: store.filter });

  return (
    <div className="container account-page list-page enquiries-page">
      <header className="enquiries-page__head">
        <h1>{t('enquiries.title')}</h1>
        <p className="list-page__lead">{t('enquiries.lead')}</p>
        <div className="field enquiries-page__filter">
          <label htmlFor={`${id}-filter`}>{t('enquiries.show')}</label>
          <select
            id={`${id}-filter`}
            value={store.filter}
            onChange={(event) => {
              const value = event.target.value;
              void store.setFilter(isStatus(value) ? value : ('all' satisfies StatusFilter));
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
      </header>
      <p className="visually-hidden" role="status">
        {say(store.notice) ?? ''}
      </p>
      <PagedListView
        say={say}
        list={store.list}
        loading={t('enquiries.loading')}
        empty={emptyText}
        emptyClassName="list-page__empty"
        listClassName="enquiry-list"
        pagesLabel={t('enquiries.pages')}
      >
        {(enquiry) => (
          <EnquiryCard
            enquiry={enquiry}
            saving={store.savingId === enquiry.id}
            onStatus={(status) => void store.changeStatus(enquiry.id, status)}
          />
        )}
      </PagedListView>
    </div>
  );
});

function EnquiryCard({
  enquiry,
  saving,
  onStatus,
}: {
  enquiry: Enquiry;
  saving: boolean;
  onStatus: (status: EnquiryStatus) => void;
}) {
  const id = useId();
  const t = useMessages(accountMessages);
  const [about, afterTarget] = aroundSlot(t('enquiries.about', { target: SLOT }));
  const chat = chatReply(enquiry, t);
  return (
    <article className="enquiry-card" aria-labelledby={`${id}-title`}>
      <EnquiryCardTop
        titleId={`${id}-title`}
        title={
          <>
            <span data-user-content>{enquiry.name}</span>
            <span className="enquiry-card__about">
              {' '}
              {about}
              <Link to={enquiry.target.url} data-user-content>
                {enquiry.target.title}
              </Link>
              {afterTarget}
            </span>
          </>
        }
        status={enquiry.status}
        statusText={t(STATUS_IDS[enquiry.status])}
        createdAt={enquiry.created_at}
        message={enquiry.message}
      />
      <dl className="enquiry-card__contacts">
        <div>
          <dt>{t('fields.email')}</dt>
          <dd data-user-content>{enquiry.email}</dd>
        </div>
        <div>
          <dt>{t('fields.phone')}</dt>
          <dd>
            {enquiry.phone ? (
              <a href={`tel:${enquiry.phone}`}>{displayPhone(enquiry.phone)}</a>
            ) : (
              t('enquiries.not_given')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('enquiries.prefers')}</dt>
          <dd>{t(CONTACT_IDS[enquiry.preferred_contact])}</dd>
        </div>
        {enquiry.line_id ? (
          <div>
            <dt>{t('enquiries.line_id')}</dt>
            <dd data-user-content>{enquiry.line_id}</dd>
          </div>
        ) : null}
      </dl>
      <div className="enquiry-card__actions">
        <div className="enquiry-card__replies">
          {/* The app the visitor chose comes first: that is where they wait for the answer. */}
          {chat ? (
            <a className="button" href={chat.href} target="_blank" rel="noopener noreferrer">
              {chat.label}
            </a>
          ) : null}
          <a className={chat ? 'button button--secondary' : 'button'} href={replyLink(enquiry, t)}>
            {t('enquiries.reply')}
          </a>
        </div>
        <div className="field enquiry-card__status">
          <label htmlFor={`${id}-status`}>{t('enquiries.status')}</label>
          <select
            id={`${id}-status`}
            value={enquiry.status}
            disabled={saving}
            onChange={(event) => {
              const value = event.target.value;
              if (isStatus(value)) onStatus(value);
            }}
          >
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_IDS[status])}
              </option>
            ))}
          </select>
        </div>
      </div>
    </article>
  );
}

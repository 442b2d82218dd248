import { useEffect, useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { getUserRecords, type StaffUserRecords } from '@phuket/shared/api/staff';
import {
  ID_MAX_VALUE,
  LANGUAGE_TAGS,
  type DatabaseStatus,
  type EnquiryTarget,
  type ModerationReason,
  type PresentationStatus,
  type StaffRecordEntry,
  type StaffRecordEnquiry,
  type StaffRecordListing,
  type StaffRecordPresentation,
} from '@phuket/shared/contract';
import {
  formatDateIn,
  formatMoneyIn,
  msgId,
  useLocale,
  useMessages,
  type Locale,
} from '@phuket/shared/i18n';
import { Link, useParams } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useDocumentTitle } from '@phuket/shared/ui';
import { LISTING_STATUS_LABELS } from '../../common/listing-statuses';
import { accountMessages } from '../../common/messages';
import { ROLE_LABELS } from '../../common/roles';
import { StaffUserRecordsStore, type StaffUserRecordsApi } from './staff-user-records-store';
import '../../common/forms.css';
import '../../common/staff-flags.css';
import './staff-user-records.css';

const defaultApi: StaffUserRecordsApi = { load: getUserRecords };

// Developer companies and projects have the listing statuses' words for the four they share.
const DATABASE_STATUS_LABELS: Record<DatabaseStatus, string> = {
  draft: msgId('overview.status_draft'),
  published: msgId('overview.status_published'),
  pending: msgId('overview.status_pending'),
  archived: msgId('overview.status_archived'),
};

const PRESENTATION_STATUS_LABELS: Record<PresentationStatus, string> = {
  active: msgId('records.presentation_active'),
  expired: msgId('records.presentation_expired'),
  revoked: msgId('records.presentation_revoked'),
};

const ENQUIRY_STATUS_LABELS: Record<StaffRecordEnquiry['status'], string> = {
  new: msgId('enquiries.status_new'),
  contacted: msgId('enquiries.status_contacted'),
  viewing_booked: msgId('enquiries.status_viewing_booked'),
  offer: msgId('enquiries.status_offer'),
  closed_won: msgId('enquiries.status_closed_won'),
  closed_lost: msgId('enquiries.status_closed_lost'),
};

const TARGET_LABELS: Record<EnquiryTarget, string> = {
  listing: msgId('records.about_listing'),
  project: msgId('records.about_project'),
  developer: msgId('records.about_developer'),
  agent: msgId('records.about_agent'),
};

const REASON_LABELS: Record<ModerationReason, string> = {
  new: msgId('records.reason_new'),
  duplicate: msgId('records.reason_duplicate'),
  reported: msgId('records.reason_reported'),
};

/** The route's id when it can be an account's (the API would refuse anything else with 422). */
function routeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX_VALUE ? id : null;
}

const listOf = (locale: Locale, words: string[]) =>
  new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }).format(words);

/** /staff/users/{id}: one account's listings, companies, projects, presentations and enquiries. */
export default function StaffUserRecordsPage({ api = defaultApi }: { api?: StaffUserRecordsApi }) {
  const id = routeId(useParams().id);
  // Another account is another page: a fresh store, nothing of the previous one shown.
  return id === null ? <Missing /> : <RecordsView key={id} id={id} api={api} />;
}

function Missing() {
  const t = useMessages(accountMessages);
  useDocumentTitle(t('records.title'));
  return (
    <div className="container account-page staff-records">
      <BackLink />
      <h1>{t('records.title')}</h1>
      <p role="status">{t('records.missing')}</p>
    </div>
  );
}

function BackLink() {
  const t = useMessages(accountMessages);
  return (
    <p className="staff-records__back">
      <Link to={paths.staffUsers}>{t('records.back')}</Link>
    </p>
  );
}

const RecordsView = observer(function RecordsView({
  id,
  api,
}: {
  id: number;
  api: StaffUserRecordsApi;
}) {
  const [store] = useState(() => new StaffUserRecordsStore(id, api));
  const t = useMessages(accountMessages);
  const records = store.state === 'ready' ? store.records : null;
  useDocumentTitle(
    records ? t('records.doc_title', { name: records.account.name }) : t('records.title'),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  if (!records) {
    return (
      <div className="container account-page staff-records">
        <BackLink />
        <h1>{t('records.title')}</h1>
        <p className="staff-records__state" role="status">
          {store.state === 'loading' ? t('records.loading') : ''}
          {store.state === 'failed' ? t('records.failed') : ''}
          {store.state === 'missing' ? t('records.missing') : ''}
        </p>
        {store.state === 'failed' ? (
          <button type="button" className="button" onClick={() => void store.retry()}>
            {t('records.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return <RecordsBody records={records} />;
});

function RecordsBody({ records }: { records: StaffUserRecords }) {
  const t = useMessages(accountMessages);
  const { account } = records;
  return (
    <div className="container account-page staff-records">
      <BackLink />
      <header className="staff-records__head">
        <h1>
          <span data-user-content>{account.name}</span>
        </h1>
        <p className="staff-records__flags">
          <span className="staff-flag">{t(ROLE_LABELS[account.role])}</span>
          {account.verified ? (
            <span className="staff-flag staff-flag--good">{t('staff.flag_verified')}</span>
          ) : null}
          {account.blocked ? (
            <span className="staff-flag staff-flag--bad">{t('staff.flag_blocked')}</span>
          ) : null}
          {account.email_verified ? null : (
            <span className="staff-flag staff-flag--warn">{t('staff.flag_unconfirmed')}</span>
          )}
        </p>
        <p className="staff-records__contact">
          <span data-user-content>{account.email}</span>{' '}
          <Link
            to={`${paths.staffAuditLog}?user=${account.id}`}
            aria-label={t('staff.history_label', { name: account.name })}
          >
            {t('staff.history')}
          </Link>
        </p>
      </header>
      <RecordSection
        heading={t('records.listings_heading', { count: records.listings.total })}
        list={records.listings}
        empty={t('records.listings_empty')}
      >
        {(listing) => <ListingRow key={listing.id} listing={listing} />}
      </RecordSection>
      <RecordSection
        heading={t('records.developers_heading', { count: records.developers.total })}
        list={records.developers}
        empty={t('records.developers_empty')}
      >
        {(company) => (
          <EntryRow
            key={company.id}
            entry={company}
            to={paths.databaseDeveloperStep(company.id)}
            untitled={t('records.untitled_developer', { id: company.id })}
          />
        )}
      </RecordSection>
      <RecordSection
        heading={t('records.projects_heading', { count: records.projects.total })}
        list={records.projects}
        empty={t('records.projects_empty')}
      >
        {(project) => (
          <EntryRow
            key={project.id}
            entry={project}
            to={paths.databaseProjectStep(project.id)}
            untitled={t('records.untitled_project', { id: project.id })}
          />
        )}
      </RecordSection>
      <RecordSection
        heading={t('records.presentations_heading', { count: records.presentations.total })}
        list={records.presentations}
        empty={t('records.presentations_empty')}
      >
        {(presentation) => <PresentationRow key={presentation.id} presentation={presentation} />}
      </RecordSection>
      <RecordSection
        heading={t('records.enquiries_heading', { count: records.enquiries.total })}
        list={records.enquiries}
        empty={t('records.enquiries_empty')}
      >
        {(enquiry) => <EnquiryRow key={enquiry.id} enquiry={enquiry} />}
      </RecordSection>
    </div>
  );
}

/** One list of the account's records: its heading with the total, its rows or why there are none. */
function RecordSection<T>({
  heading,
  list,
  empty,
  children,
}: {
  heading: string;
  list: { total: number; data: T[] };
  empty: string;
  children: (row: T) => ReactNode;
}) {
  const t = useMessages(accountMessages);
  const headingId = useId();
  return (
    <section className="staff-records__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {list.data.length === 0 ? (
        <p className="staff-records__empty">{empty}</p>
      ) : (
        <>
          {list.total > list.data.length ? (
            <p className="staff-records__shown">
              {t('records.shown', { shown: list.data.length, total: list.total })}
            </p>
          ) : null}
          <ul className="staff-records__list">{list.data.map(children)}</ul>
        </>
      )}
    </section>
  );
}

/** A record's title as the link to it, with its number. */
function TitleLink({
  to,
  title,
  untitled,
}: {
  to: string;
  title: string | null;
  untitled: string;
}) {
  return (
    <p className="staff-record__title">
      <Link to={to} data-user-content={title !== null || undefined}>
        {title ?? untitled}
      </Link>
    </p>
  );
}

/** A record's facts in a row that wraps; spaced, so a screen reader does not run them together. */
function Facts({ items }: { items: ReactNode[] }) {
  return (
    <p className="staff-record__facts">
      {items
        .filter((item) => item !== null)
        .map((item, index) => (
          // A fixed sequence per kind of record: a fact's place is its identity.
          <span key={index}>
            {index > 0 ? ' ' : null}
            {item}
          </span>
        ))}
    </p>
  );
}

function ListingRow({ listing }: { listing: StaffRecordListing }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  // Off the site, staff read it as its owner does: the property page's preview.
  const to =
    listing.status === 'published'
      ? paths.property(listing.id)
      : `${paths.property(listing.id)}?preview`;
  const { moderation } = listing;
  return (
    <li className="staff-record">
      <TitleLink
        to={to}
        title={listing.title}
        untitled={t('records.untitled_listing', { id: listing.id })}
      />
      <Facts
        items={[
          <span className="staff-flag">{t(LISTING_STATUS_LABELS[listing.status])}</span>,
          listing.price !== null
            ? formatMoneyIn(locale, Number(listing.price), listing.currency)
            : t('records.no_price'),
          t('records.changed', { date: formatDateIn(locale, listing.updated_at) }),
          <span className="staff-record__id">#{listing.id}</span>,
        ]}
      />
      {moderation && moderation.waiting.length > 0 ? (
        <p className="staff-record__moderation">
          {t('records.waiting', {
            reasons: listOf(
              locale,
              moderation.waiting.map((reason) => t(REASON_LABELS[reason])),
            ),
          })}
        </p>
      ) : null}
      {moderation?.note ? (
        <p className="staff-record__moderation">
          {t('records.note')} <q data-user-content>{moderation.note}</q>
        </p>
      ) : null}
    </li>
  );
}

function EntryRow({
  entry,
  to,
  untitled,
}: {
  entry: StaffRecordEntry;
  to: string;
  untitled: string;
}) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  return (
    <li className="staff-record">
      <TitleLink to={to} title={entry.title} untitled={untitled} />
      <Facts
        items={[
          <span className="staff-flag">{t(DATABASE_STATUS_LABELS[entry.status])}</span>,
          t('records.changed', { date: formatDateIn(locale, entry.updated_at) }),
          <span className="staff-record__id">#{entry.id}</span>,
        ]}
      />
    </li>
  );
}

function PresentationRow({ presentation }: { presentation: StaffRecordPresentation }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  return (
    <li className="staff-record">
      <TitleLink
        to={paths.presentation(presentation.slug)}
        title={presentation.title}
        untitled={presentation.slug}
      />
      <Facts
        items={[
          <span className="staff-flag">{t(PRESENTATION_STATUS_LABELS[presentation.status])}</span>,
          presentation.client_name ? (
            <>
              {t('records.client')} <span data-user-content>{presentation.client_name}</span>
            </>
          ) : null,
          t('records.views', { count: presentation.views }),
          t('records.created', { date: formatDateIn(locale, presentation.created_at) }),
        ]}
      />
    </li>
  );
}

function EnquiryRow({ enquiry }: { enquiry: StaffRecordEnquiry }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  return (
    <li className="staff-record">
      <p className="staff-record__title">
        <span data-user-content>{enquiry.name}</span>
      </p>
      <Facts
        items={[
          <>
            {t(TARGET_LABELS[enquiry.target.kind])}{' '}
            <span data-user-content>{enquiry.target.title}</span>{' '}
            <span className="staff-record__id">#{enquiry.target.id}</span>
          </>,
          <span className="staff-flag">{t(ENQUIRY_STATUS_LABELS[enquiry.status])}</span>,
          t('records.received', { date: formatDateIn(locale, enquiry.created_at) }),
        ]}
      />
    </li>
  );
}

import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ModerationItem } from '@phuket/shared/api/moderation';
import {
  MODERATION_NOTE_MAX,
  MODERATION_REASONS,
  type DuplicateSignal,
  type ModerationDecision,
  type ModerationReason,
  type ReportReason,
} from '@phuket/shared/contract';
import { LANGUAGE_TAGS, formatNumberIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import type { Locale, Translate } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import type { DecisionQueue } from '@phuket/shared/query';
import {
  LISTING_PLACEHOLDER_IMAGE,
  PagedListView,
  ReasonDialog,
  VerifiedBadge,
  useDocumentTitle,
} from '@phuket/shared/ui';
import { useContractText } from '../../common/contract-texts';
import { listingsMessages } from '../../common/messages';
import { STATUS_LABELS } from '../../common/status-labels';
import { ModerationStore, type ModerationApi, moderationApi } from './moderation-store';
import './moderation.css';

const REASON_LABELS: Record<ModerationReason, string> = {
  new: msgId('moderation.reason_new'),
  duplicate: msgId('moderation.reason_duplicate'),
  reported: msgId('moderation.reason_reported'),
};

const REPORT_LABELS: Record<ReportReason, string> = {
  sold_or_let: msgId('moderation.report_sold_or_let'),
  wrong_price: msgId('moderation.report_wrong_price'),
  wrong_photos: msgId('moderation.report_wrong_photos'),
  duplicate: msgId('moderation.report_duplicate'),
  scam: msgId('moderation.report_scam'),
  other: msgId('moderation.report_other'),
};

const SIGNAL_LABELS: Record<DuplicateSignal, string> = {
  photo: msgId('moderation.signal_photo'),
  price: msgId('moderation.signal_price'),
  area: msgId('moderation.signal_area'),
};

const DONE_LABELS: Record<ModerationDecision, string> = {
  approve: msgId('moderation.done_approve'),
  reject: msgId('moderation.done_reject'),
  request_changes: msgId('moderation.done_request_changes'),
};

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

const listOf = (locale: Locale, words: string[]) =>
  new Intl.ListFormat(LANGUAGE_TAGS[locale], { type: 'conjunction' }).format(words);

const titleOf = (t: Translate, title: string | null) => title ?? t('moderation.untitled');

type Queue = DecisionQueue<ModerationItem, ModerationDecision>;

const QueueItem = observer(function QueueItem({
  queue,
  item,
}: {
  queue: Queue;
  item: ModerationItem;
}) {
  const t = useMessages(listingsMessages);
  const locale = useLocale();
  const headingId = useId();
  const title = titleOf(t, item.title);
  const busy = queue.busyId === item.id;
  return (
    <article className="moderation-item" aria-labelledby={headingId} aria-busy={busy}>
      <img
        className="moderation-item__cover"
        src={item.cover_url ?? LISTING_PLACEHOLDER_IMAGE}
        alt=""
        width={160}
        height={120}
        loading="lazy"
      />
      <div className="moderation-item__body">
        <h2 id={headingId} className="moderation-item__title">
          {/* Off the site, staff read it as its owner does: the property page's preview. */}
          <Link
            to={
              item.status === 'published'
                ? paths.property(item.id)
                : `${paths.property(item.id)}?preview`
            }
            data-user-content={item.title !== null || undefined}
          >
            {title}
          </Link>
          <span className="moderation-item__id"> #{item.id}</span>
        </h2>
        <ul className="moderation-item__reasons" aria-label={t('moderation.reasons')}>
          {item.reasons.map((reason) => (
            <li
              key={reason}
              className={`moderation-item__reason moderation-item__reason--${reason}`}
            >
              {t(REASON_LABELS[reason])}
            </li>
          ))}
        </ul>
        <p className="moderation-item__facts">
          {t('moderation.status', { status: t(STATUS_LABELS[item.status]) })}
          {item.price !== null
            ? ` · ${formatNumberIn(locale, Number(item.price))} ${item.currency}`
            : null}
          {' · '}
          {t('moderation.waiting_since', { date: when(locale, item.waiting_since) })}
        </p>
        <p className="moderation-item__owner">
          {t('moderation.owner')} <span data-user-content>{item.owner.name}</span> (
          <span data-user-content>{item.owner.email}</span>){' '}
          {item.owner.verified ? <VerifiedBadge /> : t('moderation.unverified')}
        </p>
        {item.reports.length > 0 ? (
          <div className="moderation-item__section">
            <h3>{t('moderation.reports_heading', { count: item.reports.length })}</h3>
            <ul>
              {item.reports.map((report) => (
                <li key={report.id}>
                  <strong>{t(REPORT_LABELS[report.reason])}</strong>
                  {report.note !== null ? (
                    <>
                      {': '}
                      <q data-user-content>{report.note}</q>
                    </>
                  ) : null}{' '}
                  <time className="moderation-item__time" dateTime={report.created_at}>
                    {when(locale, report.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {item.duplicates.length > 0 ? (
          <div className="moderation-item__section">
            <h3>{t('moderation.matches_heading')}</h3>
            <ul>
              {item.duplicates.map((match) => (
                <li key={match.id}>
                  <Link
                    to={paths.property(match.id)}
                    data-user-content={match.title !== null || undefined}
                  >
                    {titleOf(t, match.title)}
                  </Link>{' '}
                  {t('moderation.match_by')} <span data-user-content>{match.owner}</span>:{' '}
                  {listOf(
                    locale,
                    match.matched_on.map((signal) => t(SIGNAL_LABELS[signal])),
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div
        className="moderation-item__actions"
        role="group"
        aria-label={t('moderation.actions_for', { title })}
      >
        <button
          type="button"
          className="button"
          disabled={queue.busyId !== null}
          onClick={() => void queue.decideNow(item, 'approve')}
        >
          {busy && queue.drafting === null ? t('moderation.working') : t('moderation.approve')}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={queue.busyId !== null}
          onClick={() => queue.draft(item, 'request_changes')}
        >
          {t('moderation.request_changes')}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button
          type="button"
          className="button button--secondary moderation-item__danger"
          disabled={queue.busyId !== null}
          onClick={() => queue.draft(item, 'reject')}
        >
          {t('moderation.reject')}
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </article>
  );
});

/** The reason staff write for a rejection or a change asked for; the owner reads it. */
const DecisionDialog = observer(function DecisionDialog({ queue }: { queue: Queue }) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const drafting = queue.drafting;
  if (!drafting) return null;
  const title = titleOf(t, drafting.item.title);
  const reject = drafting.decision === 'reject';
  return (
    <ReasonDialog
      title={
        reject
          ? t('moderation.reject_title', { title })
          : t('moderation.request_changes_title', { title })
      }
      text={reject ? t('moderation.reject_text') : t('moderation.request_changes_text')}
      confirmLabel={
        reject ? t('moderation.reject_confirm') : t('moderation.request_changes_confirm')
      }
      busyLabel={t('moderation.working')}
      busy={queue.busyId !== null}
      danger={reject}
      label={t('moderation.reason_label')}
      hint={t('moderation.reason_hint')}
      error={queue.reasonError === null ? null : contractText(queue.reasonError)}
      value={queue.reason}
      maxLength={MODERATION_NOTE_MAX}
      onChange={(reason) => queue.setReason(reason)}
      onConfirm={() => void queue.submitDraft()}
      onCancel={() => queue.close()}
    />
  );
});

const isReason = (value: string): value is ModerationReason =>
  (MODERATION_REASONS as readonly string[]).includes(value);

/**
 * /listing/moderation (admins): listings waiting for a decision, the longest waiting first —
 * new listings of accounts staff have not verified, look-alikes of another owner's listing and
 * reported ones. Approve, ask the owner for a change, or reject (docs/moderation.md).
 */
export default observer(function ModerationPage({ api = moderationApi }: { api?: ModerationApi }) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const [store] = useState(() => new ModerationStore(api));
  const queue = store.queue;
  const id = useId();
  useDocumentTitle(t('moderation.title'));
  useEffect(() => {
    void queue.list.load();
  }, [queue]);

  return (
    <div className="container page moderation">
      <h1>{t('moderation.title')}</h1>
      <p className="moderation__intro">{t('moderation.intro')}</p>
      <div className="moderation__filters">
        <label htmlFor={`${id}-reason`}>{t('moderation.filter')}</label>
        <select
          id={`${id}-reason`}
          value={store.reason}
          onChange={(event) => {
            const value = event.target.value;
            void store.setReason(isReason(value) ? value : '');
          }}
        >
          <option value="">{t('moderation.all')}</option>
          {MODERATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(REASON_LABELS[reason])}
            </option>
          ))}
        </select>
      </div>
      <p className="moderation__notice" role="status">
        {queue.done
          ? t(DONE_LABELS[queue.done.decision], { title: titleOf(t, queue.done.item.title) })
          : null}
      </p>
      {queue.error !== null ? (
        <p className="field-error" role="alert">
          {contractText(queue.error)}
        </p>
      ) : null}
      <PagedListView
        list={queue.list}
        say={(message) => contractText(message ?? '')}
        loading={t('moderation.loading')}
        empty={t('moderation.empty')}
        emptyClassName="moderation__empty"
        listClassName="moderation__list"
        pagesLabel={t('moderation.pages')}
      >
        {(item) => <QueueItem queue={queue} item={item} />}
      </PagedListView>
      <DecisionDialog queue={queue} />
    </div>
  );
});

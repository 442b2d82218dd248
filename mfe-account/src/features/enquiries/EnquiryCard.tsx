import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { Enquiry } from '@phuket/shared/api';
import {
  CLOSED_ENQUIRY_STATUSES,
  ENQUIRY_NOTE_MAX,
  ENQUIRY_STATUSES,
  LOCALE_NAMES,
  localizePath,
  type EnquiryStatus,
  type Locale,
} from '@phuket/shared/contract';
import { displayPhone } from '@phuket/shared/phone-input';
import { Link } from '@phuket/shared/router';
import { useStores } from '@phuket/shared/stores';
import { formatDateIn, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { CONTACT_IDS, enquiryWhen } from '../../common/enquiry-words';
import { EnquiryCardTop } from '../../common/EnquiryCardTop';
import type { EnquiriesStore } from './enquiries-store';
import { replyPlan, type Draft, type ReplyAction, type ReplyChannel } from './reply-links';

/** The stages' words (the contract's English labels, translated here). */
export const STATUS_IDS: Record<EnquiryStatus, string> = {
  new: msgId('enquiries.status_new'),
  contacted: msgId('enquiries.status_contacted'),
  viewing_booked: msgId('enquiries.status_viewing_booked'),
  offer: msgId('enquiries.status_offer'),
  closed_won: msgId('enquiries.status_closed_won'),
  closed_lost: msgId('enquiries.status_closed_lost'),
};

const REPLY_IDS: Record<ReplyChannel, string> = {
  whatsapp: msgId('enquiries.reply_whatsapp'),
  line: msgId('enquiries.add_on_line'),
  email: msgId('enquiries.reply'),
  phone: msgId('enquiries.call'),
};

const isStatus = (value: string): value is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value);

/** Today on the broker's device, YYYY-MM-DD: follow-ups are their calendar days. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The language the first message is drafted in: the client's (the page they wrote from) once
 * its words are loaded, else the broker's own.
 */
function useDraftLocale(enquiry: Enquiry): Locale {
  const pageLocale = useLocale();
  const wanted = enquiry.locale ?? pageLocale;
  const [ready, setReady] = useState(() => accountMessages.isReady(wanted));
  useEffect(() => {
    if (accountMessages.isReady(wanted)) return;
    let live = true;
    accountMessages.load(wanted).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return ready || accountMessages.isReady(wanted) ? wanted : pageLocale;
}

function useDraft(enquiry: Enquiry, locale: Locale): Draft {
  const { session } = useStores();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const values = {
    name: enquiry.name,
    broker: session.user?.name ?? '',
    title: enquiry.target.title,
    url: `${origin}${localizePath(locale, enquiry.target.url)}`,
  };
  return {
    message: accountMessages.format(locale, msgId('enquiries.draft_message'), values),
    subject: accountMessages.format(locale, msgId('enquiries.reply_subject'), values),
  };
}

function ReplyLink({
  action,
  primary,
  onReply,
}: {
  action: ReplyAction;
  primary: boolean;
  onReply: () => void;
}) {
  const t = useMessages(accountMessages);
  return (
    <a
      className={primary ? 'button' : 'button button--secondary'}
      href={action.href}
      {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={onReply}
    >
      {t(REPLY_IDS[action.channel], { phone: action.shown })}
    </a>
  );
}

export const EnquiryCard = observer(function EnquiryCard({
  enquiry,
  store,
}: {
  enquiry: Enquiry;
  store: EnquiriesStore;
}) {
  const id = useId();
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const draftLocale = useDraftLocale(enquiry);
  const draft = useDraft(enquiry, draftLocale);
  const plan = replyPlan(enquiry, draft);
  const [about, afterTarget] = aroundSlot(t('enquiries.about', { target: SLOT }));
  const saving = store.savingId === enquiry.id;
  const [followUp, setFollowUp] = useState(enquiry.follow_up_on ?? '');
  useEffect(() => setFollowUp(enquiry.follow_up_on ?? ''), [enquiry.follow_up_on]);
  const closed = (CLOSED_ENQUIRY_STATUSES as readonly string[]).includes(enquiry.status);
  const due = !closed && enquiry.follow_up_on !== null && enquiry.follow_up_on <= localToday();
  const onReply = () => void store.markReplied(enquiry.id);

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
          <dd>{displayPhone(enquiry.phone) ?? t('enquiries.not_given')}</dd>
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
        <div>
          <dt>{t('enquiries.first_reply')}</dt>
          <dd>
            {enquiry.first_replied_at ? (
              <time dateTime={enquiry.first_replied_at}>
                {enquiryWhen(locale, enquiry.first_replied_at)}
              </time>
            ) : (
              t('enquiries.not_replied')
            )}
          </dd>
        </div>
      </dl>

      <div className="enquiry-card__replies">
        {/* The way the client chose comes first: that is where they wait for the answer. */}
        {plan.primary ? <ReplyLink action={plan.primary} primary onReply={onReply} /> : null}
        {plan.others.map((action) => (
          <ReplyLink
            key={action.channel}
            action={action}
            primary={plan.primary === null && action === plan.others[0]}
            onReply={onReply}
          />
        ))}
      </div>
      {plan.lineWithoutId ? (
        <p className="enquiry-card__hint">{t('enquiries.line_no_id')}</p>
      ) : null}
      {plan.primary?.channel === 'line' ? (
        <>
          <p className="enquiry-card__hint">{t('enquiries.line_paste')}</p>
          <details className="enquiry-card__draft">
            <summary>{t('enquiries.draft_show')}</summary>
            <p data-user-content>{draft.message}</p>
          </details>
        </>
      ) : null}
      {draftLocale !== locale ? (
        <p className="enquiry-card__hint">
          {t('enquiries.draft_language', { language: LOCALE_NAMES[draftLocale] })}
        </p>
      ) : null}

      <div className="enquiry-card__work">
        <div className="field enquiry-card__status">
          <label htmlFor={`${id}-status`}>{t('enquiries.status')}</label>
          <select
            id={`${id}-status`}
            value={enquiry.status}
            disabled={saving}
            onChange={(event) => {
              const value = event.target.value;
              if (isStatus(value)) void store.changeStatus(enquiry.id, value);
            }}
          >
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_IDS[status])}
              </option>
            ))}
          </select>
        </div>
        <form
          className="enquiry-card__follow-up"
          onSubmit={(event) => {
            event.preventDefault();
            void store.setFollowUp(enquiry.id, followUp === '' ? null : followUp);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-follow-up`}>{t('enquiries.follow_up')}</label>
            <input
              id={`${id}-follow-up`}
              type="date"
              value={followUp}
              aria-describedby={enquiry.follow_up_on ? `${id}-follow-up-now` : undefined}
              onChange={(event) => setFollowUp(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="button button--secondary"
            disabled={saving || followUp === (enquiry.follow_up_on ?? '')}
          >
            {t('enquiries.follow_up_save')}
          </button>
          {enquiry.follow_up_on ? (
            <button
              type="button"
              className="link-button"
              disabled={saving}
              onClick={() => void store.setFollowUp(enquiry.id, null)}
            >
              {t('enquiries.follow_up_clear')}
            </button>
          ) : null}
        </form>
      </div>
      {enquiry.follow_up_on ? (
        <p
          id={`${id}-follow-up-now`}
          className={due ? 'enquiry-card__due enquiry-card__due--now' : 'enquiry-card__due'}
        >
          {due
            ? t('enquiries.follow_up_due', { day: formatDateIn(locale, enquiry.follow_up_on) })
            : t('enquiries.follow_up_on', { day: formatDateIn(locale, enquiry.follow_up_on) })}
        </p>
      ) : null}
      <EnquiryNotes enquiry={enquiry} store={store} />
    </article>
  );
});

/** The broker's private notes: opened on demand, never shown to the client. */
const EnquiryNotes = observer(function EnquiryNotes({
  enquiry,
  store,
}: {
  enquiry: Enquiry;
  store: EnquiriesStore;
}) {
  const id = useId();
  const t = useMessages(accountMessages);
  const say = useKnownMessages();
  const locale = useLocale();
  const [text, setText] = useState('');
  const thread = store.thread(enquiry.id);
  const open = thread !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.addNote(enquiry.id, text)) setText('');
  };

  return (
    <section className="enquiry-notes" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        className="link-button enquiry-notes__toggle"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? store.closeNotes(enquiry.id) : void store.openNotes(enquiry.id))}
      >
        {t('enquiries.notes_toggle', { count: enquiry.notes_count })}
      </button>
      {thread ? (
        <div id={`${id}-panel`} className="enquiry-notes__panel">
          <p className="enquiry-card__hint">{t('enquiries.notes_private')}</p>
          {thread.state === 'loading' ? <p role="status">{t('enquiries.notes_loading')}</p> : null}
          {thread.notes.length > 0 ? (
            <ol className="enquiry-notes__list">
              {thread.notes.map((note) => (
                <li key={note.id}>
                  <p className="enquiry-notes__meta">
                    {note.author?.name ?? t('enquiries.note_deleted_author')} ·{' '}
                    <time dateTime={note.created_at}>{enquiryWhen(locale, note.created_at)}</time>
                  </p>
                  <p className="enquiry-notes__text" data-user-content>
                    {note.text}
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          <form className="enquiry-notes__form" onSubmit={(event) => void submit(event)}>
            <div className="field">
              <label htmlFor={`${id}-note`}>{t('enquiries.note_new')}</label>
              <textarea
                id={`${id}-note`}
                rows={3}
                maxLength={ENQUIRY_NOTE_MAX}
                value={text}
                aria-invalid={thread.error ? true : undefined}
                aria-describedby={thread.error ? `${id}-note-error` : undefined}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
            {thread.error ? (
              <p id={`${id}-note-error`} className="field-error" role="alert">
                {say(thread.error)}
              </p>
            ) : null}
            <button type="submit" className="button button--secondary" disabled={thread.saving}>
              {t('enquiries.note_add')}
            </button>
          </form>
        </div>
      ) : null}
    </section>
  );
});

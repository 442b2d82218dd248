import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { DeveloperClaimItem } from '@phuket/shared/api/developer-claims';
import {
  CLAIM_REASON_MAX,
  type DeveloperClaimDecision,
  type DeveloperClaimKind,
} from '@phuket/shared/contract';
import { LANGUAGE_TAGS, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import type { Locale } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import {
  LISTING_PLACEHOLDER_IMAGE,
  PagedListView,
  ReasonDialog,
  VerifiedBadge,
  useDocumentTitle,
} from '@phuket/shared/ui';
import { useKnownMessage } from '../../common/known-messages';
import { databaseMessages } from '../../common/messages';
import { claimsApi, createClaimsQueue, type ClaimsApi, type ClaimsQueue } from './claims-store';
import './claims.css';

const KIND_LABELS: Record<DeveloperClaimKind, string> = {
  claim: msgId('claims.kind_claim'),
  same_name: msgId('claims.kind_same_name'),
};

const DONE_LABELS: Record<DeveloperClaimKind, Record<DeveloperClaimDecision, string>> = {
  claim: { approve: msgId('claims.done_claim_approve'), reject: msgId('claims.done_reject') },
  same_name: {
    approve: msgId('claims.done_publish_approve'),
    reject: msgId('claims.done_reject'),
  },
};

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

const Account = ({ account }: { account: DeveloperClaimItem['account'] }) => (
  <>
    <span data-user-content>{account.name}</span> (<span data-user-content>{account.email}</span>)
    {account.verified ? (
      <>
        {' '}
        <VerifiedBadge />
      </>
    ) : null}
  </>
);

const ClaimItem = observer(function ClaimItem({
  queue,
  item,
}: {
  queue: ClaimsQueue;
  item: DeveloperClaimItem;
}) {
  const t = useMessages(databaseMessages);
  const locale = useLocale();
  const headingId = useId();
  const title = item.developer.title;
  const busy = queue.busyId === item.id;
  const claim = item.kind === 'claim';
  return (
    <article className="claims-item" aria-labelledby={headingId} aria-busy={busy}>
      <img
        className="claims-item__logo"
        src={item.developer.logo ?? LISTING_PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="claims-item__body">
        <h2 id={headingId} className="claims-item__title">
          {/* A claimed company is on the site; a waiting one is not, so it has no public page. */}
          {claim ? (
            <Link to={paths.developer(item.developer.id)} data-user-content>
              {title}
            </Link>
          ) : (
            <span data-user-content>{title}</span>
          )}
          <span className="claims-item__id"> #{item.developer.id}</span>
        </h2>
        <p className={`claims-item__kind claims-item__kind--${item.kind}`}>
          {t(KIND_LABELS[item.kind])}
        </p>
        <p>
          {claim ? t('claims.claimant') : t('claims.publisher')} <Account account={item.account} />
        </p>
        {claim ? (
          <p>
            {t('claims.manager')}{' '}
            {item.developer.owner ? (
              <Account account={item.developer.owner} />
            ) : (
              t('claims.no_manager')
            )}
          </p>
        ) : null}
        {item.message !== null ? (
          <p>
            {t('claims.message')} <q data-user-content>{item.message}</q>
          </p>
        ) : null}
        {item.same_name.length > 0 ? (
          <div>
            <h3 className="claims-item__subheading">{t('claims.same_name_heading')}</h3>
            <ul>
              {item.same_name.map((other) => (
                <li key={other.id}>
                  <Link to={paths.developer(other.id)} data-user-content>
                    {other.title}
                  </Link>{' '}
                  #{other.id}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="claims-item__time">
          {t('claims.waiting_since', { date: when(locale, item.created_at) })}
        </p>
      </div>
      <div
        className="claims-item__actions"
        role="group"
        aria-label={t('claims.actions_for', { title })}
      >
        <button
          type="button"
          className="button"
          disabled={queue.busyId !== null}
          onClick={() => void queue.decideNow(item, 'approve')}
        >
          {busy && queue.drafting === null
            ? t('claims.working')
            : claim
              ? t('claims.approve_claim')
              : t('claims.approve_publish')}
          <span className="visually-hidden"> {title}</span>
        </button>
        <button
          type="button"
          className="button button--secondary claims-item__danger"
          disabled={queue.busyId !== null}
          onClick={() => queue.draft(item, 'reject')}
        >
          {t('claims.reject')}
          <span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </article>
  );
});

/** The reason staff write for a rejection; the account reads it in its list and by mail. */
const RejectDialog = observer(function RejectDialog({ queue }: { queue: ClaimsQueue }) {
  const t = useMessages(databaseMessages);
  const say = useKnownMessage();
  const item = queue.drafting?.item;
  if (!item) return null;
  return (
    <ReasonDialog
      title={t('claims.reject_title', { title: item.developer.title })}
      text={item.kind === 'claim' ? t('claims.reject_claim_text') : t('claims.reject_publish_text')}
      confirmLabel={t('claims.reject_confirm')}
      busyLabel={t('claims.working')}
      busy={queue.busyId !== null}
      danger
      label={t('claims.reason_label')}
      error={queue.reasonError === null ? null : say(queue.reasonError)}
      value={queue.reason}
      maxLength={CLAIM_REASON_MAX}
      onChange={(reason) => queue.setReason(reason)}
      onConfirm={() => void queue.submitDraft()}
      onCancel={() => queue.close()}
    />
  );
});

/**
 * /database/claims (admins): company claims (an account asks to manage a company another
 * account or nobody manages) and same-name publications (a second published company of the
 * same name), the oldest first; approve or reject with a reason (docs/developer-claims.md).
 */
export default observer(function ClaimsPage({ api = claimsApi }: { api?: ClaimsApi }) {
  const t = useMessages(databaseMessages);
  const say = useKnownMessage();
  const [queue] = useState(() => createClaimsQueue(api));
  useDocumentTitle(t('claims.title'));
  useEffect(() => {
    void queue.list.load();
  }, [queue]);
  const done = queue.done;

  return (
    <div className="container database-page claims">
      <h1>{t('claims.title')}</h1>
      <p className="claims__intro">{t('claims.intro')}</p>
      <p className="claims__notice" role="status">
        {done
          ? t(DONE_LABELS[done.item.kind][done.decision], { title: done.item.developer.title })
          : null}
      </p>
      {queue.error !== null ? (
        <p className="field-error" role="alert">
          {say(queue.error)}
        </p>
      ) : null}
      <PagedListView
        list={queue.list}
        say={(message) => say(message ?? '')}
        loading={t('common.loading')}
        empty={t('claims.empty')}
        emptyClassName="claims__empty"
        listClassName="claims__list"
        pagesLabel={t('claims.pages')}
      >
        {(item) => <ClaimItem queue={queue} item={item} />}
      </PagedListView>
      <RejectDialog queue={queue} />
    </div>
  );
});

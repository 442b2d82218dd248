import type { ReactNode } from 'react';
import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ListingDuplicateFlag } from '@phuket/shared/api/listings';
import { LANGUAGE_TAGS, msgId, useLocale, useMessages } from '@phuket/shared/i18n';
import type { Locale } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { ConfirmDialog, useDocumentTitle } from '@phuket/shared/ui';
import { listingsMessages } from '../../common/messages';
import { DuplicateFlagsStore, SIGNAL_LABELS, flagKey } from './duplicate-flags-store';
import './duplicate-flags.css';

const STATUS_LABELS: Record<ListingDuplicateFlag['listing_status'], string> = {
  draft: msgId('flags.status_draft'),
  published: msgId('flags.status_published'),
  sold: msgId('flags.status_sold'),
  rented: msgId('flags.status_rented'),
  archived: msgId('flags.status_archived'),
  suspended: msgId('flags.status_suspended'),
};

/** British English in English, as the page always wrote it; each other language its own way. */
const tagOf = (locale: Locale) => (locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale]);

const flaggedOn = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(tagOf(locale), { dateStyle: 'medium', timeStyle: 'short' });

/** "a, b, c" in English; other languages join the words their own way. */
const signalList = (words: string[], locale: Locale) =>
  new Intl.ListFormat(tagOf(locale), {
    type: locale === 'en' ? 'unit' : 'conjunction',
    style: 'short',
  }).format(words);

// A message holding text someone wrote (a title, a name) or an element: formatted with a slot
// per such part, then the parts go in as elements, so the words around them stay one message.
const SLOT = '\u2063';
const slot = (name: string) => `${SLOT}${name}${SLOT}`;
function fillSlots(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(SLOT).map((piece, index) => (index % 2 === 1 ? parts[piece] : piece));
}

/** One side of a flag: the title (linked to the public page while it is published), owner, status. */
function ListingSide({
  label,
  id,
  listingTitle,
  owner,
  status,
}: {
  label: string;
  id: number;
  listingTitle: string | null;
  owner: string;
  status: ListingDuplicateFlag['listing_status'];
}) {
  const t = useMessages(listingsMessages);
  const titleOf = (value: string | null) => value ?? t('flags.untitled');
  return (
    <div className="duplicate-flag__side">
      <p className="duplicate-flag__label">{label}</p>
      <p className="duplicate-flag__title">
        {status === 'published' ? (
          <Link to={paths.property(id)} data-user-content>
            {titleOf(listingTitle)}
          </Link>
        ) : (
          <span data-user-content>{titleOf(listingTitle)}</span>
        )}
      </p>
      <p className="duplicate-flag__meta">
        {fillSlots(
          t('flags.side_meta', { owner: slot('owner'), id, status: t(STATUS_LABELS[status]) }),
          {
            owner: (
              <span key="owner" data-user-content>
                {owner}
              </span>
            ),
          },
        )}
      </p>
    </div>
  );
}

const FlagItem = observer(function FlagItem({
  store,
  flag,
  onUnpublish,
}: {
  store: DuplicateFlagsStore;
  flag: ListingDuplicateFlag;
  onUnpublish: (flag: ListingDuplicateFlag) => void;
}) {
  const t = useMessages(listingsMessages);
  const titleOf = (value: string | null) => value ?? t('flags.untitled');
  const locale = useLocale();
  const headingId = useId();
  const busy = store.busyKey === flagKey(flag);
  const name = titleOf(flag.listing_title);
  return (
    <li className="duplicate-flag">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="duplicate-flag__heading">
          {fillSlots(t('flags.heading', { listing: slot('listing'), other: slot('other') }), {
            listing: (
              <span key="listing" data-user-content>
                {name}
              </span>
            ),
            other: (
              <span key="other" data-user-content>
                {titleOf(flag.duplicate_of_title)}
              </span>
            ),
          })}
        </h2>
        <div className="duplicate-flag__sides">
          <ListingSide
            label={t('flags.published_anyway')}
            id={flag.listing_id}
            listingTitle={flag.listing_title}
            owner={flag.listing_owner}
            status={flag.listing_status}
          />
          <ListingSide
            label={t('flags.looks_like')}
            id={flag.duplicate_of_id}
            listingTitle={flag.duplicate_of_title}
            owner={flag.duplicate_of_owner}
            status={flag.duplicate_of_status}
          />
        </div>
        <p className="duplicate-flag__meta">
          {fillSlots(
            t('flags.matched', {
              signals: signalList(
                flag.matched_on.map((s) => t(SIGNAL_LABELS[s])),
                locale,
              ),
              date: slot('date'),
            }),
            {
              date: (
                <time key="date" dateTime={flag.flagged_at}>
                  {flaggedOn(flag.flagged_at, locale)}
                </time>
              ),
            },
          )}
        </p>
        <div className="duplicate-flag__actions">
          {flag.listing_status === 'published' && (
            <button
              type="button"
              className="button button--secondary duplicate-flag__danger"
              aria-label={t('flags.unpublish_name', { title: name })}
              disabled={busy}
              onClick={() => onUnpublish(flag)}
            >
              {t('flags.unpublish')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('flags.dismiss_name', { title: name })}
            disabled={busy}
            onClick={() => void store.dismiss(flag)}
          >
            {busy ? t('flags.working') : t('flags.dismiss')}
          </button>
        </div>
      </article>
    </li>
  );
});

/**
 * Moderation (admins only): listings published although they matched another
 * owner's listing under the duplicate rule. Unpublish the newer one (after a confirmation), or
 * dismiss the flag.
 */
export default observer(function DuplicateFlagsPage() {
  const t = useMessages(listingsMessages);
  const titleOf = (value: string | null) => value ?? t('flags.untitled');
  const heading = t('flags.title');
  const [store] = useState(() => new DuplicateFlagsStore());
  const [unpublishing, setUnpublishing] = useState<ListingDuplicateFlag | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  useDocumentTitle(heading);

  const confirmUnpublish = () => {
    if (!unpublishing) return;
    void store.unpublish(unpublishing).then(() => setUnpublishing(null));
  };

  return (
    <div className="container page duplicate-flags">
      <h1>{heading}</h1>
      <p className="duplicate-flags__intro">{t('flags.intro')}</p>
      <p className="duplicate-flags__notice" role="status">
        {store.done?.kind === 'dismissed'
          ? t('flags.dismissed', { title: titleOf(store.done.title) })
          : null}
        {store.done?.kind === 'unpublished'
          ? t('flags.unpublished', { title: titleOf(store.done.title) })
          : null}
      </p>
      {store.error !== null && (
        <div className="duplicate-flags__error" role="alert">
          <p>{store.error}</p>
          {store.state === 'error' && (
            <button type="button" className="button" onClick={() => void store.load()}>
              {t('flags.try_again')}
            </button>
          )}
        </div>
      )}
      {store.state === 'loading' && <p aria-busy="true">{t('flags.loading')}</p>}
      {store.state === 'ready' && store.flags.length === 0 && (
        <div className="duplicate-flags__empty">
          <h2>{t('flags.empty_heading')}</h2>
          <p>{t('flags.empty_text')}</p>
        </div>
      )}
      {store.state === 'ready' && store.flags.length > 0 && (
        <ul className="duplicate-flags__list" aria-label={t('flags.list')}>
          {store.flags.map((flag) => (
            <FlagItem key={flagKey(flag)} store={store} flag={flag} onUnpublish={setUnpublishing} />
          ))}
        </ul>
      )}
      {unpublishing && (
        <ConfirmDialog
          title={t('flags.unpublish_title')}
          confirmLabel={t('flags.unpublish')}
          busyLabel={t('flags.unpublishing')}
          busy={store.busyKey === flagKey(unpublishing)}
          danger
          onConfirm={confirmUnpublish}
          onCancel={() => setUnpublishing(null)}
        >
          {t('flags.unpublish_text', {
            title: titleOf(unpublishing.listing_title),
            owner: unpublishing.listing_owner,
          })}
        </ConfirmDialog>
      )}
    </div>
  );
});

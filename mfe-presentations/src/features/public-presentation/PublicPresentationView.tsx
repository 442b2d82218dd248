import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PresentationGoneBody, PublicPresentation } from '@phuket/shared/api/presentations';
import {
  publicPresentationPdfPath,
  recordPresentationView,
} from '@phuket/shared/api/presentations';
import { presentationDataKeys } from '@phuket/shared/contract';
import { useLocale, useMessages } from '@phuket/shared/i18n';
import { useServerData } from '@phuket/shared/ssr';
import { ContactBlock, StickyContactBar } from '../../common/ContactBlock';
import { presentationsMessages } from '../../common/messages';
import { CurrencySwitch } from './CurrencySwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { ListingSection } from './ListingSection';
import { publicApi } from './public-api';
import { PublicPresentationStore } from './public-store';
import './public-presentation.css';
import { useDocumentTitle } from '@phuket/shared/ui';

type Store = PublicPresentationStore<PublicPresentation, PresentationGoneBody>;

/**
 * The client looked at a listing: half of it on screen. Once per listing and page view; the
 * API does not count the owner's own looks.
 */
function useViewTracking(store: Store, enabled: boolean): void {
  const ready = store.state === 'ready';
  useEffect(() => {
    if (!enabled || !ready || typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.itemId);
          if (!entry.isIntersecting || seen.has(id) || !Number.isInteger(id)) continue;
          seen.add(id);
          observer.unobserve(entry.target);
          recordPresentationView(store.slug, id).catch(() => undefined);
        }
      },
      { threshold: 0.5 },
    );
    document.querySelectorAll('[data-item-id]').forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [store, ready, enabled]);
}

/**
 * The public presentation (`/presentation/{slug}`), without a router: the site's route renders
 * it inside the shell, and the standalone page (src/app/PublicRoot.tsx) on its own. `print`:
 * `?print=1`, the page the PDF is printed from; every photo loads at once, no controls.
 */
export const PublicPresentationView = observer(function PublicPresentationView({
  slug,
  print,
}: {
  slug: string;
  print: boolean;
}) {
  const serverData = useServerData();
  const t = useMessages(presentationsMessages);
  const locale = useLocale();
  const [store] = useState<Store>(() => {
    const created: Store = new PublicPresentationStore(publicApi, slug, t);
    // Server-rendered: hydrate from the same answer, in the presentation's own currency.
    created.assumeServerAnswer(
      serverData.get<PublicPresentation>(presentationDataKeys.view(slug)),
      serverData.get<PresentationGoneBody>(presentationDataKeys.gone(slug)),
    );
    return created;
  });
  const presentation = store.presentation;
  useDocumentTitle(
    presentation?.title ??
      (store.state === 'gone' ? store.gone?.title : null) ??
      t('public.document_title'),
  );

  useEffect(() => {
    const loaded = store.needsLoad ? store.load() : Promise.resolve();
    void loaded.then(() => {
      // The PDF's own printing is not the client opening the link.
      if (!print) store.recordOpen();
    });
  }, [store, print]);
  useViewTracking(store, !print);

  if (store.state === 'gone' && store.gone) return <GonePage gone={store.gone} />;
  if (store.state === 'not-found') {
    return (
      <div className="pres-public pres-public--message">
        <h1>{t('public.not_found_title')}</h1>
        <p>{t('public.not_found_text')}</p>
      </div>
    );
  }
  if (store.state === 'error') {
    return (
      <div className="pres-public pres-public--message" role="alert">
        <h1>{t('common.load_error')}</h1>
        <p>{t('common.offline')}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t('common.try_again')}
        </button>
      </div>
    );
  }
  if (!presentation) {
    return (
      <div className="pres-public pres-public--message">
        <p role="status">{t('public.loading')}</p>
      </div>
    );
  }

  const count = presentation.items.length;
  return (
    <div
      className={`pres-public${print ? ' pres-public--print' : ''}`}
      data-ready={store.state === 'ready' ? 'true' : undefined}
    >
      <div className="pres-public__hero">
        <LanguageSwitch slug={presentation.slug} />
        <p className="pres-public__eyebrow">{t('public.eyebrow', { count })}</p>
        <h1 data-user-content>{presentation.title}</h1>
        {presentation.intro ? (
          <p className="pres-public__intro" data-user-content>
            {presentation.intro}
          </p>
        ) : null}
        <div className="pres-public__tools no-print">
          <CurrencySwitch
            value={presentation.currency}
            onChange={(currency) => store.setCurrency(currency)}
          />
          <a
            className="button button--secondary"
            // In the language the client reads the page in.
            href={`/api${publicPresentationPdfPath(presentation.slug)}?lang=${locale}`}
            download
          >
            {t('common.download_pdf')}
          </a>
        </div>
      </div>

      <ol className="pres-public__items">
        {presentation.items.map((item, index) => (
          <li key={item.id} className="pres-public__item">
            <ListingSection
              store={store}
              item={item}
              number={index + 1}
              ownerName={presentation.contact.name}
              print={print}
            />
          </li>
        ))}
      </ol>

      <ContactBlock contact={presentation.contact} heading={t('public.contact_heading')} />
      {print ? null : <StickyContactBar contact={presentation.contact} />}
    </div>
  );
});

/** An expired or revoked link: said politely, with how to reach the sender. */
function GonePage({ gone }: { gone: PresentationGoneBody }) {
  const t = useMessages(presentationsMessages);
  return (
    <div className="pres-public pres-public--message" data-testid="presentation-gone">
      <h1>{t('public.gone_title')}</h1>
      <p>{gone.message}</p>
      <ContactBlock contact={gone.contact} heading={t('public.gone_contact_heading')} />
    </div>
  );
}

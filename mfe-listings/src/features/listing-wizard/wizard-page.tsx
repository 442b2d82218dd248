import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { listingsMessages } from '../../common/messages';
import { ListingWizardStore } from './wizard-store';
import { useDocumentTitle } from '@phuket/shared/ui';

// What the two wizard pages share. /listing/create and /listing/create/{id} are two routes, so
// the shell mounts a new page when the first save moves from one to the other; the store is
// handed over here so that nothing typed in between is dropped.

let handedOver: ListingWizardStore | null = null;

export function handOver(store: ListingWizardStore): void {
  handedOver = store;
}

/**
 * The store the create page handed over for this draft, or a new one. Read, not taken: React
 * may render a page more than once before it shows it (a chunk still loading); the page lets
 * go of it once mounted (`releaseStore`).
 */
export function takeStore(id: number): ListingWizardStore {
  const store = handedOver;
  return store?.draft?.id === id ? store : new ListingWizardStore();
}

export function releaseStore(store: ListingWizardStore): void {
  if (handedOver === store) handedOver = null;
}

/** A draft that does not exist or is someone else's: the site's not-found page. */
export function DraftNotFound() {
  const t = useMessages(listingsMessages);
  const title = t('wizard.not_found_title');
  useDocumentTitle(title);
  return (
    <div className="container page listing-wizard__not-found">
      <h1>{title}</h1>
      <p>{t('wizard.not_found_text')}</p>
      <Link className="button" to="/listing">
        {t('wizard.not_found_link')}
      </Link>
    </div>
  );
}

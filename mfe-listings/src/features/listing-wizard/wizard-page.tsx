import { useEffect } from 'react';
import { Link } from '@phuket/shared/router';
import { ListingWizardStore } from './wizard-store';

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

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | WOW Phuket`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A draft that does not exist or is someone else's: the site's not-found page. */
export function DraftNotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page listing-wizard__not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to="/listing">
        Go to my listings
      </Link>
    </div>
  );
}

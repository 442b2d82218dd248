import { useEffect, type RefObject } from 'react';
import { sendListingEvents } from '@phuket/shared/api';
import type { ListingEventKind } from '@phuket/shared/domain';

/**
 * What a click on the property page counts as for the owner's statistics: a chat with the agent
 * (WhatsApp, LINE), a call, an email, or the gallery opened. A share link is not a contact: its
 * WhatsApp link has no number, its LINE link is LINE's share page, and a mailto without an
 * address writes to someone else.
 */
export function eventKindOf(target: EventTarget | null): ListingEventKind | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (link) {
    const href = link.getAttribute('href') ?? '';
    if (
      /^https:\/\/(wa\.me\/\d|api\.whatsapp\.com\/send\?phone=\d|line\.me\/(R\/)?ti\/p\/)/.test(
        href,
      )
    ) {
      return 'contact_chat';
    }
    if (/^tel:./.test(href)) return 'contact_call';
    if (/^mailto:[^?]/.test(href)) return 'contact_email';
    return null;
  }
  return target.closest('.gallery__open, .photo-grid__open') ? 'gallery_open' : null;
}

type Idle = (run: () => void) => () => void;

/** After the browser has nothing more urgent: the view never competes with hydration. */
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1000);
  return () => window.clearTimeout(handle);
};

/**
 * Reports the page's view once it has loaded and the browser is idle, and each contact click or
 * gallery open inside `page` as it happens (a beacon: a tel: link leaving the page still sends
 * it). `counted` false sends nothing: the owner's own visits and staff's are not the market's.
 */
export function useListingEvents(
  page: RefObject<HTMLElement | null>,
  listingId: number,
  counted: boolean,
  idle: Idle = whenIdle,
): void {
  useEffect(() => {
    const root = page.current;
    if (!counted || !root) return;
    let cancelIdle: (() => void) | null = null;
    const view = () => {
      cancelIdle = idle(() => {
        cancelIdle = null;
        sendListingEvents([{ listing_id: listingId, kind: 'view' }]);
      });
    };
    if (document.readyState === 'complete') view();
    else window.addEventListener('load', view, { once: true });
    const onClick = (event: MouseEvent) => {
      const kind = eventKindOf(event.target);
      if (kind) sendListingEvents([{ listing_id: listingId, kind }]);
    };
    root.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('load', view);
      cancelIdle?.();
      root.removeEventListener('click', onClick);
    };
  }, [page, listingId, counted, idle]);
}

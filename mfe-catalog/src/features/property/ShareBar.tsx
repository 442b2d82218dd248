import { useState, useSyncExternalStore } from 'react';
import { shareTargets } from './share-links';

type CopyState = 'idle' | 'copied' | 'failed';

/** Neither value changes while the page is open: nothing to subscribe to. */
const never = () => () => undefined;

/** Phones: the system share sheet is the better choice where the browser offers one. */
function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Share the listing (issue 15, defect 7): copy the link, WhatsApp, LINE, Telegram, and the
 * Web Share API on phones. The page's address is read after hydration (the server does not
 * know the visitor's origin), so the first render matches the server's HTML.
 */
export function ShareBar({ path, title }: { path: string; title: string }) {
  // The server's snapshot while hydrating, the browser's right after.
  const origin = useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
  const nativeShare = useSyncExternalStore(never, canShareNatively, () => false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = `${origin}${path}`;

  const copyLink = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className="share-bar" role="group" aria-label="Share this property">
      <span className="share-bar__label" aria-hidden="true">
        Share
      </span>
      {nativeShare ? (
        <button
          type="button"
          className="share-bar__button"
          onClick={() => {
            // A dismissed sheet rejects; nothing to tell the visitor then.
            navigator.share({ title, url }).catch(() => undefined);
          }}
        >
          Share…
        </button>
      ) : null}
      <button type="button" className="share-bar__button" onClick={copyLink}>
        Copy link
      </button>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          className="share-bar__button"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${target.name} (opens in a new tab)`}
        >
          {target.name}
        </a>
      ))}
      <span className="share-bar__status" role="status" aria-live="polite">
        {copy === 'copied' ? 'Link copied' : copy === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </div>
  );
}

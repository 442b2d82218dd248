import { useState, useSyncExternalStore } from 'react';
import { shareTargets } from './share-links';
import { localizePath, useLocale, useMessages } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';

type CopyState = 'idle' | 'copied' | 'failed';

/** Neither value changes while the page is open: nothing to subscribe to. */
const never = () => () => undefined;

/** Phones: the system share sheet is the better choice where the browser offers one. */
function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Share the listing: copy the link, WhatsApp, LINE, Telegram, and the
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
  const t = useMessages(propertyMessages);
  // The link keeps the page's language: a friend opens it in the words it was shared in.
  const url = `${origin}${localizePath(useLocale(), path)}`;

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
    <div className="share-bar" role="group" aria-label={t('share.group')}>
      <span className="share-bar__label" aria-hidden="true">
        {t('share.label')}
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
          {t('share.native')}
        </button>
      ) : null}
      <button type="button" className="share-bar__button" onClick={copyLink}>
        {t('share.copy')}
      </button>
      {shareTargets(url, title).map((target) => (
        <a
          key={target.name}
          className="share-bar__button"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('share.on', { app: target.name })}
        >
          {target.name}
        </a>
      ))}
      <span className="share-bar__status" role="status" aria-live="polite">
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copy_failed') : ''}
      </span>
    </div>
  );
}

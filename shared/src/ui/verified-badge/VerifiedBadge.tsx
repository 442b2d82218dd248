import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import './verified-badge.css';

/**
 * "Verified" beside an agent's or a developer company's name: the site staff checked who they
 * are (the staff users dashboard). The hint says so to anyone who wonders.
 */
export function VerifiedBadge() {
  const t = useMessages(sharedMessages);
  return (
    <span className="verified-badge" title={t('verified.hint')}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
        <path
          fill="currentColor"
          d="M8 0.5 9.9 2l2.4-.3.8 2.3 2.1 1.2-.6 2.3.6 2.3-2.1 1.2-.8 2.3-2.4-.3L8 15.5 6.1 14l-2.4.3-.8-2.3L.8 10.8l.6-2.3-.6-2.3L2.9 5l.8-2.3 2.4.3zM6.9 10.6l4.6-4.6-1-1-3.6 3.6-1.5-1.5-1 1z"
        />
      </svg>
      {t('verified.badge')}
      <span className="visually-hidden"> {t('verified.hint')}</span>
    </span>
  );
}

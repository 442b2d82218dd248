import type { ReactNode } from 'react';
import { useLocale } from '@phuket/shared/i18n';
import { enquiryWhen } from './enquiry-words';
import './enquiry-card.css';

/**
 * The top of an enquiry card, in the recipient's and the sender's lists alike: the heading
 * (each list words it), the status, when it was sent and what was asked.
 */
export function EnquiryCardTop({
  titleId,
  title,
  status,
  statusText,
  createdAt,
  message,
}: {
  titleId: string;
  title: ReactNode;
  /** The status's key, which names its colours (the recipient's stage or the sender's mark). */
  status: string;
  statusText: string;
  createdAt: string;
  message: string;
}) {
  const locale = useLocale();
  return (
    <>
      <header className="enquiry-card__head">
        <h2 id={titleId} className="enquiry-card__title">
          {title}
        </h2>
        <span className={`enquiry-status enquiry-status--${status}`}>{statusText}</span>
      </header>
      <p className="enquiry-card__when">
        <time dateTime={createdAt}>{enquiryWhen(locale, createdAt)}</time>
      </p>
      <p className="enquiry-card__message" data-user-content>
        {message}
      </p>
    </>
  );
}

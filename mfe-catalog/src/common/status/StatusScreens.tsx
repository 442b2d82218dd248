import { Link } from '@phuket/shared/router';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../messages';
import './status.css';

export function NotFoundScreen({
  title,
  text,
  backTo = '/properties',
  backLabel,
}: {
  title: string;
  text?: string;
  backTo?: string;
  backLabel?: string;
}) {
  const t = useMessages(catalogMessages);
  return (
    <div className="container catalog-status">
      <div className="catalog-status__icon" aria-hidden="true">
        404
      </div>
      <h1>{title}</h1>
      <p>{text ?? t('status.not_found_text')}</p>
      <Link className="button" to={backTo}>
        {backLabel ?? t('status.browse')}
      </Link>
    </div>
  );
}

/** The API did not answer (network error or 5xx): say so and offer to try again. */
export function ErrorScreen({
  title,
  onRetry,
  inline = false,
}: {
  title?: string;
  onRetry: () => void;
  inline?: boolean;
}) {
  const t = useMessages(catalogMessages);
  const heading = title ?? t('status.error_title');
  const content = (
    <>
      {inline ? <h2>{heading}</h2> : <h1>{heading}</h1>}
      <p>{t('status.error_text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </>
  );
  return inline ? (
    <div className="catalog-status catalog-status--inline" role="alert">
      {content}
    </div>
  ) : (
    <div className="container catalog-status" role="alert">
      {content}
    </div>
  );
}

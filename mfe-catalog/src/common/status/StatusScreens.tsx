import { Link } from '@phuket/shared/router';
import './status.css';

export function NotFoundScreen({
  title,
  text,
  backTo = '/properties',
  backLabel = 'Browse properties',
}: {
  title: string;
  text?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className="container catalog-status">
      <div className="catalog-status__icon" aria-hidden="true">
        404
      </div>
      <h1>{title}</h1>
      <p>{text ?? 'It may have been sold, rented out or removed by its owner.'}</p>
      <Link className="button" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}

/** The API did not answer (network error or 5xx): say so and offer to try again. */
export function ErrorScreen({
  title = 'We could not load this page',
  onRetry,
  inline = false,
}: {
  title?: string;
  onRetry: () => void;
  inline?: boolean;
}) {
  const content = (
    <>
      {inline ? <h2>{title}</h2> : <h1>{title}</h1>}
      <p>The server cannot be reached right now. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
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

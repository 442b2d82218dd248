import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { useDocumentTitle } from '@phuket/shared/ui';
import { shellMessages } from '../../common/messages';
import './not-found.css';

export function NotFoundPage() {
  const t = useMessages(shellMessages);
  useDocumentTitle(t('not_found.title'));
  return (
    <div className="container not-found">
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <Link className="button" to="/properties">
        {t('not_found.browse')}
      </Link>
    </div>
  );
}

import { useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import { shellMessages } from '../../common/messages';

export function NotFoundPage() {
  const t = useMessages(shellMessages);
  return (
    <div
      className="container"
      style={{ padding: '64px 16px', textAlign: 'center', minHeight: '50vh' }}
    >
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <Link className="button" to="/properties">
        {t('not_found.browse')}
      </Link>
    </div>
  );
}

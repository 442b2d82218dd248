import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Link, useLocation } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { shellMessages } from '../../common/messages';
import './email-confirmation.css';

/**
 * Under the header, for an account whose email is not confirmed yet: it can draft, but the
 * API refuses to publish until the code mailed at registration is entered. Saying so before
 * the first refusal spares a broker a finished listing that will not go live. Not on the
 * profile edit page, whose email section holds the code field itself. A buyer publishes
 * nothing: they are told what the address gets them instead.
 */
export const EmailConfirmationNotice = observer(function EmailConfirmationNotice() {
  const { session } = useStores();
  const { pathname } = useLocation();
  const t = useMessages(shellMessages);
  const user = session.user;
  if (!user || user.email_verified || pathname === paths.profileEdit) return null;
  return (
    <aside className="email-confirmation" aria-label={t('email_confirmation.label')}>
      <div className="container email-confirmation__inner">
        <p>
          {session.role === 'buyer'
            ? t('email_confirmation.text_buyer')
            : t('email_confirmation.text')}
        </p>
        <Link to={`${paths.profileEdit}#email`}>{t('email_confirmation.action')}</Link>
      </div>
    </aside>
  );
});

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { forgotPassword } from '@phuket/shared/api/account';
import { paths } from '@phuket/shared/routes';
import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { AccountForm } from '../../common/AccountForm';
import { DemoNote } from '../../common/DemoNote';
import { EmailField } from '../../common/EmailField';
import { FormMessage } from '../../common/FormMessage';
import { ForgotForm } from './forgot-form';
import type { ForgotDeps } from './forgot-form';
import '../../common/forms.css';

export const SENT_MESSAGE = 'If an account exists for this email, we have sent a 6-digit code.';

export default observer(function ForgotPage({ api }: { api?: ForgotDeps }) {
  const [form] = useState(() => new ForgotForm(api ?? { forgotPassword }));
  const t = useMessages(accountMessages);
  useDocumentTitle(t('forgot.title'));

  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        {form.sentTo ? (
          <>
            <FormMessage kind="success">
              <p>{t('forgot.sent')}</p>
            </FormMessage>
            <p className="account-card__lead">{t('forgot.sent_lead')}</p>
            <DemoNote />
            <Link
              className="button account-card__action"
              to={`${paths.resetPassword}?email=${encodeURIComponent(form.sentTo)}`}
            >
              {t('forgot.enter_code')}
            </Link>
            <p className="account-card__footer">
              {t('forgot.wrong_address')}{' '}
              <button type="button" className="link-button" onClick={() => form.again()}>
                {t('forgot.another_email')}
              </button>
            </p>
          </>
        ) : (
          <>
            <p className="account-card__lead">{t('forgot.lead')}</p>
            <DemoNote />
            <AccountForm
              onSubmit={() => form.submit()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel={t('forgot.submit')}
              busyLabel={t('form.sending')}
            >
              <EmailField
                value={form.email}
                onChange={(value) => form.setEmail(value)}
                error={form.emailError}
              />
            </AccountForm>
            <p className="account-card__footer">
              {t('forgot.remembered')} <Link to={paths.login}>{t('auth.log_in')}</Link>
              <br />
              {t('forgot.have_code')} <Link to={paths.resetPassword}>{t('forgot.enter_it')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
});

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from '@phuket/shared/router';
import { checkResetCode, resetPassword } from '@phuket/shared/api/account';
import { paths } from '@phuket/shared/routes';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { SLOT, aroundSlot } from '../../common/slot';
import { AccountForm } from '../../common/AccountForm';
import { CodeField } from '../../common/CodeField';
import { DemoNote } from '../../common/DemoNote';
import { EmailField } from '../../common/EmailField';
import { FormMessage } from '../../common/FormMessage';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { ResetForm } from './reset-form';
import type { ResetDeps } from './reset-form';
import '../../common/forms.css';

const STEP_LABELS = {
  code: msgId('reset.step_code'),
  password: msgId('reset.step_password'),
  done: msgId('reset.step_done'),
} as const;

export default observer(function ResetPasswordPage({ api }: { api?: ResetDeps }) {
  const [params] = useSearchParams();
  const [form] = useState(
    () => new ResetForm(api ?? { checkResetCode, resetPassword }, params.get('email') ?? ''),
  );
  const t = useMessages(accountMessages);
  useDocumentTitle(t('reset.title'));
  const [choose, signedOut] = aroundSlot(t('reset.password_lead', { email: SLOT }));

  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="reset-title">
        <p className="account-card__step">{t(STEP_LABELS[form.step])}</p>
        <h1 id="reset-title">{t('reset.title')}</h1>
        {form.step === 'code' && (
          <>
            <p className="account-card__lead">{t('reset.code_lead')}</p>
            <DemoNote />
            <AccountForm
              onSubmit={() => form.checkCode()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel={t('reset.continue')}
              busyLabel={t('form.checking')}
            >
              <EmailField
                value={form.email}
                onChange={(value) => form.setEmail(value)}
                error={form.errors.email}
              />
              <CodeField
                value={form.code}
                onChange={(code) => form.setCode(code)}
                error={form.errors.code}
                autoFocus={form.email !== ''}
              />
            </AccountForm>
            <p className="account-card__footer">
              {t('reset.no_code')} <Link to={paths.forgot}>{t('reset.new_code')}</Link>
            </p>
          </>
        )}
        {form.step === 'password' && (
          <>
            <p className="account-card__lead">
              {choose}
              <strong data-user-content>{form.email.trim()}</strong>
              {signedOut}
            </p>
            <AccountForm
              onSubmit={() => form.reset()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel={t('reset.submit')}
              busyLabel={t('form.saving')}
            >
              <NewPasswordFields
                form={form}
                label={t('fields.new_password')}
                confirmLabel={t('fields.confirm_new_password')}
                autoFocus
              />
            </AccountForm>
            <p className="account-card__footer">
              <button type="button" className="link-button" onClick={() => form.back()}>
                {t('reset.back')}
              </button>
            </p>
          </>
        )}
        {form.step === 'done' && (
          <>
            <FormMessage kind="success">
              <p>{t('reset.done')}</p>
            </FormMessage>
            <Link className="button account-card__action" to={paths.login}>
              {t('auth.log_in')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
});

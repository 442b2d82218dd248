import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from '@phuket/shared/router';
import { checkResetCode, resetPassword } from '@phuket/shared/api/account';
import { paths } from '@phuket/shared/routes';
import { AccountForm } from '../../common/AccountForm';
import { CodeField } from '../../common/CodeField';
import { DemoNote } from '../../common/DemoNote';
import { EmailField } from '../../common/EmailField';
import { FormMessage } from '../../common/FormMessage';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { ResetForm } from './reset-form';
import type { ResetDeps } from './reset-form';
import '../../common/forms.css';

const STEP_LABELS = { code: 'Step 1 of 2', password: 'Step 2 of 2', done: 'Done' } as const;

export default observer(function ResetPasswordPage({ api }: { api?: ResetDeps }) {
  const [params] = useSearchParams();
  const [form] = useState(
    () => new ResetForm(api ?? { checkResetCode, resetPassword }, params.get('email') ?? ''),
  );

  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="reset-title">
        <p className="account-card__step">{STEP_LABELS[form.step]}</p>
        <h1 id="reset-title">Reset your password</h1>
        {form.step === 'code' && (
          <>
            <p className="account-card__lead">
              Enter your email and the 6-digit code we sent to it.
            </p>
            <DemoNote />
            <AccountForm
              onSubmit={() => form.checkCode()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel="Continue"
              busyLabel="Checking…"
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
              No code? <Link to={paths.forgot}>Send a new code</Link>
            </p>
          </>
        )}
        {form.step === 'password' && (
          <>
            <p className="account-card__lead">
              Choose a new password for <strong>{form.email.trim()}</strong>. You will be signed out
              everywhere else.
            </p>
            <AccountForm
              onSubmit={() => form.reset()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel="Set new password"
              busyLabel="Saving…"
            >
              <NewPasswordFields
                form={form}
                label="New password"
                confirmLabel="Confirm new password"
                autoFocus
              />
            </AccountForm>
            <p className="account-card__footer">
              <button type="button" className="link-button" onClick={() => form.back()}>
                Back to the code
              </button>
            </p>
          </>
        )}
        {form.step === 'done' && (
          <>
            <FormMessage kind="success">
              <p>Your password has been changed. Log in with your new password.</p>
            </FormMessage>
            <Link className="button account-card__action" to={paths.login}>
              Log in
            </Link>
          </>
        )}
      </section>
    </div>
  );
});

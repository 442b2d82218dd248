import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { forgotPassword } from '@phuket/shared/api/account';
import { paths } from '@phuket/shared/routes';
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

  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot your password?</h1>
        {form.sentTo ? (
          <>
            <FormMessage kind="success">
              <p>{SENT_MESSAGE}</p>
            </FormMessage>
            <p className="account-card__lead">
              The code is valid for a short time. Check your spam folder if it does not arrive.
            </p>
            <DemoNote />
            <Link
              className="button account-card__action"
              to={`${paths.resetPassword}?email=${encodeURIComponent(form.sentTo)}`}
            >
              Enter the code
            </Link>
            <p className="account-card__footer">
              Wrong address?{' '}
              <button type="button" className="link-button" onClick={() => form.again()}>
                Use another email
              </button>
            </p>
          </>
        ) : (
          <>
            <p className="account-card__lead">
              Enter the email of your account and we will send you a 6-digit code to set a new
              password.
            </p>
            <DemoNote />
            <AccountForm
              onSubmit={() => form.submit()}
              formError={form.formError}
              submitting={form.submitting}
              submitLabel="Send code"
              busyLabel="Sending…"
            >
              <EmailField
                value={form.email}
                onChange={(value) => form.setEmail(value)}
                error={form.emailError}
              />
            </AccountForm>
            <p className="account-card__footer">
              Remembered it? <Link to={paths.login}>Log in</Link>
              <br />
              Already have a code? <Link to={paths.resetPassword}>Enter it</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
});

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { paths } from '@phuket/shared/routes';
import { useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { useStores } from '@phuket/shared/stores';
import { AccountForm } from '../../common/AccountForm';
import { EmailField } from '../../common/EmailField';
import { TextField } from '../../common/TextField';
import { LoginForm } from './login-form';
import { returnPath } from './return-path';
import '../../common/forms.css';

export default observer(function LoginPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = useState(() => new LoginForm({ login: (input) => session.login(input) }));
  const t = useMessages(accountMessages);
  useDocumentTitle(t('auth.log_in'));

  const onSubmit = async () => {
    // Read before the call: once signed in, the shell's guest guard re-renders this route.
    const target = returnPath(location.state);
    if (await form.submit()) void navigate(target, { replace: true });
  };

  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('auth.log_in')}</h1>
        <p className="account-card__lead">{t('login.lead')}</p>
        <AccountForm
          onSubmit={onSubmit}
          formError={form.formError}
          submitting={form.submitting}
          submitLabel={t('auth.log_in')}
          busyLabel={t('login.busy')}
        >
          <EmailField
            value={form.email}
            onChange={(value) => form.setEmail(value)}
            error={form.errors.email}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(value) => form.setPassword(value)}
            error={form.errors.password}
            required
          />
          <div className="form-row">
            <span />
            <Link to={paths.forgot}>{t('login.forgot')}</Link>
          </div>
        </AccountForm>
        <p className="account-card__footer">
          {t('login.new_here')}{' '}
          {/* The page that sent the visitor here still gets them back after registering. */}
          <Link to={paths.register} state={location.state as unknown}>
            {t('register.title')}
          </Link>
        </p>
      </section>
    </div>
  );
});

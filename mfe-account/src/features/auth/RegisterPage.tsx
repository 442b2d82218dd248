import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from '@phuket/shared/router';
import { useRuntimeConfig } from '@phuket/shared/config';
import { paths } from '@phuket/shared/routes';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { useDocumentTitle } from '@phuket/shared/ui';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { useStores } from '@phuket/shared/stores';
import { PhoneInput } from '@phuket/shared/phone-input';
import { AccountForm } from '../../common/AccountForm';
import { EmailField } from '../../common/EmailField';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { phoneState } from '../../common/phone-state';
import { TextField } from '../../common/TextField';
import { RegisterForm } from './register-form';
import type { RegisterRole } from './register-form';
import { afterRegisterPath, registerRoleOf } from './return-path';
import '../../common/forms.css';
import './auth.css';

const ROLE_OPTIONS: { value: RegisterRole; label: string; note: string }[] = [
  {
    value: 'buyer',
    label: msgId('register.role_buyer'),
    note: msgId('register.role_buyer_note'),
  },
  {
    value: 'broker',
    label: msgId('register.role_broker'),
    note: msgId('register.role_broker_note'),
  },
  {
    value: 'developer',
    label: msgId('register.role_developer'),
    note: msgId('register.role_developer_note'),
  },
];

export default observer(function RegisterPage() {
  const { session } = useStores();
  const { ipLookupUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = useState(
    () =>
      new RegisterForm(
        { register: (input) => session.register(input) },
        registerRoleOf(location.state),
      ),
  );
  const t = useMessages(accountMessages);
  useDocumentTitle(t('register.title'));
  const say = useKnownMessages();

  const onSubmit = async () => {
    // Read before the call: once signed in, the shell's guest guard re-renders this route.
    const target = afterRegisterPath(location.state);
    if (await form.submit()) void navigate(target, { replace: true });
  };

  return (
    <div className="container account-page">
      <section className="account-card account-card--wide" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="account-card__lead">{t('register.lead')}</p>
        <AccountForm
          onSubmit={onSubmit}
          formError={form.formError}
          submitting={form.submitting}
          submitLabel={t('register.submit')}
          busyLabel={t('register.busy')}
        >
          <fieldset className="role-choice" aria-invalid={form.errors.role ? true : undefined}>
            <legend>{t('register.role_legend')}</legend>
            <div className="role-choice__options">
              {ROLE_OPTIONS.map((option) => (
                <label key={option.value} className="role-choice__option">
                  <input
                    type="radio"
                    name="role"
                    value={option.value}
                    aria-describedby={`role-note-${option.value}`}
                    checked={form.role === option.value}
                    onChange={() => form.setRole(option.value)}
                  />
                  <span className="role-choice__text">
                    <span className="role-choice__label">{t(option.label)}</span>
                    {/* Described, not named: the radio's name stays 'Broker (agent)' / 'Developer'. */}
                    <span
                      id={`role-note-${option.value}`}
                      className="role-choice__note"
                      aria-hidden="true"
                    >
                      {t(option.note)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {form.errors.role && <p className="field-error">{say(form.errors.role)}</p>}
          </fieldset>
          <TextField
            label={t('fields.name')}
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={(value) => form.setName(value)}
            error={form.errors.name}
            maxLength={255}
            required
          />
          <EmailField
            value={form.email}
            onChange={(value) => form.setEmail(value)}
            error={form.errors.email}
          />
          <div className="field-block">
            <PhoneInput
              label={t('fields.phone')}
              name="phone"
              required
              ipLookupUrl={ipLookupUrl}
              showError={form.attempted}
              error={say(form.errors.phone)}
              onChange={(value) => form.setPhone(phoneState(value))}
            />
          </div>
          <NewPasswordFields
            form={form}
            label={t('fields.password')}
            confirmLabel={t('fields.confirm_password')}
          />
        </AccountForm>
        <p className="account-card__footer">
          {t('register.already')}{' '}
          <Link to={paths.login} state={location.state as unknown}>
            {t('auth.log_in')}
          </Link>
        </p>
      </section>
    </div>
  );
});

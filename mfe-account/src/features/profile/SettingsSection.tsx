import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { updateSettings } from '@phuket/shared/api/account';
import { readApiError } from '@phuket/shared/api';
import { CURRENCIES, CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import type { Currency, User } from '@phuket/shared/domain';
import { useStores } from '@phuket/shared/stores';
import { Modal } from '@phuket/shared/ui';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { accountMessages } from '../../common/messages';
import { useKnownMessages } from '../../common/known-messages';
import { FormMessage } from '../../common/FormMessage';
import { displayPhone } from './format';
import { Section } from './Section';
import type { UserListener } from './user-deps';

const CURRENCY_NAMES: Record<Currency, string> = {
  THB: msgId('settings.thb'),
  USD: msgId('settings.usd'),
  EUR: msgId('settings.eur'),
};

/** What the contact group needs of the user: the contacts themselves and whether each shows. */
export type AgentContacts = Pick<User, 'email' | 'phone' | 'show_email' | 'show_phone'>;

export const SettingsSection = observer(function SettingsSection({
  saved,
  contacts,
  onUser,
}: {
  /** The user's saved currency, if any. */
  saved: Currency | null;
  /** Brokers' and developers' contacts; left out for an admin, who has no agent page. */
  contacts?: AgentContacts;
  onUser: UserListener;
}) {
  const { currency } = useStores();
  const id = useId();
  const [value, setValue] = useState<Currency>(saved ?? currency.current);
  const [showEmail, setShowEmail] = useState(contacts?.show_email ?? false);
  const [showPhone, setShowPhone] = useState(contacts?.show_phone ?? false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const t = useMessages(accountMessages);
  const say = useKnownMessages();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const { user } = await updateSettings({
        currency: value,
        ...(contacts ? { show_email: showEmail, show_phone: showPhone } : {}),
      });
      onUser(user);
      setShowEmail(user.show_email);
      setShowPhone(user.show_phone);
      // Prices across the site switch at once, not only after the next sign-in.
      currency.select(isCurrency(user.currency) ? user.currency : value);
      setModalOpen(true);
    } catch (failure) {
      setError(readApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  const phone = displayPhone(contacts?.phone ?? null);

  return (
    <Section
      id="settings"
      title={t('settings.title')}
      lead={contacts ? t('settings.lead_agent') : t('settings.lead')}
    >
      <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormMessage kind="error">{say(error)}</FormMessage>}
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('settings.currency')}</label>
          <select
            id={`${id}-currency`}
            name="currency"
            value={value}
            onChange={(event) => {
              if (isCurrency(event.target.value)) setValue(event.target.value);
            }}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} ({CURRENCY_SIGNS[code]}) — {t(CURRENCY_NAMES[code])}
              </option>
            ))}
          </select>
        </div>
        {contacts && (
          <fieldset className="checkbox-list" aria-describedby={`${id}-contacts-note`}>
            <legend className="checkbox-list__legend">{t('settings.contacts')}</legend>
            <p id={`${id}-contacts-note`} className="checkbox-list__note checkbox-list__lead">
              {t('settings.contacts_note')}
            </p>
            {/* The notes are hidden from the label's name and read as each box's description. */}
            <label className="checkbox-list__item">
              <input
                type="checkbox"
                name="show_email"
                checked={showEmail}
                aria-describedby={`${id}-email-note`}
                onChange={(event) => setShowEmail(event.target.checked)}
              />
              <span>
                <span className="checkbox-list__label">{t('settings.show_email')}</span>
                <span
                  id={`${id}-email-note`}
                  className="checkbox-list__note"
                  aria-hidden="true"
                  data-user-content
                >
                  {contacts.email}
                </span>
              </span>
            </label>
            <label className="checkbox-list__item">
              <input
                type="checkbox"
                name="show_phone"
                checked={showPhone}
                aria-describedby={`${id}-phone-note`}
                onChange={(event) => setShowPhone(event.target.checked)}
              />
              <span>
                <span className="checkbox-list__label">{t('settings.show_phone')}</span>
                <span id={`${id}-phone-note`} className="checkbox-list__note" aria-hidden="true">
                  {phone ?? t('settings.no_phone')}
                </span>
              </span>
            </label>
          </fieldset>
        )}
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('form.saving') : t('settings.save')}
        </button>
      </form>
      <Modal open={modalOpen} type="settings" onClose={() => setModalOpen(false)} />
    </Section>
  );
});

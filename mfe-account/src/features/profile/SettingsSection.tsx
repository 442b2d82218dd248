import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { updateSettings } from '@phuket/shared/api';
import { readError } from '../../common/server-errors';
import { CURRENCIES, CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import type { Currency } from '@phuket/shared/domain';
import { useStores } from '@phuket/shared/stores';
import { Modal } from '@phuket/shared/ui';
import { FormMessage } from '../../common/FormMessage';
import { Section } from './Section';
import type { UserListener } from './user-deps';

const CURRENCY_NAMES: Record<Currency, string> = {
  THB: 'Thai baht',
  USD: 'US dollar',
  EUR: 'Euro',
};

export const SettingsSection = observer(function SettingsSection({
  saved,
  onUser,
}: {
  /** The user's saved currency, if any. */
  saved: Currency | null;
  onUser: UserListener;
}) {
  const { currency } = useStores();
  const id = useId();
  const [value, setValue] = useState<Currency>(saved ?? currency.current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const { user } = await updateSettings({ currency: value });
      onUser(user);
      // Prices across the site switch at once, not only after the next sign-in.
      currency.select(isCurrency(user.currency) ? user.currency : value);
      setModalOpen(true);
    } catch (failure) {
      setError(readError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section id="settings" title="Settings" lead="Prices on the site are shown in this currency.">
      <form className="profile-form" noValidate onSubmit={onSubmit}>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="field">
          <label htmlFor={`${id}-currency`}>Currency</label>
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
                {code} ({CURRENCY_SIGNS[code]}) — {CURRENCY_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </form>
      <Modal open={modalOpen} type="settings" onClose={() => setModalOpen(false)} />
    </Section>
  );
});

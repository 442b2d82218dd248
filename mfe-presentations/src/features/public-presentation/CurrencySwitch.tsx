import { CURRENCIES } from '@phuket/shared/domain';
import type { Currency } from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';

/** The client's choice of currency for every price on the page. */
export function CurrencySwitch({
  value,
  onChange,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const t = useMessages(presentationsMessages);
  return (
    <fieldset className="pres-currency">
      <legend className="pres-currency__legend">{t('public.prices_in')}</legend>
      {CURRENCIES.map((currency) => (
        <label key={currency} className="pres-currency__choice">
          <input
            type="radio"
            name="pres-currency"
            value={currency}
            checked={value === currency}
            onChange={() => onChange(currency)}
          />
          <span>{currency}</span>
        </label>
      ))}
    </fieldset>
  );
}

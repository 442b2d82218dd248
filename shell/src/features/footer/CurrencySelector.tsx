import { observer } from 'mobx-react-lite';
import { CURRENCIES, CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { useMessages } from '@phuket/shared/i18n';
import { useStores } from '@phuket/shared/stores';
import { shellMessages } from '../../common/messages';

export const CurrencySelector = observer(function CurrencySelector() {
  const { currency } = useStores();
  const t = useMessages(shellMessages);
  return (
    <label className="currency-selector">
      <span>{t('footer.currency')}</span>
      <select
        value={currency.current}
        onChange={(event) => {
          if (isCurrency(event.target.value)) currency.select(event.target.value);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} {CURRENCY_SIGNS[code]}
          </option>
        ))}
      </select>
    </label>
  );
});

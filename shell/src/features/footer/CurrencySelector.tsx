import { observer } from 'mobx-react-lite';
import { CURRENCIES, CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { useStores } from '@phuket/shared/stores';

export const CurrencySelector = observer(function CurrencySelector() {
  const { currency } = useStores();
  return (
    <label className="currency-selector">
      <span>Currency</span>
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

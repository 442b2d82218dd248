import { currencySign, formatNumber } from '@phuket/shared/format';
import { formatMoneyIn, useLocale } from '@phuket/shared/i18n';

/**
 * How the property page writes an amount in a currency. English keeps format's own text ('฿9,500,000',
 * as the link previews share it); other languages write money as Intl does for them.
 */
export function useMoney(): (amount: number, currency: string) => string {
  const locale = useLocale();
  return locale === 'en'
    ? (amount, currency) => `${currencySign(currency)}${formatNumber(amount)}`
    : (amount, currency) => formatMoneyIn(locale, amount, currency);
}

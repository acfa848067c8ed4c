import { formatMoney as formatAmount } from '@souq/contract/money';
import { currentLanguage } from '../i18n';

/** An amount with the seed's `$` symbol, digits and separators of the active language. */
export const formatMoney = (
  amount: number | string,
  language: string = currentLanguage(),
): string => formatAmount(amount, language);

export function formatNumber(value: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language).format(value);
}

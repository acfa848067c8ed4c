import { currentLanguage } from '../i18n';

/** An amount with the seed's `$` symbol, digits and separators of the active language. */
export function formatMoney(amount: number | string, language: string = currentLanguage()): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).formatToParts(value);
  // Some ICU builds print "US$" for Arabic: the seed's symbol is always "$".
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('');
}

export function formatNumber(value: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(language).format(value);
}

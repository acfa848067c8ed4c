/**
 * Amounts, zod-free (`@souq/contract/money`): the API and the web app add decimal strings in cents
 * and write them the same way in both languages.
 */

/** A decimal string (or number) in cents, so that amounts compare and add exactly. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

/** Cents back to a decimal string (`150050` → `"1500.50"`). */
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the product shows it in `locale` (`$1,100`, `$1,050.50`; in Arabic its own digits
 * with the sign after them): the seed's `$` symbol, cents only when there are some.
 */
export function formatMoney(amount: number | string, locale: string): string {
  const value = Number(amount);
  const whole = Number.isInteger(value);
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  // Some ICU builds write "US$" for Arabic: the seed's symbol is always "$".
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

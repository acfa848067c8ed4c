// Arabic-Indic (٠..٩, U+0660) and Eastern Arabic-Indic (۰..۹, U+06F0, used in Persian and Urdu
// keyboards) digits: people in the region type either; the API wants ASCII.
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `'٠٥٠١٢'` → `'05012'`; every other character is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Only the digits of `value`, as ASCII. */
export function onlyDigits(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '');
}

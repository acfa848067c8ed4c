import { toLatinDigits } from '../../../lib/digits';

/** `'١٢٥٠٫٥'` or `'1,250.5'` → `'1250.5'`: what people type, as the API's decimal string. */
export const normalisePrice = (value: string) =>
  toLatinDigits(value)
    .replace(/[٫]/g, '.')
    .replace(/[\s,٬]/g, '')
    .trim();

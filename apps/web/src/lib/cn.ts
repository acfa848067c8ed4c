import { type ClassValue, clsx } from 'clsx';

/**
 * Class names from strings and conditions: `cn('px-2', active && 'bg-brand-50', className)`;
 * false, null, undefined and empty values are left out. No tailwind-merge: its 8.4 KiB (gzip)
 * would be more than the landing page's whole margin under its 150 KiB budget, so a caller's
 * `className` adds classes rather than overriding conflicting ones.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);

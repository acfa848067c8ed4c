import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class names from strings and conditions (`cn('px-2', active && 'bg-brand-50')`); of two
 * Tailwind utilities for the same property the later one wins (`cn('px-2', 'px-4')` → `px-4`), as
 * a caller passing `className` expects.
 */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));

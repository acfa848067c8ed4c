import { describe, expect, test } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  test('joins strings and leaves out false, null, undefined and empty values', () => {
    const active = false;
    expect(cn('flex gap-2', active && 'bg-brand-50', null, undefined, '', 'text-sm')).toBe(
      'flex gap-2 text-sm',
    );
  });

  test('objects and arrays name classes by condition', () => {
    expect(cn(['rounded', { 'opacity-60': true, hidden: false }])).toBe('rounded opacity-60');
  });
});

import { describe, expect, test } from 'vitest';
import { greetingName } from './post-composer';

describe('composer greeting', () => {
  test('a company is greeted by its whole display name', () => {
    expect(greetingName({ name: 'دار المدينة للعقارات', type: 'company' })).toBe(
      'دار المدينة للعقارات',
    );
  });

  test('a person is greeted by the first name only', () => {
    expect(greetingName({ name: 'Sara  Al-Harbi', type: 'user' })).toBe('Sara');
    expect(greetingName({ name: 'سارة الحربي' })).toBe('سارة');
  });
});

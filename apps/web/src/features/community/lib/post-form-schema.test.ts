import { describe, expect, test } from 'vitest';
import { postFormError } from './post-form-schema';

const complete = { content: 'Fresh dates today', image: null, country_id: 1, region_id: 3 };

describe('post form rules (the contract’s CreatePostBodySchema)', () => {
  test('a complete post passes', () => {
    expect(postFormError(complete)).toBeNull();
  });

  test('blank or invisible-only text is refused before the place is looked at', () => {
    expect(postFormError({ ...complete, content: '   ', country_id: null })).toBe(
      'post-form.content-required',
    );
    expect(postFormError({ ...complete, content: '\u200b\u200b' })).toBe(
      'post-form.content-required',
    );
  });

  test('a country and one of its regions are both needed', () => {
    expect(postFormError({ ...complete, country_id: null, region_id: null })).toBe(
      'post-form.place-required',
    );
    expect(postFormError({ ...complete, region_id: null })).toBe('post-form.place-required');
  });
});

import { expect, test } from 'vitest';
import { translate } from './index.ts';

test('{{name, money}} writes an amount as the web app does, in each language', () => {
  expect(translate('en', 'auctions.bid-too-low', { min: '1100.00' })).toBe(
    'Your bid must be at least $1,100.',
  );
  expect(translate('en', 'auctions.bid-too-low', { min: '1050.5' })).toBe(
    'Your bid must be at least $1,050.50.',
  );
  const arabic = translate('ar', 'auctions.bid-too-low', { min: '27500.00' });
  expect(arabic).toContain('يجب ألا تقل مزايدتك عن');
  expect(arabic).toMatch(/27,500\s\$/);
  expect(arabic).not.toContain('US$');
});

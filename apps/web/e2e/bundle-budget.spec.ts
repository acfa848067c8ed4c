import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The build this suite's global setup made (apps/web/dist), measured by the same script a
// maintainer runs by hand: `node apps/web/scripts/route-sizes.mjs`.
const script = join(import.meta.dirname, '../scripts/route-sizes.mjs');

describe('bundle budgets of the built web app', () => {
  test('every route loads at most 170 KiB of JS (gzip) at once, the landing page at most 150', () => {
    let output = '';
    let failed = false;
    try {
      output = execFileSync(process.execPath, [script], { encoding: 'utf8' });
    } catch (error) {
      failed = true;
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toMatch(/^landing\s+[\d.]+ KiB/m);
    expect(output.match(/^.*OVER.*$/gm) ?? []).toEqual([]);
    expect(failed).toBe(false);
  });
});

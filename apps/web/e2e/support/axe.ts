import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: Promise<string> | undefined;

interface AxeResult {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe-core's serious and critical violations on the page as it is now, as `id → targets` lines
 * (the CSP refuses injected script tags: the source is evaluated instead).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const violations = await page.evaluate(
    async (axeSource) => {
      const w = window as unknown as { axe?: unknown };
      if (!w.axe) new Function(axeSource)();
      const axe = (
        window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeResult[] }> } }
      ).axe;
      const result = await axe.run({ resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    },
    await source,
  );
  return violations;
}

/** How much wider than the viewport the page is (0 when it fits). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The same check under the name the chat and auctions journeys use. */
export const seriousAxeViolations = seriousViolations;

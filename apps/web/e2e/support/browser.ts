import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Debian's Chromium in its old headless mode (chromium-headless-shell, what Playwright launches
// for headless runs), cut off from every background service (see STACK.md); Playwright
// gives each launch a fresh, empty profile.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (empty storage) with one page, on the test server. */
  newPage(options?: {
    viewport?: { width: number; height: number };
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** `args`: more Chromium switches (the chat journey's fake microphone). */
export const launchBrowser = async ({
  args = [],
}: {
  args?: string[];
} = {}): Promise<BrowserSession> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [...CHROMIUM_ARGS, ...args],
  });
  const baseURL = inject('baseURL');
  return {
    browser,
    newPage: async ({ viewport = { width: 1280, height: 800 } } = {}) => {
      const context = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
      return { context, page: await context.newPage() };
    },
    close: () => browser.close(),
  };
};

/** Screenshots land here, to look at after a run (not committed). */
export const screenshotPath = (name: string) =>
  join(import.meta.dirname, '..', 'screenshots', `${name}.png`);

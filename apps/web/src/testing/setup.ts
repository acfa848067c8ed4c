import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadLanguage } from '../lib/i18n';

// jsdom implements neither scrolling nor media playback.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
HTMLMediaElement.prototype.pause = vi.fn();

await loadLanguage('en');
await loadLanguage('ar');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

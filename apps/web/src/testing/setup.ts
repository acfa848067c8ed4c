import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadLanguage, NAMESPACES } from '../lib/i18n';

// jsdom implements neither scrolling nor media playback.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
HTMLMediaElement.prototype.pause = vi.fn();

// Every namespace of both languages up front: components render without suspending.
await loadLanguage('en', NAMESPACES);
await loadLanguage('ar', NAMESPACES);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

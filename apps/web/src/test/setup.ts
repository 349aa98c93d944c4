/**
 * jsdom lacks a few browser APIs Mantine relies on (matchMedia, ResizeObserver, scrollIntoView).
 * They are stubbed here with inert versions; nothing under test depends on their results.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 1 s by default: a lazy page chunk can take longer to load on a busy
// machine, and a wait is not a speed test. One limit for every wait; no test sets a shorter one.
configure({ asyncUtilTimeout: 30_000 });

// A test that runs in Node (`@vitest-environment node`, e.g. to render a PDF) has no window to patch.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  window.HTMLElement.prototype.scrollTo ??= () => {};
}

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
  vi.unstubAllGlobals();
});

// Vitest setup for every browser-side package: jest-dom matchers, DOM cleanup between tests, and the few
// browser APIs jsdom lacks that Mantine uses (matchMedia, ResizeObserver, scrollIntoView, document.fonts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of the features load lazily (decision 080): the first findBy… of a lazily loaded part waits for its
// module too, which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

if (!window.matchMedia) {
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
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Mantine's autosize Textarea listens to document.fonts (re-measures once fonts load); jsdom has none.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

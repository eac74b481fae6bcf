// Vitest setup for every browser-side package: jest-dom matchers, DOM cleanup between tests, and the few
// browser APIs jsdom lacks that Mantine uses (matchMedia, ResizeObserver, scrollIntoView, document.fonts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetPreloadedCalls } from '../src/api/call-api.ts';
import { setClock } from '../src/clock/clock.ts';
import { resetConfig } from '../src/config/config.ts';
import { setIdentityClient } from '../src/identity/identity.ts';
import { pickLanguage, requestLanguage } from '../src/i18n/language.ts';
import { sessionStore } from '../src/session/session-store.ts';

// Parts of the features load lazily (decision 080): the first findBy… of a lazily loaded part waits for its
// module too, which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Test files share their worker's modules and jsdom page (vitest.config.ts): each file starts on the page a
// fresh worker would give it — no configuration, session, identity client, stored values or URL of the last.
beforeAll(async () => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  setClock();
  resetConfig();
  setIdentityClient(null);
  sessionStore.setState(sessionStore.getInitialState(), true);
  // …and in English, the host page naming no language.
  document.documentElement.lang = '';
  requestLanguage(null);
  await pickLanguage();
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  // Test files share their worker's modules (vitest.config.ts), so Mantine's notification store outlives a
  // file: a toast left by one test would show in the next <Notifications />.
  notifications.clean();
  // A call one test started ahead (preloadCall) must not answer the next test's reader.
  forgetPreloadedCalls();
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

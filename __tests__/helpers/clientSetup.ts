import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetApiMock } from './mockApi';

// MUI's useMediaQuery needs matchMedia, which jsdom lacks: report "desktop" unless a test overrides it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Two shared cores under a full suite: give async queries room (this is a ceiling, not an assertion on speed).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetApiMock();
});

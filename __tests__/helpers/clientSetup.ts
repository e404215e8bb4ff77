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

/**
 * What React and React Router report in development (a hydration mismatch, `use` called out of turn,
 * a missing key, a state set during another component's render) is a bug in the code or the test:
 * a test during which it is reported fails. A test that expects a report silences console.error
 * itself (a spy with an implementation: this wrapper is then not called). Left out: "not wrapped
 * in act", which depends on when a timer fires. (This file's afterEach runs before a test file's
 * own, so a report while a test file's afterEach unmounts is not seen here.)
 */
const reported: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  reported.push(String(args[0]));
  consoleError(...args);
};
beforeEach(() => {
  reported.length = 0;
});
afterEach(() => {
  const unexpected = reported.filter((text) => !text.includes('not wrapped in act'));
  reported.length = 0;
  if (unexpected.length > 0) throw new Error(`console.error during the test (${unexpected.length}):\n${unexpected[0]!.slice(0, 600)}`);
});

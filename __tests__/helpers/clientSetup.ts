import '@testing-library/jest-dom';
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

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetApiMock();
});

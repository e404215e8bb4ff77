import type { Storage } from 'redux-persist';

/**
 * localStorage for redux-persist, touched only when the store is read or written. The package's
 * own adapter writes and removes a test key as soon as it is imported, which opens the browser's
 * storage (a disk read) inside the page's start-up script, and throws on the server. Where storage
 * is unavailable (the server, a blocked or full storage) nothing is kept, as with the package's
 * fallback.
 */
function local(): globalThis.Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const localStore: Storage = {
  getItem: async (key: string) => {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem: async (key: string, value: string) => {
    try {
      local()?.setItem(key, value);
    } catch {
      // Full or blocked: the guest identity lives for this page only.
    }
  },
  removeItem: async (key: string) => {
    try {
      local()?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

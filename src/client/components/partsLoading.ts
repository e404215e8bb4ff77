import { useSyncExternalStore } from 'react';

/**
 * How many parts of the page (deferUntilNear) have started loading their code and are not yet on
 * screen with it: what the page still has to download, evaluate and hydrate. The floating buttons
 * wait for none to be left before they appear (layouts/public/ContactWidget.tsx), so that a tap on
 * them does not queue behind that work: on `/lien-he` the consultation form, just below the first
 * screen, loads as the page becomes idle, ~300 ms of tasks on a budget phone (docs/performance.md,
 * "Nothing on screen is inert").
 */
let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  loading += by;
  for (const listener of listeners) listener();
}

/** A part started loading; call the returned function once it is on screen, has failed or has gone (idempotent). */
export function partLoading(): () => void {
  changed(1);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    changed(-1);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a part of the page is loading (partLoading). */
export function usePartsLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

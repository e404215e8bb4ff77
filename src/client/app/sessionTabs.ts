import type { Middleware } from '@reduxjs/toolkit';
import type { TokenPair } from '../../shared/types/auth';
import { adoptTokenPair, setRefreshCoordinator, type RefreshCoordinator } from './api';
import { signedIn } from './authSlice';
import { decodeClaims, session } from './session';

/**
 * Tabs of one sign-in share its token rotations (docs/security.md, "Several tabs").
 *
 * A duplicated tab copies sessionStorage, so two tabs hold the same refresh token. The server
 * rotates that token on every refresh and takes a second use of it as theft: the sign-in is
 * revoked and both tabs are sent to /login. So the tabs of one browser refresh one at a time (a
 * Web Lock), the tab that rotated tells the others on a BroadcastChannel, and a tab about to spend
 * a token first asks its twins (tabs with the same sign-in, `sid`) whether one of them already has.
 * Nothing changes on the server: a token presented twice still ends the sign-in.
 */

const SESSION_TABS_CHANNEL = 'staff-session';
const REFRESH_LOCK = 'staff-session-refresh';
/** How long a tab waits for twins to answer before it refreshes on its own (a twin that crashed never says goodbye). */
const TWIN_ANSWER_MS = 500;
/** How long after announcing itself a tab waits for the answers before it counts its twins. */
const GREETING_MS = 100;
/** Refresh tokens a tab remembers having moved on from (a twin may still ask about one). */
const SPENT_REMEMBERED = 20;

export type SessionTabsMessage =
  /** A tab has opened or signed in: tabs answer `here` with their own sign-in. */
  | { type: 'hello'; tab: string; sid: string | null }
  | { type: 'here'; tab: string; sid: string | null }
  | { type: 'bye'; tab: string }
  /** Has anyone moved on from this refresh token? */
  | { type: 'ask'; tab: string; spent: string }
  /** …no, I hold it too. */
  | { type: 'holding'; tab: string; spent: string }
  /** `spent` has been rotated: `pair` is the sign-in's current pair. Sent after a refresh and in answer to `ask`. */
  | { type: 'rotated'; tab: string; spent: string; pair: TokenPair };

export interface SessionTabsDeps {
  channel: { postMessage(message: SessionTabsMessage): void; close(): void; onmessage: ((event: MessageEvent) => void) | null };
  /** navigator.locks where the browser has it; without it, refreshes are serialised within the tab only. */
  locks: Pick<LockManager, 'request'> | null;
  /** This tab's pair, or null when it holds none. */
  current(): TokenPair | null;
  /** Takes a twin's pair as this tab's own. */
  adopt(pair: TokenPair): void;
  answerMs?: number;
  greetingMs?: number;
}

export interface SessionTabs extends RefreshCoordinator {
  /** Tells the other tabs which sign-in this tab holds (at start, after a sign-in, back from the page cache). */
  announce(): void;
  /** This tab is going away (the page is hidden for good or frozen): it answers no more questions. */
  leave(): void;
}

const newTabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function createSessionTabs(deps: SessionTabsDeps): SessionTabs {
  const tab = newTabId();
  const answerMs = deps.answerMs ?? TWIN_ANSWER_MS;
  const greetingMs = deps.greetingMs ?? GREETING_MS;
  /** Settles once the tabs that were open when this one announced itself have had time to answer. */
  let greeted: Promise<void> = Promise.resolve();
  /** Every other tab heard from, with the sign-in it last announced. */
  const peers = new Map<string, string | null>();
  /** Refresh tokens this tab held and has moved on from, newest last. */
  const spent: string[] = [];
  const listeners = new Set<(message: SessionTabsMessage) => void>();

  const post = (message: SessionTabsMessage) => deps.channel.postMessage(message);
  const sid = () => decodeClaims(deps.current()?.token ?? null)?.sid ?? null;
  const movedOn = (token: string) => {
    spent.push(token);
    if (spent.length > SPENT_REMEMBERED) spent.shift();
  };
  const twins = () => {
    const mine = sid();
    return mine ? [...peers].filter(([, theirs]) => theirs === mine).map(([id]) => id) : [];
  };

  deps.channel.onmessage = (event) => {
    const message = event.data as SessionTabsMessage;
    if (!message || typeof message !== 'object' || message.tab === tab) return;
    const now = deps.current();
    switch (message.type) {
      case 'hello':
        peers.set(message.tab, message.sid);
        post({ type: 'here', tab, sid: sid() });
        break;
      case 'here':
        peers.set(message.tab, message.sid);
        break;
      case 'bye':
        peers.delete(message.tab);
        break;
      case 'ask':
        if (!now) break;
        if (now.refreshToken === message.spent) post({ type: 'holding', tab, spent: message.spent });
        else if (spent.includes(message.spent)) post({ type: 'rotated', tab, spent: message.spent, pair: now });
        break;
      case 'rotated':
        if (now?.refreshToken === message.spent) {
          movedOn(message.spent);
          deps.adopt(message.pair);
        }
        break;
    }
    for (const listener of listeners) listener(message);
  };

  return {
    // The lock's promise settles with the callback's settled value (typed as the promise itself).
    exclusive: (spend) => (deps.locks ? deps.locks.request(REFRESH_LOCK, spend).then((okay) => okay) : spend()),

    async takeFromTwin(token) {
      await greeted;
      const waitingFor = new Set(twins());
      if (waitingFor.size === 0) return false;
      return new Promise<boolean>((resolve) => {
        const finish = (adopted: boolean) => {
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(adopted);
        };
        const listener = (message: SessionTabsMessage) => {
          if (message.type === 'rotated' && message.spent === token) return finish(deps.current()?.refreshToken === message.pair.refreshToken);
          if ((message.type === 'holding' && message.spent === token) || message.type === 'bye') waitingFor.delete(message.tab);
          if (waitingFor.size === 0) finish(false);
        };
        const timer = setTimeout(() => {
          // Silent twins are gone (closed without a goodbye): the next refresh does not wait for them.
          for (const id of waitingFor) peers.delete(id);
          finish(false);
        }, answerMs);
        listeners.add(listener);
        post({ type: 'ask', tab, spent: token });
      });
    },

    rotated(token, pair) {
      movedOn(token);
      post({ type: 'rotated', tab, spent: token, pair });
    },

    announce() {
      post({ type: 'hello', tab, sid: sid() });
      greeted = new Promise((resolve) => setTimeout(resolve, greetingMs));
    },
    leave: () => post({ type: 'bye', tab }),
  };
}

/**
 * Starts this tab's part when back-office code loads (app/backOffice.ts), and announces each new
 * sign-in. Browsers without BroadcastChannel keep the single-tab behaviour.
 */
export const sessionTabsMiddleware: Middleware = (store) => {
  if (typeof BroadcastChannel === 'undefined') return (next) => (action) => next(action);
  const tabs = createSessionTabs({
    channel: new BroadcastChannel(SESSION_TABS_CHANNEL),
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    current() {
      const token = session.accessToken();
      const refreshToken = session.refreshToken();
      return token && refreshToken ? { token, refreshToken } : null;
    },
    adopt(pair) {
      adoptTokenPair(pair, store.dispatch);
    },
  });
  setRefreshCoordinator(tabs);
  tabs.announce();
  window.addEventListener('pagehide', () => tabs.leave());
  // Back from the page cache: the other tabs forgot this one.
  window.addEventListener('pageshow', (event) => event.persisted && tabs.announce());
  return (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action)) tabs.announce();
    return result;
  };
};

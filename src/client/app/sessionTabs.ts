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
 * a token first asks its twins (the open tabs of the same sign-in, `sid`) whether one already has.
 *
 * Who the twins are comes from the browser, not from messages: each tab holds a Web Lock named
 * after its sign-in for as long as it is open, and the browser releases it when the tab goes. A
 * twin busy with a long task still holds its lock, so the asking tab waits for its answer instead
 * of taking its silence for absence. Nothing changes on the server: a token presented twice still
 * ends the sign-in.
 */

const SESSION_TABS_CHANNEL = 'staff-session';
const REFRESH_LOCK = 'staff-session-refresh';
/** Prefix of the lock each open tab holds: `staff-session-tab:<sid>:<tab>`. */
const TAB_LOCK = 'staff-session-tab';
/** The longest wait for twins that are open but do not answer (a tab the browser has frozen): then this tab refreshes on its own. */
const TWIN_ANSWER_MS = 5_000;
/** How often, while waiting, the open twins are counted again (one closed meanwhile is not waited for). */
const RECOUNT_MS = 250;
/** Refresh tokens a tab remembers having moved on from (a twin may still ask about one). */
const SPENT_REMEMBERED = 20;

export type SessionTabsMessage =
  /** Has any tab of sign-in `sid` moved on from this refresh token? */
  | { type: 'ask'; tab: string; sid: string; spent: string }
  /** …not this one: it has not rotated that token. */
  | { type: 'notRotated'; tab: string; spent: string }
  /** `spent` has been rotated: `pair` is the sign-in's current pair. Sent after a refresh and in answer to `ask`. */
  | { type: 'rotated'; tab: string; spent: string; pair: TokenPair };

export interface SessionTabsDeps {
  channel: { postMessage(message: SessionTabsMessage): void; close(): void; onmessage: ((event: MessageEvent) => void) | null };
  /**
   * navigator.locks where the browser has it. Without it refreshes are serialised within the tab
   * only and a tab asks nobody; a twin's rotation is still taken when it is heard.
   */
  locks: Pick<LockManager, 'request' | 'query'> | null;
  /** This tab's pair, or null when it holds none. */
  current(): TokenPair | null;
  /** Takes a twin's pair as this tab's own. */
  adopt(pair: TokenPair): void;
  answerMs?: number;
  recountMs?: number;
}

export interface SessionTabs extends RefreshCoordinator {
  /** Counts this tab among its sign-in's open tabs (at start, after a sign-in, back from the page cache). */
  register(): void;
  /** This tab is going away (hidden for good, or into the page cache): it is no one's twin meanwhile. */
  leave(): void;
}

const newTabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const lockName = (sid: string, tab: string) => `${TAB_LOCK}:${sid}:${tab}`;

export function createSessionTabs(deps: SessionTabsDeps): SessionTabs {
  const tab = newTabId();
  const answerMs = deps.answerMs ?? TWIN_ANSWER_MS;
  const recountMs = deps.recountMs ?? RECOUNT_MS;
  /** Refresh tokens this tab held and has moved on from, newest last. */
  const spent: string[] = [];
  const listeners = new Set<(message: SessionTabsMessage) => void>();
  /** The sign-in this tab is registered under, and how to give its lock back. */
  let registration: { sid: string; release: () => void } | null = null;

  const post = (message: SessionTabsMessage) => deps.channel.postMessage(message);
  const sid = () => decodeClaims(deps.current()?.token ?? null)?.sid ?? null;
  const movedOn = (token: string) => {
    spent.push(token);
    if (spent.length > SPENT_REMEMBERED) spent.shift();
  };
  /** The other open tabs of sign-in `of`, by the locks they hold (or are about to). */
  const twins = async (of: string): Promise<Set<string>> => {
    if (!deps.locks) return new Set();
    const { held = [], pending = [] } = await deps.locks.query();
    const prefix = lockName(of, '');
    const ids = [...held, ...pending].map((l) => l.name ?? '').filter((name) => name.startsWith(prefix) && name !== lockName(of, tab));
    return new Set(ids.map((name) => name.slice(prefix.length)));
  };

  const release = () => {
    registration?.release();
    registration = null;
  };

  deps.channel.onmessage = (event) => {
    const message = event.data as SessionTabsMessage;
    if (!message || typeof message !== 'object' || message.tab === tab) return;
    const now = deps.current();
    switch (message.type) {
      case 'ask':
        // Every twin answers, so the asking tab never waits on one that has nothing to say.
        if (registration?.sid !== message.sid) break;
        if (now && spent.includes(message.spent)) post({ type: 'rotated', tab, spent: message.spent, pair: now });
        else post({ type: 'notRotated', tab, spent: message.spent });
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
      const mine = sid();
      if (!mine) return false;
      const waitingFor = await twins(mine);
      if (waitingFor.size === 0) return false;
      return new Promise<boolean>((resolve) => {
        let done = false;
        const finish = (adopted: boolean) => {
          if (done) return;
          done = true;
          clearTimeout(cap);
          clearInterval(recount);
          listeners.delete(listener);
          resolve(adopted);
        };
        const listener = (message: SessionTabsMessage) => {
          if (message.type === 'rotated' && message.spent === token) return finish(deps.current()?.refreshToken === message.pair.refreshToken);
          if (message.type === 'notRotated' && message.spent === token) waitingFor.delete(message.tab);
          if (waitingFor.size === 0) finish(false);
        };
        // A twin closed before answering is not waited for.
        const recount = setInterval(() => {
          void twins(mine).then((open) => {
            for (const id of waitingFor) if (!open.has(id)) waitingFor.delete(id);
            if (waitingFor.size === 0) finish(false);
          });
        }, recountMs);
        const cap = setTimeout(() => finish(false), answerMs);
        listeners.add(listener);
        post({ type: 'ask', tab, sid: mine, spent: token });
      });
    },

    rotated(token, pair) {
      movedOn(token);
      post({ type: 'rotated', tab, spent: token, pair });
    },

    register() {
      const mine = sid();
      if (registration?.sid === mine) return;
      release();
      if (!mine || !deps.locks) return;
      let give: () => void = () => undefined;
      const kept = new Promise<void>((resolve) => (give = resolve));
      registration = { sid: mine, release: () => give() };
      void deps.locks.request(lockName(mine, tab), () => kept).catch(() => undefined);
    },
    leave: release,
  };
}

/**
 * Starts this tab's part when back-office code loads (app/backOffice.ts), and registers each new
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
  tabs.register();
  window.addEventListener('pagehide', () => tabs.leave());
  window.addEventListener('pageshow', (event) => event.persisted && tabs.register());
  return (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action)) tabs.register();
    return result;
  };
};

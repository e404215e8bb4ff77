import { createSessionTabs, type SessionTabs, type SessionTabsMessage } from '../../../src/client/app/sessionTabs';
import type { TokenPair } from '../../../src/shared/types/auth';

/**
 * Tabs of one browser on a real BroadcastChannel (Node's, which the test window is given), each
 * with its own token storage as after a tab is duplicated. The browser test in
 * __tests__/e2e/auth.spec.ts drives the same code through the app, with Chromium's Web Locks.
 */

const CHANNEL = `session-tabs-test-${process.pid}`;

const accessToken = (sid: string, n: number) => {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '1', sid, username: 'admin', scope: 'ADMIN', exp: 2_000_000_000 + n })}.sig`;
};
const pair = (sid: string, n: number): TokenPair => ({ token: accessToken(sid, n), refreshToken: `${sid}-refresh-${n}` });

interface Tab {
  tabs: SessionTabs;
  held: TokenPair | null;
  adopted: TokenPair[];
  sent: SessionTabsMessage[];
  channel: BroadcastChannel;
}

const open: Tab[] = [];

function openTab(held: TokenPair | null, answerMs = 2_000): Tab {
  const channel = new BroadcastChannel(CHANNEL);
  const tab: Tab = { held, adopted: [], sent: [], channel, tabs: null as unknown as SessionTabs };
  tab.tabs = createSessionTabs({
    channel: {
      postMessage: (m) => {
        tab.sent.push(m);
        channel.postMessage(m);
      },
      close: () => channel.close(),
      set onmessage(f) {
        channel.onmessage = f;
      },
      get onmessage() {
        return channel.onmessage;
      },
    },
    locks: null,
    current: () => tab.held,
    adopt: (p) => {
      tab.held = p;
      tab.adopted.push(p);
    },
    answerMs,
  });
  open.push(tab);
  return tab;
}

/** Lets every message posted so far be delivered (Node delivers them on later turns of the loop). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 5));
};

/** Opens tabs and lets them learn about each other, as their start-up announcements do. */
async function openTabs(...held: Array<TokenPair | null>): Promise<Tab[]> {
  return greet(held.map((h) => openTab(h)));
}

async function greet(tabs: Tab[]): Promise<Tab[]> {
  for (const t of tabs) t.tabs.announce();
  await settle();
  return tabs;
}

afterEach(() => {
  for (const t of open.splice(0)) t.channel.close();
});

test('a duplicated tab takes the rotation its twin made instead of spending the token a second time', async () => {
  const first = pair('s1', 1);
  const [a, b] = await openTabs(first, { ...first });
  // Tab A refreshes: the server rotated token 1 into 2; A says so.
  a.held = pair('s1', 2);
  a.tabs.rotated(first.refreshToken, a.held);
  await settle();
  expect(b!.held).toEqual(pair('s1', 2));
  expect(b!.adopted).toEqual([pair('s1', 2)]);
});

test('a tab that missed the rotation asks, and the twin that spent the token answers with its current pair', async () => {
  const first = pair('s1', 1);
  const [a, b] = await openTabs(first, { ...first });
  // B misses A's message (as if it were still on its way), then A rotates again.
  b!.held = null;
  a!.held = pair('s1', 2);
  a!.tabs.rotated(first.refreshToken, a!.held);
  a!.held = pair('s1', 3);
  a!.tabs.rotated(pair('s1', 2).refreshToken, a!.held);
  await settle();
  b!.held = first;
  await expect(b!.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(true);
  expect(b!.held).toEqual(pair('s1', 3));
});

test('twins that still hold the token answer at once, so the tab refreshes without waiting out the timeout', async () => {
  const first = pair('s1', 1);
  const [a, b, c] = await greet([openTab(first, 60_000), openTab({ ...first }), openTab({ ...first })]);
  // A waits up to a minute: resolving within the test's time means both twins answered "holding".
  await expect(a!.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(false);
  const asked = a!.sent.filter((m) => m.type === 'ask');
  expect(asked).toHaveLength(1);
  expect(b!.sent.some((m) => m.type === 'holding')).toBe(true);
  expect(c!.sent.some((m) => m.type === 'holding')).toBe(true);
});

test('a tab alone, or with tabs of other sign-ins only, asks nobody', async () => {
  const [a] = await openTabs(pair('s1', 1), pair('s2', 1), null);
  await expect(a!.tabs.takeFromTwin(pair('s1', 1).refreshToken)).resolves.toBe(false);
  expect(a!.sent.filter((m) => m.type === 'ask')).toEqual([]);
});

test('a rotation of another sign-in changes nothing', async () => {
  const [a, b] = await openTabs(pair('s1', 1), pair('s2', 1));
  a!.tabs.rotated(pair('s1', 1).refreshToken, pair('s1', 2));
  await settle();
  expect(b!.held).toEqual(pair('s2', 1));
  expect(b!.adopted).toEqual([]);
});

test('a twin that went away without a word is waited for once, then forgotten; one that said goodbye is not waited for', async () => {
  const first = pair('s1', 1);
  const a = openTab(first, 50);
  const gone = openTab({ ...first });
  const leaving = openTab({ ...first });
  for (const t of [a, gone, leaving]) t.tabs.announce();
  await settle();
  gone.channel.onmessage = null; // crashed: hears and answers nothing from now on
  leaving.tabs.leave();
  await settle();
  leaving.channel.onmessage = null;

  await expect(a.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(false);
  // Forgotten: the next question goes to nobody.
  await expect(a.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(false);
  expect(a.sent.filter((m) => m.type === 'ask')).toHaveLength(1);
});

test('refreshes of different tabs run one after the other when the browser has Web Locks', async () => {
  const queue: Array<() => void> = [];
  let held = false;
  const locks = {
    request: (async (_name: string, fn: () => Promise<unknown>) => {
      if (held) await new Promise<void>((r) => queue.push(r));
      held = true;
      try {
        return await fn();
      } finally {
        held = false;
        queue.shift()?.();
      }
    }) as unknown as LockManager['request'],
  };
  const tabs = createSessionTabs({ channel: { postMessage: () => {}, close: () => {}, onmessage: null }, locks, current: () => null, adopt: () => {} });
  const order: string[] = [];
  const spend = (name: string) => async () => {
    order.push(`${name} starts`);
    await new Promise((r) => setTimeout(r, 10));
    order.push(`${name} ends`);
    return true;
  };
  await Promise.all([tabs.exclusive(spend('a')), tabs.exclusive(spend('b'))]);
  expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
});

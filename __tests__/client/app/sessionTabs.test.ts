import { createSessionTabs, type SessionTabs, type SessionTabsMessage } from '../../../src/client/app/sessionTabs';
import type { TokenPair } from '../../../src/shared/types/auth';

/**
 * Tabs of one browser on a real BroadcastChannel (Node's, which the test window is given), each
 * with its own token storage as after a tab is duplicated, and one lock manager as the browser's
 * (jsdom has no Web Locks: a small one below). The browser test in __tests__/e2e/auth.spec.ts
 * drives the same code through the app, with Chromium's Web Locks.
 */

const CHANNEL = `session-tabs-test-${process.pid}`;

const accessToken = (sid: string, n: number) => {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '1', sid, username: 'admin', scope: 'ADMIN', exp: 2_000_000_000 + n })}.sig`;
};
const pair = (sid: string, n: number): TokenPair => ({ token: accessToken(sid, n), refreshToken: `${sid}-refresh-${n}` });

/** Web Locks of one browser, exclusive mode only (all this code asks for): who holds what, and who waits. */
function browserLocks(): Pick<LockManager, 'request' | 'query'> {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const request = async (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as () => Promise<unknown>;
    if (held.has(name)) {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(name) ?? [];
        queue.push(resolve);
        waiting.set(name, queue);
      });
    }
    held.add(name);
    try {
      return await callback();
    } finally {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    }
  };
  const query = () => {
    const info = (name: string) => ({ name, mode: 'exclusive' as const, clientId: 'test' });
    return Promise.resolve({ held: [...held].map(info), pending: [...waiting].flatMap(([name, queue]) => queue.map(() => info(name))) });
  };
  return { request: request as unknown as LockManager['request'], query };
}

interface Tab {
  tabs: SessionTabs;
  held: TokenPair | null;
  adopted: TokenPair[];
  sent: SessionTabsMessage[];
  channel: BroadcastChannel;
}

const open: Tab[] = [];
let locks = browserLocks();

function openTab(held: TokenPair | null, options: { answerMs?: number; recountMs?: number } = {}): Tab {
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
    locks,
    current: () => tab.held,
    adopt: (p) => {
      tab.held = p;
      tab.adopted.push(p);
    },
    answerMs: options.answerMs ?? 60_000,
    recountMs: options.recountMs ?? 20,
  });
  tab.tabs.register();
  open.push(tab);
  return tab;
}

/** Lets every message posted so far be delivered (Node delivers them on later turns of the loop). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 5));
};

async function openTabs(...held: Array<TokenPair | null>): Promise<Tab[]> {
  const tabs = held.map((h) => openTab(h));
  await settle();
  return tabs;
}

/**
 * From now on each message reaches the tab `ms` later, as a tab busy with a long task hears it;
 * never with `ms` null. Returns what puts its hearing back.
 */
function delayMessages(t: Tab, ms: number | null): () => void {
  const hear = t.channel.onmessage!;
  t.channel.onmessage = ms === null ? null : (event) => void setTimeout(() => hear.call(t.channel, event), ms);
  return () => void (t.channel.onmessage = hear);
}

afterEach(() => {
  for (const t of open.splice(0)) {
    t.tabs.leave();
    t.channel.close();
  }
  locks = browserLocks();
});

test('a duplicated tab takes the rotation its twin made instead of spending the token a second time', async () => {
  const first = pair('s1', 1);
  const [a, b] = await openTabs(first, { ...first });
  // Tab A refreshes: the server rotated token 1 into 2; A says so.
  a!.held = pair('s1', 2);
  a!.tabs.rotated(first.refreshToken, a!.held);
  await settle();
  expect(b!.held).toEqual(pair('s1', 2));
  expect(b!.adopted).toEqual([pair('s1', 2)]);
});

test('a tab that missed the rotation asks, and the twin that spent the token answers with its current pair', async () => {
  const first = pair('s1', 1);
  const [a, b] = await openTabs(first, { ...first });
  // B misses A's messages (as while its page was still loading), and A rotates twice.
  const hearAgain = delayMessages(b!, null);
  a!.held = pair('s1', 2);
  a!.tabs.rotated(first.refreshToken, a!.held);
  a!.held = pair('s1', 3);
  a!.tabs.rotated(pair('s1', 2).refreshToken, a!.held);
  await settle();
  expect(b!.held).toEqual(first);
  hearAgain();
  await expect(b!.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(true);
  expect(b!.held).toEqual(pair('s1', 3));
});

test('a twin busy with a long task is waited for: its answer still comes before the tab would spend the token', async () => {
  const first = pair('s1', 1);
  const [a, b] = await openTabs(first, { ...first });
  const hearAgain = delayMessages(b!, null);
  a!.held = pair('s1', 2);
  a!.tabs.rotated(first.refreshToken, a!.held);
  await settle();
  hearAgain();
  // A now hears B's question only after 800 ms; B's wait is capped at a minute.
  delayMessages(a!, 800);
  await expect(b!.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(true);
  expect(b!.held).toEqual(pair('s1', 2));
});

test('twins that have not rotated the token answer at once, so the tab refreshes without waiting out the cap', async () => {
  const first = pair('s1', 1);
  const [a, b, c] = await openTabs(first, { ...first }, { ...first });
  // A waits up to a minute: resolving within the test's time means both twins answered.
  await expect(a!.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(false);
  expect(a!.sent.filter((m) => m.type === 'ask')).toHaveLength(1);
  expect(b!.sent.some((m) => m.type === 'notRotated')).toBe(true);
  expect(c!.sent.some((m) => m.type === 'notRotated')).toBe(true);
});

test('a tab alone, or with tabs of other sign-ins or none, asks nobody', async () => {
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

test('a twin that closes before answering is not waited for; one open but silent is, up to the cap', async () => {
  const first = pair('s1', 1);
  const [a, closing] = await openTabs(first, { ...first });
  delayMessages(closing!, null);
  const asked = a!.tabs.takeFromTwin(first.refreshToken);
  await settle();
  closing!.tabs.leave(); // the browser gives a closed tab's locks back
  // Within the test's time, though the cap is a minute.
  await expect(asked).resolves.toBe(false);

  const b = openTab(first, { answerMs: 300 });
  const frozen = openTab({ ...first });
  await settle();
  delayMessages(frozen, null);
  await expect(b.tabs.takeFromTwin(first.refreshToken)).resolves.toBe(false);
  expect(b.sent.filter((m) => m.type === 'ask')).toHaveLength(1);
});

test('a tab registers again under a new sign-in, and only its new twins count', async () => {
  const [a, b] = await openTabs(pair('s1', 1), pair('s2', 1));
  await expect(a!.tabs.takeFromTwin(pair('s1', 1).refreshToken)).resolves.toBe(false);
  b!.held = pair('s1', 5);
  b!.tabs.register();
  await settle();
  await expect(a!.tabs.takeFromTwin(pair('s1', 1).refreshToken)).resolves.toBe(false);
  expect(a!.sent.filter((m) => m.type === 'ask')).toHaveLength(1);
  expect(b!.sent.filter((m) => m.type === 'notRotated')).toHaveLength(1);
});

test('refreshes of different tabs run one after the other', async () => {
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

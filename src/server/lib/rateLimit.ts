import net from 'node:net';

/** At most `limit` events per key within any `windowMs` (a sliding window). */
export interface RateLimitRule {
  /** Names the counter (a shared store prefixes its keys with it). */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Events counted per key (a client address, an address and a username) against one rule. Every
 * method is asynchronous so that a store shared by several instances (Redis) can implement the
 * same interface; the in-process store below answers at once.
 */
export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Seconds until another event under `key` is allowed, 0 when it is now. Counts nothing. */
  retryAfter(key: string): Promise<number>;
  /** Counts an event under `key` (an event already known to have happened: a failed sign-in, a stored CV). */
  record(key: string): Promise<void>;
  /**
   * Counts an event under `key` if one is allowed, in one step (two requests at once cannot both
   * take the last place): 0 when counted, otherwise the seconds to wait, nothing counted.
   */
  take(key: string): Promise<number>;
  /** Forgets the key's events (a successful sign-in clears that pair's failures). */
  reset(key: string): Promise<void>;
}

/** Makes the counter of a rule; the app holds one store (`app.rateLimits`). */
export type RateLimitStore = (rule: RateLimitRule) => RateLimit;

/** Keys kept per rule at most: beyond it, expired keys go first, then the oldest. */
const MAX_KEYS = 50_000;

/**
 * The in-process store: one process counts its own requests (a second instance would count
 * separately, which is what a Redis store would fix). Each key keeps the times of its last
 * `limit` events; the number of keys is bounded, so addresses without end (an IPv6 botnet) cannot
 * grow the memory without end either.
 */
export function inProcessRateLimits(now: () => number = Date.now, maxKeys = MAX_KEYS): RateLimitStore {
  return (rule) => {
    const events = new Map<string, number[]>();
    const recent = (key: string): number[] => {
      const cutoff = now() - rule.windowMs;
      const list = events.get(key);
      if (!list) return [];
      const kept = list.filter((t) => t > cutoff);
      if (kept.length) events.set(key, kept);
      else events.delete(key);
      return kept;
    };
    const wait = (list: number[]): number =>
      list.length < rule.limit ? 0 : Math.max(1, Math.ceil((list[list.length - rule.limit]! + rule.windowMs - now()) / 1000));
    const add = (key: string, list: number[]) => {
      if (!events.has(key) && events.size >= maxKeys) {
        const cutoff = now() - rule.windowMs;
        for (const [k, l] of events) if (l[l.length - 1]! <= cutoff) events.delete(k);
        // Still full: the keys first seen longest ago make room (a Map iterates in insertion order).
        for (const k of events.keys()) {
          if (events.size < maxKeys) break;
          events.delete(k);
        }
      }
      // Only the last `limit` events decide; older ones are never read again.
      events.set(key, [...list, now()].slice(-rule.limit));
    };
    return {
      rule,
      async retryAfter(key) {
        return wait(recent(key));
      },
      async record(key) {
        add(key, recent(key));
      },
      async take(key) {
        const list = recent(key);
        const seconds = wait(list);
        if (seconds === 0) add(key, list);
        return seconds;
      },
      async reset(key) {
        events.delete(key);
      },
    };
  };
}

/**
 * The key a client's limits count under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber's line is given a whole /64: counting single addresses would let one
 * client rotate through billions). IPv4 written as IPv6 (`::ffff:1.2.3.4`) counts as IPv4.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

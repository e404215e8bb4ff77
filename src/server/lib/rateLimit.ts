import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Redis } from 'ioredis';

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
  /**
   * Counts an event under `key` if one is allowed, in one step (two requests at once cannot both
   * take the last place): 0 when counted, otherwise the seconds to wait, nothing counted.
   */
  take(key: string): Promise<number>;
  /**
   * As `take`, for an attempt whose outcome decides whether it counts (a sign-in counts as a
   * failure unless its password proves right): the place is taken before the outcome is known, so
   * attempts made at once cannot all pass on the last place, and `release` gives it back.
   */
  hold(key: string): Promise<HeldPlace>;
  /** Forgets the key's events (a successful sign-in clears that pair's failures). */
  reset(key: string): Promise<void>;
}

/** A place taken by `hold`. */
export interface HeldPlace {
  /** As `take` answers: 0 when the place was taken, otherwise the seconds to wait (nothing taken). */
  readonly wait: number;
  /** Gives the place back (nothing when none was taken, or once it has left the window). */
  release(): Promise<void>;
}

const NOTHING_HELD = async (): Promise<void> => {};

/** Makes the counter of a rule; the app holds one store (`app.rateLimits`). */
export type RateLimitStore = (rule: RateLimitRule) => RateLimit;

/** Keys kept per rule at most: beyond it, expired keys go first, then the oldest. */
const MAX_KEYS = 50_000;

/**
 * One key's event times, oldest first, as a queue: expired times leave from the front and new ones
 * join at the back in amortised constant time, so a key with many events in its window (a limit
 * raised for an office behind one address, or a load test) costs no more per request than one with
 * a few. At most `limit` times are kept: only the last `limit` decide.
 */
class EventTimes {
  private times: number[] = [];
  private head = 0;

  get size(): number {
    return this.times.length - this.head;
  }

  /** The time of the `i`-th kept event, oldest first. */
  at(i: number): number {
    return this.times[this.head + i]!;
  }

  last(): number {
    return this.times[this.times.length - 1]!;
  }

  /** Takes out one event of `time` (a place given back), the latest of that time. */
  remove(time: number): void {
    const i = this.times.lastIndexOf(time);
    if (i >= this.head) this.times.splice(i, 1);
  }

  dropUntil(cutoff: number): void {
    while (this.head < this.times.length && this.times[this.head]! <= cutoff) this.head += 1;
    this.compact();
  }

  push(time: number, limit: number): void {
    this.times.push(time);
    if (this.size > limit) this.head += this.size - limit;
    this.compact();
  }

  /** Gives the dropped front back once it is most of the array. */
  private compact(): void {
    if (this.head > 32 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * The in-process store: one process counts its own requests (several instances use the Redis
 * store below). Each key keeps the times of its last `limit` events; the number of keys is bounded,
 * so addresses without end (an IPv6 botnet) cannot grow the memory without end either.
 */
export function inProcessRateLimits(now: () => number = Date.now, maxKeys = MAX_KEYS): RateLimitStore {
  return (rule) => {
    const events = new Map<string, EventTimes>();
    /** The key's events within the window (the key is forgotten when none is left). */
    const recent = (key: string): EventTimes | undefined => {
      const list = events.get(key);
      if (!list) return undefined;
      list.dropUntil(now() - rule.windowMs);
      if (list.size > 0) return list;
      events.delete(key);
      return undefined;
    };
    const wait = (list: EventTimes | undefined): number =>
      !list || list.size < rule.limit ? 0 : Math.max(1, Math.ceil((list.at(list.size - rule.limit) + rule.windowMs - now()) / 1000));
    /** Counts an event now; answers its time and the list it joined. */
    const add = (key: string, list: EventTimes | undefined): [number, EventTimes] => {
      if (!list && events.size >= maxKeys) {
        const cutoff = now() - rule.windowMs;
        for (const [k, l] of events) if (l.last() <= cutoff) events.delete(k);
        // Still full: the keys first seen longest ago make room (a Map iterates in insertion order).
        for (const k of events.keys()) {
          if (events.size < maxKeys) break;
          events.delete(k);
        }
      }
      const times = list ?? new EventTimes();
      const time = now();
      times.push(time, rule.limit);
      if (!list) events.set(key, times);
      return [time, times];
    };
    return {
      rule,
      async retryAfter(key) {
        return wait(recent(key));
      },
      async take(key) {
        const list = recent(key);
        const seconds = wait(list);
        if (seconds === 0) add(key, list);
        return seconds;
      },
      async hold(key) {
        const list = recent(key);
        const seconds = wait(list);
        if (seconds > 0) return { wait: seconds, release: NOTHING_HELD };
        const [time, times] = add(key, list);
        let held = true;
        return {
          wait: 0,
          // From the list it joined: once the key is forgotten (reset, or pushed out), that list
          // is no longer counted, and a new count of the key is left alone.
          release: async () => {
            if (held) times.remove(time);
            held = false;
          },
        };
      },
      async reset(key) {
        events.delete(key);
      },
    };
  };
}

/**
 * The same sliding window in Redis, for one key: a sorted set of event times (Redis's own clock,
 * the same for every instance), trimmed to the window and to the last `limit` events, expiring
 * with the window. One script per call, so that counting is atomic across instances.
 * KEYS[1] the key; ARGV: mode (take | retry), limit, window ms, a unique event id (the member a
 * held place is released by). Returns 0 (allowed; counted unless `retry`) or the seconds to wait
 * (nothing counted).
 */
const SLIDING_WINDOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit, window = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if ARGV[1] == 'take' and n < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -limit - 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
if n < limit then return 0 end
local oldest = tonumber(redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')[2])
return math.max(1, math.ceil((oldest + window - now) / 1000))`;

/**
 * The store several instances share: every limit counts the requests of all of them (REDIS_URL).
 * Keys are `prefix + rl:<rule>:<key>` and expire with their window, so Redis holds only the keys
 * of the last window.
 */
export function redisRateLimits(redis: Redis, prefix: string): RateLimitStore {
  return (rule) => {
    const keyOf = (key: string) => `${prefix}rl:${rule.name}:${key}`;
    const run = async (mode: 'take' | 'retry', key: string, id = randomBytes(8).toString('hex')) =>
      Number(await redis.eval(SLIDING_WINDOW, 1, keyOf(key), mode, rule.limit, rule.windowMs, id));
    return {
      rule,
      retryAfter: (key) => run('retry', key),
      take: (key) => run('take', key),
      async hold(key) {
        const id = randomBytes(8).toString('hex');
        const seconds = await run('take', key, id);
        if (seconds > 0) return { wait: seconds, release: NOTHING_HELD };
        return {
          wait: 0,
          release: async () => {
            await redis.zrem(keyOf(key), id);
          },
        };
      },
      async reset(key) {
        await redis.del(keyOf(key));
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

import type { Redis } from 'ioredis';

/**
 * Which chat guests are online: a guest is online while it has a live STOMP session on any
 * instance. Each instance counts its own sessions; with Redis, each also publishes the set of its
 * guests with a heartbeat and an expiry, so that the guests of an instance that died without
 * closing (kill -9, a lost host) go offline once its heartbeat is overdue (docs/architecture.md).
 */
export interface Presence {
  /** A guest session opened here; true when the guest had no session on any instance before. */
  connected(guestId: string): Promise<boolean>;
  /** A guest session here ended; true when the guest now has no session on any instance. */
  disconnected(guestId: string): Promise<boolean>;
  /** Whether the guest has a live session on any instance. */
  isOnline(guestId: string): Promise<boolean>;
  /** Every id with a live session on any live instance (an expired instance's are not counted). */
  online(): Promise<string[]>;
  /**
   * Called with the guests of an instance whose heartbeat expired (they are no longer counted
   * anywhere): the caller marks offline those no other instance has.
   */
  onExpired(handler: (guestIds: string[]) => void): void;
  /**
   * Called with this instance's guests when its own heartbeat had expired (the process stalled
   * longer than the expiry) and it joined again: others may have marked them offline meanwhile.
   */
  onRejoined(handler: (guestIds: string[]) => void): void;
  /** Stops the heartbeat and forgets this instance's guests everywhere. */
  close(): Promise<void>;
}

/** Sessions per guest on this instance. */
class LocalSessions {
  readonly counts = new Map<string, number>();

  add(guestId: string): number {
    const n = (this.counts.get(guestId) ?? 0) + 1;
    this.counts.set(guestId, n);
    return n;
  }

  remove(guestId: string): number {
    const n = (this.counts.get(guestId) ?? 1) - 1;
    if (n > 0) this.counts.set(guestId, n);
    else this.counts.delete(guestId);
    return Math.max(0, n);
  }

  has(guestId: string): boolean {
    return this.counts.has(guestId);
  }
}

/** One instance, no Redis: presence is this process's sessions. */
export function inProcessPresence(): Presence {
  const local = new LocalSessions();
  return {
    async connected(guestId) {
      return local.add(guestId) === 1;
    },
    async disconnected(guestId) {
      return local.remove(guestId) === 0;
    },
    async isOnline(guestId) {
      return local.has(guestId);
    },
    async online() {
      return [...local.counts.keys()];
    },
    onExpired() {},
    onRejoined() {},
    async close() {},
  };
}

// Times come from Redis (TIME), not from each instance's clock, so clocks that differ between hosts
// cannot expire a live instance early or keep a dead one late.
const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * One heartbeat: replaces this instance's guest set (so Redis restarted empty is whole again
 * after a beat), gives the instance's entry an expiry (the guest set lives twice as long, to be
 * read by whoever finds the instance expired), and removes instances whose entry expired with
 * their guest sets. Atomic: exactly one instance removes (and reports) each.
 * Returns [1 when this instance was not in the set (first beat, or expired), guests of the removed…].
 * KEYS[1] instances (sorted set: instance → expiry), KEYS[2] this instance's guests;
 * ARGV: instance id, ttl ms, guest key prefix, guests…
 */
const BEAT = `${NOW_MS}
redis.call('DEL', KEYS[2])
for i = 4, #ARGV do redis.call('HSET', KEYS[2], ARGV[i], 1) end
redis.call('PEXPIRE', KEYS[2], 2 * tonumber(ARGV[2]))
local result = {redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. now)) do
  redis.call('ZREM', KEYS[1], id)
  for _, guest in ipairs(redis.call('HKEYS', ARGV[3] .. id)) do table.insert(result, guest) end
  redis.call('DEL', ARGV[3] .. id)
end
return result`;

/** Whether any live instance other than ARGV[2] has guest ARGV[3]. KEYS[1] instances; ARGV[1] guest key prefix. */
const ONLINE_ELSEWHERE = `${NOW_MS}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do
  if id ~= ARGV[2] and redis.call('HEXISTS', ARGV[1] .. id, ARGV[3]) == 1 then return 1 end
end
return 0`;

/** The ids of every live instance (entry not expired), duplicates possible. KEYS[1] instances; ARGV[1] guest key prefix. */
const ALL_ONLINE = `${NOW_MS}
local result = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do
  for _, guest in ipairs(redis.call('HKEYS', ARGV[1] .. id)) do table.insert(result, guest) end
end
return result`;

export interface RedisPresenceOptions {
  /** Key prefix (REDIS_PREFIX). */
  prefix: string;
  instanceId: string;
  /** Milliseconds between heartbeats; an instance expires after three missed. */
  heartbeatMs: number;
  onError: (err: unknown) => void;
}

/** Several instances: each guest set in Redis under a heartbeat (see Presence). */
export function redisPresence(redis: Redis, opts: RedisPresenceOptions): Presence & { beat(): Promise<number>; stopHeartbeat(): void } {
  const local = new LocalSessions();
  const instancesKey = `${opts.prefix}presence:instances`;
  const guestsPrefix = `${opts.prefix}presence:guests:`;
  const ownKey = guestsPrefix + opts.instanceId;
  const ttlMs = opts.heartbeatMs * 3;
  const expired = new Set<(guestIds: string[]) => void>();
  const rejoined = new Set<(guestIds: string[]) => void>();
  let beats = 0;

  const beat = async (): Promise<number> => {
    const guests = [...local.counts.keys()];
    const [joined, ...orphans] = (await redis.eval(BEAT, 2, instancesKey, ownKey, opts.instanceId, ttlMs, guestsPrefix, ...guests)) as [number, ...string[]];
    beats += 1;
    if (orphans.length) for (const handler of expired) handler(orphans);
    if (joined === 1 && beats > 1 && guests.length) for (const handler of rejoined) handler(guests);
    return orphans.length;
  };
  let beating: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // One beat at a time: a slow Redis does not pile them up.
    beating ??= beat()
      .catch(opts.onError)
      .finally(() => (beating = null));
  }, opts.heartbeatMs);
  timer.unref();

  const elsewhere = async (guestId: string) => Number(await redis.eval(ONLINE_ELSEWHERE, 1, instancesKey, guestsPrefix, opts.instanceId, guestId)) === 1;

  return {
    beat,
    /** What a killed process does: the heartbeat stops, nothing is cleaned up. */
    stopHeartbeat: () => clearInterval(timer),
    async connected(guestId) {
      if (local.add(guestId) !== 1) return false;
      // Asked before this instance counts the guest: two instances connecting the guest at once
      // may both say "online" (harmless), never neither.
      const before = await elsewhere(guestId);
      await redis.multi().hset(ownKey, guestId, 1).pexpire(ownKey, 2 * ttlMs).exec();
      return !before;
    },
    async disconnected(guestId) {
      if (local.remove(guestId) > 0) return false;
      await redis.hdel(ownKey, guestId);
      return !(await elsewhere(guestId));
    },
    async isOnline(guestId) {
      return local.has(guestId) || elsewhere(guestId);
    },
    async online() {
      const everywhere = (await redis.eval(ALL_ONLINE, 1, instancesKey, guestsPrefix)) as string[];
      return [...new Set([...local.counts.keys(), ...everywhere])];
    },
    onExpired(handler) {
      expired.add(handler);
    },
    onRejoined(handler) {
      rejoined.add(handler);
    },
    async close() {
      clearInterval(timer);
      await beating;
      expired.clear();
      rejoined.clear();
      // Closing while Redis is away: the entry expires by itself after ttlMs.
      await redis
        .multi()
        .zrem(instancesKey, opts.instanceId)
        .del(ownKey)
        .exec()
        .catch(() => undefined);
    },
  };
}

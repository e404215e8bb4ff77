/**
 * Counts failed sign-ins per (IP, username) and per IP, in a sliding window. Success clears the
 * pair's count. In memory: enough for one instance; a multi-instance set-up would move it to Redis.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(ip: string, username: string): [string, string] {
    return [`u:${ip}:${username.toLowerCase()}`, `ip:${ip}`];
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before another try, or 0 when a try is allowed. */
  retryAfter(ip: string, username: string): number {
    const [pair, ipKey] = this.keys(ip, username);
    // One IP may try several usernames, but not unboundedly: 4× the per-username allowance.
    const limits: Array<[string, number]> = [
      [pair, this.maxAttempts],
      [ipKey, this.maxAttempts * 4],
    ];
    let wait = 0;
    for (const [key, max] of limits) {
      const list = this.recent(key);
      if (list.length >= max) {
        const oldest = list[list.length - max]!;
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
      }
    }
    return wait;
  }

  recordFailure(ip: string, username: string): void {
    for (const key of this.keys(ip, username)) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  recordSuccess(ip: string, username: string): void {
    this.failures.delete(this.keys(ip, username)[0]);
  }
}

/**
 * Stored applications per IP in a sliding window: a public upload must not let one visitor fill
 * the disk. In memory, like the login throttle (one instance; Redis would share it across several).
 */
export class ApplicationThrottle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(ip: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.hits.get(ip) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(ip, list);
    else this.hits.delete(ip);
    return list;
  }

  /** Seconds until this IP may send another application, or 0. */
  retryAfter(ip: string): number {
    const list = this.recent(ip);
    if (list.length < this.max) return 0;
    return Math.ceil((list[list.length - this.max]! + this.windowMs - this.now()) / 1000);
  }

  record(ip: string): void {
    this.hits.set(ip, [...this.recent(ip), this.now()]);
  }
}

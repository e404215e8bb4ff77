import { clientKey, type RateLimit, type RateLimitStore } from './rateLimit';

/**
 * Counts failed sign-ins per (client address, username) and per client address, in a sliding
 * window. Success clears the pair's count; successes are never counted (a user who signs in many
 * times is never blocked).
 */
export class LoginThrottle {
  private readonly perUser: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(limits: RateLimitStore, maxAttempts: number, windowMs: number) {
    this.perUser = limits({ name: 'login-failures', limit: maxAttempts, windowMs });
    // One address may try several usernames, but not unboundedly: 4× the per-username allowance.
    this.perAddress = limits({ name: 'login-failures-address', limit: maxAttempts * 4, windowMs });
  }

  private static pair(ip: string, username: string): string {
    return `${clientKey(ip)}|${username.toLowerCase()}`;
  }

  /** Seconds to wait before another try, or 0 when a try is allowed. */
  async retryAfter(ip: string, username: string): Promise<number> {
    const [user, address] = await Promise.all([this.perUser.retryAfter(LoginThrottle.pair(ip, username)), this.perAddress.retryAfter(clientKey(ip))]);
    return Math.max(user, address);
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await Promise.all([this.perUser.record(LoginThrottle.pair(ip, username)), this.perAddress.record(clientKey(ip))]);
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.perUser.reset(LoginThrottle.pair(ip, username));
  }
}

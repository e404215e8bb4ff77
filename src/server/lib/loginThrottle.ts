import { clientKey, type RateLimit, type RateLimitStore } from './rateLimit';

/** A sign-in attempt as the throttle sees it (`LoginThrottle.begin`). */
export interface SignInAttempt {
  /** Seconds to wait before another try; 0 when this one may go ahead. */
  readonly wait: number;
  /** The password proved right: the attempt is not a failure. */
  succeeded(): Promise<void>;
}

const NOTHING_TO_GIVE_BACK = async (): Promise<void> => {};

/**
 * Counts failed sign-ins per (client address, username) and per client address, in a sliding
 * window. An attempt counts as a failure from the moment it begins, before its password is checked
 * (a check takes tens of milliseconds: attempts sent at once would otherwise all pass on the last
 * place), and a success gives its places back and clears the pair's count: successes are never
 * counted (a user who signs in many times is never blocked).
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

  /** Takes the attempt's places as a failure's, or answers how long to wait (nothing taken). */
  async begin(ip: string, username: string): Promise<SignInAttempt> {
    const pair = LoginThrottle.pair(ip, username);
    const address = clientKey(ip);
    const user = await this.perUser.hold(pair);
    if (user.wait > 0) return { wait: Math.max(user.wait, await this.perAddress.retryAfter(address)), succeeded: NOTHING_TO_GIVE_BACK };
    const fromAddress = await this.perAddress.hold(address);
    if (fromAddress.wait > 0) {
      await user.release();
      return { wait: fromAddress.wait, succeeded: NOTHING_TO_GIVE_BACK };
    }
    return {
      wait: 0,
      succeeded: async () => {
        await Promise.all([this.perUser.reset(pair), fromAddress.release()]);
      },
    };
  }
}

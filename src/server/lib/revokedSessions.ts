/**
 * The sign-ins (refresh-token families, named by an access token's `sid`) ended lately, held in
 * memory so that checking a token against them costs a map lookup, not a query.
 *
 * An entry is needed only while an access token issued before the revocation can still be
 * unexpired: `keepMs` after it (the access token's lifetime plus a margin for clocks). No token of
 * a revoked family is issued afterwards (a refresh of a revoked family is refused).
 *
 * Every instance keeps its own copy: seeded from the database at start, and kept current by the
 * "sessions ended" events every revocation publishes through pubsub (sessionEvents.ts), its own
 * included, so another process learns of a logout the same way this one does.
 */
export class RevokedSessions {
  /** Session id → when the entry may be forgotten (ms since the epoch). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records sign-ins ended at `revokedAtMs` (now by default). */
  add(sessionIds: Iterable<string>, revokedAtMs: number = this.now()): void {
    this.forgetExpired();
    const until = revokedAtMs + this.keepMs;
    for (const id of sessionIds) {
      if ((this.until.get(id) ?? 0) < until) this.until.set(id, until);
    }
  }

  has(sessionId: string): boolean {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(sessionId);
    return false;
  }

  get size(): number {
    return this.until.size;
  }

  // Revocations are rare (a logout, an admin's change, a replayed refresh token): a full pass
  // on each keeps the map to the sign-ins ended within the last `keepMs`.
  private forgetExpired(): void {
    const now = this.now();
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}

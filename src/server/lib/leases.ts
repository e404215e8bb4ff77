import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** A lease this process holds; `release()` gives it up (also when the work failed). */
export interface Lease {
  release(): Promise<void>;
}

/**
 * Named leases in the database every instance shares: at most one holder of a name at a time
 * (two instances sending one newsletter: the second is refused). A holder renews its lease while
 * it works; if it dies, the lease expires after `ttlMs` and the name is free again. Times are
 * the instances' clocks: keep them synchronised (NTP) well within the ttl.
 */
export class Leases {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The lease, or null when another holder has it and it has not expired. */
  async acquire(name: string): Promise<Lease | null> {
    const holder = randomBytes(12).toString('hex');
    const expiry = () => new Date(this.now() + this.ttlMs).toISOString();
    // One statement: a free name is inserted, an expired lease taken over, a live one left alone.
    const taken = await this.db
      .insertInto('leases')
      .values({ name, holder, expiresAt: expiry() })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expiresAt: eb.ref('excluded.expiresAt') }))
          .where('leases.expiresAt', '<=', new Date(this.now()).toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    if (taken?.holder !== holder) return null;

    const renew = setInterval(() => {
      void this.db
        .updateTable('leases')
        .set({ expiresAt: expiry() })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute()
        // Tried again at the next tick; the lease lasts a whole ttl after the last renewal.
        .catch(() => undefined);
    }, Math.max(1, Math.floor(this.ttlMs / 3)));
    renew.unref();
    return {
      release: async () => {
        clearInterval(renew);
        await this.db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
      },
    };
  }
}

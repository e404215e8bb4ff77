import { CompiledQuery, type Transaction } from 'kysely';
import type { Database, Db } from './database';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** Jobs in one transaction at most (bounds the time the connection is held). */
const MAX_BATCH = 200;

// Compiled once: these run around every job of a batch.
const SAVEPOINT = CompiledQuery.raw('savepoint group_commit_job');
const ROLLBACK_TO = CompiledQuery.raw('rollback to group_commit_job');
const RELEASE = CompiledQuery.raw('release group_commit_job');

/**
 * Group commit for the hot write paths (a consultation request, a chat message). A commit costs
 * far more than the statements before it (WAL frames for every page the insert touched, written
 * and, now and then, checkpointed), so the writes that arrive together share one: each job runs
 * in its own SAVEPOINT inside one transaction, a job that throws is rolled back alone, and every
 * job's promise settles only after the COMMIT, so an answer still means "stored".
 *
 * Jobs queued while the event loop reads the sockets of one poll phase are run together from
 * setImmediate: under load a batch holds every request read at once; alone, a job waits one turn.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly db: Db) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) await this.commit(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.running = false;
    }
  }

  private async commit(batch: Job[]): Promise<void> {
    if (batch.length === 1) {
      // Alone: a plain transaction, as before.
      const [job] = batch as [Job];
      await this.db.transaction().execute(job.work).then(job.resolve, job.reject);
      return;
    }
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const job of batch) {
          await trx.executeQuery(SAVEPOINT);
          try {
            outcomes.push({ ok: true, value: await job.work(trx) });
          } catch (error) {
            outcomes.push({ ok: false, error });
            await trx.executeQuery(ROLLBACK_TO);
          }
          await trx.executeQuery(RELEASE);
        }
      });
    } catch (err) {
      // The commit (or a savepoint statement) failed: nothing of the batch is stored.
      for (const job of batch) job.reject(err);
      return;
    }
    batch.forEach((job, i) => {
      const o = outcomes[i]!;
      if (o.ok) job.resolve(o.value);
      else job.reject(o.error);
    });
  }
}

const instances = new WeakMap<Db, GroupCommit>();

/** The group commit of a database handle (one per application, like its single connection). */
export function groupCommit(db: Db): GroupCommit {
  let gc = instances.get(db);
  if (!gc) instances.set(db, (gc = new GroupCommit(db)));
  return gc;
}

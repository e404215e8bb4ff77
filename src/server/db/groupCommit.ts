import type SQLite from 'better-sqlite3';
import type { Db } from './database';

/** A job: synchronous statements on the SQLite handle (prepared once by the repository). */
type Work<T> = () => T;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Jobs in one transaction at most (bounds the time the connection is held). */
const MAX_BATCH = 200;

/**
 * Group commit for the hot write paths (a consultation request, a chat message). A commit costs
 * far more than the statements before it (WAL frames for every page the insert touched, written
 * and, now and then, checkpointed), so the writes that arrive together share one: each job runs
 * in its own SAVEPOINT inside one transaction, a job that throws is rolled back alone, and every
 * job's promise settles only after the COMMIT, so an answer still means "stored".
 *
 * Jobs queued while the event loop reads the sockets of one poll phase are run together from
 * setImmediate: under load a batch holds every request read at once; alone, a job waits one turn.
 *
 * The batch runs on better-sqlite3's own transactions (BEGIN/SAVEPOINT/RELEASE/COMMIT prepared
 * in the driver, nested calls become savepoints), synchronously, while it holds Kysely's single
 * connection: a Kysely transaction in progress elsewhere (it spans awaits) finishes first, and
 * nothing of Kysely's runs inside the batch. Going through Kysely for the transaction and the two
 * savepoint statements of every job cost a fifth of a consultation request's CPU.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;
  private running = false;
  /** One job in its savepoint. */
  private readonly runJob: (work: Work<unknown>) => unknown;
  /** A batch (of one job too) in one transaction: each job's outcome, in order. */
  private readonly runBatch: (batch: Job[]) => Outcome[];

  constructor(
    private readonly db: Db,
    sqlite: SQLite.Database,
  ) {
    this.runJob = sqlite.transaction((work: Work<unknown>) => work());
    this.runBatch = sqlite.transaction((batch: Job[]) =>
      batch.map((job): Outcome => {
        try {
          return { ok: true, value: this.runJob(job.work) };
        } catch (error) {
          // SQLite itself ended the transaction (disk full, I/O error): the jobs before this one
          // are gone too, so the whole batch fails.
          if (!sqlite.inTransaction) throw error;
          // better-sqlite3 has rolled this job's savepoint back; the others stay.
          return { ok: false, error };
        }
      }),
    );
  }

  /** Runs `work` inside the next shared transaction; settles after its COMMIT. */
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
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.connection().execute(async () => this.runBatch(batch));
    } catch (err) {
      // The commit (or BEGIN) failed: nothing of the batch is stored.
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
export function groupCommit(db: Db, sqlite: SQLite.Database): GroupCommit {
  let gc = instances.get(db);
  if (!gc) instances.set(db, (gc = new GroupCommit(db, sqlite)));
  return gc;
}

import { EventEmitter } from 'node:events';
import type SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Tables whose writes the in-memory caches follow (content answers, rendered pages, counts, staff
 * accounts). A table added here needs its PostgreSQL trigger too (a migration, as 2026_11_26_0003).
 */
export const WATCHED_TABLES = ['services', 'news', 'news_sections', 'service_pages', 'partners', 'jobs', 'customer_requests', 'users'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** The channel the PostgreSQL triggers (migration 2026_11_26_0003) notify with the name of the table written. */
export const TABLE_CHANGED_CHANNEL = 'ipsite_table_changed';

const watched = new Set<string>(WATCHED_TABLES);

/**
 * A version number per watched table, raised on every insert, update or delete, whatever code
 * wrote (a route, the seed, a test, a cascade). A cache remembers the version it was built at and
 * is stale as soon as the number moved. A write rolled back may still raise it: a needless rebuild,
 * never a stale answer.
 *
 * Who raises it depends on the database (plugins/db.ts):
 * - SQLite: temporary triggers on the server's own connection call back into JavaScript
 *   (watchSqliteWrites). The server is the file's only writer while it runs.
 * - PostgreSQL: this instance's own writes as they commit (db/postgresWrites.ts), so a read right
 *   after a write is never served from a cache; every instance's writes, this one's included, through
 *   triggers that NOTIFY on commit and one LISTEN connection per instance (PostgresChangeListener).
 *   While that connection is down, versions move on every read: nothing is cached, nothing is stale.
 */
export class TableVersions {
  private readonly versions = new Map<string, number>(WATCHED_TABLES.map((t) => [t, 0]));
  /** Set while changes made elsewhere could be missed (the LISTEN connection is down). */
  private unsynced = false;
  private unsyncedTick = 0;
  /** `changed` (table) after each bump; `synced` (true or false) when changes made elsewhere start or stop being seen. */
  readonly events = new EventEmitter<{ changed: [string]; synced: [boolean] }>();

  of(table: WatchedTable): number {
    if (this.unsynced) return --this.unsyncedTick;
    return this.versions.get(table)!;
  }

  /** One number that moves whenever any of the tables is written. */
  sum(tables: readonly WatchedTable[]): number {
    if (this.unsynced) return --this.unsyncedTick;
    let n = 0;
    for (const t of tables) n += this.versions.get(t)!;
    return n;
  }

  /** A write to `table` (names of tables nobody follows are ignored). */
  bump(table: string): void {
    if (!watched.has(table)) return;
    this.versions.set(table, this.versions.get(table)! + 1);
    this.events.emit('changed', table);
  }

  bumpAll(): void {
    for (const t of WATCHED_TABLES) this.bump(t);
  }

  /** While true, every version read is a new one: the caches neither serve nor keep anything. */
  setUnsynced(unsynced: boolean): void {
    if (this.unsynced === unsynced) return;
    this.unsynced = unsynced;
    this.events.emit('synced', !unsynced);
  }
}

/**
 * SQLite: temporary triggers (this connection only, nothing stored in the file) that raise the
 * versions; the function they call runs synchronously inside the writing statement.
 */
export function watchSqliteWrites(sqlite: SQLite.Database, versions: TableVersions): void {
  sqlite.function('ipsite_table_changed', { deterministic: false }, (table: unknown) => {
    versions.bump(table as string);
    return null;
  });
  for (const table of WATCHED_TABLES) {
    for (const op of ['insert', 'update', 'delete']) {
      sqlite.exec(`create temp trigger if not exists ipsite_${table}_${op} after ${op} on main.${table} begin select ipsite_table_changed('${table}'); end`);
    }
  }
}

/** Reconnection delays of the LISTEN connection: quick at first, then every few seconds. */
const RECONNECT_MS = [100, 250, 500, 1000, 2000, 5000];

/** How often the LISTEN connection is asked `select 1`, and how long an answer may take. */
const HEARTBEAT_MS = 5000;

/**
 * PostgreSQL: one connection per instance that LISTENs on TABLE_CHANGED_CHANNEL and raises the
 * version of each table notified (a write committed by any instance). When the connection drops,
 * the versions go unsynced until it is back, then every table is raised once: whatever was written
 * meanwhile is re-read. A connection that goes silent without closing (a cut the operating system
 * does not report) is found by a `select 1` every HEARTBEAT_MS that must be answered within as long.
 */
export class PostgresChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number;

  constructor(
    private readonly connectionString: string,
    private readonly versions: TableVersions,
    private readonly onError: (err: Error) => void,
    options: { heartbeatMs?: number } = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  }

  /** Connects and listens; rejects when the first connection fails (start-up stops). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'ipsite-listen',
      keepAlive: true,
      query_timeout: this.heartbeatMs,
      connectionTimeoutMillis: this.heartbeatMs,
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.versions.setUnsynced(true);
      if (err) this.onError(err);
      this.schedule();
    };
    client.on('error', (err) => lost(err));
    client.on('end', () => lost(new Error('the LISTEN connection to PostgreSQL ended')));
    client.on('notification', (msg) => {
      if (msg.channel === TABLE_CHANGED_CHANNEL && msg.payload) this.versions.bump(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${TABLE_CHANGED_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((err: Error) => lost(err));
    }, this.heartbeatMs);
    this.heartbeat.unref();
    // Listening again: anything written while no one listened is re-read once.
    this.versions.setUnsynced(false);
    this.versions.bumpAll();
  }

  private schedule(): void {
    const delay = RECONNECT_MS[Math.min(this.attempt, RECONNECT_MS.length - 1)]!;
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().catch((err: Error) => {
        if (this.stopped) return;
        this.onError(err);
        this.schedule();
      });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('notification');
      // A connection gone silent would never answer the goodbye: closing does not wait for it.
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.heartbeatMs)));
      await Promise.race([client.end().catch(() => undefined), waited]);
      clearTimeout(timer);
    }
  }
}

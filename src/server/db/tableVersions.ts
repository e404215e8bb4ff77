import type SQLite from 'better-sqlite3';

/** Tables whose writes the in-memory caches follow (content answers, rendered pages, counts, staff accounts). */
export const WATCHED_TABLES = ['services', 'news', 'news_sections', 'service_pages', 'partners', 'jobs', 'customer_requests', 'users'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * A version number per watched table, raised by the database itself on every insert, update or
 * delete: temporary triggers (this connection only, nothing stored in the file) call back into
 * JavaScript, whatever code wrote (a route, the seed, a test, a cascade; another process writing
 * the file is not seen, and the server is its only writer while it runs). A cache remembers the
 * version it was built at and is stale as soon as the number moved. A write rolled back still
 * raises it: a needless rebuild, never a stale answer.
 */
export class TableVersions {
  private readonly versions = new Map<WatchedTable, number>(WATCHED_TABLES.map((t) => [t, 0]));

  constructor(sqlite: SQLite.Database) {
    sqlite.function('ipsite_table_changed', { deterministic: false }, (table: unknown) => {
      this.bump(table as WatchedTable);
      return null;
    });
    for (const table of WATCHED_TABLES) {
      for (const op of ['insert', 'update', 'delete']) {
        sqlite.exec(`create temp trigger if not exists ipsite_${table}_${op} after ${op} on main.${table} begin select ipsite_table_changed('${table}'); end`);
      }
    }
  }

  of(table: WatchedTable): number {
    return this.versions.get(table)!;
  }

  /** One number that moves whenever any of the tables is written. */
  sum(tables: readonly WatchedTable[]): number {
    let n = 0;
    for (const t of tables) n += this.versions.get(t)!;
    return n;
  }

  private bump(table: WatchedTable): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }
}

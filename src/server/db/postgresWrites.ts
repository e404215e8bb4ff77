import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Called with the tables a statement or transaction wrote, once that is committed. */
export type CommittedWrites = (tables: ReadonlySet<string>) => void;

/**
 * Tables a delete also changes through its foreign keys (ON DELETE CASCADE / SET NULL) that the
 * caches follow: a service deleted sets customer_requests.service_id to null, a news article takes
 * its sections with it. The PostgreSQL triggers report those rows too, but a moment later.
 */
const DELETE_ALSO_CHANGES: Record<string, readonly string[]> = {
  services: ['customer_requests'],
  news: ['news_sections'],
  // A deleted staff account is no longer any request's assignee.
  users: ['customer_requests'],
};

const WRITE = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The tables a statement writes, read from its SQL: Kysely's (`insert into "news"`, `update
 * "users" as "u"`) and hand-written SQL alike. Null for a statement that writes nothing.
 * (`do update set` of an upsert yields "set", a table nobody follows.)
 */
export function writtenTables(sql: string): Set<string> | null {
  const first = sql.trimStart().slice(0, 8).toLowerCase();
  if (!/^(insert|update|delete|with|merge|truncate)/.test(first)) return null;
  let tables: Set<string> | null = null;
  for (const m of sql.matchAll(WRITE)) {
    const table = m[2]!.toLowerCase();
    (tables ??= new Set()).add(table);
    const verb = m[1]!.toLowerCase();
    if (verb.startsWith('delete') || verb.startsWith('truncate')) for (const t of DELETE_ALSO_CHANGES[table] ?? []) tables.add(t);
  }
  return tables;
}

/** A pooled connection that remembers what its open transaction wrote. */
class TrackedConnection implements DatabaseConnection {
  /** Tables written since BEGIN; null outside a transaction (every statement commits on its own). */
  written: Set<string> | null = null;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly committed: CommittedWrites,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const tables = writtenTables(query.sql);
    if (tables) {
      if (this.written) for (const t of tables) this.written.add(t);
      else this.committed(tables);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's PostgreSQL driver, reporting every committed write (db/tableVersions.ts): right after an
 * autocommitted statement returns, or after COMMIT. Not earlier: a cache rebuilt between the
 * statement and the commit would read the old rows and keep them under the new version.
 */
class WriteReportingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly committed: CommittedWrites,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.committed);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as TrackedConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.written = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as TrackedConnection;
    const written = c.written;
    c.written = null;
    await this.inner.commitTransaction(c.inner);
    if (written?.size) this.committed(written);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as TrackedConnection;
    c.written = null;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!((connection as TrackedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    // What the savepoint's statements wrote stays in the set: one needless cache rebuild at most.
    await this.inner.rollbackToSavepoint!((connection as TrackedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!((connection as TrackedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as TrackedConnection;
    c.written = null;
    return this.inner.releaseConnection(c.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** PostgresDialect whose driver reports committed writes to `committed`. */
export class WriteReportingPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly committed: CommittedWrites,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new WriteReportingDriver(super.createDriver(), this.committed);
  }
}

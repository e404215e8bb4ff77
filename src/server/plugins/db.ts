import fp from 'fastify-plugin';
import type { Config } from '../config';
import type SQLite from 'better-sqlite3';
import { openDatabase, type Db } from '../db/database';
import type { DialectName } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { PostgresChangeListener, TableVersions, watchSqliteWrites } from '../db/tableVersions';
import { startWalCheckpointer, type WalCheckpointer } from '../db/walCheckpointer';
import { CONTENT_TABLES, ResponseCache } from '../lib/contentCache';
import { seed } from '../db/seed';
import type { GeneratedAdmin } from '../db/seed/staff';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The engine behind `db`: SQLite (the default) or PostgreSQL (DATABASE_URL). */
    dialect: DialectName;
    /**
     * SQLite only (null on PostgreSQL): the same single connection without Kysely, for
     * hand-written statements on the hottest write paths (POST /customer, chat messages); they run
     * inside whatever transaction Kysely has open on it.
     */
    sqlite: SQLite.Database | null;
    /** Write counters of the tables the in-memory caches follow. */
    tableVersions: TableVersions;
    /** Serialised public content answers (with ETag), dropped whenever the content tables change. */
    contentCache: ResponseCache;
    /** The first ADMIN's generated sign-in, when this start created it (server.ts shows it once). */
    generatedAdmin: GeneratedAdmin | null;
  }
}

/** Opens the database, migrates and seeds it before the app is ready, and closes it on shutdown. */
export default fp(
  async (app) => {
    const tableVersions = new TableVersions();
    const opened = openDatabase(app.config, {
      // PostgreSQL: this instance's own writes drop its caches as they commit (db/tableVersions.ts).
      onCommittedWrites: (tables) => {
        for (const t of tables) tableVersions.bump(t);
      },
      onPoolError: (err) => app.log.warn({ err }, 'an idle PostgreSQL connection failed: the pool opens another'),
    });
    const { db, sqlite } = opened;
    app.decorate('db', db);
    app.decorate('dialect', opened.dialect);
    app.decorate('sqlite', sqlite);
    let checkpointer: WalCheckpointer | null = null;
    let listener: PostgresChangeListener | null = null;
    app.addHook('onClose', async () => {
      await checkpointer?.stop();
      await listener?.stop();
      await db.destroy();
      if (sqlite?.open) sqlite.close();
    });
    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ migrations: applied }, `database migrated: ${applied.length} migration(s) applied, now at ${applied.at(-1)}`);
    if (sqlite) {
      watchSqliteWrites(sqlite, tableVersions);
    } else {
      listener = new PostgresChangeListener(app.config.databaseUrl!, tableVersions, (err) =>
        app.log.warn({ err }, 'PostgreSQL change notices interrupted: caches are bypassed until the connection is back'),
      );
      await listener.start();
    }
    app.decorate('tableVersions', tableVersions);
    app.decorate('contentCache', new ResponseCache({ version: () => tableVersions.sum(CONTENT_TABLES), etag: true, compress: true }));
    app.decorate('generatedAdmin', (await seed(db, app.config, app.log)).generatedAdmin ?? null);

    // WAL checkpoints in a worker thread (db/walCheckpointer.ts), once the file exists and is migrated.
    const interval = app.config.walCheckpointMs ?? 50;
    if (sqlite && interval > 0 && app.config.sqliteFile !== ':memory:') {
      checkpointer = startWalCheckpointer(sqlite, interval, (err) =>
        app.log.error({ err }, 'WAL checkpoint worker failed: SQLite checkpoints on the serving thread again'),
      );
    }
  },
  { name: 'db' },
);

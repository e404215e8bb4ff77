import fp from 'fastify-plugin';
import type { Config } from '../config';
import type SQLite from 'better-sqlite3';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TableVersions } from '../db/tableVersions';
import { startWalCheckpointer, type WalCheckpointer } from '../db/walCheckpointer';
import { CONTENT_TABLES, ResponseCache } from '../lib/contentCache';
import { seed } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /**
     * The same single connection without Kysely, for hand-written statements on the hottest write
     * path (POST /customer); they run inside whatever transaction Kysely has open on it.
     */
    sqlite: SQLite.Database;
    /** Write counters of the tables the in-memory caches follow. */
    tableVersions: TableVersions;
    /** Serialised public content answers (with ETag), dropped whenever the content tables change. */
    contentCache: ResponseCache;
  }
}

/** Opens the database, migrates and seeds it before the app is ready, and closes it on shutdown. */
export default fp(
  async (app) => {
    const { db, sqlite } = openDatabase(app.config.sqliteFile);
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    let checkpointer: WalCheckpointer | null = null;
    app.addHook('onClose', async () => {
      await checkpointer?.stop();
      await db.destroy();
      if (sqlite.open) sqlite.close();
    });
    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    const tableVersions = new TableVersions(sqlite);
    app.decorate('tableVersions', tableVersions);
    app.decorate('contentCache', new ResponseCache({ version: () => tableVersions.sum(CONTENT_TABLES), etag: true, compress: true }));
    await seed(db, app.config, app.log);

    // WAL checkpoints in a worker thread (db/walCheckpointer.ts), once the file exists and is migrated.
    const interval = app.config.walCheckpointMs ?? 50;
    if (interval > 0 && app.config.sqliteFile !== ':memory:') {
      checkpointer = startWalCheckpointer(sqlite, interval, (err) =>
        app.log.error({ err }, 'WAL checkpoint worker failed: SQLite checkpoints on the serving thread again'),
      );
    }
  },
  { name: 'db' },
);

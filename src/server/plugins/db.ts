import fp from 'fastify-plugin';
import type { Config } from '../config';
import type SQLite from 'better-sqlite3';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TableVersions } from '../db/tableVersions';
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
    app.addHook('onClose', async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    });
    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    const tableVersions = new TableVersions(sqlite);
    app.decorate('tableVersions', tableVersions);
    app.decorate('contentCache', new ResponseCache({ version: () => tableVersions.sum(CONTENT_TABLES), etag: true, compress: true }));
    await seed(db, app.config, app.log);
  },
  { name: 'db' },
);

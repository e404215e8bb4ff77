import net from 'node:net';
import pg from 'pg';
import { PostgresChangeListener, TABLE_CHANGED_CHANNEL, TableVersions } from '../../../src/server/db/tableVersions';
import { createTestDatabase, describePostgresOnly, PG_ADMIN_URL, type TestDatabase } from '../../helpers/testDatabase';

/**
 * A TCP relay to PostgreSQL that can go silent: it stops passing bytes either way without closing
 * anything, as a cut network or a frozen peer would (the operating system reports nothing).
 */
async function silenceableRelay(target: URL) {
  const open: Array<[net.Socket, net.Socket]> = [];
  const silenced: net.Socket[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    open.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** The connections open now stop passing anything; new ones work. */
    silence() {
      for (const [client, upstream] of open.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        silenced.push(client, upstream);
      }
    },
    async close() {
      for (const s of [...silenced, ...open.flat()]) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describePostgresOnly('the LISTEN connection of an instance', 'change notices are how PostgreSQL instances hear of each other', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('notices a connection gone silent, bypasses the caches meanwhile, and listens again on a new one', async () => {
    const direct = new URL(database.env.DATABASE_URL!);
    const relay = await silenceableRelay(new URL(PG_ADMIN_URL));
    const viaRelay = new URL(direct);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const versions = new TableVersions();
    const errors: Error[] = [];
    const listener = new PostgresChangeListener(viaRelay.toString(), versions, (err) => errors.push(err), { heartbeatMs: 200 });
    const notifier = new pg.Client({ connectionString: direct.toString() });
    await notifier.connect();
    const event = <T>(name: 'changed' | 'synced', matches: (value: T) => boolean) =>
      new Promise<void>((resolve) => {
        const seen = (value: T) => {
          if (!matches(value)) return;
          versions.events.off(name, seen as never);
          resolve();
        };
        versions.events.on(name, seen as never);
      });
    try {
      await listener.start();
      const notify = () => notifier.query(`select pg_notify('${TABLE_CHANGED_CHANNEL}', 'news')`);
      let heard = event<string>('changed', (t) => t === 'news');
      await notify();
      await heard;
      const before = versions.of('news');
      expect(versions.of('news')).toBe(before);

      const cut = event<boolean>('synced', (s) => s === false);
      const back = event<boolean>('synced', (s) => s === true);
      relay.silence();
      await cut;
      // Unsynced: every read is a new version, so no cache keeps or serves anything.
      expect(versions.of('news')).not.toBe(versions.of('news'));
      expect(errors.length).toBeGreaterThan(0);
      await back;
      expect(versions.of('news')).toBe(versions.of('news'));

      heard = event<string>('changed', (t) => t === 'news');
      await notify();
      await heard;
    } finally {
      await listener.stop();
      await notifier.end();
      await relay.close();
    }
  });
});

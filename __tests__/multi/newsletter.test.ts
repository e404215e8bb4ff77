import pg from 'pg';
import { NEWS_ADMIN_MSG } from '../../src/shared/messages/newsAdmin';
import type { NewsItem } from '../../src/shared/types/news';
import { call, cluster, eventually, signIn, type Envelope } from './clusterClient';

/** PostgreSQL sessions waiting for a lock on the subscribers table. */
async function waitingOnSubscribers(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'subscribers' and not l.granted`,
  );
  return rows[0]!.n;
}

describe('sending one article\'s newsletter on A and on B at once', () => {
  it('is refused with 409 on the second instance while the first sends', async () => {
    const [tokenA, tokenB] = [await signIn(cluster.a.url), await signIn(cluster.b.url)];
    const news = await call<NewsItem[]>(cluster.a.url, 'GET', '/api/news');
    const id = news.body.data[0]!.id;
    const send = (base: string, token: string) => call<boolean>(base, 'POST', `/api/news/notificationNews/${id}`, { token });

    // The first send is held where it reads its recipients: this session locks the subscribers
    // table, so the overlap does not depend on how fast either instance is.
    const holder = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'ipsite-multi-newsletter-hold' });
    const watcher = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'ipsite-multi-newsletter-watch' });
    await holder.connect();
    await watcher.connect();
    let first: Promise<{ status: number; body: Envelope<boolean> }> | undefined;
    let second: Promise<unknown> | undefined;
    try {
      await holder.query('begin');
      await holder.query('lock table subscribers in access exclusive mode');
      first = send(cluster.a.url, tokenA);
      await eventually(async () => ((await waitingOnSubscribers(watcher)) === 1 ? true : undefined), 10_000, 'the send on A to wait for its recipients');

      // B answers at once, or (no guard shared between instances) starts its own send and waits too.
      let answer: { status: number; body: Envelope<boolean> } | undefined;
      second = send(cluster.b.url, tokenB).then((res) => (answer = res));
      const refused = await eventually(async () => (answer ? true : (await waitingOnSubscribers(watcher)) >= 2 ? false : undefined), 10_000, 'B to answer or to wait');
      if (!refused) throw new Error('B started a second send of the article while A was sending it');
      expect(answer).toEqual({ status: 409, body: expect.objectContaining({ code: 409, message: NEWS_ADMIN_MSG.alreadySending }) });
    } finally {
      await holder.query('commit').catch(() => undefined);
      await holder.end();
      await watcher.end();
      await second?.catch(() => undefined);
    }
    expect((await first!).status).toBe(200);
    // The guard is released with the send: the next one, on either instance, goes ahead.
    expect((await send(cluster.b.url, tokenB)).status).toBe(200);
  });
});

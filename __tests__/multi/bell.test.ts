import WebSocket from 'ws';
import { NOTIFICATIONS_WS_PATH } from '../../src/shared/types/notifications';
import { call, cluster, eventually, query, signIn, visitorIp } from './clusterClient';

const opened: WebSocket[] = [];
afterEach(() => {
  for (const ws of opened.splice(0)) ws.terminate();
});

/** The staff bell (raw websocket) on one instance: resolves once accepted, with the messages it receives. */
function bell(base: string, userId: number, token: string): Promise<{ messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${encodeURIComponent(token)}`);
    opened.push(ws);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

describe('a consultation request sent through A', () => {
  it('rings the bell of staff signed in on B', async () => {
    const token = await signIn(cluster.b.url);
    const [{ id: userId }] = (await query<{ id: number }>(`select id::int from users where username = 'admin'`)) as [{ id: number }];
    const ringing = await bell(cluster.b.url, userId, token);
    const services = await call<Array<{ id: number }>>(cluster.a.url, 'GET', '/api/service/list');

    const sent = await call<{ id: number }>(cluster.a.url, 'POST', '/api/customer', {
      ip: visitorIp(),
      body: { name: 'Trần Thị Bích Ngọc', phone: '0912 345 678', email: 'ngoc.multi@congty.vn', serviceId: services.body.data[0]!.id, description: 'Tư vấn bảo hộ kiểu dáng' },
    });
    expect(sent.status).toBe(200);
    const [stored] = await query<{ id: number }>('select id::int from notifications where customer_request_id = $1', [sent.body.data.id]);

    const rung = await eventually(async () => (ringing.messages.length ? ringing.messages : undefined), 5000, 'the bell on B');
    expect(rung).toEqual([expect.objectContaining({ id: stored!.id, customerServiceName: 'Trần Thị Bích Ngọc', read: false })]);
  });
});

import type WebSocket from 'ws';
import { isCustomerRequestChanged, isStaffNotification } from '../../src/shared/types/notifications';
import { bellSocket, call, cluster, eventually, query, signIn, visitorIp } from './clusterClient';

const opened: WebSocket[] = [];
afterEach(() => {
  for (const ws of opened.splice(0)) ws.terminate();
});

describe('a consultation request sent through A', () => {
  it('rings the bell of staff signed in on B', async () => {
    const token = await signIn(cluster.b.url);
    const [{ id: userId }] = (await query<{ id: number }>(`select id::int from users where username = 'admin'`)) as [{ id: number }];
    const ringing = await bellSocket(cluster.b.url, userId, token);
    opened.push(ringing.ws);
    const services = await call<Array<{ id: number }>>(cluster.a.url, 'GET', '/api/service/list');

    const sent = await call<{ id: number }>(cluster.a.url, 'POST', '/api/customer', {
      ip: visitorIp(),
      body: { name: 'Trần Thị Bích Ngọc', phone: '0912 345 678', email: 'ngoc.multi@congty.vn', serviceId: services.body.data[0]!.id, description: 'Tư vấn bảo hộ kiểu dáng' },
    });
    expect(sent.status).toBe(200);
    const [stored] = await query<{ id: number }>('select id::int from notifications where customer_request_id = $1', [sent.body.data.id]);

    const rung = await eventually(async () => {
      const bells = ringing.messages.filter(isStaffNotification);
      return bells.length ? bells : undefined;
    }, 5000, 'the bell on B');
    expect(rung).toEqual([expect.objectContaining({ id: stored!.id, customerServiceName: 'Trần Thị Bích Ngọc', read: false })]);
    // The tables on B hear of the new request as well, as a request change (no second bell item).
    const change = { type: 'customerRequestChanged', customerRequestId: sent.body.data.id, change: 'created', byUserId: null };
    expect(await eventually(async () => ringing.messages.find(isCustomerRequestChanged), 5000, 'the request change on B')).toEqual(change);
  });
});

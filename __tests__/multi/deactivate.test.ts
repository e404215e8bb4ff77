import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import { DEST } from '../../src/shared/realtime';
import { within } from '../helpers/within';
import { bellSocket, call, cluster, signIn, stompVia, type ClusterStomp } from './clusterClient';

const open: ClusterStomp[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(open.splice(0).map((s) => s.stop()));
});

describe('deactivating a staff account on A', () => {
  it('closes that ADMIN\'s sockets on B and refuses the user\'s token on B', async () => {
    const adminToken = await signIn(cluster.a.url);
    const username = `nv_${randomBytes(4).toString('hex')}`;
    const password = 'mat-khau-da-may';
    const created = await call<{ id: number }>(cluster.a.url, 'POST', '/api/auth/users', {
      token: adminToken,
      body: { username, password, email: `${username}@shtt.vn`, fullName: 'Lê Văn Bình', phoneNumber: '0903 456 789', position: 'Chuyên viên', role: 'ADMIN' },
    });
    expect(created.status).toBe(200);
    const userId = created.body.data.id;

    const token = await signIn(cluster.b.url, username, password);
    const bell = await bellSocket(cluster.b.url, userId, token);
    sockets.push(bell.ws);
    const chat = await stompVia('b', 'websocket', { Authorization: `Bearer ${token}` });
    open.push(chat);
    await within(chat.subscribe(DEST.adminConversations), 5000, 'the subscription on B');
    expect((await call(cluster.b.url, 'GET', '/api/notifications', { token })).status).toBe(200);

    const deactivated = await call(cluster.a.url, 'PUT', `/api/auth/users/${userId}/active?active=INACTIVE`, { token: adminToken });
    expect(deactivated.status).toBe(200);

    // Bounded waits: a socket that stays open fails here with the reason, not at the suite's limit.
    await within(bell.closed, 5000, 'the bell socket on B to be closed');
    await within(chat.closed, 5000, 'the chat socket on B to be closed');
    expect((await call(cluster.b.url, 'GET', '/api/notifications', { token })).status).toBe(401);
  });
});

import { api } from '../../../src/client/app/api';
import { signOutStarted } from '../../../src/client/app/authSlice';
import { makeStore } from '../../../src/client/app/store';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';

const oldToken = fakeToken({ sub: '1', username: 'admin', scope: 'ADMIN' }, 'old');
const newToken = fakeToken({ sub: '1', username: 'admin', scope: 'ADMIN' }, 'new');

// Three staff endpoints that all answer 401 to the old token and 200 to the new one.
const probe = api.injectEndpoints({
  endpoints: (build) => ({
    a: build.query<string, void>({ query: () => '/probe/a' }),
    b: build.query<string, void>({ query: () => '/probe/b' }),
    c: build.query<string, void>({ query: () => '/probe/c' }),
  }),
});

function mockProbes() {
  for (const name of ['a', 'b', 'c']) {
    mockApi('GET', `/api/probe/${name}`, (req) =>
      req.headers.get('authorization') === `Bearer ${newToken}` ? envelope(name) : envelope(null, 401, 'hết hạn'),
    );
  }
}

beforeEach(() => {
  sessionStorage.setItem('accessToken', oldToken);
  sessionStorage.setItem('refreshToken', 'refresh-1');
});

describe('baseQueryWithReauth', () => {
  it('refreshes once on a 401 and retries with the new token', async () => {
    mockProbes();
    mockApi('POST', '/api/auth/refresh', envelope({ token: newToken, refreshToken: 'refresh-2' }));
    const store = makeStore();
    const res = await store.dispatch(probe.endpoints.a.initiate());
    expect(res.data).toEqual(envelope('a').body);
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('POST', '/api/auth/refresh')[0]!.body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStorage.getItem('accessToken')).toBe(newToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', scope: 'ADMIN', username: 'admin' });
  });

  it('makes a single refresh for several parallel 401s', async () => {
    mockProbes();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockApi('POST', '/api/auth/refresh', async () => {
      await gate;
      return envelope({ token: newToken, refreshToken: 'refresh-2' });
    });
    const store = makeStore();
    const pending = [probe.endpoints.a, probe.endpoints.b, probe.endpoints.c].map((e) => store.dispatch(e.initiate()));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.isSuccess)).toEqual([true, true, true]);
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    // Each request went out twice: once with the old token, once with the new.
    expect(callsTo('GET', '/api/probe/b').map((c) => c.headers.get('authorization'))).toEqual([`Bearer ${oldToken}`, `Bearer ${newToken}`]);
  });

  it('clears the session and marks it expired when the refresh fails', async () => {
    mockProbes();
    mockApi('POST', '/api/auth/refresh', envelope(null, 401, 'Phiên đăng nhập đã hết hạn.'));
    const store = makeStore();
    const res = await store.dispatch(probe.endpoints.a.initiate());
    expect(res.isError).toBe(true);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', expired: true });
  });

  it('does not renew the session on a 401 that arrives while a logout is under way', async () => {
    mockProbes();
    mockApi('POST', '/api/auth/refresh', envelope({ token: newToken, refreshToken: 'refresh-2' }));
    const store = makeStore();
    store.dispatch(signOutStarted());
    const res = await store.dispatch(probe.endpoints.a.initiate());
    expect(res.isError).toBe(true);
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
  });

  it('treats only code 200 as success', async () => {
    mockApi('GET', '/api/probe/a', { status: 200, body: { code: 500, message: 'lỗi', data: null } });
    const res = await makeStore().dispatch(probe.endpoints.a.initiate());
    expect(res.isError).toBe(true);
  });
});

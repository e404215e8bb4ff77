import { ADMIN_PASSWORD, expect, notificationsSocketOpen, recordOpenSockets, signIn, test, trackConsoleErrors } from './fixtures';

// A visitor's consultation request reaches two signed-in staff members live (docs/architecture.md), each
// with their own read state.
test('a new consultation request rings the bell of every signed-in staff member', async ({ browser, baseURL, request }) => {
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  const a = await first.newPage();
  const b = await second.newPage();
  const errors = trackConsoleErrors(a);
  // The second staff member is a USER account created through the admin API.
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const username = `nhanvien_${Date.now() % 100000}`;
  const created = await request.post('/api/auth/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: 'matkhau-123', email: `${username}@shtt.vn`, fullName: 'Nhân Viên Thử', role: 'USER' },
  });
  expect(created.status()).toBe(200);
  // Each bell's starting count is what its own first GET /api/notifications answered (reading the
  // label instead raced the list's arrival).
  const unreadOnLoad = (page: typeof a) =>
    page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET' && r.ok())
      .then(async (r) => ((await r.json()).data as { read: boolean }[]).filter((n) => !n.read).length);
  await recordOpenSockets(a);
  await recordOpenSockets(b);
  const loadedA = unreadOnLoad(a);
  await signIn(a);
  const loadedB = unreadOnLoad(b);
  await signIn(b, username, 'matkhau-123');

  const bell = (page: typeof a) => page.getByRole('button', { name: /^Thông báo/ });
  const unreadA = await loadedA;
  const unreadB = await loadedB;
  await expect(bell(a)).toHaveAttribute('aria-label', unreadA ? `Thông báo: ${unreadA} chưa đọc` : /^Thông báo/);
  // Both sockets are open (and registered by the server) before the request is sent.
  await Promise.all([notificationsSocketOpen(a), notificationsSocketOpen(b)]);

  const services = (await (await request.get('/api/service/list')).json()).data as { id: number }[];
  const res = await request.post('/api/customer', {
    data: { name: 'Khách Thử Nghiệm', phone: '0912 345 678', email: `e2e-${Date.now()}@congty.vn`, serviceId: services[0]!.id, description: 'Kiểm thử thông báo' },
  });
  expect(res.status()).toBe(200);

  await expect(bell(a)).toHaveAttribute('aria-label', `Thông báo: ${unreadA + 1} chưa đọc`);
  await expect(bell(b)).toHaveAttribute('aria-label', `Thông báo: ${unreadB + 1} chưa đọc`);

  await bell(a).click();
  const dialog = a.getByRole('dialog', { name: 'Thông báo liên quan' });
  const item = dialog.getByTestId('notification-item').first();
  await expect(item).toContainText('Khách Thử Nghiệm');
  await item.click();
  // The click opens that request: the customer list with its detail open, whatever page it came from.
  const requestId = (await res.json()).data.id as number;
  await expect(a).toHaveURL(new RegExp(`/administration/customers\\?id=${requestId}$`));
  const detail = a.getByRole('dialog', { name: 'Chi tiết khách hàng' });
  await expect(detail).toContainText('Khách Thử Nghiệm');
  await expect(detail).toContainText('0912 345 678');
  await a.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(bell(a)).toHaveAttribute('aria-label', unreadA === 0 ? 'Thông báo' : `Thông báo: ${unreadA} chưa đọc`);
  // Reading it in one session leaves it unread for the colleague.
  await b.reload();
  await expect(bell(b)).toHaveAttribute('aria-label', `Thông báo: ${unreadB + 1} chưa đọc`);
  expect(errors).toEqual([]);

  await first.close();
  await second.close();
});

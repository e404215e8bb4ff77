import { ADMIN_PASSWORD, expect, notificationsSocketOpen, recordOpenSockets, signIn, test, trackConsoleErrors, waitForApp } from './fixtures';

// Two members of staff in separate browsers work on one request: what the first changes shows in the
// second one's open detail and table without a reload, and the note the second is typing survives it.
test('a status change and a note by one staff member show live in another’s open request', async ({ browser, baseURL, request }) => {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const stamp = Date.now() % 100000;
  const username = `truc_${stamp}`;
  const created = await request.post('/api/auth/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: 'matkhau-123', email: `${username}@shtt.vn`, fullName: 'Nguyễn Thanh Trúc', role: 'USER' },
  });
  expect(created.status()).toBe(200);
  const services = (await (await request.get('/api/service/list')).json()).data as { id: number }[];
  const name = `Vương Gia Bảo ${stamp}`;
  const sent = await request.post('/api/customer', {
    data: { name, phone: '0903 111 222', email: `bao.${stamp}@congty.vn`, serviceId: services[0]!.id, description: 'Đăng ký kiểu dáng công nghiệp' },
  });
  expect(sent.status()).toBe(200);
  const id = (await sent.json()).data.id as number;
  const query = `q=${encodeURIComponent(name)}`;

  const firstContext = await browser.newContext({ baseURL });
  const secondContext = await browser.newContext({ baseURL });
  const first = await firstContext.newPage();
  const second = await secondContext.newPage();
  const errors = [trackConsoleErrors(first), trackConsoleErrors(second)];

  await signIn(first);
  await first.goto(`/administration/customers?${query}`);
  await waitForApp(first);
  await recordOpenSockets(second);
  await signIn(second, username, 'matkhau-123');
  await second.goto(`/administration/customers?${query}&id=${id}`);
  await waitForApp(second);
  // From the socket's opening on, the server pushes it every request change.
  await notificationsSocketOpen(second);
  const detail = second.getByRole('dialog', { name: 'Chi tiết khách hàng' });
  await expect(detail).toContainText(name);
  await expect(detail).toContainText('Mới');
  const draft = detail.getByLabel('Ghi chú nội bộ');
  await draft.fill('Đang soạn dở: khách cần bản vẽ');
  // A reload would lose this mark (and the draft).
  await second.evaluate(() => ((window as unknown as { __watched: boolean }).__watched = true));

  const row = first.getByRole('row').filter({ hasText: name });
  await row.getByLabel(`Trạng thái của ${name}`).selectOption('PROCESSING');
  await expect(first.getByText('Đã cập nhật trạng thái khách hàng')).toBeVisible();
  await expect(detail).toContainText('Đang xử lý');
  await expect(detail.getByRole('listitem').first()).toContainText('Mới→Đang xử lý');

  // The toasts' countdown bar runs visibly, with nothing for a screen reader to read out.
  const toasts = first.getByRole('region', { name: 'Thông báo tức thời (Alt+T)' });
  await expect(toasts.getByRole('progressbar')).toHaveCount(0);
  await expect(toasts.locator('.Toastify__progress-bar--wrp').first()).toHaveCSS('opacity', '1');

  await row.getByRole('button', { name: `Xem chi tiết ${name}` }).click();
  const firstDetail = first.getByRole('dialog', { name: 'Chi tiết khách hàng' });
  await firstDetail.getByLabel('Ghi chú nội bộ').fill('Đã gửi báo giá qua e-mail');
  await firstDetail.getByRole('button', { name: 'Thêm ghi chú' }).click();
  await expect(firstDetail.getByRole('listitem').first()).toContainText('Đã gửi báo giá qua e-mail');

  await expect(detail.getByRole('listitem').first()).toContainText('Đã gửi báo giá qua e-mail');
  await expect(draft).toHaveValue('Đang soạn dở: khách cần bản vẽ');
  await second.keyboard.press('Escape');
  await expect(second.getByRole('row').filter({ hasText: name })).toContainText('Đang xử lý');
  expect(await second.evaluate(() => (window as unknown as { __watched?: boolean }).__watched)).toBe(true);

  expect(errors.flat()).toEqual([]);
  await firstContext.close();
  await secondContext.close();
});

import { expect, notificationsSocketOpen, recordOpenSockets, signIn, test, trackConsoleErrors } from './fixtures';

// Issue 5's scenario end to end: a visitor submits the consultation form while a member of staff
// watches the customers page in another browser context. The bell rings and the row appears
// without a reload; the status change shows in the detail.
test('a visitor’s request appears live on the watched customers page, and its status change shows in the detail', async ({ browser, baseURL }) => {
  const staffContext = await browser.newContext({ baseURL });
  const visitorContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const visitor = await visitorContext.newPage();
  const staffErrors = trackConsoleErrors(staff);
  const visitorErrors = trackConsoleErrors(visitor);

  await recordOpenSockets(staff);
  await signIn(staff);
  await staff.getByRole('link', { name: 'Quản lý khách hàng' }).click();
  await expect(staff.getByRole('heading', { name: 'Quản lý khách hàng' })).toBeVisible();
  const bell = staff.getByRole('button', { name: /^Thông báo/ });
  const unreadBefore = Number(/(\d+) chưa đọc/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // Mark the page so a reload would be noticed.
  await staff.evaluate(() => ((window as unknown as { __watched: boolean }).__watched = true));
  await notificationsSocketOpen(staff);

  await visitor.goto('/lien-he');
  const form = visitor.locator('#contact-form');
  await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Lê Minh Khoa');
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('987654321');
  await form.getByRole('textbox', { name: 'Email' }).fill('khoa.le@congty.vn');
  await form.getByRole('textbox', { name: /Mô tả nhu cầu/ }).fill('Đăng ký nhãn hiệu cho chuỗi cà phê');
  await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
  await expect(visitor.getByRole('dialog')).toContainText('Gửi thành công!');

  // Live: the bell rings and the new row is on the page, with no reload.
  await expect(bell).toHaveAttribute('aria-label', `Thông báo: ${unreadBefore + 1} chưa đọc`);
  const row = staff.getByRole('row').filter({ hasText: 'Lê Minh Khoa' });
  await expect(row).toContainText('khoa.le@congty.vn');
  expect(await staff.evaluate(() => (window as unknown as { __watched?: boolean }).__watched)).toBe(true);

  await row.getByLabel('Trạng thái của Lê Minh Khoa').selectOption('PROCESSING');
  await expect(staff.getByText('Đã cập nhật trạng thái khách hàng')).toBeVisible();
  await row.getByRole('button', { name: 'Xem chi tiết Lê Minh Khoa' }).click();
  const detail = staff.getByRole('dialog', { name: 'Chi tiết khách hàng' });
  await expect(detail).toContainText('Đang xử lý');
  await expect(detail.getByRole('listitem').first()).toContainText('Mới→Đang xử lý');

  expect(staffErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await staffContext.close();
  await visitorContext.close();
});

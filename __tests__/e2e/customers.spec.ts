import { ADMIN_PASSWORD, expect, signIn, tableOverflows, test, trackConsoleErrors } from './fixtures';

test.describe('customer requests', () => {
  test('staff find a new request, change its status, see the history and export the view', async ({ page, request }) => {
    const errors = trackConsoleErrors(page);
    const services = (await (await request.get('/api/service/list')).json()).data as Array<{ id: number; title: string }>;
    const service = services[1]!;
    const sent = await request.post('/api/customer', {
      data: { name: 'Phạm Thị Thu', phone: '0912345678', email: 'thu.pham@example.vn', serviceId: service.id, description: 'Đăng ký nhãn hiệu cho cửa hàng' },
    });
    expect(sent.status()).toBe(200);

    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Quản lý khách hàng' }).click();
    await expect(page.getByRole('heading', { name: 'Quản lý khách hàng' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Phạm Thị Thu' });
    await expect(row).toContainText('thu.pham@example.vn');

    // The search reaches the URL; a reload shows the same view.
    await page.getByLabel('Tìm kiếm').fill('thu.pham');
    await expect(page).toHaveURL(/q=thu.pham/);
    await page.reload();
    await expect(page.getByLabel('Tìm kiếm')).toHaveValue('thu.pham');
    await expect(row).toBeVisible();

    // Clicking the service name filters by it.
    await row.getByRole('button', { name: `Lọc theo dịch vụ ${service.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`service=${service.id}`));

    await row.getByLabel('Trạng thái của Phạm Thị Thu').selectOption('COMPLETED');
    await expect(page.getByText('Đã cập nhật trạng thái khách hàng')).toBeVisible();

    await row.getByRole('button', { name: 'Xem chi tiết Phạm Thị Thu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chi tiết khách hàng' });
    await expect(dialog).toContainText('Ngày hoàn thành');
    await expect(dialog.getByRole('listitem').first()).toContainText('Mới→Hoàn thành');
    await expect(dialog.getByRole('listitem').first()).toContainText('(admin)');
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^khach-hang-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(errors).toEqual([]);
  });

  test('the table fits a laptop beside the open sidebar: nothing clipped, long text cut with "…" and a title, every action in reach', async ({ page, request }) => {
    const errors = trackConsoleErrors(page);
    const services = (await (await request.get('/api/service/list')).json()).data as Array<{ id: number; title: string }>;
    const longName = 'Nguyễn Thị Phương Thảo – Công ty TNHH Thương mại và Dịch vụ Sở hữu trí tuệ Ánh Dương';
    for (const data of [
      { name: longName, phone: '+1 202 555 0143', email: 'phuong.thao.nguyen.phong.phap.che@congty-anh-duong.example.vn', serviceId: services.at(-1)!.id },
      { name: 'Lê Văn Hùng', phone: '0961931668', email: 'hung@example.vn', serviceId: services[0]!.id },
    ]) {
      expect((await request.post('/api/customer', { data })).status()).toBe(200);
    }
    await signIn(page, 'admin', ADMIN_PASSWORD);
    // One request in "Đã tiếp nhận", the longest status label, through the staff API.
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    const listed = (await (await request.get('/api/customer?page=0&size=1&q=hung%40example', { headers: { authorization: `Bearer ${token}` } })).json()).data.items as Array<{ id: number }>;
    expect((await request.put(`/api/customer/status/${listed[0]!.id}?status=RECEIVED`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

    for (const viewport of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/administration/customers?size=10');
      await expect(page.getByRole('row').filter({ hasText: 'Lê Văn Hùng' })).toBeVisible();
      const name = page.getByRole('gridcell').getByTitle(longName);
      await expect(name).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect.poll(() => tableOverflows(page), { message: `${viewport.width}×${viewport.height}` }).toEqual([]);
      // The long name is cut on one line with "…", and the whole of it is in the title.
      expect(await name.evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(['ellipsis', true]);
      // Every "Xem" is within the screen's width (rows below the fold are reached by scrolling down,
      // never sideways; the worker's server holds other tests' requests too), and the page does not
      // scroll sideways.
      const views = page.getByRole('button', { name: /^Xem chi tiết/ });
      expect(await views.count()).toBeGreaterThanOrEqual(2);
      const beyondWidth = await views.evaluateAll((buttons) =>
        buttons.filter((b) => b.getBoundingClientRect().left < 0 || b.getBoundingClientRect().right > window.innerWidth).map((b) => b.getAttribute('aria-label')),
      );
      expect(beyondWidth).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // No column lies beyond the grid's right edge (the grid would scroll sideways to reach it).
      const pastGrid = () =>
        page.locator('.MuiDataGrid-root').evaluate((grid) => {
          const right = grid.getBoundingClientRect().right;
          return Array.from(grid.querySelectorAll('[role="gridcell"], [role="columnheader"]'), (c) => Math.round(c.getBoundingClientRect().right - right)).filter((d) => d > 0);
        });
      await expect.poll(pastGrid).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a request is assigned, noted and found under "mine", all through the page', async ({ page, request }) => {
    const services = (await (await request.get('/api/service/list')).json()).data as Array<{ id: number }>;
    const data = { name: 'Đặng Thị Mai', phone: '+84 0987 654 320', email: 'mai.dang@example.vn', serviceId: services[0]!.id, description: 'Cần tư vấn nhãn hiệu' };
    expect((await request.post('/api/customer', { data })).status()).toBe(200);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/administration/customers?q=0987%20654');
    const row = page.getByRole('row').filter({ hasText: 'Đặng Thị Mai' });
    await expect(row).toContainText('0987 654 320');
    await row.getByRole('button', { name: 'Xem chi tiết Đặng Thị Mai' }).click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const dialog = page.getByRole('dialog', { name: 'Chi tiết khách hàng' });
    const assignee = dialog.getByLabel('Người phụ trách');
    await expect(assignee.locator('option', { hasText: '(admin)' })).toHaveCount(1);
    await assignee.selectOption({ label: (await assignee.locator('option', { hasText: '(admin)' }).textContent())! });
    await expect(page.getByText('Đã cập nhật người phụ trách')).toBeVisible();
    await dialog.getByLabel('Ghi chú nội bộ').fill('Đã gọi, khách gửi hồ sơ thứ Hai');
    await dialog.getByRole('button', { name: 'Thêm ghi chú' }).click();
    await expect(dialog.getByRole('listitem').first()).toContainText('Đã gọi, khách gửi hồ sơ thứ Hai');
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Giao cho');
    // The button kept the keyboard focus while the note was sent: Escape closes the dialog at once.
    await expect(dialog.getByRole('button', { name: 'Thêm ghi chú' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Xoá bộ lọc' }).click();
    await page.getByRole('button', { name: 'Yêu cầu của tôi' }).click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(page.getByRole('row').filter({ hasText: 'Đặng Thị Mai' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Phạm Thị Thu' })).toHaveCount(0);
  });
});

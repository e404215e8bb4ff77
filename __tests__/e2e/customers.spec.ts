import { ADMIN_PASSWORD, expect, signIn, test, trackConsoleErrors } from './fixtures';

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
});

import { ADMIN_PASSWORD, expect, signIn, test, trackConsoleErrors } from './fixtures';

test.describe('staff accounts', () => {
  test('an admin adds a colleague, who signs in; a new password ends the old one', async ({ page, browser, baseURL }) => {
    const errors = trackConsoleErrors(page);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Quản lý nhân viên' }).click();
    await expect(page.getByRole('heading', { name: 'Quản lý người dùng' })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm người dùng' }).click();
    const add = page.getByRole('dialog', { name: 'Thêm người dùng mới' });
    await add.getByRole('button', { name: 'Tạo người dùng' }).click();
    await expect(add.getByText('Tên đăng nhập là bắt buộc')).toBeVisible();
    await add.getByLabel(/^Tên đăng nhập/).fill('  minh_le ');
    await add.getByLabel(/^Mật khẩu/).fill('matkhau-1');
    await add.getByLabel(/^Email/).fill(' Minh.Le@SHTT.vn ');
    await add.getByLabel(/^Họ và tên/).fill('Lê Văn Minh');
    await add.getByRole('button', { name: 'Tạo người dùng' }).click();
    await expect(page.getByText('Tạo người dùng thành công')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'minh_le' });
    await expect(row).toContainText('minh.le@shtt.vn');

    // The colleague signs in with the password the admin chose.
    const other = await browser.newContext({ baseURL });
    const colleague = await other.newPage();
    await signIn(colleague, 'minh_le', 'matkhau-1');

    // A new password: the old one no longer works.
    await page.getByRole('button', { name: 'Đổi mật khẩu của minh_le' }).click();
    const pw = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await expect(pw).toContainText('Lê Văn Minh (minh_le)');
    await pw.getByLabel(/^Mật khẩu mới/).fill('matkhau-2');
    await pw.getByLabel(/^Xác nhận mật khẩu/).fill('matkhau-2');
    await pw.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Đổi mật khẩu thành công')).toBeVisible();
    await other.close();

    // Role and status save at once and survive a reload.
    await row.getByLabel('Vai trò của minh_le').selectOption('ADMIN');
    await row.getByLabel('Trạng thái của minh_le').selectOption('INACTIVE');
    await page.reload();
    const reloaded = page.getByRole('row').filter({ hasText: 'minh_le' });
    await expect(reloaded.getByLabel('Vai trò của minh_le')).toHaveValue('ADMIN');
    await expect(reloaded.getByLabel('Trạng thái của minh_le')).toHaveValue('INACTIVE');
    expect(errors).toEqual([]);
  });
});

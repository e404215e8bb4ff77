import { expect, signIn, test, trackConsoleErrors } from './fixtures';
import { samplePdf } from '../server/newsJobs/files';

test.describe('jobs back-office and dashboard', () => {
  test('staff see the dashboard, an application’s CV downloads with the token, and a closed job leaves the careers page', async ({ page, baseURL }) => {
    const errors = trackConsoleErrors(page);
    // An applicant applies to the first open job through the public API.
    const jobs = (await (await fetch(`${baseURL}/api/jobs`)).json()) as { data: Array<{ id: number; title: string }> };
    const job = jobs.data[0]!;
    const form = new FormData();
    form.append('name', 'Trần Thị Bình');
    form.append('cv', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'CV Trần Thị Bình.pdf');
    expect((await fetch(`${baseURL}/api/jobs/${job.id}/applications`, { method: 'POST', body: form })).status).toBe(200);

    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan' })).toBeVisible();
    await expect(page.getByText('Yêu cầu mới')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Yêu cầu tư vấn theo tuần và dịch vụ' })).toBeVisible();

    await page.getByRole('link', { name: 'Tuyển dụng' }).click();
    await expect(page).toHaveURL(/\/administration\/jobs$/);
    const row = page.getByRole('row').filter({ hasText: job.title });
    await row.getByRole('button', { name: `Xem hồ sơ ứng tuyển của "${job.title}"` }).click();
    const dialog = page.getByRole('dialog', { name: `Hồ sơ ứng tuyển: ${job.title}` });
    await expect(dialog).toContainText('Trần Thị Bình');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Tải CV CV Trần Thị Bình.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('CV Trần Thị Bình.pdf');
    await dialog.getByRole('button', { name: 'Đóng' }).last().click();

    // Without a token the same address refuses.
    const code = ((await (await page.request.get(`/api/jobs/admin/${job.id}/applications`)).json()) as { code: number }).code;
    expect(code).toBe(401);

    await row.getByRole('button', { name: `Đóng tin "${job.title}"` }).click();
    await page.getByRole('button', { name: 'Đóng tin', exact: true }).click();
    await expect(row.getByText('Đã đóng')).toBeVisible();
    const open = (await (await fetch(`${baseURL}/api/jobs`)).json()) as { data: Array<{ id: number }> };
    expect(open.data.map((j) => j.id)).not.toContain(job.id);
    expect(errors).toEqual([]);
  });
});

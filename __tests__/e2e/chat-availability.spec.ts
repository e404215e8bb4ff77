import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { CHAT_BUTTON } from './chatSides';
import { ADMIN_PASSWORD, animationsSettled, expect, notificationsSocketOpen, recordOpenSockets, signIn, test } from './fixtures';

/**
 * Whether chat is staffed, seen by a visitor and a staff member in separate browser contexts. The
 * clock is not touched: the staff member sets opening hours that include now (every day 00:00–24:00)
 * or exclude it (every day closed) in the console's dialog, as an admin would.
 */

const DAYS = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ nhật'];
const NOTICE = /Hiện chưa có tư vấn viên trực tuyến\. Giờ làm việc: .*Vui lòng để lại tên và số điện thoại hoặc e-mail, chúng tôi sẽ liên hệ lại\./;

async function openConsole(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await recordOpenSockets(page);
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý trò chuyện' })).toBeVisible();
  return { context, page };
}

/** axe-core's violations inside the open dialog(s), once no fade is running, as "rule: target". */
async function dialogViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

type Hours = [string, string] | null;
/** What a new database has: T2–T6 8:00–17:30, T7 8:00–12:00, Sunday closed. */
const USUAL: Hours[] = [...Array<Hours>(5).fill(['08:00', '17:30']), ['08:00', '12:00'], null];

/** Each day's hours (or closed: null), through the console's dialog; one value for every day. */
async function setHours(page: Page, week: Hours | Hours[], { checkA11y = false } = {}) {
  await page.getByRole('button', { name: 'Giờ làm việc', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Giờ làm việc của bộ phận tư vấn/ });
  await expect(dialog).toBeVisible();
  if (checkA11y) expect(await dialogViolations(page)).toEqual([]);
  for (const [i, day] of DAYS.entries()) {
    const hours = Array.isArray(week) && week.length === DAYS.length ? (week as Hours[])[i]! : (week as Hours);
    await dialog.getByRole('checkbox', { name: `${day} làm việc` }).setChecked(hours !== null);
    if (!hours) continue;
    await dialog.getByLabel(`Giờ bắt đầu ${day}`).fill(hours[0]);
    await dialog.getByLabel(`Giờ kết thúc ${day}`).fill(hours[1]);
  }
  await dialog.getByRole('button', { name: 'Lưu giờ làm việc' }).click();
  await expect(dialog).toBeHidden();
}

test('with nobody in the console the visitor is told so in Vietnamese; staff opening it, then closing hours, change it live; outside the hours a phone left becomes a customer request', async ({ browser, baseURL }) => {
  // Hours that include now, set by a staff member who then leaves the console.
  const first = await openConsole(browser, baseURL);
  await setHours(first.page, ['00:00', '24:00'], { checkA11y: true });
  await expect(first.page.getByRole('status').filter({ hasText: 'Đang trực:' })).toBeVisible();
  await first.context.close();

  const visitorContext = await browser.newContext({ baseURL });
  let staff: Awaited<ReturnType<typeof openConsole>> | null = null;
  try {
    const page = await visitorContext.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: CHAT_BUTTON }).click();
    const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await expect(panel.getByText('Đã kết nối')).toBeVisible();
    const notice = panel.getByRole('status').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('T2–CN 0:00–24:00');
    expect(await dialogViolations(page)).toEqual([]);
    // The thread stays usable: a message waits for staff.
    const input = panel.getByLabel('Nội dung tin nhắn');
    await input.fill('Tôi muốn hỏi về đăng ký nhãn hiệu, ai có ở đó không?');
    await input.press('Enter');
    await expect(panel.getByText(/Đã gửi/)).toBeVisible();

    staff = await openConsole(browser, baseURL);
    await expect(notice).toBeHidden();
    await expect(staff.page.getByRole('status').filter({ hasText: /Đang trực: .+/ })).toBeVisible();

    // Away: nobody else is on duty, so the visitor is told again; back, and the notice goes.
    await staff.page.getByRole('switch', { name: 'Tạm vắng' }).click();
    await expect(notice).toBeVisible();
    await staff.page.getByRole('switch', { name: 'Tạm vắng' }).click();
    await expect(notice).toBeHidden();

    await setHours(staff.page, null);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Hiện chưa có giờ làm việc');
    await expect(staff.page.getByText('Ngoài giờ làm việc — khách được mời để lại liên hệ.')).toBeVisible();

    // Outside the hours the visitor leaves a phone in the form that opened by itself while nobody
    // could answer: a customer request, announced by the bell and listed in the customers table.
    await notificationsSocketOpen(staff.page);
    const bell = staff.page.getByRole('button', { name: /^Thông báo/ });
    const unreadBefore = Number(/(\d+) chưa đọc/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const form = panel.getByRole('form', { name: 'Thông tin liên hệ' });
    await expect(form).toBeVisible();
    const name = `Đặng Thu Hà ${Date.now() % 100000}`;
    await form.getByLabel(/^Họ và tên/).fill(name);
    await form.getByLabel('Số điện thoại').fill('0987654321');
    await form.getByRole('button', { name: 'Gửi thông tin' }).click();
    await expect(form.getByText(/^Cảm ơn bạn!/)).toBeVisible();
    await expect(bell).toHaveAttribute('aria-label', `Thông báo: ${unreadBefore + 1} chưa đọc`);
    await staff.page.getByRole('link', { name: 'Quản lý khách hàng' }).click();
    const row = staff.page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0987 654 321');
    await expect(row).toContainText('Tư vấn qua chat trực tuyến');
    await staff.page.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
    await expect(staff.page.getByRole('heading', { name: 'Quản lý trò chuyện' })).toBeVisible();
  } finally {
    // The usual hours again for the rest of the worker's tests.
    if (staff) {
      await setHours(staff.page, USUAL);
      await staff.context.close();
    }
    await visitorContext.close();
  }
});

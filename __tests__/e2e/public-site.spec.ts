import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser } from '@playwright/test';
import { FOOTER_DATA } from '../../src/server/db/seed/company';
import { CONSULTATION_FORM_MSG } from '../../src/shared/messages/publicForms';
import type { HomePayload } from '../../src/shared/types/catalogue';
import type { NewsItem } from '../../src/shared/types/news';
import { expect, offFromScrollMargin, test, trackConsoleErrors } from './fixtures';

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  return ((await (await request.get(url)).json()) as { data: T }).data;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads the server's database directly, read-only (the request must really be stored). */
function rows<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * `/lien-he` on a phone, hydrated but for the consultation form, whose code arrives only once
 * `release` is called: the form is the server's HTML meanwhile.
 */
async function contactPageWithFormCodeHeld(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const errors = trackConsoleErrors(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let formCodeAsked = false;
  await page.route(/consultation-form[^/]*\.js(\?|$)/, async (route) => {
    formCodeAsked = true;
    await released;
    await route.continue();
  });
  await page.goto('/lien-he');
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
  await expect.poll(() => formCodeAsked).toBe(true);
  const form = page.locator('#contact-form form');
  await expect(form).toHaveAttribute('data-awaiting-script', '');
  return { context, page, form, release, errors };
}

test.describe('public site frame, home, about, contact', () => {
  test('a visitor browses home → about → contact with the desktop menu and no console error', async ({ page, request }) => {
    const errors = trackConsoleErrors(page);
    const home = await data<HomePayload>(request, '/api/services/home');
    const latestNews = (await data<NewsItem[]>(request, '/api/news')).slice(0, 3);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle(/SHTT Việt/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /nhãn hiệu/);
    await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2')).toBeVisible({ timeout: 5000 });
    const services = page.getByRole('region', { name: 'Dịch vụ của chúng tôi' });
    await expect(services.getByRole('listitem')).toHaveCount(8);
    // The card itself and its read-more button both open the service page.
    const cardLinks = services.getByRole('link', { name: new RegExp(escapeRegExp(home.services[0]!.title)) });
    await expect(cardLinks).toHaveCount(2);
    for (const link of await cardLinks.all()) await expect(link).toHaveAttribute('href', home.services[0]!.href);
    await expect(page.locator('#contact-form')).toHaveCount(1);
    // Further down: the three latest articles (each opening /tin-tuc/{id}) and the whole list; the
    // map's plain link is there before any embed loads.
    const newsBlock = page.getByRole('region', { name: 'Tin tức pháp lý mới nhất' });
    await newsBlock.scrollIntoViewIfNeeded();
    await expect(newsBlock.getByRole('link')).toHaveCount(4);
    expect(await newsBlock.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([...latestNews.map((n) => `/tin-tuc/${n.id}`), '/tin-tuc']);
    await expect(page.getByRole('link', { name: 'Mở bản đồ trên Google Maps' })).toHaveAttribute('href', /20\.95%2C105\.81/);
    await page.evaluate(() => window.scrollTo(0, 0));

    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await nav.getByRole('link', { name: 'Dịch vụ sở hữu trí tuệ' }).hover();
    await expect(page.getByRole('link', { name: 'Đăng ký bảo hộ nhãn hiệu' }).first()).toBeVisible();

    await nav.getByRole('link', { name: 'Về chúng tôi' }).click();
    await expect(page).toHaveURL(/\/ve-chung-toi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeVisible();
    await expect(page).toHaveTitle(/^Về chúng tôi/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /SHTT Việt/);
    // Numbered sections: about us, the three service groups, the team; the video; the call to action.
    for (const h of ['Về SHTT Việt', 'Dịch vụ của chúng tôi', 'Đội ngũ']) await expect(page.getByRole('heading', { level: 2, name: new RegExp(h) })).toBeVisible();
    for (const g of ['Sở hữu trí tuệ', 'Giấy phép', 'Tư vấn']) await expect(page.getByRole('heading', { level: 3, name: g, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Phát video giới thiệu/ })).toHaveCount(1);
    const callToAction = page.getByRole('link', { name: 'Liên hệ với chúng tôi' });
    await expect(callToAction).toHaveAttribute('href', '/lien-he');
    await callToAction.click();
    await expect(page).toHaveURL(/\/lien-he$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    await expect(page).toHaveTitle(/^Liên hệ/);
    // The form beside the company's details: name, addresses by type, e-mail, Hotline and Zalo.
    const contact = page.locator('#contact-form');
    await expect(contact.getByRole('heading', { name: FOOTER_DATA.company.name })).toBeVisible();
    for (const l of FOOTER_DATA.locations) {
      await expect(contact.getByText(l.type, { exact: true })).toBeVisible();
      await expect(contact.getByText(l.address, { exact: true })).toBeVisible();
    }
    await expect(contact.getByRole('link', { name: FOOTER_DATA.company.email })).toHaveAttribute('href', `mailto:${FOOTER_DATA.company.email}`);
    await expect(contact.getByText('Hotline', { exact: true })).toBeVisible();
    await expect(contact.getByRole('link', { name: '0912.345.678' })).toHaveAttribute('href', 'tel:0912345678');
    await expect(contact.getByRole('link', { name: '0988.765.432' })).toHaveAttribute('href', 'https://zalo.me/0988765432');
    await expect(contact.getByRole('textbox', { name: /Họ và tên/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bản đồ văn phòng' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: '0912.345.678' }).first()).toHaveAttribute('href', 'tel:0912345678');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 SHTT Việt');
    expect(errors).toEqual([]);
  });

  test('a visitor sends a consultation request; a double click stores one request with its notification', async ({ page, server, request }) => {
    const errors = trackConsoleErrors(page);
    const [first, second] = await data<Array<{ id: number; title: string }>>(request, '/api/service/list');
    await page.goto('/lien-he');
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Phạm Thu Hà');
    await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('912345678');
    await form.getByRole('textbox', { name: 'Email' }).fill('thuha.e2e@congty.vn');
    const service = form.getByRole('combobox', { name: /Dịch vụ cần tư vấn/ });
    await expect(service.locator('option:checked')).toHaveText(first!.title);
    await service.selectOption({ label: second!.title });
    await form.getByRole('textbox', { name: /Mô tả nhu cầu/ }).fill('Đăng ký nhãn hiệu cho tiệm bánh');
    // The request is held until the loading state has been seen, then goes on to the server.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/customer', async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/customer');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).dblclick();
    await expect(page.getByRole('dialog')).toContainText('Đang gửi yêu cầu...');
    // The open dialog hides the page behind it from the accessibility tree.
    await expect(form.getByRole('button', { name: 'Đang gửi...', includeHidden: true })).toBeDisabled();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Phạm Thu Hà',
      phone: '+84 912 345 678',
      email: 'thuha.e2e@congty.vn',
      serviceId: second!.id,
      description: 'Đăng ký nhãn hiệu cho tiệm bánh',
    });
    release();
    // The success dialog carries the server's own thanks; the form starts again.
    await expect(page.getByRole('dialog')).toContainText('Gửi thành công!');
    await expect(page.getByRole('dialog')).toContainText(CONSULTATION_FORM_MSG.serverThanks);
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(form.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(service.locator('option:checked')).toHaveText(first!.title);
    await expect(form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' })).toBeEnabled();

    const stored = rows<{ id: number; name: string; phone: string; status: string; service_name: string }>(
      server.dataDir,
      'select id, name, phone, status, service_name from customer_requests where email = ?',
      'thuha.e2e@congty.vn',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Phạm Thu Hà', status: 'NEW', service_name: second!.title });
    expect(stored[0]!.phone).toMatch(/^\+84/);
    expect(rows(server.dataDir, 'select id from notifications where customer_request_id = ?', stored[0]!.id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the phone field by keyboard: the flag opens the country list, a choice is kept and stored with its calling code', async ({ page, server }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/lien-he');
    const form = page.locator('#contact-form');
    const phone = form.getByRole('textbox', { name: 'Số điện thoại' });
    await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Lê Văn Nam');
    await phone.fill('612345678');
    // Back to the flag, open its list, go down to France (fourth of the preferred countries).
    await page.keyboard.press('Shift+Tab');
    const flag = form.getByRole('button', { name: CONSULTATION_FORM_MSG.phoneCountryButton('Việt Nam') });
    await expect(flag).toBeFocused();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Số điện thoại' });
    await expect(list.getByRole('option', { selected: true })).toHaveText(/Việt Nam\+84/);
    await expect(list.getByRole('option', { name: /Việt Nam/ })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('6 12 34 56 78');
    await expect(form.getByRole('button', { name: CONSULTATION_FORM_MSG.phoneCountryButton('Pháp') })).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('nam.le.e2e@congty.vn');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
    await expect(page.getByRole('dialog')).toContainText('Gửi thành công!');
    expect(rows<{ phone: string }>(server.dataDir, 'select phone from customer_requests where email = ?', 'nam.le.e2e@congty.vn')).toEqual([{ phone: '+33612345678' }]);
    expect(errors).toEqual([]);
  });

  test('on a phone whose form code is still on its way, the server-sent form takes a whole request and sends it once hydrated', async ({ browser, baseURL, server }) => {
    const { context, page, form, release, errors } = await contactPageWithFormCodeHeld(browser, baseURL!);
    await form.evaluate((el) => Object.assign(el, { serverElement: true }));
    // Typed, chosen and sent before the form's code has run.
    const name = form.getByRole('textbox', { name: 'Họ và tên' });
    await name.pressSequentially('Trần Thị Bình');
    // The label has moved onto the outline by CSS: the typed text does not run under it.
    const label = form.locator('label[for="consultation-name"]');
    // Measured where the label comes to rest: while its CSS transition runs it is on its way up.
    await label.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    expect((await label.boundingBox())!.y).toBeLessThan((await name.boundingBox())!.y);
    await form.getByRole('textbox', { name: 'Số điện thoại' }).pressSequentially('0912 345 679');
    await form.getByRole('textbox', { name: 'Email' }).fill('binh.tran.truoc@congty.vn');
    await form.getByRole('combobox', { name: /Dịch vụ cần tư vấn/ }).selectOption({ label: 'Bảo hộ kiểu dáng công nghiệp' });
    await form.getByRole('textbox', { name: 'Mô tả nhu cầu' }).fill('Kiểu dáng chai nước mắm');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).click();
    await expect(form).toHaveAttribute('data-held-submit', '');
    await expect(page).toHaveURL(/\/lien-he$/);

    release();
    await expect(page.getByRole('dialog')).toContainText('Gửi thành công!');
    // Hydrated in place: the form the visitor typed into is the server's.
    expect(await form.evaluate((el) => (el as HTMLElement & { serverElement?: boolean }).serverElement)).toBe(true);
    const stored = rows(server.dataDir, 'select name, phone, service_name, description from customer_requests where email = ?', 'binh.tran.truoc@congty.vn');
    expect(stored).toEqual([{ name: 'Trần Thị Bình', phone: '+84912345679', service_name: 'Bảo hộ kiểu dáng công nghiệp', description: 'Kiểu dáng chai nước mắm' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a press on the phone field's flag before the form's code has run opens the country list once it has", async ({ browser, baseURL }) => {
    const { context, page, form, release, errors } = await contactPageWithFormCodeHeld(browser, baseURL!);
    // By its markup: the open list hides the page behind it from the accessibility tree.
    const flag = form.locator('button[aria-haspopup="listbox"]');
    await expect(flag).toHaveAccessibleName(CONSULTATION_FORM_MSG.phoneCountryButton('Việt Nam'));
    await flag.click();
    await expect(flag).toHaveAttribute('data-held-press', '');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    release();
    const list = page.getByRole('listbox', { name: 'Số điện thoại' });
    await expect(list.getByRole('option', { name: /Việt Nam/ })).toBeFocused();
    await expect(flag).not.toHaveAttribute('data-held-press');
    // Opened once: closed by Escape, it stays closed.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the description field shows three lines and grows with what is typed', async ({ page }) => {
    await page.goto('/lien-he');
    const description = page.locator('#contact-form').getByRole('textbox', { name: 'Mô tả nhu cầu' });
    const lineHeight = await description.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const empty = (await description.boundingBox())!.height;
    expect(empty).toBeGreaterThanOrEqual(3 * lineHeight - 1);
    await description.fill(['Đăng ký nhãn hiệu', 'cho chuỗi cà phê', 'tại Hà Nội', 'và TP. Hồ Chí Minh', 'trong năm nay', 'kèm logo'].join('\n'));
    await expect.poll(async () => (await description.boundingBox())!.height).toBeGreaterThanOrEqual(6 * lineHeight - 1);
  });

  test('a visitor subscribes to the newsletter, then is told the address is already registered', async ({ page, server }) => {
    await page.goto('/ve-chung-toi');
    const footer = page.getByRole('contentinfo');
    // The footer's code loads when the visitor scrolls towards it (deferUntilNear); its form takes
    // typing and a submission before (one made then is sent once it is hydrated).
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByRole('textbox', { name: 'Email của bạn' });
    await email.fill('Ban.Tin.E2E@CongTy.vn');
    await footer.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByRole('dialog')).toContainText('Đăng ký thành công!');
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(email).toHaveValue('');
    await email.fill('ban.tin.e2e@congty.vn');
    await footer.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByRole('dialog')).toContainText('Email đã đăng ký!');
    expect(rows(server.dataDir, 'select email from subscribers where email = ?', 'ban.tin.e2e@congty.vn')).toHaveLength(1);
  });

  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px, once hydrated, the first slide's link scrolls the form to the top of the screen, not where the unrendered service cards' estimates put it, and takes the focus there`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // The cards after the first and the form are not laid out yet (content-visibility: auto).
      const parts = ['section[aria-labelledby="home-services"] li:last-child > *', '#contact-form'];
      expect(await page.evaluate((list) => list.map((s) => getComputedStyle(document.querySelector(s)!).contentVisibility), parts)).toEqual(['auto', 'auto']);
      const link = page.locator('[aria-roledescription="slide"]').getByRole('link', { name: 'Đăng ký tư vấn miễn phí' });
      await expect(link).toBeVisible({ timeout: 5000 });
      await expect(link).not.toHaveAttribute('data-not-hydrated', '');
      await link.click();
      const form = page.locator('#contact-form');
      expect(await offFromScrollMargin(form)).toBeLessThanOrEqual(2);
      expect(new URL(page.url()).hash).toBe('');
      // The keyboard's place goes along, to the form's first field.
      await expect(form.locator('[name="name"]')).toBeFocused();
    });
  }

  test('at 360 px the hamburger menu works and no page scrolls sideways', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const route of ['/', '/ve-chung-toi', '/lien-he']) {
      await page.goto(route);
      await expect(page.locator('#contact-form, h1').first()).toBeAttached();
      await page.waitForTimeout(1200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    // The menu's list is in the page from the start (hidden): opening it loads no code.
    const before = scripts.length;
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('button', { name: 'Mở danh mục Dịch vụ khác' }).click();
    expect(scripts.slice(before).filter((s) => !s.includes('touch-ripple'))).toEqual([]);
    await page.getByRole('link', { name: 'Mã số mã vạch' }).click();
    await expect(page).toHaveURL(/\/ma-so-ma-vach$/);
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

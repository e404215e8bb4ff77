import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { samplePdf } from '../server/newsJobs/files';
import { ADMIN_PASSWORD, expect, signIn, test } from './fixtures';

/**
 * Every back-office list, with the longest data staff really meet, on the two laptop screens staff
 * use (1280×720, 1366×768) with the sidebar open: nothing spills out of its cell, no word is cut in
 * the middle, every select shows its whole value, a cut text says "…" and keeps the full text, and
 * every action is on screen and clickable. The customer requests grid (features/customerAdmin) is not
 * visited here.
 */

const LONG = {
  username: 'nguyen_thi_phuong_thao_phong_so_huu_tri_tue_hn',
  fullName: 'Nguyễn Thị Phương Thảo Hoàng Lê Minh Khuê Tôn Nữ Diệu Huyền',
  email: 'nguyen.thi.phuong.thao.so.huu.tri.tue@congtyluatvietnam-chinhanh.com.vn',
  position: 'Trưởng phòng Sở hữu trí tuệ và Đăng ký kinh doanh khu vực phía Bắc',
  newsTitle: 'Hướng dẫn chi tiết thủ tục đăng ký bảo hộ nhãn hiệu quốc tế theo Thỏa ước và Nghị định thư Madrid cho doanh nghiệp vừa và nhỏ',
  newsSubtitle: 'Những điều doanh nghiệp cần biết trước khi nộp đơn: phân loại Nice, tra cứu khả năng bảo hộ, lệ phí, thời hạn và các lỗi thường gặp khiến đơn bị từ chối',
  newsAuthor: 'Ban biên tập Phòng Sở hữu trí tuệ và Chuyển giao công nghệ',
  jobTitle: 'Chuyên viên tư vấn pháp lý cao cấp về Sở hữu trí tuệ, Chuyển giao công nghệ và Giấy phép kinh doanh có điều kiện',
  company: 'Công ty TNHH Tư vấn Sở hữu trí tuệ và Đầu tư Thương mại Quốc tế Việt Nam — Chi nhánh Thành phố Hồ Chí Minh',
  cvName: 'CV Nguyễn Thị Phương Thảo Hoàng Lê Minh Khuê - Chuyên viên tư vấn pháp lý cao cấp (bản cập nhật tháng 11).pdf',
  chat: 'Xin chào, tôi muốn hỏi về thủ tục đăng ký nhãn hiệu cho chuỗi cửa hàng cà phê của công ty tôi ở Hà Nội, Đà Nẵng và Thành phố Hồ Chí Minh',
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The long rows, created through the API as staff and a visitor would. */
async function seed(request: APIRequestContext, baseURL: string): Promise<{ jobTitle: string }> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const user = await request.post('/api/auth/users', {
    headers,
    data: { username: LONG.username, password: 'matkhau-123', email: LONG.email, fullName: LONG.fullName, phoneNumber: '+84 912 345 678', position: LONG.position, role: 'ADMIN' },
  });
  expect(user.status()).toBe(200);

  const news = (await (await request.get('/api/news')).json()) as { data: Array<{ image: string }> | { items: Array<{ image: string }> } };
  const image = (Array.isArray(news.data) ? news.data : news.data.items)[0]!.image;
  const article = await request.post('/api/news', { headers, data: { title: LONG.newsTitle, subtitle: LONG.newsSubtitle, author: LONG.newsAuthor, image, sections: [] } });
  expect(article.status()).toBe(200);

  const job = await request.post('/api/jobs/admin', {
    headers,
    data: {
      title: LONG.jobTitle,
      company: LONG.company,
      category: 'Chuyên viên tư vấn pháp lý',
      jobType: 'Toàn thời gian',
      location: 'Hồ Chí Minh',
      postedDate: new Date().toISOString().slice(0, 10),
      description: ['Tư vấn khách hàng'],
      requirements: ['Tốt nghiệp Luật'],
      benefits: ['Lương tháng 13'],
    },
  });
  expect(job.status()).toBe(200);
  const jobId = ((await job.json()) as { data: { id: number } }).data.id;
  const form = new FormData();
  form.append('name', LONG.fullName);
  form.append('email', LONG.email);
  form.append('phone', '0912 345 678');
  form.append('cv', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), LONG.cvName);
  expect((await fetch(`${baseURL}/api/jobs/${jobId}/applications`, { method: 'POST', body: form })).status).toBe(200);
  return { jobTitle: LONG.jobTitle };
}

/**
 * What does not fit inside `root`: a scrolling container or a cell wider than its box, a select
 * whose chosen label is wider than its box, a line that starts in the middle of a word, a text cut
 * with "…" whose full text is nowhere to read, a control past the right edge of the window.
 */
function layoutProblems(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const problems: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const wider = (e: Element) => e.scrollWidth > e.clientWidth + 1;
    for (const e of [el, ...el.querySelectorAll('*')]) {
      const style = getComputedStyle(e);
      const scrolls = /auto|scroll/.test(style.overflowX);
      if ((scrolls || e.matches('td, th')) && wider(e)) problems.push(`overflows (${e.scrollWidth} > ${e.clientWidth}): ${name(e)}`);
      if (style.textOverflow === 'ellipsis' && wider(e)) {
        const full = (e.textContent ?? '').trim();
        const carrier = e.closest('[title], [aria-label]');
        const said = carrier?.getAttribute('title') ?? carrier?.getAttribute('aria-label') ?? '';
        if (!said.includes(full)) problems.push(`cut without its full text: ${name(e)}`);
      }
    }
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of el.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const label = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(label).width > room + 1) problems.push(`select cut: "${label}" in ${Math.round(room)}px`);
    }
    for (const control of el.querySelectorAll('button, a, select, input')) {
      const r = control.getBoundingClientRect();
      if (r.width > 0 && r.right > window.innerWidth) problems.push(`past the right edge: ${name(control)} ${control.getAttribute('aria-label') ?? ''}`);
    }
    // A line may start after a space or a hyphen, or at a <wbr> (a new text node); never inside a word.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let lastTop: number | null = null;
      for (let i = 0; i < node.data.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getClientRects()[0];
        if (!r || r.width === 0) continue;
        if (lastTop !== null && r.top > lastTop + r.height / 2 && !/[\s\-–—/]/.test(node.data[i - 1]!) && !/\s/.test(node.data[i]!)) {
          problems.push(`word cut: "${node.data.slice(Math.max(0, i - 12), i)}|${node.data.slice(i, i + 12)}"`);
        }
        lastTop = r.top;
      }
    }
    return problems;
  });
}

async function checkFits(page: Page, region: Locator, actions: Locator) {
  // The sidebar is open (found by id: behind a dialog it is hidden from the accessibility tree).
  await expect(page.locator('#admin-sidebar nav')).toBeInViewport();
  expect.soft(await layoutProblems(region)).toEqual([]);
  expect.soft(await layoutProblems(page.locator('main'))).toEqual([]);
  const count = await actions.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await actions.nth(i).scrollIntoViewIfNeeded();
    await expect(actions.nth(i)).toBeInViewport();
    await actions.nth(i).click({ trial: true });
  }
}

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
];

test.describe('admin lists fit a laptop with the sidebar open', () => {
  let jobTitle = '';
  test.beforeAll(async ({ request, baseURL, browser }) => {
    ({ jobTitle } = await seed(request, baseURL!));
    // A visitor's long first message starts a conversation in the chat console.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await expect(panel.getByText('Đã kết nối')).toBeVisible({ timeout: 15_000 });
    await panel.getByLabel('Nội dung tin nhắn').fill(LONG.chat);
    await panel.getByLabel('Nội dung tin nhắn').press('Enter');
    await expect(panel.getByText(/Đã gửi/)).toBeVisible();
    await visitor.close();
  });

  for (const size of SIZES) {
    test(`at ${size.width}×${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Điều hướng quản trị' });

      // The dashboard's counters and chart.
      await expect(page.getByRole('figure', { name: 'Yêu cầu tư vấn theo tuần và dịch vụ' })).toBeVisible();
      expect.soft(await layoutProblems(page.locator('main'))).toEqual([]);

      await nav.getByRole('link', { name: 'Quản lý nhân viên' }).click();
      const users = page.getByRole('table', { name: 'Danh sách người dùng' });
      const userRow = users.getByRole('row').filter({ hasText: LONG.username });
      await expect(userRow).toBeVisible();
      await checkFits(page, users, userRow.locator('button, select'));
      await expect(userRow.getByRole('button', { name: `Đổi mật khẩu của ${LONG.username}` })).toBeVisible();
      await expect(userRow.getByLabel(`Vai trò của ${LONG.username}`)).toHaveValue('ADMIN');

      await nav.getByRole('link', { name: 'Quản lý tin tức' }).click();
      const news = page.getByRole('table', { name: 'Quản lý tin tức' });
      const newsRow = news.getByRole('row').filter({ hasText: LONG.newsAuthor });
      await expect(newsRow).toBeVisible();
      await checkFits(page, news, newsRow.getByRole('button'));

      await nav.getByRole('link', { name: 'Tuyển dụng' }).click();
      const jobs = page.getByRole('table', { name: 'Tuyển dụng' });
      const jobRow = jobs.getByRole('row').filter({ hasText: LONG.company });
      await expect(jobRow).toBeVisible();
      await checkFits(page, jobs, jobRow.getByRole('button'));

      await jobRow.getByRole('button', { name: `Xem hồ sơ ứng tuyển của "${jobTitle}"` }).click();
      const dialog = page.getByRole('dialog', { name: `Hồ sơ ứng tuyển: ${jobTitle}` });
      await expect(dialog.getByRole('row').filter({ hasText: LONG.email })).toBeVisible();
      await checkFits(page, dialog, dialog.getByRole('row').filter({ hasText: LONG.email }).getByRole('button'));
      await dialog.getByRole('button', { name: 'Đóng' }).last().click();

      await nav.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
      const list = page.getByRole('list', { name: 'Danh sách hội thoại' });
      await expect(list.getByText(LONG.chat)).toBeVisible();
      await checkFits(page, page.locator('main'), list.getByRole('button'));
      // The conversation open beside the list, with its header's actions.
      await list.getByText(LONG.chat).click();
      await expect(page.getByRole('log').getByText(LONG.chat)).toBeVisible();
      await checkFits(page, page.locator('main'), page.getByRole('button', { name: 'Nhận xử lý' }));
    });
  }
});

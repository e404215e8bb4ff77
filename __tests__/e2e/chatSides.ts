import type { Browser, Page } from '@playwright/test';
import { ADMIN_PASSWORD, expect, signIn } from './fixtures';

/** The two sides of the live chat, each in its own browser context: a visitor and a staff member. */

export const CHAT_BUTTON = /^Trò chuyện trực tuyến với tư vấn viên/;

/**
 * A visitor on `path` who has opened the chat and written `first`; the panel stays open. Returns once
 * the panel has also reported the page (what staff see as the visitor's context).
 */
export async function visitorWho(browser: Browser, baseURL: string | undefined, first: string, path = '/') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  const reported = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/visit') && r.ok());
  await page.getByRole('button', { name: CHAT_BUTTON }).click();
  const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
  await expect(panel.getByText('Đã kết nối')).toBeVisible();
  const input = panel.getByLabel('Nội dung tin nhắn');
  await input.fill(first);
  await input.press('Enter');
  await expect(panel.getByText(/Đã gửi/)).toBeVisible();
  await reported;
  return { context, page, panel, input };
}

/** A staff member in the chat console with the conversation that starts with `first` selected. */
export async function staffOn(browser: Browser, baseURL: string | undefined, first: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
  await expect(page.getByRole('heading', { name: 'Quản lý trò chuyện' })).toBeVisible();
  await page.getByRole('list', { name: 'Danh sách hội thoại' }).getByText(first).click();
  await expect(page.getByRole('log').getByText(first)).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Trả lời khách' });
  return { context, page, composer };
}

export async function reply(composer: ReturnType<Page['getByRole']>, text: string) {
  await composer.fill(text);
  await composer.press('Enter');
}

/** A visitor who wrote `first` and a staff member with that conversation open, for `work`; both contexts close after. */
export async function bothSides(
  browser: Browser,
  baseURL: string | undefined,
  first: string,
  work: (visitor: Awaited<ReturnType<typeof visitorWho>>, staff: Awaited<ReturnType<typeof staffOn>>) => Promise<void>,
) {
  const visitor = await visitorWho(browser, baseURL, first);
  const staff = await staffOn(browser, baseURL, first);
  try {
    await work(visitor, staff);
  } finally {
    await visitor.context.close();
    await staff.context.close();
  }
}

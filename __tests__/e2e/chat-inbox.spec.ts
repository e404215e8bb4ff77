import { expect, test } from './fixtures';
import { CHAT_BUTTON, reply, staffOn, visitorWho } from './chatSides';

/**
 * The live chat as an inbox: a visitor and a staff member in separate browser contexts. The visitor
 * notices replies that come while the panel is closed; staff answer with canned replies, a
 * resolved conversation opens again when the visitor writes, and each side sees the other typing.
 */

test.describe('live chat inbox', () => {
  test('a reply to a closed panel shows the badge, the title count and the preview; opening the panel clears them', async ({ browser, baseURL }) => {
    const visitor = await visitorWho(browser, baseURL, 'Nhãn hiệu "Mộc Trà" còn đăng ký được không?');
    const staff = await staffOn(browser, baseURL, 'Nhãn hiệu "Mộc Trà" còn đăng ký được không?');
    try {
      const page = visitor.page;
      const title = await page.title();
      // The collapsed bar sits beside the floating buttons, never over them.
      await visitor.panel.getByRole('button', { name: 'Thu gọn' }).click();
      const bar = (await visitor.panel.boundingBox())!;
      for (const button of [page.getByRole('button', { name: CHAT_BUTTON }), page.getByRole('button', { name: /kênh liên hệ/i })]) {
        const b = (await button.boundingBox())!;
        const overlaps = bar.x < b.x + b.width && b.x < bar.x + bar.width && bar.y < b.y + b.height && b.y < bar.y + bar.height;
        expect(overlaps).toBe(false);
      }
      await visitor.panel.getByRole('button', { name: 'Đóng khung trò chuyện' }).click();
      await expect(visitor.panel).toBeHidden();

      await reply(staff.composer, 'Chào anh, em đang tra cứu nhãn hiệu "Mộc Trà" cho anh ạ.');
      await reply(staff.composer, 'Kết quả sơ bộ: chưa thấy nhãn trùng trong nhóm 30.');
      const chatButton = page.getByRole('button', { name: CHAT_BUTTON });
      await expect(chatButton).toHaveAccessibleName('Trò chuyện trực tuyến với tư vấn viên, 2 tin nhắn mới');
      await expect(page.getByTestId('chat-unread-badge')).toHaveText('2');
      await expect(page).toHaveTitle(`(2) ${title}`);
      const preview = page.getByRole('status', { name: 'Tin nhắn mới từ tư vấn viên' });
      await expect(preview).toContainText('Kết quả sơ bộ: chưa thấy nhãn trùng trong nhóm 30.');

      await chatButton.click();
      await expect(visitor.panel.getByText('Kết quả sơ bộ: chưa thấy nhãn trùng trong nhóm 30.')).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByTestId('chat-unread-badge')).toBeHidden();
      await expect(preview).toBeHidden();
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });

  test('staff insert a canned reply with "/" and the visitor sees who answered', async ({ browser, baseURL }) => {
    const visitor = await visitorWho(browser, baseURL, 'Phí đăng ký nhãn hiệu là bao nhiêu?');
    const staff = await staffOn(browser, baseURL, 'Phí đăng ký nhãn hiệu là bao nhiêu?');
    try {
      const page = staff.page;
      await page.getByRole('button', { name: 'Câu trả lời mẫu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quản lý câu trả lời mẫu' });
      await dialog.getByRole('textbox', { name: 'Lối tắt' }).fill('phi-nhan');
      await dialog.getByRole('textbox', { name: 'Nội dung' }).fill('Phí trọn gói đăng ký một nhãn hiệu cho một nhóm là 2.100.000 đ.');
      await dialog.getByRole('button', { name: 'Thêm câu trả lời mẫu' }).click();
      await expect(dialog.getByRole('list', { name: 'Danh sách câu trả lời mẫu' }).getByText('/phi-nhan')).toBeVisible();
      await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
      await expect(dialog).toBeHidden();

      await staff.composer.click();
      await staff.composer.pressSequentially('/phi');
      const suggestions = page.getByRole('listbox', { name: 'Câu trả lời mẫu phù hợp' });
      await expect(suggestions.getByRole('option', { name: /\/phi-nhan/ })).toHaveAttribute('aria-selected', 'true');
      await staff.composer.press('Enter');
      await expect(staff.composer).toHaveValue('Phí trọn gói đăng ký một nhãn hiệu cho một nhóm là 2.100.000 đ.');
      await expect(suggestions).toBeHidden();
      await staff.composer.press('Enter');

      const thread = visitor.panel.getByRole('log');
      await expect(thread.getByText('Phí trọn gói đăng ký một nhãn hiệu cho một nhóm là 2.100.000 đ.')).toBeVisible();
      // The staff member's name (the seeded administrator's) above their message.
      await expect(thread.getByText('Quản trị viên', { exact: true })).toBeVisible();
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });

  test('a resolved conversation reopens on a new message from the visitor, in every console', async ({ browser, baseURL }) => {
    const first = 'Tôi muốn gia hạn văn bằng bảo hộ';
    const visitor = await visitorWho(browser, baseURL, first);
    const staff = await staffOn(browser, baseURL, first);
    const colleague = await staffOn(browser, baseURL, first);
    try {
      await reply(staff.composer, 'Dạ em đã gửi anh hướng dẫn gia hạn qua e-mail.');
      await expect(visitor.panel.getByText('Dạ em đã gửi anh hướng dẫn gia hạn qua e-mail.')).toBeVisible();
      await staff.page.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
      await expect(staff.page.getByRole('button', { name: 'Mở lại cuộc trò chuyện' })).toBeVisible();
      // The other console hears of it at once.
      const item = colleague.page.getByRole('list', { name: 'Danh sách hội thoại' }).getByRole('button', { name: /Tôi muốn gia hạn|Dạ em đã gửi/ });
      await expect(item.getByText('Đã xử lý')).toBeVisible();
      await expect(colleague.page.getByRole('button', { name: 'Mở lại cuộc trò chuyện' })).toBeVisible();

      await visitor.input.fill('Cho tôi hỏi thêm về lệ phí gia hạn');
      await visitor.input.press('Enter');
      for (const console of [staff, colleague]) {
        await expect(console.page.getByRole('log').getByText('Cho tôi hỏi thêm về lệ phí gia hạn')).toBeVisible();
        await expect(console.page.getByRole('button', { name: 'Đánh dấu đã xử lý' })).toBeVisible();
      }
      await expect(colleague.page.getByRole('list', { name: 'Danh sách hội thoại' }).getByText('Đã xử lý')).toBeHidden();
    } finally {
      await visitor.context.close();
      await staff.context.close();
      await colleague.context.close();
    }
  });

  test('typing shows on the other side, and ends with the message', async ({ browser, baseURL }) => {
    const first = 'Tôi muốn hỏi về bản quyền phần mềm';
    const visitor = await visitorWho(browser, baseURL, first);
    const staff = await staffOn(browser, baseURL, first);
    try {
      await visitor.input.pressSequentially('Công ty tôi');
      await expect(staff.page.getByText('Khách đang nhập...')).toBeVisible();
      await visitor.input.press('Enter');
      await expect(staff.page.getByRole('log').getByText('Công ty tôi')).toBeVisible();
      await expect(staff.page.getByText('Khách đang nhập...')).toBeHidden();

      await staff.composer.pressSequentially('Dạ');
      await expect(visitor.panel.getByText('Quản trị viên đang nhập...')).toBeVisible();
      await staff.composer.press('Enter');
      await expect(visitor.panel.getByRole('log').getByText('Dạ', { exact: true })).toBeVisible();
      await expect(visitor.panel.getByText('Quản trị viên đang nhập...')).toBeHidden();
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });
});

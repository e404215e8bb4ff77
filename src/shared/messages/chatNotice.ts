/**
 * The texts of the chat button's notices (unseen staff replies): a module of their own because the
 * chat button is in every public page's first load, where the rest of the chat's texts are not.
 */
export const CHAT_NOTICE_MSG = {
  unread: (n: number) => `${n} tin nhắn mới`,
  preview: 'Tin nhắn mới từ tư vấn viên',
  openPreview: 'Mở khung trò chuyện để đọc tin nhắn mới',
  dismiss: 'Ẩn tin nhắn xem trước',
  /** Who wrote a reply when the name is not known. */
  support: 'Tư vấn viên',
} as const;

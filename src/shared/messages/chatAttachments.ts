/** Texts of files sent in the chat (the visitor's panel, the staff console and the server's answers). */
export const CHAT_FILES_MSG = {
  attach: 'Đính kèm tệp (ảnh hoặc PDF, tối đa 10 MB)',
  uploading: 'Đang gửi tệp…',
  sent: 'Đã gửi tệp.',
  tooLarge: 'Tệp vượt quá 10 MB. Vui lòng chọn tệp nhỏ hơn.',
  wrongType: 'Chỉ nhận ảnh JPEG, PNG, GIF, WebP hoặc tệp PDF. Nội dung tệp này không phải một trong các định dạng đó.',
  required: 'Vui lòng chọn một tệp để gửi.',
  tooManyPerHour: 'Bạn đã gửi quá nhiều tệp trong một giờ. Vui lòng thử lại sau.',
  tooManyPerDay: 'Bạn đã gửi quá nhiều tệp trong hôm nay. Vui lòng thử lại vào ngày mai.',
  quotaFull: 'Dung lượng tệp của cuộc trò chuyện này đã hết. Vui lòng gửi tệp qua email cho chúng tôi.',
  notFound: 'Không tìm thấy tệp đính kèm.',
  failed: 'Không thể gửi tệp. Vui lòng thử lại.',
  openFailed: 'Không thể mở tệp đính kèm.',
  /** The link's accessible name: what it is, its name and size. */
  pdfLink: (name: string, size: string) => `Tệp PDF ${name}, ${size}`,
  imageLink: (name: string) => `Mở ảnh ${name}`,
} as const;

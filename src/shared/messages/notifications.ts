/** Texts of the header bell and the notification calls. */
export const NOTIFICATIONS_MSG = {
  bellLabel: (unread: number) => (unread > 0 ? `Thông báo: ${unread} chưa đọc` : 'Thông báo'),
  title: 'Thông báo liên quan',
  unreadCount: (n: number) => `${n} chưa đọc`,
  markAllRead: 'Đánh dấu tất cả đã đọc',
  showMore: 'Xem thêm (tối đa 5)',
  showAll: (n: number) => `Xem tất cả (${n})`,
  collapse: 'Thu gọn',
  empty: 'Không có thông báo',
  loading: 'Đang tải thông báo...',
  unreadDot: 'Chưa đọc',
  justNow: 'Vừa xong',
  minutesAgo: (n: number) => `${n} phút trước`,
  hoursAgo: (n: number) => `${n} giờ trước`,
  // Errors: a non-200 answer, an exception, a failed "read all", the socket's error toast.
  loadFailed: 'Không thể tải thông báo',
  loadError: 'Lỗi khi tải thông báo',
  markAllFailed: 'Lỗi khi đánh dấu thông báo đã đọc',
  socketError: 'Lỗi kết nối đến máy chủ thông báo',
  // Server answers.
  markedRead: 'Đã đánh dấu thông báo là đã đọc',
  markedAllRead: 'Đã đánh dấu tất cả thông báo là đã đọc',
  notFound: 'Không tìm thấy thông báo.',
  invalidId: 'Mã thông báo không hợp lệ.',
} as const;

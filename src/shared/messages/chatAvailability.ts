/** Texts of the chat's availability: opening hours, staff on duty, and what the visitor is told when nobody is. */
export const CHAT_AVAILABILITY_MSG = {
  /** Short weekday names, Monday first (index 0 = Thứ Hai … 6 = Chủ nhật). */
  dayShort: ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN'],
  dayLong: ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ nhật'],
  closed: 'nghỉ',
  alwaysClosed: 'Hiện chưa có giờ làm việc',
  /** The visitor's notice when no staff member is available (outside hours or nobody on duty). */
  visitor: {
    unavailable: (hours: string) =>
      `Hiện chưa có tư vấn viên trực tuyến. Giờ làm việc: ${hours} (giờ Việt Nam). Vui lòng để lại tên và số điện thoại hoặc e-mail, chúng tôi sẽ liên hệ lại.`,
    stillWrite: 'Bạn vẫn có thể gửi tin nhắn, chúng tôi sẽ trả lời khi trở lại.',
  },
  /** The console's availability bar. */
  console: {
    onDuty: (names: string) => `Đang trực: ${names}`,
    nobody: 'Chưa có tư vấn viên nào đang trực — khách được mời để lại liên hệ.',
    outsideHours: 'Ngoài giờ làm việc — khách được mời để lại liên hệ.',
    awaySuffix: ' (tạm vắng)',
    away: 'Tạm vắng',
    awayHelp: 'Khi tạm vắng, bạn không được tính là đang trực.',
    hours: 'Giờ làm việc',
    awayFailed: 'Không thể đổi trạng thái trực. Vui lòng thử lại.',
  },
  /** The opening-hours dialog. */
  dialog: {
    title: 'Giờ làm việc của bộ phận tư vấn (giờ Việt Nam)',
    open: (day: string) => `${day} làm việc`,
    opens: (day: string) => `Giờ bắt đầu ${day}`,
    closes: (day: string) => `Giờ kết thúc ${day}`,
    save: 'Lưu giờ làm việc',
    cancel: 'Hủy',
    saved: 'Đã lưu giờ làm việc.',
    saveFailed: 'Không thể lưu giờ làm việc. Vui lòng thử lại.',
  },
  /** Validation and server refusals. */
  errors: {
    daysInvalid: 'Giờ làm việc phải có đủ 7 ngày, từ Thứ Hai đến Chủ nhật.',
    timeRequired: (day: string) => `Vui lòng nhập giờ bắt đầu và kết thúc cho ${day}.`,
    timeFormat: 'Giờ phải có dạng HH:MM (00:00–23:59; giờ kết thúc có thể là 24:00).',
    order: (day: string) => `Giờ kết thúc của ${day} phải sau giờ bắt đầu.`,
    awayInvalid: 'Trạng thái tạm vắng không hợp lệ.',
  },
} as const;

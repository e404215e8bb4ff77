/**
 * The public forms' texts: labels, validation and answers of the consultation form and
 * the newsletter form, shared by the forms (loaded when they near the viewport), their yup schemas
 * and the server's routes.
 */
export const CONSULTATION_FORM_MSG = {
  nameLabel: 'Họ và tên',
  phoneLabel: 'Số điện thoại',
  /** The flag button's name for screen readers: the chosen country, then what the button does. */
  phoneCountryButton: (country: string) => `${country}, mở danh sách quốc gia`,
  emailLabel: 'Email',
  serviceLabel: 'Dịch vụ cần tư vấn',
  descriptionLabel: 'Mô tả nhu cầu (không bắt buộc)',
  submit: 'Gửi yêu cầu tư vấn',
  submitting: 'Đang gửi...',
  nameRequired: 'Vui lòng nhập họ tên',
  nameMax: 'Họ tên không được vượt quá 100 ký tự',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  serviceRequired: 'Vui lòng chọn dịch vụ',
  serviceUnknown: 'Dịch vụ đã chọn không tồn tại. Vui lòng chọn lại.',
  descriptionMax: 'Mô tả không được vượt quá 2000 ký tự',
  servicesLoadFailed: 'Không thể tải danh sách dịch vụ. Vui lòng thử lại!',
  loadingTitle: 'Đang gửi yêu cầu...',
  loadingText: 'Vui lòng chờ trong giây lát.',
  successTitle: 'Gửi thành công!',
  defaultThanks: 'Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  serverThanks: 'Cảm ơn bạn đã gửi yêu cầu tư vấn! Chuyên viên của chúng tôi sẽ liên hệ lại với bạn trong vòng 24 giờ làm việc.',
  submitFailed: 'Đã xảy ra lỗi! Vui lòng thử lại sau.',
  // 429: too many requests from one address within the hour (the form shows this text).
  tooManyRequests: (minutes: number) =>
    `Bạn đã gửi quá nhiều yêu cầu tư vấn trong thời gian ngắn. Vui lòng thử lại sau ${minutes} phút hoặc gọi hotline để được hỗ trợ ngay.`,
  // The honeypot field: a text field people never see (hidden, not focusable); bots fill it.
  honeypotLabel: 'Trang web của bạn (để trống)',
} as const;

export const NEWSLETTER_MSG = {
  heading: 'Đăng ký nhận bản tin',
  intro: 'Nhận các bản tin pháp lý mới nhất về sở hữu trí tuệ và giấy phép kinh doanh.',
  emailLabel: 'Email của bạn',
  submit: 'Đăng ký',
  sending: 'Đang gửi...',
  processingTitle: 'Đang xử lý...',
  processingText: 'Vui lòng chờ trong giây lát.',
  successTitle: 'Đăng ký thành công!',
  successText: 'Cảm ơn bạn đã đăng ký nhận bản tin.',
  existsTitle: 'Email đã đăng ký!',
  existsText: 'Email này đã được đăng ký nhận tin trước đó.',
  errorTitle: 'Lỗi!',
  errorText: 'Đăng ký không thành công, vui lòng thử lại sau.',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  subscribed: 'Đăng ký nhận bản tin thành công.',
  alreadySubscribed: 'Email này đã được đăng ký nhận tin trước đó.',
  // 429: too many subscriptions from one address within the hour (the form shows this text).
  tooManyRequests: (minutes: number) => `Bạn đã đăng ký quá nhiều lần trong thời gian ngắn. Vui lòng thử lại sau ${minutes} phút.`,
} as const;

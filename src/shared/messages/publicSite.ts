/**
 * Texts of the public site's frame, home/about/contact pages and the consultation section.
 * The consultation and newsletter forms' own texts are in publicForms.ts, the footer's and the home
 * page's lower bands' in publicLateParts.ts: their code loads after the page's, and a module's
 * texts come whole wherever one of them is read.
 */
export const PUBLIC_MSG = {
  consultation: {
    heading: 'Đăng ký tư vấn miễn phí',
    intro: 'Để lại thông tin, chuyên viên của chúng tôi sẽ liên hệ tư vấn cho bạn trong vòng 24 giờ làm việc.',
  },
  catalogue: {
    categoryRequired: 'Vui lòng chọn danh mục dịch vụ.',
    servicesLoadFailed: 'Không thể lấy thông tin dịch vụ',
    readMore: 'Xem chi tiết',
    homeServicesHeading: 'Dịch vụ của chúng tôi',
    homeServicesIntro: 'Giải pháp trọn gói cho tài sản trí tuệ và giấy phép kinh doanh của doanh nghiệp.',
  },
  company: {
    loadFailed: 'Không thể lấy thông tin công ty',
    email: 'Email',
  },
  frame: {
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    mainMenu: 'Menu chính',
    expand: (title: string) => `Mở danh mục ${title}`,
    collapse: (title: string) => `Thu gọn danh mục ${title}`,
    logoAlt: 'SHTT Việt – về trang chủ',
    hotline: 'Hotline',
    contactHeading: 'Liên hệ',
    widgetOpen: 'Mở các kênh liên hệ',
    widgetClose: 'Đóng các kênh liên hệ',
    chatOpen: 'Trò chuyện trực tuyến với tư vấn viên',
    channelEmail: 'Gửi email',
    channelMap: 'Xem bản đồ văn phòng',
    channelSms: 'Nhắn tin SMS',
    channelMessenger: 'Nhắn tin qua Messenger',
    channelZalo: 'Nhắn tin qua Zalo',
    channelPhone: 'Gọi điện thoại',
    // A part of the page whose code cannot be downloaded (offline, or a new version replaced it).
    partLoadFailed: (part: string) => `Không tải được ${part}. Vui lòng kiểm tra kết nối mạng rồi tải lại trang.`,
    reloadPage: 'Tải lại trang',
    consultationFormPart: 'biểu mẫu đăng ký tư vấn',
    chatPart: 'khung trò chuyện',
    closeChat: 'Đóng',
    // The chat panel's frame while its code loads (the panel's own title, as it will read).
    chatTitle: 'Hỗ trợ trực tuyến',
    chatLoading: 'Đang mở khung trò chuyện...',
  },
  home: {
    loadingHero: 'Đang tải nội dung...',
    heroLabel: 'Dịch vụ nổi bật',
    heroFallbackTitle: 'Tư vấn sở hữu trí tuệ và giấy phép kinh doanh trọn gói',
    heroFallbackButton: 'Liên hệ tư vấn',
    prevSlide: 'Trang trình chiếu trước',
    nextSlide: 'Trang trình chiếu tiếp theo',
    goToSlide: (n: number) => `Chuyển tới trang trình chiếu ${n}`,
  },
} as const;

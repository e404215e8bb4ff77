/**
 * The back-office's sign-in page and frame (kept apart from `MSG`, which the public pages' first
 * download carries: a module's texts come whole wherever one of them is read).
 */
export const LOGIN_MSG = {
  title: 'Đăng nhập hệ thống quản trị',
  usernameLabel: 'Tên đăng nhập',
  passwordLabel: 'Mật khẩu',
  submit: 'Đăng nhập',
  submitting: 'Đang đăng nhập...',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  usernameRequired: 'Username là bắt buộc',
  usernameMin: 'Username phải có ít nhất 3 ký tự',
  passwordRequired: 'Mật khẩu là bắt buộc',
  passwordMin: 'Mật khẩu phải có ít nhất 6 ký tự',
  failed: 'Đăng nhập không thành công. Vui lòng kiểm tra lại thông tin.',
  refreshFailed: 'Đăng nhập không thành công',
  success: 'Đăng nhập thành công',
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng.',
  inactive: 'Tài khoản đã bị vô hiệu hoá. Vui lòng liên hệ quản trị viên.',
  tooManyAttempts: (seconds: number) =>
    `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${seconds} giây.`,
  refreshInvalid: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  loggedOut: 'Đã đăng xuất',
} as const;

export const SHELL_MSG = {
  greetingAdmin: 'Xin chào, Admin',
  greetingUser: (name: string) => `Xin chào, ${name}`,
  roleAdmin: 'Quản trị viên',
  roleUser: 'Người dùng',
  openMenu: 'Mở menu',
  closeMenu: 'Đóng menu',
  profileMenu: 'Tài khoản của tôi',
  logout: 'Đăng xuất',
  logoutFailed: 'Không thể đăng xuất',
  logoutError: 'Lỗi khi đăng xuất',
  meFailed: 'Không thể tải thông tin người dùng',
  meError: 'Lỗi khi tải thông tin người dùng',
  checkingSession: 'Đang kiểm tra phiên đăng nhập...',
  appName: 'Quản trị SHTT Việt',
  nav: {
    home: 'Trang chủ',
    customers: 'Quản lý khách hàng',
    posts: 'Quản lý tin tức',
    employees: 'Quản lý nhân viên',
    chats: 'Quản lý trò chuyện',
  },
  underConstruction: 'Chức năng này đang được hoàn thiện.',
} as const;

/**
 * The Vietnamese message catalogue: every user-facing text that the product fixes, or that both
 * sides must agree on, lives here so code and tests cite one source.
 */
export const MSG = {
  // Texts both sides use: the server sends them, the browser (its forms' schemas, its sockets) shows them.
  common: {
    invalidToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    invalidInput: 'Dữ liệu không hợp lệ. Vui lòng kiểm tra lại.',
    serverError: 'Đã xảy ra lỗi máy chủ. Vui lòng thử lại sau.',
    forbidden: 'Bạn không có quyền thực hiện thao tác này.',
    // A realtime connection (notifications socket, staff chat) closed by the server: its access token
    // expired (the client reconnects with a fresh one), or the account was deactivated or its role or
    // password changed.
    sessionExpired: 'Phiên đăng nhập đã hết hạn.',
    sessionEnded: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại.',
  },
  // The not-found page, in the public site and the back-office alike.
  notFound: {
    title: 'Không tìm thấy trang',
    text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    backHome: 'Về trang chủ',
  },
} as const;

/**
 * The API's own answers (the envelope's message on success and on the HTTP layer's errors): only
 * the server sends them, so they stay out of the browser's bundle (an export of its own, which
 * webpack leaves out where nothing imports it); the browser shows them as the server sent them.
 */
export const API_MSG = {
  ok: 'Thành công',
  notFound: 'Không tìm thấy tài nguyên yêu cầu.',
  routeNotFound: 'Không tìm thấy đường dẫn API này.',
  invalidJson: 'Dữ liệu gửi lên không đúng định dạng JSON.',
  bodyTooLarge: 'Dữ liệu gửi lên quá lớn.',
  // A request body that arrives too slowly (a stalled or hostile connection) is cut off.
  requestTimeout: 'Dữ liệu gửi lên quá chậm. Vui lòng kiểm tra kết nối mạng và thử lại.',
  // A file upload sent without its size (chunked): browsers always send it.
  lengthRequired: 'Yêu cầu gửi tệp phải khai báo kích thước dữ liệu (Content-Length).',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ.',
  unauthorized: 'Bạn cần đăng nhập để thực hiện thao tác này.',
  tooManyRequests: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau.',
  serviceUnavailable: 'Máy chủ đang khởi động lại. Vui lòng thử lại sau giây lát.',
  uriTooLong: 'Đường dẫn yêu cầu quá dài.',
  badUrl: 'Đường dẫn yêu cầu không hợp lệ.',
  // GET /api/news?view=… with a view the list does not have.
  badNewsView: 'Kiểu danh sách bản tin không hợp lệ: chỉ có "summary" (không kèm các mục nội dung).',
  // GET /api/health when the database or Redis does not answer (the balancer takes the instance out).
  dependencyDown: 'Máy chủ tạm thời không phục vụ được: cơ sở dữ liệu hoặc Redis không phản hồi.',
} as const;

// Each area keeps its texts in src/shared/messages/<area>.ts and is re-exported here (one line each).
export * from './messages/adminShell';
export * from './messages/publicSite';
export * from './messages/publicForms';
export * from './messages/users';
export * from './messages/servicePages';
export * from './messages/chat';
export * from './messages/newsJobs';
export * from './messages/notifications';
export * from './messages/customerAdmin';
export * from './messages/newsAdmin';

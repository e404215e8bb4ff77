/**
 * Vietnamese names for the parts that third-party components label in English by default
 * (MUI's Breadcrumbs, react-toastify's region and close button, sweetalert2's close button):
 * screen readers read them out.
 */
export const LIBRARY_LABELS = {
  breadcrumbs: 'Đường dẫn trang',
  toastRegion: 'Thông báo tức thời (Alt+T)',
  toastClose: 'Đóng thông báo',
  dialogClose: 'Đóng hộp thoại',
} as const;

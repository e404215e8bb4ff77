/** A menu entry: id, title, href and optional children. */
export interface MenuItem {
  id: string;
  title: string;
  href: string;
  children?: MenuItem[];
}

/**
 * The public menu: seven top-level items, Recruitment included.
 */
export const MENU: MenuItem[] = [
  { id: 'home', title: 'Trang chủ', href: '/' },
  { id: 'about', title: 'Về chúng tôi', href: '/ve-chung-toi' },
  {
    id: 'ip-services',
    title: 'Dịch vụ sở hữu trí tuệ',
    href: '/dich-vu',
    children: [
      { id: 'trademark', title: 'Đăng ký bảo hộ nhãn hiệu', href: '/dang-ky-bao-ho-nhan-hieu' },
      { id: 'design', title: 'Bảo hộ kiểu dáng công nghiệp', href: '/bao-ho-kieu-dang-cong-nghiep' },
      { id: 'infringement', title: 'Xử lý xâm phạm', href: '/xu-ly-xam-pham' },
      { id: 'patent', title: 'Bảo hộ sáng chế, giải pháp hữu ích', href: '/bao-ho-sang-che-giai-phap-huu-ich' },
      { id: 'copyright', title: 'Đăng ký bảo hộ bản quyền', href: '/dang-ky-bao-ho-ban-quyen' },
    ],
  },
  {
    id: 'other-services',
    title: 'Dịch vụ khác',
    href: '/dich-vu-khac',
    children: [
      { id: 'barcode', title: 'Mã số mã vạch', href: '/ma-so-ma-vach' },
      { id: 'science-tech', title: 'Giấy phép doanh nghiệp khoa học công nghệ', href: '/giay-phep-doanh-nghiep-khoa-hoc-cong-nghe' },
      { id: 'social-network', title: 'Giấy phép mạng xã hội', href: '/dang-ky-giay-phep-mang-xa-hoi' },
      { id: 'contracts', title: 'Tư vấn soạn thảo hợp đồng', href: '/tu-van-soan-thao-hop-dong' },
    ],
  },
  { id: 'news', title: 'Tin tức', href: '/tin-tuc' },
  { id: 'careers', title: 'Tuyển dụng', href: '/tuyen-dung' },
  { id: 'contact', title: 'Liên hệ', href: '/lien-he' },
];

/** Whether the current path belongs to this entry (itself or one of its children). */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.href === '/') return pathname === '/';
  return pathname === item.href || pathname.startsWith(`${item.href}/`) || !!item.children?.some((c) => isActive(c, pathname));
}

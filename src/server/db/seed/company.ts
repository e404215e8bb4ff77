import type { HeroSlide, HomeVideo, MapSettings } from '../../../shared/types/catalogue';
import type { CompanyInfo, FooterData } from '../../../shared/types/company';

/**
 * The firm's own data, in ONE place: footer, contact page, contact widget, home hero, intro video
 * and map. The company is fictional but realistic; correct it here and restart the server.
 */
export const FOOTER_DATA: FooterData = {
  company: {
    name: 'Công ty TNHH Tư vấn Sở hữu Trí tuệ SHTT Việt',
    representative: 'Ông Nguyễn Minh Quân – Giám đốc',
    taxCode: '0109876543',
    email: 'tuvan@shttviet.vn',
    websiteName: 'SHTT Việt',
  },
  locations: [
    { id: 1, type: 'Trụ sở chính', address: 'Tầng 5, số 12 ngõ 75 Ngọc Hồi, phường Hoàng Liệt, quận Hoàng Mai, Hà Nội', color: 'blue' },
    { id: 2, type: 'Chi nhánh TP. Hồ Chí Minh', address: 'Tầng 4, số 135 Nguyễn Văn Trỗi, phường 12, quận Phú Nhuận, TP. Hồ Chí Minh', color: 'purple' },
  ],
  phoneContacts: [
    { id: 1, label: 'Hotline', number: '0912.345.678', color: 'red' },
    { id: 2, label: 'Zalo tư vấn', number: '0988.765.432', color: 'blue' },
    { id: 3, label: 'Văn phòng Hà Nội', number: '024.3555.6789', color: 'green' },
  ],
  // href is the slug of the news article each link opens (/tin-tuc/{href}); see seed/news.ts.
  importants: [
    { id: 1, text: 'Điểm mới về nhãn hiệu trong Luật Sở hữu trí tuệ sửa đổi', href: 'diem-moi-luat-so-huu-tri-tue-sua-doi-ve-nhan-hieu', icon: 'Shield', color: 'blue' },
    { id: 2, text: 'Gia hạn văn bằng bảo hộ nhãn hiệu', href: 'gia-han-van-bang-bao-ho-nhan-hieu', icon: 'FileText', color: 'purple' },
    { id: 3, text: 'Đăng ký nhãn hiệu quốc tế theo hệ thống Madrid', href: 'dang-ky-nhan-hieu-quoc-te-he-thong-madrid', icon: 'Globe', color: 'green' },
    { id: 4, text: 'Xử lý xâm phạm trên sàn thương mại điện tử', href: 'xu-ly-xam-pham-so-huu-tri-tue-tren-san-thuong-mai-dien-tu', icon: 'Award', color: 'red' },
  ],
  socials: [
    { id: 1, href: 'https://www.facebook.com/shttviet', label: 'Facebook', icon: 'Facebook', color: 'blue' },
    { id: 2, href: 'https://www.linkedin.com/company/shttviet', label: 'LinkedIn', icon: 'Linkedin', color: 'blue' },
    { id: 3, href: 'https://m.me/shttviet', label: 'Messenger', icon: 'Send', color: 'purple' },
    { id: 4, href: 'https://zalo.me/0988765432', label: 'Zalo', icon: 'Phone', color: 'green' },
  ],
};

/** GET /company: the contact page's subset of the same data. */
export const COMPANY_INFO: CompanyInfo = {
  company: { name: FOOTER_DATA.company.name, email: FOOTER_DATA.company.email },
  locations: FOOTER_DATA.locations.map(({ id, type, address }) => ({ id, type, address })),
  phoneContacts: FOOTER_DATA.phoneContacts.map(({ label, number }) => ({ label, number })),
};

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 1,
    title: 'Bảo hộ tài sản trí tuệ – vững vàng phát triển thương hiệu',
    subtitle: 'Tư vấn sở hữu trí tuệ và giấy phép kinh doanh',
    description: 'Đội ngũ luật sư, chuyên viên giàu kinh nghiệm đồng hành cùng doanh nghiệp từ khâu tra cứu đến khi nhận văn bằng.',
    image: '/images/site/hero-1.svg',
    buttonText: 'Đăng ký tư vấn miễn phí',
    href: '#contact-form',
  },
  {
    id: 2,
    title: 'Đăng ký nhãn hiệu trọn gói chỉ từ 2.100.000 VND',
    subtitle: 'Tra cứu sơ bộ tối đa 5 nhãn hiệu, tư vấn đặt tên cho tối đa 3 thương hiệu',
    description: 'Soạn hồ sơ và nộp đơn trong 1 ngày làm việc, theo dõi đơn đến khi được cấp Giấy chứng nhận.',
    image: '/images/site/hero-2.svg',
    buttonText: 'Xem dịch vụ nhãn hiệu',
    href: '/dang-ky-bao-ho-nhan-hieu',
  },
  {
    id: 3,
    title: 'Hỗ trợ pháp lý 24/7 cho doanh nghiệp của bạn',
    subtitle: 'Văn phòng tại Hà Nội và TP. Hồ Chí Minh',
    description: 'Gọi hotline, nhắn Zalo hoặc ghé văn phòng – chúng tôi luôn sẵn sàng lắng nghe và tư vấn.',
    image: '/images/site/hero-3.svg',
    buttonText: 'Liên hệ với chúng tôi',
    href: '/lien-he',
  },
];

/** The intro video (played from youtube-nocookie.com, only when the visitor presses play). */
export const HOME_VIDEO: HomeVideo = { youtubeId: 'xTnzbhoONIQ', title: 'Giới thiệu SHTT Việt – Tư vấn sở hữu trí tuệ' };

/** The contact map: centre 20.95, 105.81, zoom 14, height 600 (the Hà Nội head office). */
export const MAP_SETTINGS: MapSettings = { lat: 20.95, lng: 105.81, zoom: 14, height: 600, title: 'Bản đồ trụ sở chính SHTT Việt tại Hà Nội' };

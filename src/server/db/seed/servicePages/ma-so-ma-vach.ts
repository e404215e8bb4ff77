import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Barcode registration (EAN-13, 2,100,000 for up to 100 product types, 1-2 working days). */
export const barcodePage: ServicePageSeed = {
  slug: 'ma-so-ma-vach',
  title: 'Đăng ký mã số mã vạch',
  metaDescription:
    'Đăng ký mã số mã vạch EAN-13 cho doanh nghiệp: trọn gói 2,100,000 VND cho tối đa 100 loại sản phẩm, cấp mã trong 1-2 ngày làm việc.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ khác',
      title: 'Đăng ký mã số mã vạch EAN-13',
      description:
        'Mã vạch là “giấy thông hành” để sản phẩm vào siêu thị, sàn thương mại điện tử và xuất khẩu. Chúng tôi lo toàn bộ thủ tục để bạn có mã số doanh nghiệp và mã cho từng sản phẩm nhanh nhất.',
      highlights: ['Mã vạch 13 số EAN-13', 'Tối đa 100 loại sản phẩm', 'Cấp mã trong 1-2 ngày làm việc'],
      image: '/images/services/ma-so-ma-vach.svg',
      imageAlt: 'Minh họa mã vạch EAN-13 trên bao bì sản phẩm',
    },
    sections: [
      {
        type: 'text',
        id: 'ean-13',
        heading: 'Mã vạch EAN-13 là gì?',
        paragraphs: [
          'EAN-13 là loại mã vạch gồm 13 chữ số theo chuẩn GS1, được dùng phổ biến nhất cho hàng tiêu dùng bán lẻ. Sản phẩm của doanh nghiệp Việt Nam có mã quốc gia 893.',
        ],
        bullets: [
          '3 số đầu: mã quốc gia (893 cho Việt Nam).',
          'Các số tiếp theo: mã doanh nghiệp do GS1 Việt Nam cấp.',
          'Các số sau đó: mã sản phẩm do doanh nghiệp tự đặt cho từng mặt hàng.',
          'Số cuối cùng: số kiểm tra, giúp máy quét phát hiện lỗi đọc.',
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích của mã số mã vạch',
        items: [
          { title: 'Vào siêu thị, chuỗi bán lẻ', description: 'Điều kiện bắt buộc của hầu hết hệ thống siêu thị và sàn thương mại điện tử.', icon: 'store', color: 'blue' },
          { title: 'Quản lý kho chính xác', description: 'Quét mã thay cho nhập tay: nhập, xuất, kiểm kê nhanh và ít sai sót.', icon: 'barcode', color: 'emerald' },
          { title: 'Truy xuất nguồn gốc', description: 'Người mua kiểm tra được doanh nghiệp sản xuất, tăng niềm tin vào sản phẩm.', icon: 'search', color: 'purple' },
          { title: 'Sẵn sàng xuất khẩu', description: 'Mã GS1 được chấp nhận trên toàn thế giới.', icon: 'globe', color: 'orange' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình 3 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Tư vấn và chuẩn bị hồ sơ', description: 'Xác định số lượng sản phẩm, chuẩn bị bản đăng ký sử dụng mã số mã vạch và danh mục sản phẩm.', details: [] },
          { id: 2, step: 2, title: 'Nộp hồ sơ và phí', description: 'Nộp hồ sơ trực tuyến, hướng dẫn nộp phí cấp mã và phí duy trì năm đầu.', details: [] },
          { id: 3, step: 3, title: 'Nhận mã và hướng dẫn sử dụng', description: 'Bàn giao mã doanh nghiệp, lập mã cho từng sản phẩm và hướng dẫn in mã lên bao bì.', details: [{ type: 'Cấp mã', desc: 'Kể từ khi hồ sơ hợp lệ.', time: '1-2 ngày làm việc' }] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian cấp mã',
        value: '1-2 ngày làm việc',
        description: 'Bạn có mã doanh nghiệp để in lên bao bì ngay sau khi hồ sơ được chấp nhận; Giấy chứng nhận được gửi sau theo quy định.',
      },
      {
        type: 'pricing',
        id: 'bang-gia',
        heading: 'Bảng giá đăng ký mã vạch',
        layout: 'card',
        plans: [
          {
            id: 1,
            title: 'Mã vạch 13 số (EAN-13)',
            description: 'Dành cho doanh nghiệp có tối đa 100 loại sản phẩm.',
            currency: 'VND',
            price: '2,100,000',
            featured: true,
            features: ['Tối đa 100 loại sản phẩm', 'Cấp mã trong 1-2 ngày làm việc', 'Lập mã cho từng sản phẩm', 'Hướng dẫn in mã lên bao bì'],
            image: '/images/services/pricing-barcode.svg',
            imageAlt: 'Minh họa mã vạch 13 số',
          },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về mã số mã vạch' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

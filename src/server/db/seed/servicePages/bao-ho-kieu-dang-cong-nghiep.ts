import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Industrial design (design timeline 1-3 days, 1 day, 1 day, 10-15 months). */
export const industrialDesignPage: ServicePageSeed = {
  slug: 'bao-ho-kieu-dang-cong-nghiep',
  title: 'Bảo hộ kiểu dáng công nghiệp',
  metaDescription:
    'Đăng ký bảo hộ kiểu dáng công nghiệp: kiểm tra khả năng bảo hộ 1-3 ngày, soạn hồ sơ 1 ngày, nộp đơn 1 ngày, thời gian xử lý đơn 10-15 tháng. Tư vấn miễn phí.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ sở hữu trí tuệ',
      title: 'Bảo hộ kiểu dáng công nghiệp',
      description:
        'Hình dáng bên ngoài của sản phẩm là điều khách hàng nhìn thấy đầu tiên và cũng là thứ dễ bị sao chép nhất. Đăng ký kiểu dáng công nghiệp giúp bạn độc quyền thiết kế đó trong nhiều năm.',
      highlights: ['Kiểm tra khả năng bảo hộ 1-3 ngày', 'Soạn và nộp đơn nhanh', 'Theo dõi đơn đến khi cấp bằng'],
      image: '/images/services/bao-ho-kieu-dang-cong-nghiep.svg',
      imageAlt: 'Minh họa bản vẽ thiết kế sản phẩm với thước và compa',
    },
    sections: [
      {
        type: 'accordion',
        id: 'kien-thuc',
        heading: 'Kiểu dáng công nghiệp: những điều cần biết',
        items: [
          {
            id: 'dinh-nghia',
            title: 'Kiểu dáng công nghiệp là gì?',
            paragraphs: [
              'Kiểu dáng công nghiệp là hình dáng bên ngoài của sản phẩm hoặc bộ phận để lắp ráp thành sản phẩm phức hợp, được thể hiện bằng hình khối, đường nét, màu sắc hoặc sự kết hợp những yếu tố này, nhìn thấy được trong quá trình khai thác công dụng của sản phẩm.',
              'Ví dụ: dáng chai nước, vỏ điện thoại, mẫu bao bì, kiểu ghế, họa tiết trên vải.',
            ],
          },
          {
            id: 'dieu-kien',
            title: 'Điều kiện được bảo hộ',
            paragraphs: ['Kiểu dáng công nghiệp được bảo hộ khi đáp ứng đủ ba điều kiện:'],
            bullets: [
              'Có tính mới: chưa bị bộc lộ công khai trước ngày nộp đơn dưới dạng sử dụng, mô tả bằng văn bản hay bất kỳ hình thức nào khác.',
              'Có tính sáng tạo: không thể được tạo ra một cách dễ dàng bởi người có hiểu biết trung bình về lĩnh vực tương ứng.',
              'Có khả năng áp dụng công nghiệp: có thể dùng làm mẫu để chế tạo hàng loạt sản phẩm bằng phương pháp công nghiệp hoặc thủ công nghiệp.',
            ],
          },
          {
            id: 'doi-tuong-khong-bao-ho',
            title: 'Đối tượng không được bảo hộ',
            paragraphs: ['Những đối tượng sau không được bảo hộ dưới danh nghĩa kiểu dáng công nghiệp:'],
            bullets: [
              'Hình dáng bên ngoài của sản phẩm do đặc tính kỹ thuật của sản phẩm bắt buộc phải có.',
              'Hình dáng bên ngoài của công trình xây dựng dân dụng hoặc công nghiệp.',
              'Hình dáng của sản phẩm không nhìn thấy được trong quá trình sử dụng sản phẩm.',
            ],
          },
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích khi bảo hộ kiểu dáng công nghiệp',
        items: [
          { title: 'Độc quyền thiết kế', description: 'Ngăn người khác sản xuất, bán, nhập khẩu sản phẩm có kiểu dáng trùng hoặc không khác biệt đáng kể.', icon: 'lock', color: 'blue' },
          { title: 'Bảo vệ khoản đầu tư', description: 'Chi phí nghiên cứu, thiết kế sản phẩm không bị đối thủ hưởng lợi miễn phí.', icon: 'money', color: 'emerald' },
          { title: 'Lợi thế cạnh tranh', description: 'Thiết kế độc đáo được pháp luật bảo vệ giúp sản phẩm nổi bật trên kệ hàng.', icon: 'trendingUp', color: 'purple' },
          { title: 'Thời hạn dài', description: 'Văn bằng có hiệu lực 5 năm, gia hạn được 2 lần liên tiếp, mỗi lần 5 năm.', icon: 'clock', color: 'orange' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình đăng ký 4 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Kiểm tra khả năng bảo hộ', description: 'Tra cứu các kiểu dáng đã được công bố, đánh giá tính mới và tính sáng tạo của thiết kế.', details: [{ type: 'Kiểm tra', desc: 'Báo cáo kết quả bằng văn bản.', time: '1-3 ngày' }] },
          { id: 2, step: 2, title: 'Soạn hồ sơ', description: 'Chuẩn bị bộ ảnh chụp hoặc bản vẽ các mặt sản phẩm, bản mô tả và tờ khai.', details: [{ type: 'Soạn hồ sơ', desc: 'Bộ ảnh, bản vẽ, bản mô tả, tờ khai.', time: '1 ngày' }] },
          { id: 3, step: 3, title: 'Nộp đơn', description: 'Nộp đơn tại Cục Sở hữu trí tuệ và gửi bạn số đơn, ngày nộp đơn.', details: [{ type: 'Nộp đơn', desc: 'Xác lập ngày ưu tiên cho thiết kế.', time: '1 ngày' }] },
          { id: 4, step: 4, title: 'Theo dõi và nhận văn bằng', description: 'Theo dõi thẩm định, trả lời thông báo của Cục và bàn giao Bằng độc quyền kiểu dáng công nghiệp.', details: [{ type: 'Xử lý đơn', desc: 'Thẩm định hình thức, công bố đơn, thẩm định nội dung.', time: '10-15 tháng' }] },
        ],
      },
      {
        type: 'timeline',
        id: 'thoi-gian',
        heading: 'Thời gian đăng ký kiểu dáng công nghiệp',
        total: 'Khoảng 10-15 tháng kể từ ngày nộp đơn',
        steps: [
          { title: 'Kiểm tra khả năng bảo hộ', description: 'Tra cứu và đánh giá tính mới của thiết kế.', color: 'blue', duration: '1-3 ngày', icon: 'search' },
          { title: 'Soạn hồ sơ', description: 'Bộ ảnh, bản vẽ, bản mô tả và tờ khai.', color: 'emerald', duration: '1 ngày', icon: 'fileText' },
          { title: 'Nộp đơn', description: 'Nộp đơn tại Cục Sở hữu trí tuệ.', color: 'purple', duration: '1 ngày', icon: 'upload' },
          {
            title: 'Xử lý đơn',
            description: 'Cục Sở hữu trí tuệ thẩm định và cấp văn bằng.',
            color: 'orange',
            duration: '10-15 tháng',
            icon: 'cog',
            breakdown: [
              { label: 'Thẩm định hình thức', duration: '1 tháng' },
              { label: 'Công bố đơn', duration: '2 tháng' },
              { label: 'Thẩm định nội dung', duration: '7-12 tháng' },
            ],
          },
        ],
      },
      {
        type: 'cta',
        id: 'lien-he-ngay',
        heading: 'Bạn có thiết kế mới cần bảo hộ?',
        text: 'Gửi ảnh sản phẩm cho chúng tôi: trong 1-3 ngày bạn nhận đánh giá khả năng bảo hộ và phương án nộp đơn.',
        buttonText: 'Liên Hệ Ngay',
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về kiểu dáng công nghiệp' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

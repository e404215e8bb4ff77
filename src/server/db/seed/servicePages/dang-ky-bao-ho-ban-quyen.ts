import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Copyright registration (12 work types, 3 reasons, card prices). */
export const copyrightPage: ServicePageSeed = {
  slug: 'dang-ky-bao-ho-ban-quyen',
  title: 'Đăng ký bảo hộ bản quyền',
  metaDescription:
    'Đăng ký bản quyền tác giả cho 12 loại hình tác phẩm: tác phẩm mỹ thuật 1.800.000 đ, chương trình máy tính 2.500.000 đ. Hồ sơ gọn, theo dõi đến khi nhận Giấy chứng nhận.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ sở hữu trí tuệ',
      title: 'Đăng ký bảo hộ bản quyền tác giả',
      description:
        'Giấy chứng nhận đăng ký quyền tác giả là bằng chứng mạnh nhất khi tác phẩm của bạn bị sao chép. Chúng tôi chuẩn bị hồ sơ, nộp tại Cục Bản quyền tác giả và bàn giao Giấy chứng nhận tận tay bạn.',
      highlights: ['12 loại hình tác phẩm', 'Từ 1.800.000 đ', 'Không cần đi lại'],
      image: '/images/services/dang-ky-bao-ho-ban-quyen.svg',
      imageAlt: 'Minh họa biểu tượng bản quyền trên trang tác phẩm',
    },
    sections: [
      {
        type: 'list',
        id: 'loai-hinh-tac-pham',
        heading: '12 loại hình tác phẩm được bảo hộ quyền tác giả',
        intro: 'Luật Sở hữu trí tuệ bảo hộ tác phẩm văn học, nghệ thuật và khoa học thuộc các loại hình sau:',
        numbered: true,
        items: [
          { title: 'Tác phẩm văn học, khoa học, sách giáo khoa, giáo trình' },
          { title: 'Bài giảng, bài phát biểu và bài nói khác' },
          { title: 'Tác phẩm báo chí' },
          { title: 'Tác phẩm âm nhạc' },
          { title: 'Tác phẩm sân khấu' },
          { title: 'Tác phẩm điện ảnh và tác phẩm tạo ra theo phương pháp tương tự' },
          { title: 'Tác phẩm mỹ thuật, mỹ thuật ứng dụng' },
          { title: 'Tác phẩm nhiếp ảnh' },
          { title: 'Tác phẩm kiến trúc' },
          { title: 'Bản họa đồ, sơ đồ, bản đồ, bản vẽ về địa hình, kiến trúc, công trình khoa học' },
          { title: 'Tác phẩm văn học, nghệ thuật dân gian' },
          { title: 'Chương trình máy tính, sưu tập dữ liệu' },
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích khi đăng ký bản quyền',
        items: [
          { title: 'Bằng chứng quyền sở hữu', description: 'Không phải chứng minh lại quyền tác giả khi có tranh chấp: nghĩa vụ chứng minh thuộc về bên phản đối.', icon: 'shield', color: 'blue' },
          { title: 'Khai thác thương mại', description: 'Thuận lợi khi chuyển nhượng, cấp phép sử dụng hoặc góp vốn bằng tác phẩm.', icon: 'money', color: 'emerald' },
          { title: 'Xử lý vi phạm nhanh', description: 'Căn cứ để yêu cầu gỡ bỏ nội dung sao chép trên mạng và đòi bồi thường.', icon: 'scale', color: 'red' },
          { title: 'Khẳng định uy tín', description: 'Tác giả, chủ sở hữu được ghi nhận chính thức trong Sổ đăng ký quốc gia.', icon: 'award', color: 'purple' },
        ],
      },
      {
        type: 'reasons',
        id: 'ly-do',
        heading: '3 lý do nên chọn chúng tôi',
        items: [
          { title: 'Hồ sơ đúng ngay lần đầu', description: 'Chuyên viên rà soát bản mô tả, bản sao tác phẩm và giấy tờ tác giả trước khi nộp, hạn chế yêu cầu sửa đổi.', icon: 'check', color: 'blue' },
          { title: 'Chi phí trọn gói, minh bạch', description: 'Giá niêm yết theo loại hình tác phẩm, đã gồm phí soạn hồ sơ và nộp đơn; không phát sinh ngoài hợp đồng.', icon: 'money', color: 'emerald' },
          { title: 'Bạn không cần đi lại', description: 'Ký hồ sơ từ xa, chúng tôi nộp đơn, theo dõi và gửi Giấy chứng nhận về tận nơi.', icon: 'support', color: 'orange' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình đăng ký bản quyền 3 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Tiếp nhận và tư vấn', description: 'Bạn gửi tác phẩm và thông tin tác giả; chúng tôi xác định loại hình và chủ sở hữu phù hợp.', details: [] },
          { id: 2, step: 2, title: 'Soạn và nộp hồ sơ', description: 'Soạn tờ khai, chuẩn bị bản sao tác phẩm, nộp hồ sơ tại Cục Bản quyền tác giả.', details: [] },
          { id: 3, step: 3, title: 'Nhận Giấy chứng nhận', description: 'Theo dõi hồ sơ, nhận và bàn giao Giấy chứng nhận đăng ký quyền tác giả cho bạn.', details: [{ type: 'Thời hạn giải quyết', desc: 'Tính từ ngày Cục nhận đủ hồ sơ hợp lệ.', time: '15 ngày làm việc' }] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian cấp Giấy chứng nhận',
        value: '15 ngày làm việc',
        description: 'Kể từ ngày Cục Bản quyền tác giả nhận đủ hồ sơ hợp lệ. Chúng tôi soạn và nộp hồ sơ ngay khi bạn cung cấp đủ tác phẩm và thông tin tác giả.',
      },
      {
        type: 'pricing',
        id: 'bang-gia',
        heading: 'Bảng giá đăng ký bản quyền',
        layout: 'card',
        note: 'Giá cho 1 tác phẩm, đã gồm phí dịch vụ soạn và nộp hồ sơ.',
        plans: [
          {
            id: 1,
            title: 'Tác phẩm mỹ thuật',
            description: 'Logo, tranh vẽ, tượng, mỹ thuật ứng dụng, nhân vật hoạt hình.',
            currency: 'đ',
            price: '1.800.000',
            featured: false,
            features: ['Tư vấn chủ sở hữu, tác giả', 'Soạn tờ khai và bản mô tả', 'Nộp và theo dõi hồ sơ'],
          },
          {
            id: 2,
            title: 'Chương trình máy tính',
            description: 'Phần mềm, ứng dụng di động, website và mã nguồn.',
            currency: 'đ',
            price: '2.500.000',
            featured: true,
            features: ['Hướng dẫn chuẩn bị mã nguồn nộp kèm', 'Soạn tờ khai và bản mô tả chức năng', 'Nộp và theo dõi hồ sơ'],
          },
          {
            id: 3,
            title: 'Loại hình khác',
            description: 'Văn học, âm nhạc, nhiếp ảnh, kiến trúc, điện ảnh và các loại hình còn lại.',
            currency: '',
            price: 'Liên hệ',
            featured: false,
            features: ['Báo giá theo tác phẩm cụ thể', 'Tư vấn hồ sơ miễn phí'],
          },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về bản quyền' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

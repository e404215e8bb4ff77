import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Infringement handling (3 services, 3-step opposition, review 6-9 months). */
export const infringementPage: ServicePageSeed = {
  slug: 'xu-ly-xam-pham',
  title: 'Xử lý xâm phạm quyền sở hữu trí tuệ',
  metaDescription:
    'Xử lý xâm phạm quyền sở hữu trí tuệ: phản đối đơn đăng ký nhãn hiệu, gửi thư cảnh báo, đề nghị cơ quan chức năng xử phạt. Thời gian xem xét đơn phản đối 6-9 tháng.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ sở hữu trí tuệ',
      title: 'Xử lý xâm phạm quyền sở hữu trí tuệ',
      description:
        'Phát hiện đối thủ dùng nhãn hiệu giống bạn, hay có người vừa nộp đơn đăng ký tên thương hiệu của bạn? Hành động sớm giúp bạn giữ quyền với chi phí thấp nhất.',
      highlights: ['Phản đối đơn nhãn hiệu', 'Thư cảnh báo xâm phạm', 'Đề nghị xử phạt hành chính'],
      image: '/images/services/xu-ly-xam-pham.svg',
      imageAlt: 'Minh họa cán cân công lý và tấm khiên bảo vệ',
    },
    sections: [
      {
        type: 'list',
        id: 'dich-vu',
        heading: 'Dịch vụ xử lý xâm phạm của chúng tôi',
        items: [
          {
            title: 'Phản đối đơn đăng ký nhãn hiệu',
            description: 'Ngăn đơn của bên thứ ba trùng hoặc tương tự gây nhầm lẫn với nhãn hiệu của bạn được cấp văn bằng.',
          },
          {
            title: 'Gửi thư cảnh báo đến bên xâm phạm',
            description: 'Yêu cầu chấm dứt hành vi, thu hồi hàng hóa vi phạm; thường giải quyết dứt điểm mà không cần kiện tụng.',
          },
          {
            title: 'Gửi đơn đến cơ quan chức năng đề nghị xử phạt',
            description: 'Soạn đơn và chứng cứ gửi Thanh tra, Quản lý thị trường hoặc Công an để xử phạt hành vi xâm phạm.',
          },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh-phan-doi',
        heading: 'Quy trình phản đối đơn đăng ký nhãn hiệu 3 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Đánh giá căn cứ phản đối', description: 'Phân tích đơn bị phản đối, so sánh với nhãn hiệu của bạn và thu thập chứng cứ sử dụng.', details: [] },
          { id: 2, step: 2, title: 'Soạn và nộp đơn phản đối', description: 'Soạn lập luận pháp lý, nộp đơn phản đối kèm chứng cứ tại Cục Sở hữu trí tuệ.', details: [] },
          { id: 3, step: 3, title: 'Theo dõi và phản hồi', description: 'Trả lời ý kiến của người nộp đơn, theo dõi đến khi Cục ra quyết định.', details: [{ type: 'Xem xét đơn phản đối', desc: 'Thời gian Cục Sở hữu trí tuệ xem xét.', time: '6-9 tháng' }] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian xem xét đơn phản đối',
        value: '6-9 tháng',
        description: 'Kể từ khi đơn phản đối được nộp, tùy độ phức tạp của vụ việc và ý kiến phản hồi của các bên.',
      },
      {
        type: 'documents',
        id: 'ho-so',
        heading: 'Tài liệu cần chuẩn bị',
        items: [
          {
            title: 'Giấy ủy quyền phản đối đơn (01 bản, theo mẫu)',
            description: 'Người đại diện theo pháp luật ký, đóng dấu (nếu có). Chúng tôi điền sẵn thông tin để bạn chỉ việc ký.',
            template: {
              label: 'Mẫu giấy ủy quyền',
              lines: [
                'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
                'Độc lập - Tự do - Hạnh phúc',
                'GIẤY ỦY QUYỀN',
                'Bên ủy quyền: [Tên tổ chức/cá nhân], địa chỉ: [...], mã số doanh nghiệp/CCCD: [...].',
                'Bên được ủy quyền: [Tên tổ chức đại diện sở hữu công nghiệp], địa chỉ: [...].',
                'Nội dung ủy quyền: thay mặt Bên ủy quyền nộp đơn phản đối việc cấp văn bằng bảo hộ cho đơn đăng ký nhãn hiệu số [...], nộp ngày [...]; nộp tài liệu, trao đổi với Cục Sở hữu trí tuệ và nhận các thông báo liên quan.',
                'Thời hạn ủy quyền: đến khi kết thúc vụ việc.',
                '[Địa điểm], ngày ... tháng ... năm ...',
                'Bên ủy quyền (ký, ghi rõ họ tên, đóng dấu nếu có)',
              ],
            },
          },
          {
            title: 'Chứng cứ',
            description:
              'Giấy chứng nhận hoặc số đơn nhãn hiệu của bạn; hóa đơn, hợp đồng, hình ảnh sản phẩm, quảng cáo chứng minh nhãn hiệu đã được sử dụng và biết đến trước ngày nộp đơn bị phản đối.',
          },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Trao đổi miễn phí về vụ việc của bạn' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

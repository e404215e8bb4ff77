import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Contract drafting (ten contract types, 3 steps, results within 3 working days, refund). */
export const contractDraftingPage: ServicePageSeed = {
  slug: 'tu-van-soan-thao-hop-dong',
  title: 'Tư vấn soạn thảo hợp đồng',
  metaDescription:
    'Tư vấn, soạn thảo và rà soát 10 loại hợp đồng thông dụng: lao động, mua bán, dịch vụ, nhượng quyền, hợp tác... Nhận kết quả trong 3 ngày làm việc, hoàn phí nếu không hài lòng.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ khác',
      title: 'Tư vấn soạn thảo hợp đồng',
      description:
        'Một điều khoản thiếu chặt chẽ có thể khiến bạn mất cả thương vụ. Luật sư của chúng tôi soạn và rà soát hợp đồng phù hợp với giao dịch cụ thể của bạn, bảo vệ quyền lợi ngay từ đầu.',
      highlights: ['10 loại hợp đồng', 'Kết quả trong 3 ngày làm việc', 'Hoàn phí nếu không hài lòng'],
      image: '/images/services/tu-van-soan-thao-hop-dong.svg',
      imageAlt: 'Minh họa bản hợp đồng và bút ký',
    },
    sections: [
      {
        type: 'list',
        id: 'loai-hop-dong',
        heading: '10 loại hợp đồng chúng tôi soạn thảo',
        numbered: true,
        items: [
          { title: 'Hợp đồng lao động', description: 'Thời hạn, tiền lương, bảo mật, không cạnh tranh.' },
          { title: 'Hợp đồng mua bán hàng hóa', description: 'Giao nhận, thanh toán, bảo hành, phạt vi phạm.' },
          { title: 'Hợp đồng dịch vụ', description: 'Phạm vi công việc, tiêu chí nghiệm thu, trách nhiệm các bên.' },
          { title: 'Hợp đồng thuê tài sản', description: 'Thuê nhà, văn phòng, máy móc, phương tiện.' },
          { title: 'Hợp đồng đại lý', description: 'Đại lý bao tiêu, hoa hồng, độc quyền khu vực.' },
          { title: 'Hợp đồng nhượng quyền thương mại', description: 'Phí nhượng quyền, chuyển giao bí quyết, sử dụng nhãn hiệu.' },
          { title: 'Hợp đồng hợp tác kinh doanh', description: 'Góp vốn, phân chia lợi nhuận, quản lý dự án.' },
          { title: 'Hợp đồng cho thuê', description: 'Cho thuê mặt bằng, thiết bị, quyền sử dụng tài sản.' },
          { title: 'Hợp đồng gia công', description: 'Nguyên liệu, định mức, chất lượng sản phẩm gia công.' },
          { title: 'Các loại hợp đồng khác', description: 'Chuyển giao công nghệ, li-xăng nhãn hiệu, bảo mật thông tin…' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình 3 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Tiếp nhận yêu cầu', description: 'Bạn gửi thông tin giao dịch hoặc bản hợp đồng cần rà soát; luật sư trao đổi để hiểu rõ mục tiêu.', details: [] },
          { id: 2, step: 2, title: 'Soạn thảo, rà soát', description: 'Soạn hợp đồng hoặc ghi chú rủi ro, đề xuất điều khoản sửa đổi kèm giải thích.', details: [] },
          { id: 3, step: 3, title: 'Bàn giao và giải đáp', description: 'Gửi bản hoàn chỉnh, giải đáp thắc mắc và chỉnh sửa theo góp ý của bạn.', details: [{ type: 'Nhận kết quả', desc: 'Kể từ khi nhận đủ thông tin.', time: 'Trong vòng 3 ngày làm việc' }] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian nhận kết quả',
        value: '3 ngày làm việc',
        description: 'Bạn nhận bản hợp đồng hoàn chỉnh trong vòng 3 ngày làm việc kể từ khi cung cấp đủ thông tin.',
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích khi sử dụng dịch vụ',
        note: 'Cam kết hoàn phí: nếu bạn không hài lòng với kết quả, chúng tôi hoàn lại phí dịch vụ.',
        items: [
          { title: 'Hạn chế rủi ro pháp lý', description: 'Điều khoản rõ ràng, đúng quy định, lường trước tình huống tranh chấp.', icon: 'shield', color: 'blue' },
          { title: 'Tiết kiệm thời gian', description: 'Nhận bản hoàn chỉnh trong 3 ngày làm việc, bạn tập trung vào kinh doanh.', icon: 'clock', color: 'emerald' },
          { title: 'Luật sư đồng hành', description: 'Giải đáp khi đàm phán và hỗ trợ khi phát sinh vướng mắc thực hiện hợp đồng.', icon: 'handshake', color: 'purple' },
          { title: 'Hoàn phí nếu không hài lòng', description: 'Cam kết hoàn phí khi kết quả không đáp ứng yêu cầu đã thống nhất.', icon: 'money', color: 'orange' },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về hợp đồng' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Science-and-technology enterprise certificate (4 steps, 3 conditions, 30%, 7 tasks). */
export const scienceEnterprisePage: ServicePageSeed = {
  slug: 'giay-phep-doanh-nghiep-khoa-hoc-cong-nghe',
  title: 'Giấy chứng nhận doanh nghiệp khoa học và công nghệ',
  metaDescription:
    'Tư vấn cấp Giấy chứng nhận doanh nghiệp khoa học và công nghệ: điều kiện, doanh thu từ sản phẩm khoa học và công nghệ tối thiểu 30%, quy trình 4 bước, 7 công việc chúng tôi đảm nhận.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ khác',
      title: 'Giấy chứng nhận doanh nghiệp khoa học và công nghệ',
      description:
        'Doanh nghiệp khoa học và công nghệ được hưởng ưu đãi lớn về thuế, tín dụng và đất đai. Chúng tôi đánh giá điều kiện, chuẩn bị hồ sơ và làm việc với cơ quan cấp phép thay bạn.',
      highlights: ['Ưu đãi thuế thu nhập doanh nghiệp', 'Hồ sơ trọn gói', '7 công việc chúng tôi đảm nhận'],
      image: '/images/services/giay-phep-doanh-nghiep-khoa-hoc-cong-nghe.svg',
      imageAlt: 'Minh họa giấy chứng nhận và ống nghiệm khoa học',
    },
    sections: [
      {
        type: 'list',
        id: 'dieu-kien',
        heading: 'Điều kiện được chứng nhận',
        numbered: true,
        items: [
          { title: 'Được thành lập theo Luật Doanh nghiệp', description: 'Doanh nghiệp được thành lập và hoạt động theo quy định của Luật Doanh nghiệp.' },
          { title: 'Có khả năng tạo ra hoặc ứng dụng kết quả khoa học và công nghệ', description: 'Được chứng minh bằng văn bằng bảo hộ, hợp đồng chuyển giao công nghệ, kết quả nhiệm vụ khoa học và công nghệ được công nhận.' },
          { title: 'Tỷ lệ doanh thu từ sản phẩm khoa học và công nghệ', description: 'Doanh nghiệp thành lập từ 5 năm trở lên phải có doanh thu từ việc sản xuất, kinh doanh sản phẩm hình thành từ kết quả khoa học và công nghệ đạt tối thiểu 30% tổng doanh thu.' },
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Ưu đãi dành cho doanh nghiệp khoa học và công nghệ',
        items: [
          { title: 'Ưu đãi thuế', description: 'Miễn, giảm thuế thu nhập doanh nghiệp cho thu nhập từ sản phẩm khoa học và công nghệ theo quy định.', icon: 'money', color: 'emerald' },
          { title: 'Hỗ trợ tín dụng', description: 'Được vay vốn ưu đãi từ các quỹ phát triển khoa học và công nghệ.', icon: 'trendingUp', color: 'blue' },
          { title: 'Ưu tiên đất đai, hạ tầng', description: 'Được ưu đãi về tiền thuê đất, sử dụng hạ tầng kỹ thuật và cơ sở ươm tạo.', icon: 'store', color: 'purple' },
          { title: 'Uy tín với đối tác', description: 'Khẳng định năng lực công nghệ khi đấu thầu, gọi vốn và hợp tác quốc tế.', icon: 'award', color: 'orange' },
        ],
      },
      {
        type: 'list',
        id: 'cong-viec',
        heading: '7 công việc chúng tôi thực hiện cho bạn',
        numbered: true,
        items: [
          { title: 'Đánh giá điều kiện và kết quả khoa học và công nghệ hiện có của doanh nghiệp' },
          { title: 'Rà soát hồ sơ pháp lý, ngành nghề kinh doanh và báo cáo tài chính' },
          { title: 'Hướng dẫn chuẩn bị tài liệu chứng minh quyền sở hữu, sử dụng kết quả khoa học và công nghệ' },
          { title: 'Soạn đơn đề nghị và phương án sản xuất, kinh doanh sản phẩm khoa học và công nghệ' },
          { title: 'Nộp hồ sơ tại cơ quan quản lý khoa học và công nghệ có thẩm quyền' },
          { title: 'Theo dõi, giải trình và bổ sung hồ sơ khi có yêu cầu' },
          { title: 'Nhận Giấy chứng nhận và tư vấn thủ tục hưởng ưu đãi sau khi được cấp' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình 4 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Tư vấn và đánh giá điều kiện', description: 'Xem xét kết quả khoa học và công nghệ, tỷ lệ doanh thu và hồ sơ pháp lý của doanh nghiệp.', details: [] },
          { id: 2, step: 2, title: 'Chuẩn bị hồ sơ', description: 'Soạn đơn, phương án sản xuất kinh doanh và tập hợp tài liệu chứng minh.', details: [] },
          { id: 3, step: 3, title: 'Nộp hồ sơ và theo dõi', description: 'Nộp hồ sơ, giải trình và bổ sung theo yêu cầu của cơ quan có thẩm quyền.', details: [] },
          { id: 4, step: 4, title: 'Nhận Giấy chứng nhận', description: 'Bàn giao Giấy chứng nhận và hướng dẫn đăng ký hưởng ưu đãi.', details: [] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian thực hiện',
        value: '7 ngày làm việc',
        description: 'Thời hạn cơ quan có thẩm quyền xem xét, cấp Giấy chứng nhận kể từ ngày nhận đủ hồ sơ hợp lệ. Thời gian chuẩn bị hồ sơ tùy tài liệu sẵn có của doanh nghiệp.',
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về doanh nghiệp khoa học và công nghệ' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

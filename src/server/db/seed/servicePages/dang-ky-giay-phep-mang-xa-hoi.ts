import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Social network licence (4 steps, 20-30 working days, conditions that toggle). */
export const socialNetworkPage: ServicePageSeed = {
  slug: 'dang-ky-giay-phep-mang-xa-hoi',
  title: 'Đăng ký giấy phép mạng xã hội',
  metaDescription:
    'Tư vấn xin giấy phép thiết lập mạng xã hội: điều kiện về pháp nhân, nhân sự, tên miền, kỹ thuật; quy trình 4 bước, thời gian 20-30 ngày làm việc.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ khác',
      title: 'Đăng ký giấy phép mạng xã hội',
      description:
        'Website, ứng dụng cho phép người dùng đăng bài, bình luận, trao đổi với nhau phải có giấy phép thiết lập mạng xã hội. Chúng tôi giúp bạn đáp ứng điều kiện và hoàn tất thủ tục đúng hạn.',
      highlights: ['20-30 ngày làm việc', 'Soát xét điều kiện kỹ thuật', 'Soạn quy chế hoạt động'],
      image: '/images/services/dang-ky-giay-phep-mang-xa-hoi.svg',
      imageAlt: 'Minh họa mạng lưới người dùng kết nối với nhau',
    },
    sections: [
      {
        type: 'toggles',
        id: 'dieu-kien',
        heading: 'Điều kiện cấp giấy phép mạng xã hội',
        intro: 'Bấm vào từng điều kiện để xem chi tiết.',
        items: [
          {
            id: 'phap-nhan',
            title: 'Điều kiện về pháp nhân',
            paragraphs: [
              'Là doanh nghiệp hoặc tổ chức được thành lập theo pháp luật Việt Nam, có chức năng, nhiệm vụ hoặc ngành nghề đăng ký kinh doanh phù hợp với dịch vụ và nội dung thông tin cung cấp.',
            ],
          },
          {
            id: 'nhan-su',
            title: 'Điều kiện về nhân sự',
            paragraphs: ['Có bộ phận quản lý nội dung thông tin và bộ phận quản lý kỹ thuật, trong đó:'],
            bullets: [
              'Ít nhất 01 nhân sự chịu trách nhiệm quản lý nội dung thông tin là người có quốc tịch Việt Nam, hoặc người nước ngoài có thẻ tạm trú tại Việt Nam với thời hạn còn lại ít nhất 6 tháng.',
              'Ít nhất 01 nhân sự quản lý kỹ thuật.',
            ],
          },
          {
            id: 'ten-mien',
            title: 'Điều kiện về tên miền',
            paragraphs: ['Tên miền của mạng xã hội phải đáp ứng:'],
            bullets: [
              'Có ít nhất 01 tên miền “.vn” và hệ thống máy chủ có địa chỉ IP ở Việt Nam.',
              'Các trang của cùng một tổ chức, doanh nghiệp không được sử dụng cùng một dãy ký tự cấu thành tên miền (kể cả tên miền “.vn” và tên miền khác).',
              'Tên miền phải được sử dụng hợp pháp, còn thời hạn sử dụng ít nhất 6 tháng tại thời điểm đề nghị cấp phép.',
            ],
          },
          {
            id: 'ky-thuat',
            title: 'Điều kiện về kỹ thuật và an toàn thông tin',
            paragraphs: [
              'Hệ thống kỹ thuật phải lưu trữ thông tin tài khoản, nhật ký truy cập và nội dung theo quy định; có biện pháp bảo đảm an toàn thông tin, phòng chống tấn công mạng và sao lưu dữ liệu; có quy trình xử lý, gỡ bỏ nội dung vi phạm khi có yêu cầu của cơ quan quản lý.',
            ],
          },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình 4 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Khảo sát và tư vấn', description: 'Đánh giá mô hình hoạt động, tên miền, hệ thống kỹ thuật và nhân sự hiện có.', details: [] },
          { id: 2, step: 2, title: 'Hoàn thiện điều kiện và hồ sơ', description: 'Soạn đề án, thỏa thuận cung cấp dịch vụ, quy chế quản lý nội dung và các tài liệu kỹ thuật.', details: [] },
          { id: 3, step: 3, title: 'Nộp hồ sơ và giải trình', description: 'Nộp hồ sơ tại cơ quan cấp phép, giải trình và bổ sung khi có yêu cầu.', details: [] },
          { id: 4, step: 4, title: 'Nhận giấy phép', description: 'Bàn giao giấy phép và hướng dẫn nghĩa vụ báo cáo định kỳ.', details: [] },
        ],
      },
      {
        type: 'duration',
        id: 'thoi-gian',
        heading: 'Thời gian thực hiện',
        value: '20-30 ngày làm việc',
        description: 'Kể từ khi hồ sơ đầy đủ, hợp lệ được nộp đến cơ quan cấp phép.',
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về giấy phép mạng xã hội' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

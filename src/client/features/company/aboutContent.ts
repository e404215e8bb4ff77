/** The About page's text (our own, for a fictional firm); the page renders it section by section. */
export const ABOUT = {
  title: 'Về chúng tôi',
  lead: 'SHTT Việt đồng hành cùng doanh nghiệp Việt trong việc xác lập, khai thác và bảo vệ tài sản trí tuệ, cùng các thủ tục giấy phép kinh doanh.',
  metaTitle: 'Về chúng tôi | SHTT Việt – Tư vấn sở hữu trí tuệ',
  metaDescription:
    'Giới thiệu SHTT Việt: đội ngũ luật sư và chuyên viên sở hữu trí tuệ tại Hà Nội và TP. Hồ Chí Minh, tư vấn nhãn hiệu, bản quyền, sáng chế, giấy phép và hợp đồng.',
  intro: {
    heading: 'Về SHTT Việt',
    paragraphs: [
      'SHTT Việt là công ty tư vấn sở hữu trí tuệ và giấy phép kinh doanh, với văn phòng tại Hà Nội và TP. Hồ Chí Minh. Chúng tôi giúp các doanh nghiệp, hộ kinh doanh và nhà sáng tạo bảo hộ nhãn hiệu, kiểu dáng, sáng chế và quyền tác giả một cách nhanh chóng, đúng luật và tiết kiệm.',
      'Mỗi hồ sơ đều được một chuyên viên phụ trách từ khâu tra cứu, đánh giá khả năng bảo hộ, soạn và nộp đơn đến khi khách hàng nhận văn bằng. Khách hàng được cập nhật tiến độ thường xuyên và được hỗ trợ 24/7 khi có vướng mắc.',
    ],
    figures: [
      { value: '10+', label: 'năm kinh nghiệm' },
      { value: '3.000+', label: 'hồ sơ đã nộp' },
      { value: '99%', label: 'khách hàng hài lòng' },
      { value: '24/7', label: 'hỗ trợ khách hàng' },
    ],
  },
  services: {
    heading: 'Dịch vụ của chúng tôi',
    groups: [
      {
        title: 'Sở hữu trí tuệ',
        items: ['Đăng ký bảo hộ nhãn hiệu', 'Bảo hộ kiểu dáng công nghiệp', 'Bảo hộ sáng chế, giải pháp hữu ích', 'Đăng ký bảo hộ bản quyền', 'Xử lý xâm phạm quyền sở hữu trí tuệ'],
      },
      {
        title: 'Giấy phép',
        items: ['Đăng ký mã số mã vạch', 'Giấy chứng nhận doanh nghiệp khoa học và công nghệ', 'Giấy phép thiết lập mạng xã hội'],
      },
      {
        title: 'Tư vấn',
        items: ['Tư vấn soạn thảo và rà soát hợp đồng', 'Tư vấn chiến lược thương hiệu và đặt tên', 'Tư vấn chuyển nhượng, li-xăng tài sản trí tuệ'],
      },
    ],
  },
  team: {
    heading: 'Đội ngũ',
    paragraphs: [
      'Đội ngũ của chúng tôi gồm luật sư, đại diện sở hữu công nghiệp được Cục Sở hữu trí tuệ cấp chứng chỉ hành nghề và các chuyên viên pháp lý có nhiều năm kinh nghiệm làm việc với doanh nghiệp trong và ngoài nước.',
      'Chúng tôi làm việc theo nhóm chuyên môn: nhãn hiệu, sáng chế – kiểu dáng, bản quyền và giấy phép, để mỗi khách hàng luôn được tư vấn bởi người am hiểu nhất lĩnh vực của mình.',
    ],
  },
  video: { heading: 'Video giới thiệu' },
  cta: {
    heading: 'Bạn cần bảo hộ thương hiệu hay xin giấy phép?',
    text: 'Liên hệ ngay để được chuyên viên tư vấn miễn phí và báo phí trọn gói.',
    button: 'Liên hệ với chúng tôi',
  },
} as const;

import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Patent and useful solution (processing 20-27 months, up to 99%, refund, 24/7). */
export const patentPage: ServicePageSeed = {
  slug: 'bao-ho-sang-che-giai-phap-huu-ich',
  title: 'Bảo hộ sáng chế, giải pháp hữu ích',
  metaDescription:
    'Đăng ký bảo hộ sáng chế và giải pháp hữu ích: kiểm tra khả năng bảo hộ 1-3 ngày, soạn và nộp đơn nhanh, tỷ lệ thành công lên đến 99%, hoàn phí nếu không được bảo hộ, hỗ trợ 24/7.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ sở hữu trí tuệ',
      title: 'Bảo hộ sáng chế, giải pháp hữu ích',
      description:
        'Giải pháp kỹ thuật của bạn là kết quả của nhiều năm nghiên cứu. Chúng tôi giúp bạn viết bản mô tả và yêu cầu bảo hộ chặt chẽ, để phạm vi độc quyền rộng nhất mà pháp luật cho phép.',
      highlights: ['Tỷ lệ thành công lên đến 99%', 'Hoàn phí nếu không được bảo hộ', 'Hỗ trợ 24/7'],
      image: '/images/services/bao-ho-sang-che-giai-phap-huu-ich.svg',
      imageAlt: 'Minh họa bóng đèn ý tưởng và bánh răng kỹ thuật',
    },
    sections: [
      {
        type: 'text',
        id: 'sang-che-la-gi',
        heading: 'Sáng chế là gì?',
        paragraphs: [
          'Sáng chế là giải pháp kỹ thuật dưới dạng sản phẩm hoặc quy trình nhằm giải quyết một vấn đề xác định bằng việc ứng dụng các quy luật tự nhiên.',
          'Giải pháp hữu ích là sáng chế chưa đạt trình độ sáng tạo cao nhưng vẫn có tính mới và áp dụng được trong công nghiệp. Giải pháp hữu ích được cấp Bằng độc quyền giải pháp hữu ích, hiệu lực 10 năm; sáng chế được cấp Bằng độc quyền sáng chế, hiệu lực 20 năm kể từ ngày nộp đơn.',
        ],
      },
      {
        type: 'list',
        id: 'dieu-kien',
        heading: 'Điều kiện bảo hộ',
        items: [
          { title: 'Có tính mới', description: 'Chưa bị bộc lộ công khai ở trong nước hay nước ngoài trước ngày nộp đơn.' },
          { title: 'Có trình độ sáng tạo', description: 'Không thể được tạo ra một cách dễ dàng bởi người có hiểu biết trung bình trong lĩnh vực kỹ thuật tương ứng. Giải pháp hữu ích không cần điều kiện này.' },
          { title: 'Có khả năng áp dụng công nghiệp', description: 'Có thể chế tạo, sản xuất hàng loạt sản phẩm hoặc áp dụng lặp đi lặp lại quy trình và thu được kết quả ổn định.' },
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích khi đăng ký sáng chế',
        items: [
          { title: 'Độc quyền khai thác', description: 'Chỉ bạn được sản xuất, sử dụng, bán, nhập khẩu sản phẩm hoặc quy trình được bảo hộ.', icon: 'lock', color: 'blue' },
          { title: 'Thu lợi từ chuyển giao', description: 'Chuyển nhượng hoặc cấp phép sáng chế để thu phí bản quyền (li-xăng).', icon: 'money', color: 'emerald' },
          { title: 'Ưu đãi và uy tín', description: 'Căn cứ để hưởng ưu đãi dành cho doanh nghiệp khoa học và công nghệ, gọi vốn dễ dàng hơn.', icon: 'award', color: 'purple' },
          { title: 'Ngăn chặn đối thủ', description: 'Có căn cứ pháp lý để xử lý hành vi sao chép giải pháp kỹ thuật.', icon: 'shield', color: 'orange' },
        ],
      },
      {
        type: 'reasons',
        id: 'vi-sao-chon-chung-toi',
        heading: 'Vì sao chọn chúng tôi',
        items: [
          { stat: '99%', title: 'Tỷ lệ thành công lên đến 99%', description: 'Chỉ nộp đơn sau khi đánh giá kỹ khả năng bảo hộ, yêu cầu bảo hộ được chuyên gia kỹ thuật soạn thảo.', icon: 'trendingUp', color: 'blue' },
          { stat: 'Hoàn phí', title: 'Hoàn phí nếu không được bảo hộ', description: 'Cam kết bằng hợp đồng: hoàn lại phí dịch vụ nếu đơn bị từ chối bảo hộ.', icon: 'money', color: 'emerald' },
          { stat: '24/7', title: 'Hỗ trợ 24/7', description: 'Chuyên viên phụ trách hồ sơ luôn sẵn sàng trả lời câu hỏi của bạn, kể cả ngoài giờ hành chính.', icon: 'support', color: 'orange' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình 4 bước',
        variant: 'simple',
        steps: [
          { id: 1, step: 1, title: 'Tiếp nhận yêu cầu', description: 'Nghe bạn trình bày giải pháp, ký cam kết bảo mật thông tin kỹ thuật.', details: [] },
          { id: 2, step: 2, title: 'Kiểm tra khả năng bảo hộ', description: 'Tra cứu tình trạng kỹ thuật trong nước và quốc tế, đánh giá tính mới và trình độ sáng tạo.', details: [{ type: 'Kiểm tra', desc: 'Báo cáo tra cứu bằng văn bản.', time: '1-3 ngày' }] },
          { id: 3, step: 3, title: 'Ký hợp đồng và soạn đơn', description: 'Soạn bản mô tả, yêu cầu bảo hộ, bản tóm tắt và hình vẽ kỹ thuật.', details: [{ type: 'Soạn đơn', desc: 'Bản mô tả, yêu cầu bảo hộ, hình vẽ.', time: '1 ngày' }] },
          { id: 4, step: 4, title: 'Nộp đơn và theo dõi', description: 'Nộp đơn tại Cục Sở hữu trí tuệ, trả lời thông báo thẩm định và nhận văn bằng.', details: [{ type: 'Nộp đơn', desc: 'Xác lập ngày ưu tiên.', time: '1 ngày' }] },
        ],
      },
      {
        type: 'timeline',
        id: 'thoi-gian',
        heading: 'Thời gian bảo hộ sáng chế',
        total: 'Khoảng 20-27 tháng kể từ ngày nộp đơn',
        steps: [
          { title: 'Kiểm tra khả năng bảo hộ', description: 'Tra cứu tình trạng kỹ thuật, đánh giá tính mới.', color: 'blue', duration: '1-3 ngày', icon: 'search' },
          { title: 'Soạn đơn', description: 'Bản mô tả, yêu cầu bảo hộ, hình vẽ kỹ thuật.', color: 'emerald', duration: '1 ngày', icon: 'fileText' },
          { title: 'Nộp đơn', description: 'Nộp đơn tại Cục Sở hữu trí tuệ.', color: 'purple', duration: '1 ngày', icon: 'upload' },
          {
            title: 'Xử lý đơn',
            description: 'Cục Sở hữu trí tuệ thẩm định và cấp văn bằng.',
            color: 'orange',
            duration: '20-27 tháng',
            icon: 'cog',
            breakdown: [
              { label: 'Thẩm định hình thức', duration: '1 tháng' },
              { label: 'Công bố đơn', duration: '2 tháng' },
              { label: 'Thẩm định nội dung', duration: '18-24 tháng kể từ ngày công bố' },
            ],
          },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về sáng chế' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng' },
    ],
  },
};

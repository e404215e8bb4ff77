import type { ServicePageSeed } from '../../../../shared/types/servicePage';

/** Trademark registration (package price, stages, search accuracies). */
export const trademarkPage: ServicePageSeed = {
  slug: 'dang-ky-bao-ho-nhan-hieu',
  title: 'Đăng ký bảo hộ nhãn hiệu',
  metaDescription:
    'Đăng ký bảo hộ nhãn hiệu trọn gói 2.100.000 VND: tra cứu sơ bộ tối đa 5 nhãn hiệu, tư vấn đặt tên, soạn và nộp đơn trong 1 ngày làm việc, theo dõi đến khi cấp văn bằng.',
  content: {
    hero: {
      eyebrow: 'Dịch vụ sở hữu trí tuệ',
      title: 'Đăng ký bảo hộ nhãn hiệu',
      description:
        'Bảo vệ tên gọi, logo và uy tín mà doanh nghiệp đã dày công xây dựng. Chúng tôi tra cứu, soạn hồ sơ, nộp đơn và theo dõi đơn đến ngày bạn nhận Giấy chứng nhận đăng ký nhãn hiệu.',
      highlights: ['Trọn gói 2.100.000 VND', 'Soạn hồ sơ không quá 1 ngày làm việc', 'Theo dõi đơn đến khi cấp văn bằng'],
      image: '/images/services/dang-ky-bao-ho-nhan-hieu.svg',
      imageAlt: 'Minh họa con dấu chứng nhận nhãn hiệu đã được bảo hộ',
    },
    sections: [
      {
        type: 'tabs',
        id: 'kien-thuc-nhan-hieu',
        heading: 'Những điều cần biết về nhãn hiệu',
        intro: 'Ba điều chủ doanh nghiệp thường hỏi chúng tôi trước khi nộp đơn.',
        tabs: [
          {
            id: 'so-sanh',
            label: 'So Sánh',
            heading: 'Nhãn hiệu đã đăng ký và chưa đăng ký khác nhau thế nào?',
            paragraphs: [
              'Việt Nam áp dụng nguyên tắc nộp đơn đầu tiên: ai nộp đơn trước sẽ được ưu tiên xem xét cấp văn bằng, kể cả khi bạn đã dùng nhãn hiệu nhiều năm. Bảng dưới đây cho thấy khác biệt khi có và khi chưa có văn bằng bảo hộ.',
            ],
            table: [
              ['Tiêu chí', 'Đã đăng ký bảo hộ', 'Chưa đăng ký'],
              ['Quyền sở hữu', 'Được Nhà nước công nhận bằng Giấy chứng nhận', 'Không có căn cứ pháp lý để chứng minh'],
              ['Khi bị sao chép', 'Yêu cầu cơ quan chức năng xử phạt, buộc gỡ bỏ', 'Khó ngăn chặn, có thể bị người khác đăng ký trước'],
              ['Chuyển nhượng, nhượng quyền', 'Được chuyển nhượng, cấp phép sử dụng, góp vốn', 'Không thể định giá, khó giao dịch'],
              ['Thời hạn', '10 năm, gia hạn nhiều lần', 'Không được bảo hộ'],
            ],
          },
          {
            id: 'dieu-kien',
            label: 'Điều Kiện',
            heading: 'Điều kiện để nhãn hiệu được bảo hộ',
            paragraphs: ['Theo Luật Sở hữu trí tuệ, một nhãn hiệu được bảo hộ khi đáp ứng đồng thời hai điều kiện sau:'],
            expandables: [
              {
                id: 'dau-hieu-nhin-thay-duoc',
                title: 'Là dấu hiệu nhìn thấy được hoặc dấu hiệu âm thanh',
                paragraphs: [
                  'Nhãn hiệu có thể là chữ cái, từ ngữ, hình vẽ, hình ảnh (kể cả hình ba chiều) hoặc sự kết hợp các yếu tố đó, thể hiện bằng một hoặc nhiều màu sắc.',
                  'Dấu hiệu âm thanh cũng được chấp nhận khi thể hiện được dưới dạng đồ họa, ví dụ bản nhạc hiệu.',
                ],
              },
              {
                id: 'kha-nang-phan-biet',
                title: 'Có khả năng phân biệt',
                paragraphs: [
                  'Nhãn hiệu phải giúp người tiêu dùng phân biệt hàng hóa, dịch vụ của bạn với của chủ thể khác.',
                ],
                bullets: [
                  'Không trùng hoặc tương tự gây nhầm lẫn với nhãn hiệu đã nộp đơn hoặc đã được bảo hộ trước cho sản phẩm cùng loại.',
                  'Không chỉ mô tả chung chung sản phẩm, chất lượng, công dụng hay nguồn gốc địa lý.',
                  'Không là hình học đơn giản, chữ số hoặc chữ cái không phát âm được như một từ.',
                ],
              },
            ],
          },
          {
            id: 'tong-ket',
            label: 'Tổng Kết',
            heading: 'Tổng kết',
            paragraphs: [
              'Đăng ký nhãn hiệu là khoản đầu tư nhỏ so với chi phí xây dựng lại thương hiệu khi bị người khác đăng ký trước. Càng nộp đơn sớm, bạn càng giữ được quyền ưu tiên.',
            ],
            bullets: [
              'Văn bằng có hiệu lực 10 năm kể từ ngày nộp đơn và được gia hạn nhiều lần, mỗi lần 10 năm.',
              'Phạm vi bảo hộ là toàn lãnh thổ Việt Nam, cho các nhóm sản phẩm, dịch vụ ghi trong đơn.',
              'Tra cứu trước khi nộp đơn giúp giảm rủi ro bị từ chối và tiết kiệm thời gian.',
            ],
          },
        ],
      },
      {
        type: 'benefits',
        id: 'loi-ich',
        heading: 'Lợi ích khi đăng ký nhãn hiệu',
        items: [
          { title: 'Độc quyền sử dụng', description: 'Chỉ bạn được dùng nhãn hiệu cho sản phẩm, dịch vụ đã đăng ký trên toàn quốc.', icon: 'shield', color: 'blue' },
          { title: 'Ngăn chặn sao chép', description: 'Có căn cứ pháp lý để yêu cầu xử lý hành vi làm giả, làm nhái.', icon: 'scale', color: 'red' },
          { title: 'Tăng giá trị doanh nghiệp', description: 'Nhãn hiệu là tài sản có thể định giá, chuyển nhượng, góp vốn và nhượng quyền.', icon: 'trendingUp', color: 'emerald' },
          { title: 'Tạo niềm tin', description: 'Khách hàng và đối tác yên tâm hơn với thương hiệu đã được Nhà nước công nhận.', icon: 'award', color: 'orange' },
        ],
      },
      {
        type: 'process',
        id: 'quy-trinh',
        heading: 'Quy trình đăng ký nhãn hiệu 3 bước',
        intro: 'Mỗi bước đều có thời hạn rõ ràng để bạn chủ động kế hoạch kinh doanh.',
        variant: 'detailed',
        steps: [
          {
            id: 1,
            step: 1,
            title: 'Tra cứu và đánh giá khả năng bảo hộ',
            description: 'Chúng tôi tra cứu để phát hiện nhãn hiệu trùng hoặc tương tự và đưa ra ý kiến bằng văn bản.',
            details: [
              { type: 'Tra cứu sơ bộ', desc: 'Tra cứu trên cơ sở dữ liệu nhãn hiệu của Cục Sở hữu trí tuệ, loại trừ các nhãn hiệu trùng rõ ràng.', accuracy: '60-70%' },
              { type: 'Tra cứu chuyên sâu bởi chuyên gia', desc: 'Chuyên gia phân tích cả đơn đang chờ xử lý và khả năng gây nhầm lẫn về cách đọc, hình ảnh, ý nghĩa.', accuracy: '90-95%' },
            ],
          },
          {
            id: 2,
            step: 2,
            title: 'Soạn hồ sơ đăng ký',
            description: 'Phân nhóm sản phẩm, dịch vụ theo Bảng phân loại Nice, mô tả mẫu nhãn và chuẩn bị giấy ủy quyền.',
            details: [{ type: 'Soạn hồ sơ', desc: 'Tờ khai, mẫu nhãn, danh mục sản phẩm, dịch vụ và giấy ủy quyền.', time: 'Không quá 1 ngày làm việc' }],
          },
          {
            id: 3,
            step: 3,
            title: 'Nộp đơn và theo dõi đến khi cấp văn bằng',
            description: 'Chúng tôi nộp đơn tại Cục Sở hữu trí tuệ, theo dõi từng giai đoạn và báo cho bạn mọi thông báo của Cục.',
            details: [
              { type: 'Nộp đơn', desc: 'Nộp đơn và gửi bạn bản sao tờ khai có số đơn, ngày nộp đơn.', time: 'Không quá 1 ngày làm việc' },
              { type: 'Thẩm định hình thức', desc: 'Cục kiểm tra tính hợp lệ của đơn.', time: '1-2 tháng' },
              { type: 'Công bố đơn', desc: 'Đơn hợp lệ được công bố trên Công báo sở hữu công nghiệp.', time: '2 tháng kể từ ngày đơn hợp lệ' },
              { type: 'Thẩm định nội dung', desc: 'Cục đánh giá khả năng bảo hộ của nhãn hiệu.', time: '18-20 tháng kể từ ngày công bố đơn' },
              { type: 'Cấp văn bằng', desc: 'Nộp lệ phí cấp bằng và nhận Giấy chứng nhận đăng ký nhãn hiệu.', time: '1-2 tháng' },
            ],
          },
        ],
      },
      {
        type: 'timeline',
        id: 'thoi-gian',
        heading: 'Thời gian xử lý đơn nhãn hiệu',
        intro: 'Các giai đoạn tại Cục Sở hữu trí tuệ sau khi đơn được nộp.',
        steps: [
          { title: 'Thẩm định hình thức', description: 'Kiểm tra tính hợp lệ của đơn.', color: 'blue', duration: '1-2 tháng', icon: 'fileText' },
          { title: 'Công bố đơn', description: 'Đăng trên Công báo sở hữu công nghiệp, tính từ ngày đơn hợp lệ.', color: 'emerald', duration: '2 tháng', icon: 'upload' },
          { title: 'Thẩm định nội dung', description: 'Đánh giá khả năng bảo hộ, tính từ ngày công bố đơn.', color: 'purple', duration: '18-20 tháng', icon: 'search' },
          { title: 'Cấp văn bằng', description: 'Nộp lệ phí và nhận Giấy chứng nhận đăng ký nhãn hiệu.', color: 'orange', duration: '1-2 tháng', icon: 'clock' },
        ],
      },
      {
        type: 'pricing',
        id: 'bang-gia',
        heading: 'Chi phí đăng ký nhãn hiệu',
        layout: 'feature',
        plans: [
          {
            id: 1,
            title: 'Gói đăng ký nhãn hiệu trọn gói',
            description: 'Cho 1 nhãn hiệu, từ tra cứu đến khi nộp đơn và theo dõi đơn.',
            currency: 'VND',
            price: '2.100.000',
            featured: true,
            features: [
              'Tra cứu sơ bộ tối đa 5 nhãn hiệu',
              'Tư vấn đặt tên cho tối đa 3 thương hiệu',
              'Soạn hồ sơ và nộp đơn, mỗi việc không quá 1 ngày làm việc',
              'Theo dõi đơn, báo kịp thời mọi thông báo của Cục Sở hữu trí tuệ',
            ],
            image: '/images/services/pricing-trademark.svg',
            imageAlt: 'Minh họa bộ hồ sơ đăng ký nhãn hiệu',
            customContent: 'Cần đăng ký thêm nhóm sản phẩm, dịch vụ? Chúng tôi báo giá trước, không phát sinh chi phí ngoài hợp đồng.',
          },
        ],
      },
      { type: 'contact', id: 'lien-he', heading: 'Nhận tư vấn miễn phí về nhãn hiệu' },
      { type: 'partners', id: 'doi-tac', heading: 'Đối tác & khách hàng', intro: 'Những doanh nghiệp đã tin tưởng giao thương hiệu của mình cho chúng tôi.' },
    ],
  },
};

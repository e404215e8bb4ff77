import type { NewsIcon } from '../../../shared/types/news';
import type { Db } from '../database';

interface SeedArticle {
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  image: string;
  createdAt: string;
  sections: Array<{ title: string; content: string; icon: NewsIcon }>;
}

/** Legal bulletins a Vietnamese IP consultancy publishes (our own texts; paragraphs split by a blank line). */
export const SEED_NEWS: SeedArticle[] = [
  {
    slug: 'diem-moi-luat-so-huu-tri-tue-sua-doi-ve-nhan-hieu',
    title: 'Những điểm mới về nhãn hiệu trong Luật Sở hữu trí tuệ sửa đổi',
    subtitle: 'Nhãn hiệu âm thanh, đơn nộp với dụng ý xấu và ý kiến của người thứ ba: những thay đổi doanh nghiệp cần nắm trước khi nộp đơn.',
    author: 'Luật sư Nguyễn Minh Tuấn',
    image: '/images/news/nhan-hieu-luat-moi.webp',
    createdAt: '2026-11-12T02:30:00.000Z',
    sections: [
      {
        icon: 'BOOKOPEN',
        title: 'Bối cảnh sửa đổi',
        content:
          'Luật Sở hữu trí tuệ sửa đổi, bổ sung năm 2022 (Luật số 07/2022/QH15) có hiệu lực từ ngày 01/01/2023, cùng Nghị định 65/2023/NĐ-CP và Thông tư 23/2023/TT-BKHCN hướng dẫn thi hành, đã thay đổi nhiều quy định về xác lập quyền đối với nhãn hiệu.\n\nMục tiêu là đưa pháp luật Việt Nam phù hợp với các cam kết trong CPTPP và EVFTA, đồng thời hạn chế tình trạng đăng ký tràn lan nhằm chiếm giữ nhãn hiệu.',
      },
      {
        icon: 'GLOBE',
        title: 'Nhãn hiệu âm thanh được bảo hộ',
        content:
          'Bên cạnh chữ, hình và sự kết hợp màu sắc, dấu hiệu âm thanh nay có thể được đăng ký làm nhãn hiệu nếu thể hiện được dưới dạng đồ hoạ, ví dụ bằng khuông nhạc kèm tệp âm thanh.\n\nĐoạn nhạc hiệu quảng cáo, tiếng chuông ứng dụng hay âm thanh khởi động sản phẩm là những đối tượng doanh nghiệp nên cân nhắc bảo hộ sớm.',
      },
      {
        icon: 'ALERTTRIANGLE',
        title: 'Từ chối đơn nộp với dụng ý xấu',
        content:
          'Đơn đăng ký nhãn hiệu nộp với dụng ý xấu là căn cứ để từ chối cấp văn bằng và để huỷ bỏ hiệu lực văn bằng đã cấp. Các trường hợp thường gặp: đăng ký nhãn hiệu của đối tác nước ngoài, của nhà cung cấp hoặc của đối thủ nhằm bán lại hay gây khó khăn cho chủ thể thực sự.\n\nChủ nhãn hiệu cần lưu giữ chứng cứ sử dụng và giao dịch để chứng minh khi cần.',
      },
      {
        icon: 'FILETEXT',
        title: 'Ý kiến của người thứ ba trong quá trình thẩm định',
        content:
          'Từ khi đơn được công bố trên Công báo Sở hữu công nghiệp cho đến trước ngày ra quyết định cấp hoặc từ chối, bất kỳ ai cũng có thể gửi ý kiến phản đối kèm chứng cứ. Theo dõi Công báo định kỳ là cách rẻ nhất để ngăn một nhãn hiệu trùng hoặc tương tự được cấp cho người khác.',
      },
      {
        icon: 'SHIELD',
        title: 'Khuyến nghị cho doanh nghiệp',
        content:
          'Tra cứu nhãn hiệu trước khi nộp đơn, nộp đơn sớm cho cả nhóm sản phẩm dự kiến mở rộng, và đăng ký theo dõi Công báo đối với các nhãn hiệu chủ lực. SHTT Việt hỗ trợ tra cứu sơ bộ miễn phí cho khách hàng lần đầu.',
      },
    ],
  },
  {
    slug: 'dang-ky-quyen-tac-gia-vi-sao-nen-lam',
    title: 'Đăng ký quyền tác giả: vì sao nên làm dù quyền phát sinh tự động?',
    subtitle: 'Giấy chứng nhận đăng ký quyền tác giả là chứng cứ mạnh nhất khi xảy ra tranh chấp về tác phẩm, phần mềm hay thiết kế.',
    author: 'ThS. Trần Thu Hà',
    image: '/images/news/quyen-tac-gia.webp',
    createdAt: '2026-10-28T03:00:00.000Z',
    sections: [
      {
        icon: 'BOOKOPEN',
        title: 'Quyền tác giả phát sinh khi nào?',
        content:
          'Quyền tác giả phát sinh kể từ khi tác phẩm được sáng tạo và thể hiện dưới một hình thức vật chất nhất định, không phụ thuộc vào việc đã công bố hay đã đăng ký. Tuy vậy, khi có tranh chấp, người khởi kiện phải chứng minh mình là tác giả hoặc chủ sở hữu.',
      },
      {
        icon: 'AWARD',
        title: 'Giá trị của giấy chứng nhận',
        content:
          'Người được cấp Giấy chứng nhận đăng ký quyền tác giả không có nghĩa vụ chứng minh quyền tác giả thuộc về mình khi có tranh chấp, trừ khi có chứng cứ ngược lại. Đây là lợi thế lớn khi xử lý hành vi sao chép trên mạng xã hội, sàn thương mại điện tử hay khi chuyển nhượng, góp vốn bằng tác phẩm.',
      },
      {
        icon: 'FILETEXT',
        title: 'Hồ sơ cần chuẩn bị',
        content:
          'Tờ khai theo mẫu của Nghị định 17/2023/NĐ-CP; hai bản sao tác phẩm (với chương trình máy tính là mã nguồn hoặc tài liệu mô tả); giấy cam đoan của tác giả; văn bản uỷ quyền hoặc hợp đồng giao việc nếu tác giả không đồng thời là chủ sở hữu.\n\nThời hạn cấp giấy chứng nhận theo quy định là 15 ngày làm việc kể từ khi nhận hồ sơ hợp lệ.',
      },
      {
        icon: 'SHIELD',
        title: 'Thời hạn bảo hộ',
        content:
          'Phần lớn tác phẩm được bảo hộ suốt cuộc đời tác giả và 50 năm sau khi tác giả mất. Tác phẩm điện ảnh, nhiếp ảnh, mỹ thuật ứng dụng và tác phẩm khuyết danh được bảo hộ 75 năm kể từ khi công bố lần đầu.',
      },
    ],
  },
  {
    slug: 'bao-ho-kieu-dang-cong-nghiep-bo-phan-san-pham',
    title: 'Bảo hộ kiểu dáng công nghiệp cho bộ phận của sản phẩm phức hợp',
    subtitle: 'Từ năm 2023, bộ phận dùng để lắp ráp thành sản phẩm phức hợp cũng có thể được bảo hộ kiểu dáng nếu đáp ứng đủ điều kiện.',
    author: 'Kỹ sư Lê Hoàng Nam',
    image: '/images/news/kieu-dang-cong-nghiep.webp',
    createdAt: '2026-10-09T01:45:00.000Z',
    sections: [
      {
        icon: 'BOOKOPEN',
        title: 'Khái niệm mới',
        content:
          'Kiểu dáng công nghiệp là hình dáng bên ngoài của sản phẩm hoặc bộ phận để lắp ráp thành sản phẩm phức hợp, được thể hiện bằng đường nét, hình khối, màu sắc hoặc sự kết hợp những yếu tố này và nhìn thấy được trong quá trình khai thác công dụng.',
      },
      {
        icon: 'FILETEXT',
        title: 'Ba điều kiện bảo hộ',
        content:
          'Kiểu dáng phải có tính mới, có tính sáng tạo và có khả năng áp dụng công nghiệp. Bộ phận chỉ được xem xét khi nhìn thấy được trong quá trình sử dụng sản phẩm phức hợp, ví dụ vỏ điện thoại, tay nắm cửa xe hay mặt đồng hồ.',
      },
      {
        icon: 'ALERTTRIANGLE',
        title: 'Đừng công bố trước khi nộp đơn',
        content:
          'Việc trưng bày tại hội chợ, đăng ảnh sản phẩm lên website hoặc mạng xã hội trước ngày nộp đơn có thể làm mất tính mới. Pháp luật chỉ cho phép ân hạn 6 tháng trong một số trường hợp công bố nhất định; an toàn nhất vẫn là nộp đơn trước khi ra mắt.',
      },
      {
        icon: 'SHIELD',
        title: 'Thời hạn và gia hạn',
        content:
          'Bằng độc quyền kiểu dáng công nghiệp có hiệu lực 5 năm kể từ ngày nộp đơn và được gia hạn hai lần liên tiếp, mỗi lần 5 năm, tổng cộng tối đa 15 năm.',
      },
    ],
  },
  {
    slug: 'ma-so-ma-vach-quy-trinh-cap-ma-gs1',
    title: 'Mã số mã vạch: quy trình cấp mã GS1 và những sai lầm thường gặp',
    subtitle: 'Sản phẩm vào siêu thị hay xuất khẩu đều cần mã EAN-13 hợp lệ. Doanh nghiệp nên đăng ký thế nào để tránh bị trả hàng?',
    author: 'Phòng Tư vấn doanh nghiệp SHTT Việt',
    image: '/images/news/ma-so-ma-vach.webp',
    createdAt: '2026-09-18T07:15:00.000Z',
    sections: [
      {
        icon: 'BOOKOPEN',
        title: 'Mã số mã vạch là gì?',
        content:
          'Mã EAN-13 gồm 13 chữ số: mã quốc gia (893 cho Việt Nam), mã doanh nghiệp, mã sản phẩm và số kiểm tra. Mã do tổ chức GS1 cấp cho từng doanh nghiệp, giúp nhà bán lẻ và đối tác nước ngoài nhận diện chính xác nguồn gốc hàng hoá.',
      },
      {
        icon: 'FILETEXT',
        title: 'Hồ sơ và thời gian cấp',
        content:
          'Hồ sơ gồm bản đăng ký sử dụng mã số mã vạch, bản sao giấy chứng nhận đăng ký doanh nghiệp và danh mục sản phẩm dự kiến gắn mã. Khi hồ sơ đầy đủ, doanh nghiệp thường nhận mã trong 1–2 ngày làm việc để in lên bao bì.',
      },
      {
        icon: 'ALERTTRIANGLE',
        title: 'Sai lầm thường gặp',
        content:
          'Dùng lại mã của nhà cung cấp hoặc mã mua trôi nổi trên mạng; in mã sai kích thước, độ tương phản thấp khiến máy quét không đọc được; quên nộp phí duy trì hằng năm khiến mã bị thu hồi.\n\nCác lỗi này dẫn đến việc hàng bị siêu thị từ chối nhập kho.',
      },
      {
        icon: 'AWARD',
        title: 'Lợi ích khi đăng ký đúng',
        content:
          'Mã hợp lệ giúp sản phẩm lên kệ siêu thị, bán trên sàn thương mại điện tử lớn, quản lý kho tự động và tăng niềm tin của người tiêu dùng khi tra cứu nguồn gốc.',
      },
    ],
  },
  {
    slug: 'gia-han-van-bang-bao-ho-nhan-hieu',
    title: 'Gia hạn văn bằng bảo hộ nhãn hiệu: thời hạn và hồ sơ cần chuẩn bị',
    subtitle: 'Văn bằng nhãn hiệu có hiệu lực 10 năm và được gia hạn không giới hạn số lần, nếu chủ sở hữu không bỏ lỡ thời hạn.',
    author: 'Luật sư Phạm Thị Lan',
    image: '/images/news/gia-han-nhan-hieu.webp',
    createdAt: '2026-08-27T02:00:00.000Z',
    sections: [
      {
        icon: 'FILETEXT',
        title: 'Khi nào cần gia hạn?',
        content:
          'Giấy chứng nhận đăng ký nhãn hiệu có hiệu lực 10 năm kể từ ngày nộp đơn. Yêu cầu gia hạn nộp trong vòng 6 tháng trước ngày hết hiệu lực; nếu quá hạn, chủ sở hữu vẫn có thêm 6 tháng ân hạn nhưng phải nộp thêm lệ phí.',
      },
      {
        icon: 'BOOKOPEN',
        title: 'Hồ sơ gia hạn',
        content:
          'Tờ khai yêu cầu gia hạn, bản gốc văn bằng (để ghi nhận gia hạn), giấy uỷ quyền nếu nộp qua tổ chức đại diện, và chứng từ nộp phí, lệ phí theo số nhóm sản phẩm, dịch vụ.',
      },
      {
        icon: 'ALERTTRIANGLE',
        title: 'Nguy cơ khi bỏ lỡ thời hạn',
        content:
          'Văn bằng hết hiệu lực, người khác có thể nộp đơn đăng ký chính nhãn hiệu đó. Việc lấy lại quyền khi đó rất tốn kém và không phải lúc nào cũng thành công.',
      },
    ],
  },
  {
    slug: 'dang-ky-nhan-hieu-quoc-te-he-thong-madrid',
    title: 'Đăng ký nhãn hiệu quốc tế theo Hệ thống Madrid cho doanh nghiệp xuất khẩu',
    subtitle: 'Một đơn, một ngôn ngữ, một khoản phí để bảo hộ nhãn hiệu tại hơn 130 quốc gia thành viên.',
    author: 'Luật sư Nguyễn Minh Tuấn',
    image: '/images/news/madrid-quoc-te.webp',
    createdAt: '2026-07-30T04:20:00.000Z',
    sections: [
      {
        icon: 'GLOBE',
        title: 'Vì sao cần bảo hộ ở nước ngoài?',
        content:
          'Quyền đối với nhãn hiệu có tính lãnh thổ: văn bằng cấp tại Việt Nam không bảo vệ nhãn hiệu ở thị trường khác. Nhiều doanh nghiệp nông sản, thực phẩm đã mất nhãn hiệu vì bị người khác đăng ký trước tại nước nhập khẩu.',
      },
      {
        icon: 'FILETEXT',
        title: 'Điều kiện nộp đơn Madrid',
        content:
          'Đơn quốc tế phải dựa trên một đơn hoặc văn bằng nhãn hiệu tại Việt Nam (đơn cơ sở), nộp qua Cục Sở hữu trí tuệ, chỉ định các quốc gia muốn bảo hộ. Mỗi quốc gia sẽ thẩm định theo luật của mình trong thời hạn 12 hoặc 18 tháng.',
      },
      {
        icon: 'SHIELD',
        title: 'Lưu ý về sự phụ thuộc vào đơn cơ sở',
        content:
          'Trong 5 năm đầu, nếu đơn hoặc văn bằng cơ sở tại Việt Nam bị từ chối, huỷ bỏ, đăng ký quốc tế cũng bị ảnh hưởng theo. Vì vậy đơn cơ sở cần được tra cứu kỹ trước khi mở rộng ra quốc tế.',
      },
      {
        icon: 'AWARD',
        title: 'Chi phí và lộ trình',
        content:
          'Chi phí gồm phí cơ bản trả cho WIPO và phí riêng của từng quốc gia chỉ định. Doanh nghiệp nên ưu tiên thị trường đang xuất khẩu và thị trường có nguy cơ bị chiếm nhãn hiệu cao.',
      },
    ],
  },
  {
    slug: 'xu-ly-xam-pham-so-huu-tri-tue-tren-san-thuong-mai-dien-tu',
    title: 'Xử lý hàng giả, hàng xâm phạm nhãn hiệu trên sàn thương mại điện tử',
    subtitle: 'Từ thu thập chứng cứ, gửi thư cảnh báo đến yêu cầu sàn gỡ bỏ và đề nghị cơ quan chức năng xử phạt.',
    author: 'Luật sư Phạm Thị Lan',
    image: '/images/news/xam-pham-thuong-mai-dien-tu.webp',
    createdAt: '2026-06-16T08:00:00.000Z',
    sections: [
      {
        icon: 'ALERTTRIANGLE',
        title: 'Dấu hiệu xâm phạm thường gặp',
        content:
          'Gian hàng dùng nhãn hiệu trùng hoặc gần giống, sao chép hình ảnh sản phẩm và bao bì, dùng tên thương hiệu làm từ khoá quảng cáo để bán hàng khác. Giá bán thấp bất thường thường là dấu hiệu của hàng giả.',
      },
      {
        icon: 'FILETEXT',
        title: 'Thu thập và lập vi bằng chứng cứ',
        content:
          'Chụp màn hình kèm đường dẫn và thời gian, đặt mua thử để có hoá đơn, và lập vi bằng bởi thừa phát lại khi cần dùng chứng cứ trước cơ quan nhà nước hoặc toà án.',
      },
      {
        icon: 'SHIELD',
        title: 'Các bước xử lý',
        content:
          'Gửi thư cảnh báo yêu cầu chấm dứt hành vi; gửi yêu cầu gỡ bỏ qua cơ chế bảo vệ quyền sở hữu trí tuệ của sàn; nếu vi phạm tiếp diễn, nộp đơn đề nghị xử phạt hành chính hoặc khởi kiện dân sự để yêu cầu bồi thường.',
      },
    ],
  },
];

/**
 * Adds the demo articles on a fresh database only: once the table has rows the staff own the
 * content, and an article they deleted must not come back at the next start.
 */
export async function seedNews(db: Db): Promise<void> {
  const existing = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const a of SEED_NEWS) {
      const { id } = await trx
        .insertInto('news')
        .values({ slug: a.slug, title: a.title, subtitle: a.subtitle, author: a.author, image: a.image, createdAt: a.createdAt, updatedAt: a.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('newsSections')
        .values(a.sections.map((s, i) => ({ newsId: id, position: i + 1, title: s.title, content: s.content, icon: s.icon })))
        .execute();
    }
  });
}

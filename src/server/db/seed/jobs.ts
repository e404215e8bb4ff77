import type { JobCategory, JobLocation, JobType } from '../../../shared/types/jobs';
import type { Db } from '../database';
import { seedNews } from './news';

interface SeedJob {
  title: string;
  company: string | null;
  category: JobCategory;
  jobType: JobType;
  location: JobLocation;
  postedDate: string;
  description: string[];
  requirements: string[];
  benefits: string[];
}

const FIRM = 'Công ty TNHH Tư vấn Sở hữu trí tuệ SHTT Việt';

/** Vacancies across the three categories, four job types and two locations of the careers filters. */
export const SEED_JOBS: SeedJob[] = [
  {
    title: 'Chuyên viên tư vấn nhãn hiệu và kiểu dáng công nghiệp',
    company: FIRM,
    category: 'Chuyên viên tư vấn pháp lý',
    jobType: 'Toàn thời gian',
    location: 'Hà Nội',
    postedDate: '2026-11-10',
    description: [
      'Tư vấn khách hàng về đăng ký nhãn hiệu, kiểu dáng công nghiệp trong nước và quốc tế.',
      'Tra cứu, đánh giá khả năng bảo hộ và soạn thảo hồ sơ nộp Cục Sở hữu trí tuệ.',
      'Theo dõi tiến trình thẩm định, trả lời thông báo và báo cáo kết quả cho khách hàng.',
    ],
    requirements: [
      'Tốt nghiệp Cử nhân Luật hoặc chuyên ngành Sở hữu trí tuệ.',
      'Có ít nhất 1 năm kinh nghiệm trong lĩnh vực sở hữu công nghiệp là lợi thế.',
      'Tiếng Anh đọc hiểu tài liệu chuyên ngành; cẩn thận, giao tiếp tốt.',
    ],
    benefits: [
      'Lương 12–18 triệu đồng và thưởng theo hồ sơ hoàn thành.',
      'Đóng bảo hiểm xã hội đầy đủ, 12 ngày phép năm, khám sức khoẻ định kỳ.',
      'Được đào tạo để thi chứng chỉ hành nghề đại diện sở hữu công nghiệp.',
    ],
  },
  {
    title: 'Cộng tác viên tư vấn pháp lý doanh nghiệp',
    company: null,
    category: 'Chuyên viên tư vấn pháp lý',
    jobType: 'Cộng tác viên',
    location: 'Hồ Chí Minh',
    postedDate: '2026-11-03',
    description: [
      'Tư vấn thủ tục giấy phép kinh doanh, mã số mã vạch, giấy phép mạng xã hội cho khách hàng khu vực phía Nam.',
      'Chuẩn bị hồ sơ theo hướng dẫn của chuyên viên chính và nộp tại cơ quan nhà nước khi cần.',
    ],
    requirements: [
      'Sinh viên năm cuối hoặc đã tốt nghiệp ngành Luật, Quản trị kinh doanh.',
      'Chủ động sắp xếp thời gian tối thiểu 20 giờ mỗi tuần.',
    ],
    benefits: ['Thù lao theo từng hồ sơ, thanh toán hằng tháng.', 'Làm việc linh hoạt, có người hướng dẫn trực tiếp.'],
  },
  {
    title: 'Luật sư sở hữu trí tuệ (tranh chấp và xử lý xâm phạm)',
    company: FIRM,
    category: 'Luật sư',
    jobType: 'Toàn thời gian',
    location: 'Hồ Chí Minh',
    postedDate: '2026-10-25',
    description: [
      'Đại diện khách hàng trong các vụ tranh chấp nhãn hiệu, quyền tác giả và cạnh tranh không lành mạnh.',
      'Soạn thư cảnh báo, đơn đề nghị xử phạt hành chính và hồ sơ khởi kiện.',
      'Làm việc với Thanh tra, Quản lý thị trường, sàn thương mại điện tử để xử lý hàng xâm phạm.',
    ],
    requirements: [
      'Có thẻ luật sư và ít nhất 3 năm kinh nghiệm tranh tụng hoặc xử lý xâm phạm.',
      'Kỹ năng đàm phán, lập luận và trình bày văn bản tốt.',
      'Tiếng Anh giao tiếp với khách hàng nước ngoài.',
    ],
    benefits: [
      'Thu nhập cạnh tranh, thưởng theo vụ việc và thưởng cuối năm.',
      'Hỗ trợ phí đoàn luật sư và chi phí đào tạo chuyên sâu.',
      'Môi trường chuyên nghiệp, lộ trình lên Trưởng nhóm tranh tụng.',
    ],
  },
  {
    title: 'Luật sư tập sự mảng sở hữu công nghiệp',
    company: FIRM,
    category: 'Luật sư',
    jobType: 'Học việc',
    location: 'Hà Nội',
    postedDate: '2026-10-14',
    description: [
      'Hỗ trợ luật sư hướng dẫn nghiên cứu hồ sơ, tra cứu án lệ và văn bản pháp luật.',
      'Tham gia gặp gỡ khách hàng và soạn thảo ý kiến pháp lý.',
    ],
    requirements: [
      'Đã tốt nghiệp khoá đào tạo nghề luật sư hoặc đang chờ đăng ký tập sự.',
      'Quan tâm đến lĩnh vực sở hữu trí tuệ, sẵn sàng học hỏi.',
    ],
    benefits: ['Phụ cấp tập sự 6 triệu đồng mỗi tháng.', 'Được hướng dẫn bởi luật sư trên 10 năm kinh nghiệm.', 'Cơ hội trở thành nhân viên chính thức.'],
  },
  {
    title: 'Nhân viên kinh doanh dịch vụ sở hữu trí tuệ',
    company: FIRM,
    category: 'Nhân viên kinh doanh',
    jobType: 'Toàn thời gian',
    location: 'Hà Nội',
    postedDate: '2026-11-17',
    description: [
      'Tìm kiếm và chăm sóc khách hàng doanh nghiệp có nhu cầu đăng ký nhãn hiệu, bản quyền, mã số mã vạch.',
      'Tư vấn gói dịch vụ, báo giá và theo dõi hợp đồng đến khi hoàn thành.',
      'Phối hợp với bộ phận pháp lý để phản hồi khách hàng đúng hạn.',
    ],
    requirements: [
      'Tốt nghiệp Cao đẳng trở lên các ngành Kinh tế, Luật, Marketing.',
      'Ưu tiên ứng viên đã làm kinh doanh dịch vụ B2B.',
      'Kỹ năng giao tiếp qua điện thoại, Zalo và gặp trực tiếp.',
    ],
    benefits: ['Lương cứng 9 triệu đồng cộng hoa hồng không giới hạn.', 'Thưởng quý, du lịch hằng năm.', 'Đào tạo kiến thức sở hữu trí tuệ bài bản.'],
  },
  {
    title: 'Nhân viên kinh doanh thời vụ mùa cao điểm cuối năm',
    company: null,
    category: 'Nhân viên kinh doanh',
    jobType: 'Thời vụ',
    location: 'Hồ Chí Minh',
    postedDate: '2026-11-05',
    description: [
      'Gọi điện, nhắn tin giới thiệu dịch vụ đăng ký nhãn hiệu cho khách hàng đã để lại thông tin.',
      'Đặt lịch tư vấn cho chuyên viên pháp lý và cập nhật dữ liệu khách hàng.',
    ],
    requirements: ['Giọng nói rõ ràng, chủ động, chịu được áp lực chỉ tiêu.', 'Có thể làm việc toàn thời gian trong 3 tháng.'],
    benefits: ['Lương theo giờ và thưởng theo lịch hẹn thành công.', 'Được xem xét ký hợp đồng chính thức sau thời vụ.'],
  },
];

/** Adds the demo vacancies on a fresh database only (after that the staff own the list). */
export async function seedJobs(db: Db): Promise<void> {
  const existing = await db.selectFrom('jobs').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values(
      SEED_JOBS.map((j) => ({
        ...j,
        description: JSON.stringify(j.description),
        requirements: JSON.stringify(j.requirements),
        benefits: JSON.stringify(j.benefits),
        status: 'OPEN' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** One seeder for both (the seed list takes one function per area). */
export async function seedNewsAndJobs(db: Db): Promise<void> {
  await seedNews(db);
  await seedJobs(db);
}

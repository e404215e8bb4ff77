import type { ServiceCategory } from '../../../shared/types/catalogue';
import type { Db } from '../database';

const IP: ServiceCategory = 'Dịch vụ sở hữu trí tuệ';
const OTHER: ServiceCategory = 'Dịch vụ khác';

interface ServiceSeed {
  slug: string;
  title: string;
  description: string;
  category: ServiceCategory;
}

/** The nine services of the menu, in menu order; each card opens /{slug}. */
export const SERVICE_SEEDS: ServiceSeed[] = [
  { slug: 'dang-ky-bao-ho-nhan-hieu', category: IP, title: 'Đăng ký bảo hộ nhãn hiệu', description: 'Tra cứu khả năng bảo hộ, soạn và nộp đơn, theo dõi đến khi được cấp Giấy chứng nhận đăng ký nhãn hiệu.' },
  { slug: 'bao-ho-kieu-dang-cong-nghiep', category: IP, title: 'Bảo hộ kiểu dáng công nghiệp', description: 'Bảo vệ hình dáng bên ngoài của sản phẩm trước hành vi sao chép, từ đánh giá tính mới đến nhận văn bằng.' },
  { slug: 'xu-ly-xam-pham', category: IP, title: 'Xử lý xâm phạm quyền sở hữu trí tuệ', description: 'Phản đối đơn đăng ký, gửi thư cảnh báo và đề nghị cơ quan chức năng xử phạt hành vi xâm phạm.' },
  { slug: 'bao-ho-sang-che-giai-phap-huu-ich', category: IP, title: 'Bảo hộ sáng chế, giải pháp hữu ích', description: 'Đánh giá khả năng bảo hộ, soạn bản mô tả và nộp đơn sáng chế, giải pháp hữu ích tại Cục Sở hữu trí tuệ.' },
  { slug: 'dang-ky-bao-ho-ban-quyen', category: IP, title: 'Đăng ký bảo hộ bản quyền', description: 'Đăng ký quyền tác giả cho tác phẩm mỹ thuật, chương trình máy tính, tác phẩm văn học và nhiều loại hình khác.' },
  { slug: 'ma-so-ma-vach', category: OTHER, title: 'Đăng ký mã số mã vạch', description: 'Đăng ký mã số mã vạch EAN-13 cho tối đa 100 loại sản phẩm, cấp mã trong 1-2 ngày làm việc.' },
  { slug: 'giay-phep-doanh-nghiep-khoa-hoc-cong-nghe', category: OTHER, title: 'Giấy chứng nhận doanh nghiệp khoa học và công nghệ', description: 'Hồ sơ công nhận doanh nghiệp khoa học và công nghệ để hưởng ưu đãi thuế, đất đai và tín dụng.' },
  { slug: 'dang-ky-giay-phep-mang-xa-hoi', category: OTHER, title: 'Giấy phép thiết lập mạng xã hội', description: 'Tư vấn điều kiện nhân sự, tên miền, kỹ thuật và hoàn thiện hồ sơ xin giấy phép mạng xã hội trong 20-30 ngày làm việc.' },
  { slug: 'tu-van-soan-thao-hop-dong', category: OTHER, title: 'Tư vấn soạn thảo hợp đồng', description: 'Soạn thảo, rà soát hợp đồng lao động, mua bán, dịch vụ, nhượng quyền… và trả kết quả trong 3 ngày làm việc.' },
];

/** Adds the services that are missing (by slug); edits made later in the database are kept. */
export async function seedServices(db: Db): Promise<void> {
  const existing = new Set((await db.selectFrom('services').select('slug').execute()).map((r) => r.slug));
  const now = new Date().toISOString();
  const missing = SERVICE_SEEDS.map((s, i) => ({ ...s, sortOrder: i + 1 })).filter((s) => !existing.has(s.slug));
  if (!missing.length) return;
  await db
    .insertInto('services')
    .values(missing.map((s) => ({ ...s, image: `/images/site/service-${s.slug}.svg`, href: `/${s.slug}`, updatedAt: now })))
    .execute();
}

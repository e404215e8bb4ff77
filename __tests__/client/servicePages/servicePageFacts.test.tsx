import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemsOf, listIn, section, showSeededPage } from './serviceTestUtils';

/**
 * Each page rendered from its REAL seed content: the pages' required facts must be on
 * screen. The expected values are written here from the product's requirements, not read from the data.
 */

const visible = (text: string | RegExp) => expect(screen.getAllByText(text).length).toBeGreaterThan(0);
const pricingCards = () => within(section(/^(Chi phí|Bảng giá)/)).getAllByRole('article');

function commonBlocks() {
  expect(screen.getByRole('link', { name: 'Tư vấn miễn phí' })).toBeInTheDocument();
  expect(document.getElementById('contact-form')).not.toBeNull();
}

test('trademark: tabs, 3-step detailed process, stages, accuracies, one feature plan at 2.100.000 VND, partners', async () => {
  await showSeededPage('dang-ky-bao-ho-nhan-hieu');
  commonBlocks();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['So Sánh', 'Điều Kiện', 'Tổng Kết']);
  expect(section('Lợi ích khi đăng ký nhãn hiệu')).toBeInTheDocument();

  const steps = itemsOf(listIn('Quy trình đăng ký nhãn hiệu 3 bước'));
  expect(steps).toHaveLength(3);
  const [search, drafting, filing] = steps.map((s) => within(s));
  search!.getByText('Độ chính xác: 60-70%');
  search!.getByText('Độ chính xác: 90-95%');
  drafting!.getByText('Thời gian: Không quá 1 ngày làm việc');
  filing!.getByText('Thời gian: Không quá 1 ngày làm việc');
  expect(filing!.getAllByText('Thời gian: 1-2 tháng')).toHaveLength(2); // formal examination, certificate
  filing!.getByText('Thời gian: 2 tháng kể từ ngày đơn hợp lệ');
  filing!.getByText('Thời gian: 18-20 tháng kể từ ngày công bố đơn');

  const stages = itemsOf(listIn('Thời gian xử lý đơn nhãn hiệu'));
  expect(stages.map((t) => [within(t).getByRole('heading').textContent, t.getAttribute('data-color')])).toEqual([
    ['Thẩm định hình thức', 'blue'],
    ['Công bố đơn', 'emerald'],
    ['Thẩm định nội dung', 'purple'],
    ['Cấp văn bằng', 'orange'],
  ]);
  expect(stages.map((t) => t.querySelector('h3')!.previousElementSibling!.textContent)).toEqual(['1-2 tháng', '2 tháng', '18-20 tháng', '1-2 tháng']);
  within(stages[1]!).getByText(/từ ngày đơn hợp lệ/);
  within(stages[2]!).getByText(/từ ngày công bố đơn/);

  const [plan, ...others] = pricingCards();
  expect(others).toHaveLength(0);
  within(plan!).getByText('2.100.000');
  within(plan!).getByText('VND');
  within(plan!).getByText('Tra cứu sơ bộ tối đa 5 nhãn hiệu');
  within(plan!).getByText('Tư vấn đặt tên cho tối đa 3 thương hiệu');
  within(plan!).getByRole('link', { name: 'Đăng ký tư vấn' });
  expect(await screen.findByRole('region', { name: 'Đối tác và khách hàng đã đồng hành' })).toBeInTheDocument();
});

test('copyright: 12 work types, benefits, 3 reasons, 3 steps, card prices 1.800.000 đ / 2.500.000 đ (featured) / Liên hệ, partners', async () => {
  await showSeededPage('dang-ky-bao-ho-ban-quyen');
  commonBlocks();
  expect(itemsOf(listIn('12 loại hình tác phẩm được bảo hộ quyền tác giả'))).toHaveLength(12);
  expect(section('Lợi ích khi đăng ký bản quyền')).toBeInTheDocument();
  expect(itemsOf(within(section('3 lý do nên chọn chúng tôi')).getByRole('list'))).toHaveLength(3);
  expect(itemsOf(listIn('Quy trình đăng ký bản quyền 3 bước'))).toHaveLength(3);
  within(section('Thời gian cấp Giấy chứng nhận')).getByText('15 ngày làm việc');

  const cards = pricingCards();
  expect(cards).toHaveLength(3);
  const art = within(screen.getByRole('article', { name: 'Tác phẩm mỹ thuật' }));
  art.getByText('1.800.000');
  art.getByText('đ');
  const program = within(screen.getByRole('article', { name: 'Chương trình máy tính' }));
  program.getByText('2.500.000');
  program.getByText('Phổ biến nhất');
  expect(art.queryByText('Phổ biến nhất')).toBeNull();
  within(screen.getByRole('article', { name: 'Loại hình khác' })).getByText('Liên hệ');
  expect(await screen.findByRole('region', { name: 'Đối tác và khách hàng đã đồng hành' })).toBeInTheDocument();
});

test('industrial design: 3 accordions, benefits, 4 steps, 4-step timeline with its durations, "Liên Hệ Ngay"', async () => {
  await showSeededPage('bao-ho-kieu-dang-cong-nghiep');
  commonBlocks();
  const accordion = section('Kiểu dáng công nghiệp: những điều cần biết');
  expect(within(accordion).getAllByRole('button', { expanded: true })).toHaveLength(1);
  expect(within(accordion).getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Kiểu dáng công nghiệp là gì?',
    'Điều kiện được bảo hộ',
    'Đối tượng không được bảo hộ',
  ]);
  expect(section('Lợi ích khi bảo hộ kiểu dáng công nghiệp')).toBeInTheDocument();
  expect(itemsOf(listIn('Quy trình đăng ký 4 bước'))).toHaveLength(4);

  const tiles = itemsOf(listIn('Thời gian đăng ký kiểu dáng công nghiệp'));
  expect(tiles).toHaveLength(4);
  expect(tiles.map((t) => t.getAttribute('data-color'))).toEqual(['blue', 'emerald', 'purple', 'orange']);
  within(tiles[0]!).getByText('1-3 ngày');
  within(tiles[1]!).getByText('1 ngày');
  within(tiles[2]!).getByText('1 ngày');
  const processing = within(tiles[3]!);
  processing.getByText('10-15 tháng');
  for (const [label, duration] of [['Thẩm định hình thức', '1 tháng'], ['Công bố đơn', '2 tháng'], ['Thẩm định nội dung', '7-12 tháng']]) {
    expect(processing.getByText(label).nextElementSibling).toHaveTextContent(duration!);
  }
  expect(screen.getByRole('link', { name: 'Liên Hệ Ngay' })).toBeInTheDocument();
});

test('patent: explainers, 4 steps, timeline tiles with 20-27 months, claims 99% / refund / 24/7', async () => {
  await showSeededPage('bao-ho-sang-che-giai-phap-huu-ich');
  commonBlocks();
  for (const h of ['Sáng chế là gì?', 'Điều kiện bảo hộ', 'Lợi ích khi đăng ký sáng chế', 'Vì sao chọn chúng tôi']) expect(section(h)).toBeInTheDocument();
  const steps = itemsOf(listIn('Quy trình 4 bước'));
  expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
    'Tiếp nhận yêu cầu',
    'Kiểm tra khả năng bảo hộ',
    'Ký hợp đồng và soạn đơn',
    'Nộp đơn và theo dõi',
  ]);
  const tiles = itemsOf(listIn('Thời gian bảo hộ sáng chế'));
  expect(tiles.map((t) => within(t).getByRole('heading').textContent)).toEqual(['Kiểm tra khả năng bảo hộ', 'Soạn đơn', 'Nộp đơn', 'Xử lý đơn']);
  within(tiles[0]!).getByText('1-3 ngày');
  within(tiles[1]!).getByText('1 ngày');
  within(tiles[2]!).getByText('1 ngày');
  within(tiles[3]!).getByText('20-27 tháng');
  within(tiles[3]!).getByText('18-24 tháng kể từ ngày công bố');
  within(tiles[3]!).getByText('1 tháng');
  within(tiles[3]!).getByText('2 tháng');
  const reasons = within(section('Vì sao chọn chúng tôi'));
  reasons.getByText('99%');
  reasons.getByText('Tỷ lệ thành công lên đến 99%');
  reasons.getByText('Hoàn phí nếu không được bảo hộ');
  reasons.getByText('24/7');
});

test('infringement: 3 services, 3-step opposition, 6-9 months, power of attorney template and evidence', async () => {
  await showSeededPage('xu-ly-xam-pham');
  commonBlocks();
  const services = itemsOf(listIn('Dịch vụ xử lý xâm phạm của chúng tôi')).map((li) => within(li).getByRole('heading').textContent);
  expect(services).toEqual(['Phản đối đơn đăng ký nhãn hiệu', 'Gửi thư cảnh báo đến bên xâm phạm', 'Gửi đơn đến cơ quan chức năng đề nghị xử phạt']);
  expect(itemsOf(listIn('Quy trình phản đối đơn đăng ký nhãn hiệu 3 bước'))).toHaveLength(3);
  within(section('Thời gian xem xét đơn phản đối')).getByText('6-9 tháng');

  const docs = within(section('Tài liệu cần chuẩn bị'));
  docs.getByRole('heading', { name: /Giấy ủy quyền/ });
  docs.getByRole('heading', { name: 'Chứng cứ' });
  const show = docs.getByRole('button', { name: /Xem mẫu/ });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(show);
  expect(show).toHaveAttribute('aria-expanded', 'true');
  expect(docs.getByRole('region', { name: 'Mẫu giấy ủy quyền' })).toHaveTextContent('GIẤY ỦY QUYỀN');
});

test('barcode: EAN-13, benefits, 3 steps, one price card 2,100,000 for up to 100 product types in 1-2 working days', async () => {
  await showSeededPage('ma-so-ma-vach');
  commonBlocks();
  expect(section('Mã vạch EAN-13 là gì?')).toBeInTheDocument();
  expect(section('Lợi ích của mã số mã vạch')).toBeInTheDocument();
  expect(itemsOf(listIn('Quy trình 3 bước'))).toHaveLength(3);
  const cards = pricingCards();
  expect(cards).toHaveLength(1);
  const card = within(cards[0]!);
  card.getByRole('heading', { name: 'Mã vạch 13 số (EAN-13)' });
  card.getByText('2,100,000');
  card.getByText('Tối đa 100 loại sản phẩm');
  card.getByText('Cấp mã trong 1-2 ngày làm việc');
  within(section('Thời gian cấp mã')).getByText('1-2 ngày làm việc');
});

test('science-and-technology enterprise: 3 conditions with the 30% rule, 7 tasks, 4 steps', async () => {
  await showSeededPage('giay-phep-doanh-nghiep-khoa-hoc-cong-nghe');
  commonBlocks();
  const conditions = itemsOf(listIn('Điều kiện được chứng nhận'));
  expect(conditions).toHaveLength(3);
  expect(conditions[0]).toHaveTextContent('Luật Doanh nghiệp');
  expect(conditions[1]).toHaveTextContent('tạo ra hoặc ứng dụng kết quả khoa học và công nghệ');
  expect(conditions[2]).toHaveTextContent(/từ 5 năm trở lên.*tối thiểu 30% tổng doanh thu/);
  expect(itemsOf(listIn('7 công việc chúng tôi thực hiện cho bạn'))).toHaveLength(7);
  expect(itemsOf(listIn('Quy trình 4 bước'))).toHaveLength(4);
});

test('social network licence: 4 steps, 20-30 working days, 4 expandable conditions with their details', async () => {
  await showSeededPage('dang-ky-giay-phep-mang-xa-hoi');
  commonBlocks();
  expect(itemsOf(listIn('Quy trình 4 bước'))).toHaveLength(4);
  within(section('Thời gian thực hiện')).getByText('20-30 ngày làm việc');
  const conditions = within(section('Điều kiện cấp giấy phép mạng xã hội'));
  const toggles = conditions.getAllByRole('button');
  expect(toggles.map((b) => b.textContent)).toEqual([
    '1. Điều kiện về pháp nhân',
    '2. Điều kiện về nhân sự',
    '3. Điều kiện về tên miền',
    '4. Điều kiện về kỹ thuật và an toàn thông tin',
  ]);
  const text = section('Điều kiện cấp giấy phép mạng xã hội').textContent!;
  expect(text).toMatch(/quốc tịch Việt Nam.*người nước ngoài.*ít nhất 6 tháng/);
  expect(text).toMatch(/01 nhân sự quản lý kỹ thuật/);
  expect(text).toMatch(/tên miền “\.vn”.*địa chỉ IP ở Việt Nam/);
  expect(text).toMatch(/không được sử dụng cùng một dãy ký tự/);
  expect(text).toMatch(/sử dụng hợp pháp/);
});

test('contract drafting: ten contract types, 3 steps with results within 3 working days, refund promise', async () => {
  await showSeededPage('tu-van-soan-thao-hop-dong');
  commonBlocks();
  const types = itemsOf(listIn('10 loại hợp đồng chúng tôi soạn thảo')).map((li) => within(li).getByRole('heading').textContent);
  expect(types).toEqual([
    'Hợp đồng lao động',
    'Hợp đồng mua bán hàng hóa',
    'Hợp đồng dịch vụ',
    'Hợp đồng thuê tài sản',
    'Hợp đồng đại lý',
    'Hợp đồng nhượng quyền thương mại',
    'Hợp đồng hợp tác kinh doanh',
    'Hợp đồng cho thuê',
    'Hợp đồng gia công',
    'Các loại hợp đồng khác',
  ]);
  const steps = itemsOf(listIn('Quy trình 3 bước'));
  expect(steps).toHaveLength(3);
  within(steps[2]!).getByText('Thời gian: Trong vòng 3 ngày làm việc');
  visible('3 ngày làm việc');
  within(section('Lợi ích khi sử dụng dịch vụ')).getByRole('note');
  expect(within(section('Lợi ích khi sử dụng dịch vụ')).getByRole('note')).toHaveTextContent(/hoàn lại phí dịch vụ/);
});

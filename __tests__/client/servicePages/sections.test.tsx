import { ToastContainer } from 'react-toastify';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingPlans } from '../../../src/client/components/sections/PricingPlans';
import { SERVICE_PAGE_MSG } from '../../../src/shared/messages/servicePages';
import type { PricingPlan } from '../../../src/shared/types/servicePage';
import { section, showSeededPage } from './serviceTestUtils';

let scrolled: Element[];
beforeEach(() => {
  scrolled = [];
  // jsdom has no layout: record which element was asked to scroll into view, and how.
  Element.prototype.scrollIntoView = jest.fn(function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    scrolled.push(this);
    expect(arg).toMatchObject({ behavior: 'smooth' });
  });
});

describe('tabs and their expandable conditions (trademark page)', () => {
  it('shows one panel at a time; the two condition items open one at a time', async () => {
    const user = userEvent.setup();
    await showSeededPage('dang-ky-bao-ho-nhan-hieu');
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nhãn hiệu đã đăng ký và chưa đăng ký khác nhau thế nào?');
    expect(within(screen.getByRole('tabpanel')).getByRole('table')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Điều Kiện' }));
    expect(screen.getByRole('tab', { name: 'Điều Kiện' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Điều kiện để nhãn hiệu được bảo hộ');
    expect(panel).not.toHaveTextContent('Nhãn hiệu đã đăng ký và chưa đăng ký');
    const first = within(panel).getByRole('button', { name: 'Là dấu hiệu nhìn thấy được hoặc dấu hiệu âm thanh' });
    const second = within(panel).getByRole('button', { name: 'Có khả năng phân biệt' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('tab', { name: 'Tổng Kết' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Văn bằng có hiệu lực 10 năm');
  });

  it('tabs are reachable with the keyboard (arrow keys move between them)', async () => {
    const user = userEvent.setup();
    await showSeededPage('dang-ky-bao-ho-nhan-hieu');
    screen.getByRole('tab', { name: 'So Sánh' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Điều Kiện' })).toHaveFocus();
  });
});

describe('accordion (industrial design)', () => {
  it('keeps one section open at a time', async () => {
    const user = userEvent.setup();
    await showSeededPage('bao-ho-kieu-dang-cong-nghiep');
    const acc = within(section('Kiểu dáng công nghiệp: những điều cần biết'));
    const [definition, conditions, excluded] = acc.getAllByRole('button');
    expect(definition).toHaveAttribute('aria-expanded', 'true');
    await user.click(conditions!);
    expect(acc.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    await user.click(excluded!);
    expect(acc.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
    expect(acc.getByText('Hình dáng bên ngoài của công trình xây dựng dân dụng hoặc công nghiệp.')).toBeVisible();
  });

  it('"Liên Hệ Ngay" scrolls smoothly to the consultation form', async () => {
    const user = userEvent.setup();
    await showSeededPage('bao-ho-kieu-dang-cong-nghiep');
    await user.click(screen.getByRole('link', { name: 'Liên Hệ Ngay' }));
    expect(scrolled).toEqual([document.getElementById('contact-form')]);
  });
});

describe('toggle list (social network licence)', () => {
  it('each condition toggles on click, independently of the others', async () => {
    const user = userEvent.setup();
    await showSeededPage('dang-ky-giay-phep-mang-xa-hoi');
    const list = within(section('Điều kiện cấp giấy phép mạng xã hội'));
    const [legal, staff, domain, tech] = list.getAllByRole('button');
    const state = () => list.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));
    expect(state()).toEqual(['false', 'false', 'false', 'false']);
    await user.click(staff!);
    await user.click(domain!);
    expect(state()).toEqual(['false', 'true', 'true', 'false']);
    expect(list.getByRole('region', { name: '2. Điều kiện về nhân sự' })).toHaveTextContent('thời hạn còn lại ít nhất 6 tháng');
    await user.click(staff!);
    expect(state()).toEqual(['false', 'false', 'true', 'false']);
    await user.click(legal!);
    await user.click(tech!);
    expect(state()).toEqual(['true', 'false', 'true', 'true']);
  });
});

describe('hero and pricing buttons', () => {
  it('the hero "Tư vấn miễn phí" and the plan button scroll to #contact-form', async () => {
    const user = userEvent.setup();
    await showSeededPage('dang-ky-bao-ho-nhan-hieu');
    await user.click(screen.getByRole('link', { name: 'Tư vấn miễn phí' }));
    await user.click(screen.getByRole('link', { name: 'Đăng ký tư vấn' }));
    const form = document.getElementById('contact-form');
    expect(form).not.toBeNull();
    expect(scrolled).toEqual([form, form]);
  });

  const plans: PricingPlan[] = [
    { id: 1, title: 'Gói cơ bản', description: 'Mô tả', currency: 'VND', price: '1.000.000', featured: false, features: ['Một', { text: 'Hai' }] },
    { id: 2, title: 'Gói nâng cao', description: 'Mô tả', currency: 'VND', price: '2.000.000', featured: true, features: ['Ba'], buttonText: 'Chọn gói này' },
  ];

  it('without #contact-form on the page, the button shows an error toast instead', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PricingPlans plans={plans} layout="card" />
        <ToastContainer />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Đăng ký tư vấn' })).toBeInTheDocument(); // the default text
    within(screen.getByRole('article', { name: 'Gói cơ bản' })).getByText('Hai'); // {text} features
    await user.click(screen.getByRole('link', { name: 'Chọn gói này' }));
    expect(await screen.findByText(SERVICE_PAGE_MSG.contactFormMissing)).toBeInTheDocument();
    expect(SERVICE_PAGE_MSG.contactFormMissing).toBe('Có lỗi xảy ra. Vui lòng thử lại sau.');
    expect(scrolled).toEqual([]);
  });

  it('with #contact-form present, the same button scrolls and shows no toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PricingPlans plans={plans} layout="feature" />
        <section id="contact-form">
          <label>
            Họ tên <input />
          </label>
        </section>
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Đăng ký tư vấn' }));
    expect(scrolled).toEqual([document.getElementById('contact-form')]);
    expect(screen.getByLabelText('Họ tên')).toHaveFocus();
    expect(screen.queryByText(SERVICE_PAGE_MSG.contactFormMissing)).toBeNull();
  });
});

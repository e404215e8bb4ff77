import { ToastContainer } from 'react-toastify';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PartnersCarousel } from '../../../src/client/components/sections/PartnersCarousel';
import { itemsPerSlide } from '../../../src/client/components/sections/useItemsPerSlide';
import { PartnersSection } from '../../../src/client/features/servicePages/PartnersSection';
import { SERVICE_PAGE_MSG } from '../../../src/shared/messages/servicePages';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { seededPartners } from './serviceTestUtils';

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: px });
}
const currentDot = () => screen.getByRole('button', { current: true });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: SERVICE_PAGE_MSG.partnersCarousel });

beforeEach(() => setWidth(1280));

describe('partners carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances one group every 3000 ms with a 500 ms transition, and wraps around after the last', () => {
    render(<PartnersCarousel partners={seededPartners} />); // 12 logos, 6 per slide → 2 groups
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
    expect(screen.getByTestId('partners-track')).toHaveStyle({ transform: 'translateX(-0%)', transition: 'transform 500ms ease' });
    advance(2999);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 2');
    expect(screen.getByTestId('partners-track')).toHaveStyle({ transform: 'translateX(-100%)' });
    advance(3000);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<PartnersCarousel partners={seededPartners} />);
    fireEvent.mouseEnter(carousel());
    advance(10_000);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
    fireEvent.mouseLeave(carousel());
    advance(3000);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 2');
  });

  it('previous and next wrap around; dots jump to their group', () => {
    setWidth(900); // 4 per slide → 3 groups
    render(<PartnersCarousel partners={seededPartners} />);
    expect(screen.getAllByRole('button', { name: /^Chuyển đến nhóm/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Nhóm trước' }));
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nhóm tiếp theo' }));
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển đến nhóm 2' }));
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 2');
    expect(screen.getByRole('group', { name: 'Nhóm 2 / 3' })).toBeVisible();
    // A manual move restarts the wait: nothing moves for another full interval.
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Nhóm tiếp theo' }));
    advance(2999);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 3');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Chuyển đến nhóm 1');
  });

  it.each([
    [360, 2, 6],
    [479, 2, 6],
    [480, 3, 4],
    [767, 3, 4],
    [768, 4, 3],
    [1023, 4, 3],
    [1024, 6, 2],
    [1920, 6, 2],
  ])('at %i px shows %i logos per slide (%i groups)', (width, perSlide, groups) => {
    expect(itemsPerSlide(width)).toBe(perSlide);
    setWidth(width);
    render(<PartnersCarousel partners={seededPartners} />);
    const shown = screen.getByRole('group', { name: `Nhóm 1 / ${groups}` });
    expect(within(shown).getAllByRole('img')).toHaveLength(perSlide);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(groups);
  });

  it('follows a window resize', () => {
    render(<PartnersCarousel partners={seededPartners} />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    setWidth(400);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(6);
  });

  it('loads the shown group’s logos and both neighbours’ at once, so a slide never comes in empty', () => {
    setWidth(400);
    render(<PartnersCarousel partners={seededPartners} />); // 2 per slide → 6 groups
    // (jsdom has no IntersectionObserver: the carousel counts as near the screen from the start.)
    const loading = () => screen.getAllByRole('group', { hidden: true }).map((g) => within(g).getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('loading')).join(','));
    expect(loading()).toEqual(['eager,eager', 'eager,eager', 'lazy,lazy', 'lazy,lazy', 'lazy,lazy', 'eager,eager']);
    advance(3000);
    expect(loading()).toEqual(['eager,eager', 'eager,eager', 'eager,eager', 'lazy,lazy', 'lazy,lazy', 'lazy,lazy']);
    // A cut short name keeps its whole text in a tooltip.
    expect(screen.getAllByText(seededPartners[0]!.shortName, { ignore: 'script' })[0]).toHaveAttribute('title', seededPartners[0]!.shortName);
  });

  it('a logo that fails to load becomes a grey "Logo" placeholder; the others stay', () => {
    render(<PartnersCarousel partners={seededPartners} />);
    const first = screen.getByRole('img', { name: seededPartners[0]!.title });
    expect(first.tagName).toBe('IMG');
    expect(first).toHaveAttribute('width', '160');
    fireEvent.error(first);
    const placeholder = screen.getByRole('img', { name: seededPartners[0]!.title });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveTextContent('Logo');
    expect(screen.getByRole('img', { name: seededPartners[1]!.title }).tagName).toBe('IMG');
  });
});

describe('partners section', () => {
  it('loads GET /service/previous-partners into the carousel', async () => {
    mockApi('GET', '/api/service/previous-partners', envelope(seededPartners));
    renderWithProviders(<PartnersSection id="doi-tac" heading="Đối tác & khách hàng" />);
    expect(await screen.findByRole('heading', { name: 'Đối tác & khách hàng' })).toBeInTheDocument();
    expect(screen.getByText('Đồi Xanh')).toBeInTheDocument();
  });

  it('shows the error toast when the partners cannot be loaded', async () => {
    mockApi('GET', '/api/service/previous-partners', envelope(null, 500, 'Lỗi'));
    renderWithProviders(
      <>
        <PartnersSection id="doi-tac" heading="Đối tác & khách hàng" />
        <ToastContainer />
      </>,
    );
    expect(await screen.findByText('Không thể tải danh sách đối tác & khách hàng')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Đối tác & khách hàng' })).toBeNull();
  });
});

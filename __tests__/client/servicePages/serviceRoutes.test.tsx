import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceRoutes } from '../../../src/client/pages/public/serviceRoutes';
import { routes as appRoutes } from '../../../src/client/app/routes';
import { SERVICE_PAGE_SLUGS } from '../../../src/shared/types/servicePage';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';
import { FORM_SERVICE, mockServicePageCalls, seededPage } from './serviceTestUtils';

function Where() {
  return <p>Trang khác: {useLocation().pathname}</p>;
}

/** The service routes exactly as the app declares them, inside a bare frame (the real layout is another issue's). */
const routes: RouteObject[] = [
  {
    path: '/',
    // As the app's route table: nothing shows while the first lazy route loads.
    HydrateFallback: () => null,
    element: (
      <>
        <Outlet />
        <ToastContainer />
      </>
    ),
    children: [...serviceRoutes, { path: '*', element: <Where /> }],
  },
];

const ipCards = [
  { id: 1, title: 'Đăng ký bảo hộ nhãn hiệu', description: 'Bảo vệ thương hiệu.', image: '/images/services/dang-ky-bao-ho-nhan-hieu.svg', href: '/dang-ky-bao-ho-nhan-hieu' },
  { id: 2, title: 'Xử lý xâm phạm', description: 'Phản đối, cảnh báo.', image: '/images/services/xu-ly-xam-pham.svg', href: '/xu-ly-xam-pham' },
];
const otherCards = [
  { id: 6, title: 'Mã số mã vạch', description: 'EAN-13.', image: '/images/services/ma-so-ma-vach.svg', href: '/ma-so-ma-vach' },
  { id: 9, title: 'Tư vấn soạn thảo hợp đồng', description: 'Hợp đồng.', image: '/images/services/tu-van-soan-thao-hop-dong.svg', href: '/tu-van-soan-thao-hop-dong' },
];

function mockCards() {
  mockApi('GET', '/api/service/cards', (req) => {
    const category = req.url.searchParams.get('category');
    if (category === 'Dịch vụ sở hữu trí tuệ') return envelope(ipCards);
    if (category === 'Dịch vụ khác') return envelope(otherCards);
    return envelope([]);
  });
  mockApi('GET', '/api/service/list', envelope([{ id: 1, title: FORM_SERVICE }]));
  mockApi('GET', '/api/site-config', envelope({ adsConversionId: null }));
}

test('the app declares a route for each of the nine pages and the two overviews, under the public layout', () => {
  const publicChildren = appRoutes.find((r) => r.path === '/')!.children!.map((r) => r.path);
  for (const path of [...SERVICE_PAGE_SLUGS, 'dich-vu', 'dich-vu-khac']) expect(publicChildren).toContain(path);
});

test('/dich-vu lists the intellectual-property cards; the card and its read-more both open the page', async () => {
  const user = userEvent.setup();
  mockCards();
  mockServicePageCalls('dang-ky-bao-ho-nhan-hieu');
  mockServicePageCalls('xu-ly-xam-pham');
  const { router } = renderRoute('/dich-vu', { routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dịch vụ sở hữu trí tuệ' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Đăng ký bảo hộ nhãn hiệu' })).toBeInTheDocument();
  expect(callsTo('GET', '/api/service/cards')[0]!.url.searchParams.get('category')).toBe('Dịch vụ sở hữu trí tuệ');
  expect(document.title).toBe('Dịch vụ sở hữu trí tuệ | SHTT Việt');

  await user.click(screen.getByRole('link', { name: /^Xử lý xâm phạm/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Xử lý xâm phạm quyền sở hữu trí tuệ' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/xu-ly-xam-pham');
  await waitFor(() => expect(document.title).toBe('Xử lý xâm phạm quyền sở hữu trí tuệ | SHTT Việt'));

  await router.navigate('/dich-vu');
  await user.click(await screen.findByRole('link', { name: 'Xem chi tiết: Đăng ký bảo hộ nhãn hiệu' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Đăng ký bảo hộ nhãn hiệu' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dang-ky-bao-ho-nhan-hieu');
});

test('/dich-vu-khac lists the "Dịch vụ khác" cards; card and read-more both navigate', async () => {
  const user = userEvent.setup();
  mockCards();
  mockServicePageCalls('ma-so-ma-vach');
  mockServicePageCalls('tu-van-soan-thao-hop-dong');
  const { router } = renderRoute('/dich-vu-khac', { routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dịch vụ khác' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Mã số mã vạch' });
  expect(callsTo('GET', '/api/service/cards')[0]!.url.searchParams.get('category')).toBe('Dịch vụ khác');

  await user.click(screen.getByRole('link', { name: /^Mã số mã vạch/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Đăng ký mã số mã vạch EAN-13' })).toBeInTheDocument();

  await router.navigate('/dich-vu-khac');
  await user.click(await screen.findByRole('link', { name: 'Xem chi tiết: Tư vấn soạn thảo hợp đồng' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Tư vấn soạn thảo hợp đồng' })).toBeInTheDocument();
});

test('an overview whose cards cannot be loaded shows the error toast', async () => {
  mockCards();
  mockApi('GET', '/api/service/cards', envelope(null, 500, 'Lỗi máy chủ'));
  renderRoute('/dich-vu', { routes });
  expect(await screen.findByText('Không thể lấy thông tin dịch vụ', { selector: '.Toastify *' })).toBeInTheDocument();
});

test('a slug the server does not know (404) shows the friendly not-found page, without an error toast', async () => {
  mockServicePageCalls('ma-so-ma-vach', null);
  renderRoute('/ma-so-ma-vach', { routes });
  expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy dịch vụ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Xem tất cả dịch vụ' })).toHaveAttribute('href', '/dich-vu');
  expect(screen.queryByText('Không thể lấy thông tin dịch vụ')).toBeNull();
  expect(document.title).toBe('Không tìm thấy dịch vụ | SHTT Việt');
});

test('a failed page load shows the toast "Không thể lấy thông tin dịch vụ" and a retry that works', async () => {
  const user = userEvent.setup();
  mockServicePageCalls('tu-van-soan-thao-hop-dong');
  let fail = true;
  mockApi('GET', '/api/services/tu-van-soan-thao-hop-dong', () => (fail ? envelope(null, 500, 'Lỗi') : envelope(seededPage('tu-van-soan-thao-hop-dong'))));
  renderRoute('/tu-van-soan-thao-hop-dong', { routes });
  expect(await screen.findByText('Không thể lấy thông tin dịch vụ', { selector: '.Toastify *' })).toBeInTheDocument();
  fail = false;
  // The page body renders from a deferred copy: the retry button can follow the toast by a render.
  await user.click(await screen.findByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Tư vấn soạn thảo hợp đồng' })).toBeInTheDocument();
  expect(callsTo('GET', '/api/services/tu-van-soan-thao-hop-dong')).toHaveLength(2);
});

import { ToastContainer } from 'react-toastify';
import { screen, within } from '@testing-library/react';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { servicePageSeeds, partnerSeeds } from '../../../src/server/db/seed/servicePages';
import type { Partner, ServicePage as Page } from '../../../src/shared/types/servicePage';
import ServicePage from '../../../src/client/pages/public/ServicePage';

/** The one service the consultation form's select offers in these tests. */
export const FORM_SERVICE = 'Dịch vụ trong biểu mẫu';

/** The partners as the server lists them. */
export const seededPartners: Partner[] = partnerSeeds.map((p, i) => ({ id: i + 1, image: p.image, title: p.title, shortName: p.shortName }));

/** The REAL seeded page, as GET /services/{slug} serves it. */
export function seededPage(slug: string): Page {
  const seed = servicePageSeeds.find((p) => p.slug === slug);
  if (!seed) throw new Error(`no seed for ${slug}`);
  return { ...structuredClone(seed), updatedAt: '2026-11-21T08:00:00.000Z' };
}

/** Mocks what a service page calls: the page, the partners, and the consultation form's lists. */
export function mockServicePageCalls(slug: string, page: Page | null = seededPage(slug)) {
  mockApi('GET', `/api/services/${slug}`, page ? envelope(page) : envelope(null, 404, 'Không tìm thấy trang dịch vụ này.'));
  mockApi('GET', '/api/service/previous-partners', envelope(seededPartners));
  mockApi('GET', '/api/service/list', envelope([{ id: 1, title: FORM_SERVICE }]));
  mockApi('GET', '/api/site-config', envelope({ adsConversionId: null }));
}

export function renderServicePage(slug: string) {
  return renderWithProviders(
    <>
      <ServicePage slug={slug} />
      <ToastContainer />
    </>,
  );
}

/** Renders the seeded page and waits for its hero. */
export async function showSeededPage(slug: string) {
  mockServicePageCalls(slug);
  const result = renderServicePage(slug);
  await screen.findByRole('heading', { level: 1, name: seededPage(slug).content.hero.title });
  // Let the page's other calls (form services, partners) settle before the test acts.
  await screen.findByText(FORM_SERVICE);
  await screen.findByRole('region', { name: 'Đối tác và khách hàng đã đồng hành' });
  return result;
}

/** The section labelled by this h2. */
export function section(heading: string | RegExp) {
  return screen.getByRole('region', { name: heading });
}

/** The top-level items of the list with this accessible name. */
export function itemsOf(list: HTMLElement) {
  return Array.from(list.children).filter((c) => c.tagName === 'LI') as HTMLElement[];
}

export function listIn(heading: string | RegExp) {
  return within(section(heading)).getByRole('list', { name: heading });
}

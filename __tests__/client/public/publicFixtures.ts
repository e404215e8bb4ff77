import { FOOTER_DATA, HERO_SLIDES, HOME_VIDEO, MAP_SETTINGS } from '../../../src/server/db/seed/company';
import type { HomePayload, ServiceOption } from '../../../src/shared/types/catalogue';
import { envelope, mockApi } from '../../helpers/mockApi';

export const SERVICES: ServiceOption[] = [
  { id: 11, title: 'Đăng ký bảo hộ nhãn hiệu' },
  { id: 12, title: 'Đăng ký bảo hộ bản quyền' },
  { id: 13, title: 'Đăng ký mã số mã vạch' },
];

export const FOOTER = FOOTER_DATA;

export const HOME: HomePayload = {
  heroSlides: HERO_SLIDES,
  services: Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    title: `Dịch vụ số ${i + 1}`,
    description: `Mô tả dịch vụ số ${i + 1}`,
    image: `/images/site/service-${i + 1}.svg`,
    href: `/dich-vu-${i + 1}`,
  })),
  video: HOME_VIDEO,
  map: MAP_SETTINGS,
};

/** The calls every public page makes, answered with realistic data (tests override what they study). */
export function mockPublicFrame({ adsConversionId = null as string | null } = {}) {
  mockApi('GET', '/api/services/toto', envelope(FOOTER));
  mockApi('GET', '/api/service/list', envelope(SERVICES));
  mockApi('GET', '/api/site-config', envelope({ adsConversionId }));
  mockApi('GET', '/api/services/home', envelope(HOME));
  mockApi('GET', '/api/news', envelope([]));
  mockApi('GET', '/api/company', envelope({ company: { name: FOOTER.company.name, email: FOOTER.company.email }, locations: FOOTER.locations.map(({ id, type, address }) => ({ id, type, address })), phoneContacts: FOOTER.phoneContacts.map(({ label, number }) => ({ label, number })) }));
}

import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import { ServiceCategoryPage } from './ServiceCategoryPage';

/** /dich-vu-khac: the other services (category "Dịch vụ khác"). */
export default function OtherServicesPage() {
  return <ServiceCategoryPage category="Dịch vụ khác" title={M.otherTitle} intro={M.otherIntro} meta={M.otherMeta} />;
}

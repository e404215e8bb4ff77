import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import { ServiceCategoryPage } from './ServiceCategoryPage';

/** /dich-vu: the intellectual-property services. */
export default function ServicesOverviewPage() {
  return <ServiceCategoryPage category="Dịch vụ sở hữu trí tuệ" title={M.overviewTitle} intro={M.overviewIntro} meta={M.overviewMeta} />;
}

import type { ServicePageSeed } from '../../../../shared/types/servicePage';
import type { Db } from '../../database';
import { ServicePagesRepository } from '../../../servicePages/servicePagesRepository';
import { industrialDesignPage } from './bao-ho-kieu-dang-cong-nghiep';
import { patentPage } from './bao-ho-sang-che-giai-phap-huu-ich';
import { copyrightPage } from './dang-ky-bao-ho-ban-quyen';
import { trademarkPage } from './dang-ky-bao-ho-nhan-hieu';
import { socialNetworkPage } from './dang-ky-giay-phep-mang-xa-hoi';
import { scienceEnterprisePage } from './giay-phep-doanh-nghiep-khoa-hoc-cong-nghe';
import { barcodePage } from './ma-so-ma-vach';
import { partnerSeeds } from './partners';
import { contractDraftingPage } from './tu-van-soan-thao-hop-dong';
import { infringementPage } from './xu-ly-xam-pham';

/** The nine service pages, in menu order. */
export const servicePageSeeds: ServicePageSeed[] = [
  trademarkPage,
  industrialDesignPage,
  infringementPage,
  patentPage,
  copyrightPage,
  barcodePage,
  scienceEnterprisePage,
  socialNetworkPage,
  contractDraftingPage,
];

export { partnerSeeds };

/**
 * Adds the pages and partners that are missing. Existing rows are left alone, so a price that
 * staff corrected in the database is never overwritten at the next start-up. Every page is
 * validated against the content model first: a typo in a seed file stops start-up loudly.
 */
export async function seedServicePages(db: Db): Promise<void> {
  const repo = new ServicePagesRepository(db);
  for (const page of servicePageSeeds) await repo.insertIfMissing(page);
  const hasPartners = await db.selectFrom('partners').select('id').limit(1).executeTakeFirst();
  if (!hasPartners) {
    for (const [i, p] of partnerSeeds.entries()) await repo.insertPartner({ ...p, sortOrder: i + 1 });
  }
}

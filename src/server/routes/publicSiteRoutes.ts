import type { FastifyPluginAsync } from 'fastify';
import companyRoutes from './company';
import customerRoutes from './consultation';
import newsletterRoutes from './newsletter';
import catalogueRoutes from './catalogue';

/** Every route of the public site's frame, catalogue, consultation and newsletter (one line in app.ts). */
const publicSiteRoutes: FastifyPluginAsync = async (api) => {
  await api.register(catalogueRoutes);
  await api.register(companyRoutes);
  await api.register(customerRoutes);
  await api.register(newsletterRoutes);
};

export default publicSiteRoutes;

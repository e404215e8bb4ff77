import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig } from '../../../shared/types/catalogue';
import { FOOTER_COLORS, FOOTER_ICONS } from '../../../shared/types/company';
import { COMPANY_INFO, FOOTER_DATA } from '../../db/seed/company';
import { ok } from '../../lib/envelope';
import { envelopeSchema } from '../../lib/openapi';

const color = { type: 'string', enum: [...FOOTER_COLORS] };
const icon = { type: 'string', enum: [...FOOTER_ICONS] };
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const list = (properties: Record<string, unknown>) => ({ type: 'array', items: obj(properties) });

const footerSchema = obj({
  company: obj({ name: { type: 'string' }, representative: { type: 'string' }, taxCode: { type: 'string' }, email: { type: 'string' }, websiteName: { type: 'string' } }),
  locations: list({ id: { type: 'integer' }, type: { type: 'string' }, address: { type: 'string' }, color }),
  phoneContacts: list({ id: { type: 'integer' }, label: { type: 'string' }, number: { type: 'string' }, color }),
  importants: list({ id: { type: 'integer' }, text: { type: 'string' }, href: { type: 'string' }, icon, color }),
  socials: list({ id: { type: 'integer' }, href: { type: 'string' }, label: { type: 'string' }, icon, color }),
});

const companySchema = obj({
  company: obj({ name: { type: 'string' }, email: { type: 'string' } }),
  locations: list({ id: { type: 'integer' }, type: { type: 'string' }, address: { type: 'string' } }),
  phoneContacts: list({ label: { type: 'string' }, number: { type: 'string' } }),
});

/** GET /services/toto (footer; the API's route name is kept), GET /company, GET /site-config (public). */
const companyRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['company'];

  app.get('/services/toto', { schema: { tags, summary: 'Footer data', response: { 200: envelopeSchema(footerSchema) } } }, async () => ok(FOOTER_DATA));

  app.get('/company', { schema: { tags, summary: 'Company, locations and phone contacts (contact page)', response: { 200: envelopeSchema(companySchema) } } }, async () =>
    ok(COMPANY_INFO),
  );

  app.get(
    '/site-config',
    { schema: { tags, summary: 'Public run-time settings of the site', response: { 200: envelopeSchema(obj({ adsConversionId: { type: 'string', nullable: true } })) } } },
    async () => {
      const config: SiteConfig = { adsConversionId: app.config.adsConversionId };
      return ok(config);
    },
  );
};

export default companyRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { MSG_JOBS_ADMIN as M } from '../../../shared/messages/jobsAdmin';
import { jobFormSchema, jobStatusQuerySchema } from '../../../shared/validation/jobsAdmin';
import { adminJobSchema } from '../../jobs/jobSchemas';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { sendPrivateFile } from '../../lib/privateFile';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { JobsAdminRepository } from './jobsAdminRepository';

const application = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    jobId: { type: 'integer' },
    name: { type: 'string', nullable: true },
    email: { type: 'string', nullable: true },
    phone: { type: 'string', nullable: true },
    cvOriginalName: { type: 'string' },
    cvMime: { type: 'string' },
    cvSize: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};
const idParams = (name: string) => ({ type: 'object', properties: { [name]: { type: 'string', pattern: '^[0-9]+$' } }, required: [name] });

function positiveId(raw: string | undefined, field: string): number {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) throw new HttpError(400, M.badId, { [field]: M.badId });
  return Number(raw);
}

/** Staff management of vacancies and their applications. */
const jobsAdminRoutes: FastifyPluginAsync = async (app) => {
  const repo = new JobsAdminRepository(app.db);
  const common = { tags: ['jobs admin'], security: [{ bearer: [] }] };
  const preHandler = app.requireStaff;
  const body = yupToJsonSchema(jobFormSchema);

  async function found(id: number) {
    const job = await repo.find(id);
    if (!job) throw new HttpError(404, M.notFound);
    return job;
  }

  app.get(
    '/jobs/admin',
    { preHandler, schema: { ...common, summary: 'Every job, closed ones too, with its number of applications', response: { 200: envelopeSchema({ type: 'array', items: adminJobSchema }) } } },
    async () => ok(await repo.list(), M.listOk),
  );

  app.post(
    '/jobs/admin',
    { preHandler, schema: { ...common, summary: 'Create an open job', body, response: { 200: envelopeSchema(adminJobSchema) } } },
    async (req) => {
      const values = validate(jobFormSchema, req.body);
      return ok(await found(await repo.create(values)), M.created);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/jobs/admin/:id',
    { preHandler, schema: { ...common, summary: 'Edit a job', params: idParams('id'), body, response: { 200: envelopeSchema(adminJobSchema) } } },
    async (req) => {
      const id = positiveId(req.params.id, 'id');
      const values = validate(jobFormSchema, req.body);
      if (!(await repo.update(id, values))) throw new HttpError(404, M.notFound);
      return ok(await found(id), M.updated);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/jobs/admin/:id/status',
    {
      preHandler,
      schema: { ...common, summary: 'Close (CLOSED) or reopen (OPEN) a job', params: idParams('id'), querystring: yupToJsonSchema(jobStatusQuerySchema), response: { 200: envelopeSchema(adminJobSchema) } },
    },
    async (req) => {
      const id = positiveId(req.params.id, 'id');
      const { status } = validate(jobStatusQuerySchema, req.query ?? {});
      if (!(await repo.setStatus(id, status as 'OPEN' | 'CLOSED'))) throw new HttpError(404, M.notFound);
      return ok(await found(id), status === 'OPEN' ? M.reopened : M.closed);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/admin/:id/applications',
    { preHandler, schema: { ...common, summary: 'Applications of a job, newest first', params: idParams('id'), response: { 200: envelopeSchema({ type: 'array', items: application }) } } },
    async (req) => {
      const id = positiveId(req.params.id, 'id');
      await found(id);
      return ok(await repo.applications(id));
    },
  );

  app.get<{ Params: { applicationId: string } }>(
    '/jobs/admin/applications/:applicationId/cv',
    {
      preHandler,
      schema: { ...common, summary: 'Download the CV of an application (staff token only; never public)', params: idParams('applicationId'), produces: ['application/octet-stream'] },
    },
    async (req, reply) => {
      const id = positiveId(req.params.applicationId, 'applicationId');
      const cv = await repo.cvFile(id);
      if (!cv) throw new HttpError(404, M.applicationNotFound);
      const file = await app.uploads.locatePrivate('cv', cv.cvPath);
      if (!file) throw new HttpError(404, M.cvMissing);
      return sendPrivateFile(reply, { ...file, mime: cv.cvMime, name: cv.cvOriginalName, fallbackName: 'cv' });
    },
  );
};

export default jobsAdminRoutes;

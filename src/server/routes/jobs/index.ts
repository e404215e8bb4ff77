import type { FastifyPluginAsync } from 'fastify';
import { API_MSG } from '../../../shared/messages';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { CV_MAX_BYTES } from '../../../shared/types/jobs';
import { jobApplicationSchema, jobSearchSchema } from '../../../shared/validation/jobs';
import { jobDetailSchema, jobSummarySchema } from '../../jobs/jobSchemas';
import { ok } from '../../lib/envelope';
import { CV_KINDS, KIND_INFO, sniff } from '../../lib/fileSniff';
import { HttpError } from '../../lib/httpError';
import { cleanFileName } from '../../lib/privateFile';
import { clientKey } from '../../lib/rateLimit';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { readMultipart } from '../../plugins/uploads';
import { JobsRepository } from './jobsRepository';

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } };

/**
 * Stored applications per client address and hour: plenty for a real applicant, and a public
 * upload must not let one visitor fill the disk.
 */
export const APPLICATIONS_PER_HOUR = 10;

function jobId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new HttpError(400, MSG_JOBS.badId, { id: MSG_JOBS.badId });
  return Number(raw);
}

/** GET /jobs, /jobs/search, /jobs/{id} and POST /jobs/{id}/applications. */
const jobsRoutes: FastifyPluginAsync = async (app) => {
  const repo = new JobsRepository(app.db);
  const applications = app.rateLimits({ name: 'job-applications', limit: APPLICATIONS_PER_HOUR, windowMs: 3600_000 });
  const tags = ['jobs'];

  app.get('/jobs', { schema: { tags, summary: 'Open jobs, newest first', response: { 200: envelopeSchema({ type: 'array', items: jobSummarySchema }) } } }, async () =>
    ok(await repo.listOpen()),
  );

  app.get(
    '/jobs/search',
    {
      schema: {
        tags,
        summary: 'Open jobs by keywords and the three filter LABELS (empty = all)',
        querystring: yupToJsonSchema(jobSearchSchema),
        response: { 200: envelopeSchema({ type: 'array', items: jobSummarySchema }) },
      },
    },
    async (req) => ok(await repo.search(validate(jobSearchSchema, req.query ?? {}))),
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/:id',
    { schema: { tags, summary: 'One open job (the id decoded from the page address)', params: idParams, response: { 200: envelopeSchema(jobDetailSchema) } } },
    async (req) => {
      const job = await repo.findOpen(jobId(req.params.id));
      if (!job) throw new HttpError(404, MSG_JOBS.notFound);
      return ok(job);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/jobs/:id/applications',
    {
      schema: {
        tags,
        summary: 'Apply with a CV (multipart: cv = .pdf/.doc/.docx checked by content, 10 MB at most; optional name, email, phone)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, jobId: { type: 'integer' } } }) },
      },
    },
    async (req) => {
      const id = jobId(req.params.id);
      const address = clientKey(req.ip);
      const wait = await applications.retryAfter(address);
      if (wait > 0) throw new HttpError(429, API_MSG.tooManyRequests, undefined, { 'retry-after': String(wait) });
      if (!(await repo.findOpen(id))) throw new HttpError(404, MSG_JOBS.notFound);

      // Everything is checked in memory first; the file is written only when all checks pass.
      const body = await readMultipart(req, { fileSize: CV_MAX_BYTES, files: 1, fields: 6, fieldSize: 1024 }, MSG_JOBS.cvTooLarge);
      const cv = body.files.find((f) => f.field === 'cv' && f.buffer.length > 0);
      if (!cv) throw new HttpError(400, MSG_JOBS.cvRequired, { cv: MSG_JOBS.cvRequired });
      const fields = validate(jobApplicationSchema, body.fields);
      const kind = sniff(cv.buffer);
      if (!kind || !CV_KINDS.includes(kind)) throw new HttpError(415, MSG_JOBS.cvWrongType, { cv: MSG_JOBS.cvWrongType });
      // Counted in one step before the store, not read above and recorded after it: applications
      // sent all at once would all pass the read (fourteen at once were fourteen stored).
      const retry = await applications.take(address);
      if (retry > 0) throw new HttpError(429, API_MSG.tooManyRequests, undefined, { 'retry-after': String(retry) });

      const applicationId = await app.uploads.storePrivate('cv', cv.buffer, kind, (cvPath) =>
        repo.insertApplication({
          jobId: id,
          name: fields.name ?? null,
          email: fields.email?.toLowerCase() ?? null,
          phone: fields.phone ?? null,
          cvPath,
          cvOriginalName: cleanFileName(cv.filename, 'cv'),
          cvMime: KIND_INFO[kind].mime,
          cvSize: cv.buffer.length,
          createdAt: new Date().toISOString(),
        }),
      );
      return ok({ id: applicationId, jobId: id }, MSG_JOBS.received);
    },
  );
};

export default jobsRoutes;

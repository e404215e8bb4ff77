import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerDetail, CustomerPage } from '../../../shared/types/customerAdmin';
import type { CustomerRequestChangeKind } from '../../../shared/types/notifications';
import {
  customerAssigneeSchema,
  customerNoteSchema,
  customerQuerySchema,
  customerStatusQuerySchema,
  toCustomerQuery,
  type CustomerQueryInput,
} from '../../../shared/validation/customerAdmin';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { ResponseCache } from '../../lib/contentCache';
import { envelopeSchema } from '../../lib/openapi';
import { memoQueryValidator, validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { customerRequestEvents } from '../../customerRequests/customerRequestEvents';
import { customerRequestProperties, customerStatusSchema } from '../../customerRequests/customerRequestSchemas';
import { toCustomerRequest } from '../../customerRequests/customerRequestsRepository';
import { CustomerAdminRepository, type RequestFilters } from './customerAdminRepository';
import { csvFileName, customersCsv } from './customerCsv';

const requestSchema = { type: 'object', properties: customerRequestProperties };
const staffProperties = { id: { type: 'integer' }, username: { type: 'string' }, fullName: { type: 'string' } };
const staffRef = { type: 'object', nullable: true, properties: staffProperties };
const kind = (name: string) => ({ type: 'string', enum: [name] });
const noteSchema = { type: 'object', properties: { kind: kind('note'), id: { type: 'integer' }, body: { type: 'string' }, changedAt: { type: 'string' }, user: staffRef } };
const list = (items: object) => ({ type: 'array', items });
const detailSchema = {
  type: 'object',
  properties: {
    ...customerRequestProperties,
    assignee: staffRef,
    history: list({
      type: 'object',
      properties: { kind: kind('status'), id: { type: 'integer' }, fromStatus: { ...customerStatusSchema, nullable: true }, toStatus: customerStatusSchema, changedAt: { type: 'string' }, user: staffRef },
    }),
    notes: list(noteSchema),
    assignments: list({
      type: 'object',
      properties: { kind: kind('assignment'), id: { type: 'integer' }, fromAssignee: staffRef, toAssignee: staffRef, changedAt: { type: 'string' }, user: staffRef },
    }),
  },
};
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
const listQuery = yupToJsonSchema(customerQuerySchema);

function requestId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, M.idInvalid, { id: M.idInvalid });
  return id;
}

/**
 * Customer requests for staff: the list (whole, or one
 * filtered page), the detail with its status history, the status change and the CSV export.
 * Every route needs a staff token (USER or ADMIN).
 */
/** The validated list query as the repository filters: "mine" becomes the caller's account id. */
function filtersOf(req: FastifyRequest, input: CustomerQueryInput) {
  const { mine, ...query } = toCustomerQuery(input);
  const filters: RequestFilters & typeof query = { ...query, ...(mine ? { assigneeId: req.user!.id } : {}) };
  return filters;
}

const customerAdminRoutes: FastifyPluginAsync = async (app) => {
  const version = () => app.tableVersions.of('customer_requests');
  const repo = new CustomerAdminRepository(app.db, version);
  // A new request makes every signed-in staff member's list re-read the same page at once: built
  // once, then served as bytes until the table changes (the same for every staff account).
  const pages = new ResponseCache({ version, etag: false });
  const common = { tags: ['customers'], security: [{ bearer: [] }] };
  const preHandler = app.requireStaff;
  // The list's query, validated once per distinct query string. "mine" depends on who asks, so
  // its page's cache key (below) holds the caller's id.
  const listQueryOf = memoQueryValidator(customerQuerySchema, (input) => input);
  // After the change is committed: every staff member's table and detail of the request reload it.
  const events = customerRequestEvents(app.db);
  const changed = (req: FastifyRequest, customerRequestId: number, change: Exclude<CustomerRequestChangeKind, 'created'>) =>
    events.emit('changed', { type: 'customerRequestChanged', customerRequestId, change, byUserId: req.user!.id });

  app.get(
    '/customer',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Customer requests: without `page` the whole list newest first; with `page` one filtered page {items,total,page,size}',
        querystring: listQuery,
        // Two shapes (array or page): described here, serialised as they are.
        response: { 200: envelopeSchema({ description: 'CustomerRequest[] without page; {items, total, page, size} with page' }) },
      },
    },
    async (req, reply) => {
      const query = filtersOf(req, listQueryOf(req));
      const { page, size, sort, ...filters } = query;
      const key = JSON.stringify([page, size, sort, filters.status, filters.service, filters.from, filters.to, filters.q, filters.assigneeId]);
      if (page === undefined) return ok((await repo.all(filters, sort)).map(toCustomerRequest), M.listOk);
      return pages.send(req, reply, key, async () => {
        const found = await repo.page(filters, sort, page, size);
        const answer: CustomerPage = { items: found.items.map(toCustomerRequest), total: found.total, page, size };
        return ok(answer, M.listOk);
      });
    },
  );

  app.get(
    '/customer/export.csv',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'The filtered list as CSV (UTF-8 with BOM, Vietnamese headers), newest first unless `sort` says otherwise',
        querystring: listQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { sort, ...rest } = filtersOf(req, validate(customerQuerySchema, req.query ?? {}));
      const { page: _page, size: _size, ...filters } = rest;
      const csv = customersCsv(await repo.all(filters, sort));
      return reply
        .header('content-disposition', `attachment; filename="${csvFileName()}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.get(
    '/customer/:id',
    { preHandler, schema: { ...common, summary: 'A customer request with its status history', params: idParams, response: { 200: envelopeSchema(detailSchema) } } },
    async (req) => {
      const id = requestId(req);
      const row = await repo.find(id);
      if (!row) throw new HttpError(404, M.notFound);
      const [assignee, history, notes, assignments] = await Promise.all([repo.assigneeOf(row), repo.history(id), repo.notes(id), repo.assignments(id)]);
      const detail: CustomerDetail = { ...toCustomerRequest(row), assignee, history, notes, assignments };
      return ok(detail, M.detailOk);
    },
  );

  app.put(
    '/customer/status/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Change the status (records completedAt/cancelledAt, updatedAt and a history row)',
        params: idParams,
        querystring: yupToJsonSchema(customerStatusQuerySchema),
        response: { 200: envelopeSchema(requestSchema) },
      },
    },
    async (req) => {
      const id = requestId(req);
      const { status: next } = validate(customerStatusQuerySchema, req.query ?? {});
      const row = await repo.changeStatus(id, next, req.user!.id);
      if (!row) throw new HttpError(404, M.notFound);
      req.log.info({ customerRequestId: id, status: next }, 'customer status changed');
      changed(req, id, 'status');
      return ok(toCustomerRequest(row), M.statusChanged);
    },
  );

  app.get(
    '/customer/assignees',
    {
      preHandler,
      schema: { ...common, summary: 'The active staff accounts a request can be assigned to, by name', response: { 200: envelopeSchema(list({ type: 'object', properties: staffProperties })) } },
    },
    async () => ok(await repo.activeStaffList(), M.assigneesOk),
  );

  app.post(
    '/customer/note/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Add an internal note (author and time recorded; staff only, never shown to the customer)',
        params: idParams,
        body: yupToJsonSchema(customerNoteSchema),
        response: { 200: envelopeSchema(noteSchema) },
      },
    },
    async (req) => {
      const id = requestId(req);
      const { body } = validate(customerNoteSchema, req.body);
      const note = await repo.addNote(id, body, req.user!.id);
      if (!note) throw new HttpError(404, M.notFound);
      req.log.info({ customerRequestId: id, noteId: note.id }, 'customer note added');
      changed(req, id, 'note');
      return ok(note, M.noteAdded);
    },
  );

  app.put(
    '/customer/assignee/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Assign the request to an active staff account, or to nobody (null); records who changed it',
        params: idParams,
        body: yupToJsonSchema(customerAssigneeSchema),
        response: { 200: envelopeSchema(requestSchema) },
      },
    },
    async (req) => {
      const id = requestId(req);
      const { assigneeId } = validate(customerAssigneeSchema, req.body);
      const row = await repo.assign(id, assigneeId ?? null, req.user!.id);
      if (row === 'inactive-assignee') throw new HttpError(400, M.assigneeInvalid, { assigneeId: M.assigneeInvalid });
      if (!row) throw new HttpError(404, M.notFound);
      req.log.info({ customerRequestId: id, assigneeId }, 'customer assignee changed');
      changed(req, id, 'assignee');
      return ok(toCustomerRequest(row), M.assigneeChanged);
    },
  );
};

export default customerAdminRoutes;

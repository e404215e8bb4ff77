import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT } from '../../../shared/realtime';
import type { CannedReply, CannedReplyInput } from '../../../shared/types/chat';
import { cannedReplySchema } from '../../../shared/validation/chat';
import type { Db } from '../../db/database';
import { uniqueViolation } from '../../db/dialect';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';

const M = CHAT_MSG.canned;

const cannedReplySchemaJson = {
  type: 'object',
  properties: { id: { type: 'integer' }, shortcut: { type: 'string' }, content: { type: 'string' }, updatedAt: { type: 'string', format: 'date-time' } },
};

/** The only code that reads and writes canned replies. */
export class CannedReplyRepository {
  constructor(private readonly db: Db) {}

  private readonly columns = ['id', 'shortcut', 'content', 'updatedAt'] as const;

  list(): Promise<CannedReply[]> {
    return this.db.selectFrom('chatCannedReplies').select(this.columns).orderBy('shortcut').execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('chatCannedReplies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  create(input: CannedReplyInput, by: number): Promise<CannedReply> {
    const now = new Date().toISOString();
    return this.db
      .insertInto('chatCannedReplies')
      .values({ ...input, updatedBy: by, createdAt: now, updatedAt: now })
      .returning(this.columns)
      .executeTakeFirstOrThrow();
  }

  async update(id: number, input: CannedReplyInput, by: number): Promise<CannedReply | null> {
    const row = await this.db
      .updateTable('chatCannedReplies')
      .set({ ...input, updatedBy: by, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .returning(this.columns)
      .executeTakeFirst();
    return row ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('chatCannedReplies').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }
}

function cannedId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, M.idInvalid, { id: M.idInvalid });
  return id;
}

/** A write that lost to the unique index (the same shortcut, maybe by a colleague at the same moment) answers 409. */
async function shortcutFree<T>(shortcut: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err)) throw new HttpError(409, M.shortcutTaken(shortcut), { shortcut: M.shortcutTaken(shortcut) });
    throw err;
  }
}

/** Canned replies for the chat console: every route is for ADMIN staff, as the console is. */
export function cannedReplyRoutes(app: FastifyInstance): void {
  const repo = new CannedReplyRepository(app.db);
  const common = { tags: ['chat'], security: [{ bearer: [] }] };
  const preHandler = app.requireAdmin;
  const one = { 200: envelopeSchema(cannedReplySchemaJson) };

  app.get(
    '/chat/admin/canned-replies',
    { preHandler, schema: { ...common, summary: 'Every canned reply, by shortcut', response: { 200: envelopeSchema({ type: 'array', items: cannedReplySchemaJson }) } } },
    async () => ok(await repo.list()),
  );

  app.post(
    '/chat/admin/canned-replies',
    { preHandler, schema: { ...common, summary: 'Add a canned reply (shortcut unique, text up to 1000 characters)', response: one } },
    async (req) => {
      const input = validate(cannedReplySchema, req.body);
      // Staff's own list, but still bounded: the console loads all of it.
      if ((await repo.count()) >= CHAT.cannedMax) throw new HttpError(409, M.tooMany);
      return ok(await shortcutFree(input.shortcut, () => repo.create(input, req.user!.id)), M.created);
    },
  );

  app.put(
    '/chat/admin/canned-replies/:id',
    { preHandler, schema: { ...common, summary: 'Change a canned reply', response: one } },
    async (req) => {
      const id = cannedId(req);
      const input = validate(cannedReplySchema, req.body);
      const row = await shortcutFree(input.shortcut, () => repo.update(id, input, req.user!.id));
      if (!row) throw new HttpError(404, M.notFound);
      return ok(row, M.updated);
    },
  );

  app.delete(
    '/chat/admin/canned-replies/:id',
    { preHandler, schema: { ...common, summary: 'Delete a canned reply', response: { 200: envelopeSchema({ type: 'boolean' }) } } },
    async (req) => {
      if (!(await repo.remove(cannedId(req)))) throw new HttpError(404, M.notFound);
      return ok(true, M.removed);
    },
  );
}

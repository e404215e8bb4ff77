import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { USERS_MSG } from '../../../shared/messages/users';
import {
  activeQuerySchema,
  createUserSchema,
  newPasswordQuerySchema,
  roleQuerySchema,
  updateUserSchema,
} from '../../../shared/validation/users';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema, staffUserSchema as staffUser } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import type { SessionsEndedEvent } from '../../realtime/sessionEvents';
import { uniqueViolation } from '../../db/dialect';
import { UsersRepository } from './usersRepository';
import { UsersService } from './usersService';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
const userAnswer = { 200: envelopeSchema(staffUser) };

function userId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, USERS_MSG.idInvalid, { id: USERS_MSG.idInvalid });
  return id;
}

/** A write that lost a race to the unique index still answers 409, not 500. */
async function conflictSafe<T>(body: { username: string; email: string }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const text = uniqueViolation(err);
    if (text) {
      const [field, message] = /email/i.test(text) ? ['email', USERS_MSG.emailTaken(body.email)] : ['username', USERS_MSG.usernameTaken(body.username)];
      throw new HttpError(409, message, { [field]: message });
    }
    throw err;
  }
}

/** Staff accounts, ADMIN only. */
const usersRoutes: FastifyPluginAsync = async (app) => {
  // Ended sign-ins are refused here at once and every instance hears of them; the change is
  // committed already, so a failed publish is logged, not answered as an error.
  const sessionsEnded = (event: SessionsEndedEvent) =>
    app.endSessions(event).catch((err) => app.log.error({ err, userId: event.userId }, 'sessions-ended publish failed'));
  const service = new UsersService(new UsersRepository(app.db), app.authRepo, sessionsEnded);
  const common = { tags: ['users'], security: [{ bearer: [] }] };
  const preHandler = app.requireAdmin;

  app.get(
    '/auth/users',
    { preHandler, schema: { ...common, summary: 'Every staff account, newest first', response: { 200: envelopeSchema({ type: 'array', items: staffUser }) } } },
    async () => ok(await service.list(), USERS_MSG.listOk),
  );

  app.post(
    '/auth/users',
    { preHandler, schema: { ...common, summary: 'Create a staff account', body: yupToJsonSchema(createUserSchema), response: userAnswer } },
    async (req) => {
      const body = validate(createUserSchema, req.body);
      return ok(await conflictSafe(body, () => service.create(body)), USERS_MSG.created);
    },
  );

  app.put(
    '/auth/users/:id',
    {
      preHandler,
      schema: { ...common, summary: 'Edit a staff account (no password)', params: idParams, body: yupToJsonSchema(updateUserSchema), response: userAnswer },
    },
    async (req) => {
      const id = userId(req);
      const body = validate(updateUserSchema, req.body);
      return ok(await conflictSafe(body, () => service.update(id, body)), USERS_MSG.updated);
    },
  );

  app.put(
    '/auth/users/:id/role',
    { preHandler, schema: { ...common, summary: 'Change the role', params: idParams, querystring: yupToJsonSchema(roleQuerySchema), response: userAnswer } },
    async (req) => {
      const id = userId(req);
      const { role } = validate(roleQuerySchema, req.query);
      return ok(await service.changeRole(id, role), USERS_MSG.roleChanged);
    },
  );

  app.put(
    '/auth/users/:id/active',
    {
      preHandler,
      schema: { ...common, summary: 'Activate or deactivate (deactivation ends the sessions)', params: idParams, querystring: yupToJsonSchema(activeQuerySchema), response: userAnswer },
    },
    async (req) => {
      const id = userId(req);
      const { active } = validate(activeQuerySchema, req.query);
      return ok(await service.changeActive(id, active), USERS_MSG.activeChanged);
    },
  );

  app.put(
    '/auth/users/:id/password',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Set a new password (in the query string, as the API contract has it; masked in the logs) and end the sessions',
        params: idParams,
        querystring: yupToJsonSchema(newPasswordQuerySchema),
        response: userAnswer,
      },
    },
    async (req) => {
      const id = userId(req);
      const { newPassword } = validate(newPasswordQuerySchema, req.query ?? {});
      return ok(await service.changePassword(id, newPassword, { userId: req.user!.id, sessionId: req.sessionId! }), USERS_MSG.passwordChanged);
    },
  );
};

export default usersRoutes;

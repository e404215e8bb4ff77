import type { FastifyInstance } from 'fastify';
import { CHAT_AVAILABILITY_MSG as M } from '../../../shared/messages/chatAvailability';
import { awaySchema, openingHoursSchema } from '../../../shared/validation/chatAvailability';
import { ok } from '../../lib/envelope';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';

const dayJson = {
  type: 'object',
  properties: { day: { type: 'integer' }, opens: { type: 'string', nullable: true }, closes: { type: 'string', nullable: true } },
};
const visitorJson = {
  type: 'object',
  properties: { available: { type: 'boolean' }, withinHours: { type: 'boolean' }, hours: { type: 'array', items: dayJson } },
};
const staffJson = {
  type: 'object',
  properties: {
    ...visitorJson.properties,
    staff: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, away: { type: 'boolean' } } } },
  },
};

/**
 * Whether chat is staffed now: public for the visitor's panel (no names), the rest for ADMIN staff
 * as the console is (who is on duty, one's own "away" switch, the opening hours).
 */
export function availabilityRoutes(app: FastifyInstance): void {
  const tags = ['chat'];
  const admin = { preHandler: app.requireAdmin };
  const security = [{ bearer: [] }];
  const staffAnswer = { 200: envelopeSchema(staffJson) };

  app.get(
    '/chat/availability',
    { schema: { tags, summary: 'Whether a staff member can answer now (opening hours and staff on duty), with the hours', response: { 200: envelopeSchema(visitorJson) } } },
    async () => ok(await app.chatAvailability.visitorState()),
  );

  app.get(
    '/chat/admin/availability',
    { ...admin, schema: { tags, security, summary: 'Who has the console open (and who is away), the hours, and what visitors are told', response: staffAnswer } },
    async () => ok(await app.chatAvailability.state()),
  );

  app.put(
    '/chat/admin/availability/away',
    { ...admin, schema: { tags, security, summary: "The signed-in staff member's own away switch ({away: boolean})", response: staffAnswer } },
    async (req) => {
      const { away } = validate(awaySchema, req.body);
      return ok(await app.chatAvailability.setAway(req.user!.id, away));
    },
  );

  app.put(
    '/chat/admin/opening-hours',
    { ...admin, schema: { tags, security, summary: 'Set the opening hours (seven days, Monday first, HH:MM Vietnam time; null times for a closed day)', response: staffAnswer } },
    async (req) => {
      const { days } = validate(openingHoursSchema, req.body);
      const normalized = days.map((d) => ({ day: d.day, opens: d.opens ?? null, closes: d.closes ?? null }));
      return ok(await app.chatAvailability.setHours(normalized, req.user!.id), M.dialog.saved);
    },
  );
}

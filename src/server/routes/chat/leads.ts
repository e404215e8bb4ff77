import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT_LEADS_MSG } from '../../../shared/messages/chatLeads';
import { CHAT, GUEST_ID_PATTERN } from '../../../shared/realtime';
import { chatContactSchema, visitSchema } from '../../../shared/validation/chatLeads';
import { toE164 } from '../../../shared/validation/phone';
import { ChatLeadsRepository, CONTACT_REQUEST_WINDOW_MS } from '../../chat/chatLeadsRepository';
import { transcriptMail } from '../../chat/transcriptMail';
import { describeDevice } from '../../chat/userAgent';
import { customerRequestEvents } from '../../customerRequests/customerRequestEvents';
import { toCustomerRequest, toNotification } from '../../customerRequests/customerRequestsRepository';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { clientKey, type RateLimit } from '../../lib/rateLimit';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';

const M = CHAT_LEADS_MSG;

/** A visitor's bodies are small: a name, a phone and an e-mail, or a path, a title and a referrer. */
const VISITOR_BODY_LIMIT = 4 * 1024;
/** Per client address: transcripts and page reports (contacts: CHAT_CONTACTS_PER_HOUR, 10 by default). */
export const LEAD_LIMITS = {
  transcriptsPerHour: 10,
  visitsPerHour: 1000,
} as const;
/** One transcript mail per guest within this time. */
export const TRANSCRIPT_EVERY_MS = 10 * 60_000;
/** Idle visitors are forgotten (purgeIdle) at most this often per instance, on a page report. */
const PURGE_EVERY_MS = 3600_000;

const visitorSchemaJson = {
  type: 'object',
  properties: {
    guestId: { type: 'string' },
    contact: {
      type: 'object',
      nullable: true,
      properties: { name: { type: 'string' }, phone: { type: 'string', nullable: true }, email: { type: 'string', nullable: true }, at: { type: 'string' } },
    },
    customerRequestId: { type: 'integer', nullable: true },
    currentPath: { type: 'string', nullable: true },
    currentTitle: { type: 'string', nullable: true },
    referrer: { type: 'string', nullable: true },
    device: { type: 'string', nullable: true },
    visits: { type: 'integer' },
    firstVisitAt: { type: 'string', nullable: true },
    lastVisitAt: { type: 'string', nullable: true },
  },
};
const contactSchemaJson = {
  type: 'object',
  properties: { name: { type: 'string' }, phone: { type: 'string', nullable: true }, email: { type: 'string', nullable: true } },
};
const conversionSchemaJson = {
  type: 'object',
  properties: { customerRequestId: { type: 'integer' }, created: { type: 'boolean' } },
};

function guestOf(req: FastifyRequest): string {
  const { guestId } = req.params as { guestId: string };
  if (!GUEST_ID_PATTERN.test(guestId)) throw new HttpError(400, CHAT_MSG.server.invalidGuestId, { guestId: CHAT_MSG.server.invalidGuestId });
  return guestId;
}

async function within(limit: RateLimit, req: FastifyRequest, tooMany: (minutes: number) => string): Promise<void> {
  const wait = await limit.take(clientKey(req.ip));
  if (wait > 0) throw new HttpError(429, tooMany(Math.ceil(wait / 60)), undefined, { 'retry-after': String(wait) });
}

/**
 * Chat leads. The visitor's routes (contact, page reports, transcript) are public: the guest id is
 * the capability, as for the chat history. Staff's (the visitor's context, the conversion) are ADMIN,
 * as the chat console is.
 */
export function chatLeadRoutes(app: FastifyInstance): void {
  const repo = new ChatLeadsRepository(app.db);
  const tags = ['chat'];
  const security = [{ bearer: [] }];
  const limits = {
    contact: app.rateLimits({ name: 'chat-contacts', limit: app.config.chatContactsPerHour, windowMs: 3600_000 }),
    transcript: app.rateLimits({ name: 'chat-transcripts', limit: LEAD_LIMITS.transcriptsPerHour, windowMs: 3600_000 }),
    visit: app.rateLimits({ name: 'chat-visits', limit: LEAD_LIMITS.visitsPerHour, windowMs: 3600_000 }),
  };
  let lastPurge = 0;

  /** The customer request created for a lead reaches staff's bell like a consultation's. */
  const announce = (outcome: Awaited<ReturnType<ChatLeadsRepository['leadRequest']>>) => {
    if (outcome.kind !== 'created') return;
    customerRequestEvents(app.db).emit('created', { request: toCustomerRequest(outcome.request), notification: toNotification(outcome.notification) });
  };

  app.post(
    '/chat/:guestId/contact',
    {
      bodyLimit: VISITOR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'A chat visitor leaves a name and a phone or e-mail: stored with the conversation, and a customer request (with its staff notification) unless one was made for them within the last 24 hours',
        body: yupToJsonSchema(chatContactSchema),
        response: { 200: envelopeSchema(contactSchemaJson) },
      },
    },
    async (req) => {
      const guestId = guestOf(req);
      await within(limits.contact, req, M.contact.tooMany);
      const input = validate(chatContactSchema, req.body);
      // Stored as E.164 like the consultation form's, so staff find and dial it the same way.
      const contact = { name: input.name, phone: input.phone ? (toE164(input.phone) ?? input.phone) : null, email: input.email || null };
      await repo.saveContact(guestId, contact);
      announce(await repo.leadRequest(guestId, new Date(Date.now() - CONTACT_REQUEST_WINDOW_MS).toISOString()));
      await app.chat.publishConversation(guestId, null);
      return ok(contact, M.contact.saved);
    },
  );

  app.post(
    '/chat/:guestId/visit',
    {
      bodyLimit: VISITOR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The page a chat visitor is on (and, on the first page of a tab, where they came from); the device is read from the User-Agent',
        body: yupToJsonSchema(visitSchema),
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) => {
      const guestId = guestOf(req);
      await within(limits.visit, req, () => M.server.visitTooMany);
      const page = validate(visitSchema, req.body);
      await repo.recordVisit(guestId, { path: page.path, title: page.title || null, referrer: page.referrer || null }, describeDevice(req.headers['user-agent']));
      if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await repo.purgeIdle();
      }
      return ok(true);
    },
  );

  app.post(
    '/chat/:guestId/transcript',
    {
      bodyLimit: VISITOR_BODY_LIMIT,
      schema: { tags, summary: 'E-mail the conversation to the address the visitor gave (once per 10 minutes per visitor)', response: { 200: envelopeSchema({ type: 'string' }) } },
    },
    async (req) => {
      const guestId = guestOf(req);
      await within(limits.transcript, req, M.transcript.tooSoon);
      const visitor = await repo.find(guestId);
      const email = visitor?.contact?.email;
      if (!visitor?.contact || !email) throw new HttpError(400, M.transcript.noEmail);
      const messages = await app.chat.repo.lastMessages(guestId, CHAT.keepLast);
      if (!messages.length) throw new HttpError(400, M.transcript.empty);
      const now = Date.now();
      const claim = await repo.claimTranscript(guestId, new Date(now - TRANSCRIPT_EVERY_MS).toISOString(), new Date(now).toISOString());
      if (!claim.claimed) throw new HttpError(429, M.transcript.tooSoon(Math.ceil(TRANSCRIPT_EVERY_MS / 60_000)));
      const sent = await app.mailer.send(transcriptMail(email, visitor.contact.name, messages));
      if (!sent.ok) {
        // Not sent: the visitor may ask again at once.
        await repo.releaseTranscript(guestId, claim.previous);
        req.log.warn({ guestId, error: sent.error }, 'chat transcript mail not sent');
        throw new HttpError(502, M.transcript.mailFailed);
      }
      return ok(email, M.transcript.sent(email));
    },
  );

  app.get(
    '/chat/admin/conversations/:guestId/visitor',
    {
      preHandler: app.requireAdmin,
      schema: { tags, security, summary: 'What is known of the conversation’s visitor: contact, linked customer request, page, referrer, visits, device', response: { 200: envelopeSchema(visitorSchemaJson) } },
    },
    async (req) => {
      const guestId = guestOf(req);
      if (!(await app.chat.repo.findConversation(guestId))) throw new HttpError(404, CHAT_MSG.server.conversationNotFound);
      const visitor = await repo.find(guestId);
      return ok(
        visitor ?? { guestId, contact: null, customerRequestId: null, currentPath: null, currentTitle: null, referrer: null, device: null, visits: 0, firstVisitAt: null, lastVisitAt: null },
      );
    },
  );

  app.post(
    '/chat/admin/conversations/:guestId/customer-request',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Turn the conversation into a customer request from the visitor’s contact and last messages; the one already linked is returned instead (created: false)',
        response: { 200: envelopeSchema(conversionSchemaJson) },
      },
    },
    async (req) => {
      const guestId = guestOf(req);
      if (!(await app.chat.repo.findConversation(guestId))) throw new HttpError(404, CHAT_MSG.server.conversationNotFound);
      const outcome = await repo.leadRequest(guestId, null);
      if (outcome.kind === 'noContact') throw new HttpError(400, M.convert.noContact);
      announce(outcome);
      const created = outcome.kind === 'created';
      return ok({ customerRequestId: outcome.request.id, created }, created ? M.convert.created(outcome.request.id) : M.convert.open(outcome.request.id));
    },
  );
}

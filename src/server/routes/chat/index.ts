import type { FastifyPluginAsync } from 'fastify';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT, CONVERSATION_STATUSES, GUEST_ID_PATTERN, PRIORITIES, type ConversationStatus, type Priority } from '../../../shared/realtime';
import { MSG } from '../../../shared/messages';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { vietnamDayStart } from '../../chat/chatService';
import { availabilityRoutes } from './availability';
import { cannedReplyRoutes } from './cannedReplies';
import { chatLeadRoutes } from './leads';
import { attachmentRoutes } from './attachments';

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    guestId: { type: 'string' },
    content: { type: 'string' },
    senderType: { type: 'string', enum: ['GUEST', 'ADMIN'] },
    adminId: { type: 'integer', nullable: true },
    createdAt: { type: 'string', format: 'date-time' },
    tempId: { type: 'string', nullable: true },
    staffName: { type: 'string', nullable: true },
    attachment: {
      type: 'object',
      nullable: true,
      properties: { id: { type: 'integer' }, name: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } },
    },
  },
};
const conversationSchema = {
  type: 'object',
  properties: {
    guestId: { type: 'string' },
    guestName: { type: 'string', nullable: true },
    isOnline: { type: 'boolean' },
    lastSeen: { type: 'string', nullable: true },
    lastMessage: {
      type: 'object',
      nullable: true,
      properties: { content: { type: 'string' }, createdAt: { type: 'string' }, senderType: { type: 'string' } },
    },
    unreadCount: { type: 'integer' },
    assignedAdmin: { type: 'integer', nullable: true },
    assignedAdminName: { type: 'string', nullable: true },
    priority: { type: 'string', enum: [...PRIORITIES] },
    updatedAt: { type: 'string' },
    status: { type: 'string', enum: [...CONVERSATION_STATUSES] },
  },
};
const statsSchema = {
  type: 'object',
  properties: Object.fromEntries(['totalConversations', 'unreadConversations', 'assignedToAdmin', 'onlineUsers', 'todayMessages'].map((k) => [k, { type: 'integer' }])),
};
const guestParam = { type: 'object', properties: { guestId: { type: 'string', pattern: GUEST_ID_PATTERN.source } } };


function guestIdOf(req: { params: { guestId: string } }): string {
  const { guestId } = req.params;
  if (!GUEST_ID_PATTERN.test(guestId)) throw new HttpError(400, CHAT_MSG.server.invalidGuestId, { guestId: CHAT_MSG.server.invalidGuestId });
  return guestId;
}

function found<T>(value: T | null): T {
  if (value === null) throw new HttpError(404, CHAT_MSG.server.conversationNotFound);
  return value;
}

/** Chat REST: history and presence are public (the guest id is the capability); the rest is ADMIN. */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['chat'];
  const admin = { preHandler: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.get<{ Params: { guestId: string } }>(
    '/chat/:guestId',
    { schema: { tags, summary: 'The last 100 messages of a guest, oldest first', params: guestParam, response: { 200: envelopeSchema({ type: 'array', items: messageSchema }) } } },
    async (req) => ok(await app.chat.repo.lastMessages(guestIdOf(req), CHAT.keepLast)),
  );

  app.put<{ Params: { guestId: string; flag: string } }>(
    '/chat/admin/guest/:guestId/online/:flag',
    {
      schema: {
        tags,
        summary: 'Guest presence as the public-site client reports it: accepted, but presence follows live chat connections only; answers whether the guest is online',
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) => {
      const guestId = guestIdOf(req);
      const { flag } = req.params;
      if (flag !== 'true' && flag !== 'false') throw new HttpError(400, CHAT_MSG.server.invalidFlag, { flag: CHAT_MSG.server.invalidFlag });
      // Anyone can call this with any guest id: it changes nothing. A guest is online while it has a
      // STOMP connection (guestConnected / guestDisconnected), whatever a tab, or a stranger, says.
      return ok(await app.chat.isOnline(guestId));
    },
  );

  app.get(
    '/chat/admin/conversations',
    { ...admin, schema: { tags, security, summary: 'Every conversation, most recently updated first', response: { 200: envelopeSchema({ type: 'array', items: conversationSchema }) } } },
    async () => ok(await app.chat.repo.listConversations()),
  );

  app.get<{ Params: { adminId: string } }>(
    '/chat/admin/stats/:adminId',
    { ...admin, schema: { tags, security, summary: 'Chat figures; "assigned" counts conversations of that admin', response: { 200: envelopeSchema(statsSchema) } } },
    async (req) => {
      const adminId = Number(req.params.adminId);
      if (!/^\d+$/.test(req.params.adminId) || !Number.isSafeInteger(adminId)) throw new HttpError(400, MSG.common.invalidInput);
      return ok(await app.chat.repo.stats(adminId, vietnamDayStart()));
    },
  );

  app.put<{ Params: { guestId: string } }>(
    '/chat/admin/conversations/:guestId/read',
    { ...admin, schema: { tags, security, summary: 'Reset the unread count', response: { 200: envelopeSchema(conversationSchema) } } },
    async (req) => ok(found(await app.chat.markRead(guestIdOf(req)))),
  );

  app.put<{ Params: { guestId: string; adminId: string } }>(
    '/chat/admin/conversations/:guestId/assign/:adminId',
    {
      ...admin,
      schema: { tags, security, summary: 'Assign to the signed-in admin (adminId must be their own id)', response: { 200: envelopeSchema(conversationSchema) } },
    },
    async (req) => {
      const guestId = guestIdOf(req);
      if (!/^\d+$/.test(req.params.adminId)) throw new HttpError(400, MSG.common.invalidInput);
      // "Assign to me": an admin takes a conversation; handing it to a colleague is not offered.
      if (Number(req.params.adminId) !== req.user!.id) throw new HttpError(403, CHAT_MSG.server.assignSelfOnly);
      return ok(found(await app.chat.assign(guestId, req.user!.id)));
    },
  );

  app.put<{ Params: { guestId: string; priority: string } }>(
    '/chat/admin/conversations/:guestId/priority/:priority',
    { ...admin, schema: { tags, security, summary: 'Set the priority (low, normal, high)', response: { 200: envelopeSchema(conversationSchema) } } },
    async (req) => {
      const guestId = guestIdOf(req);
      const { priority } = req.params;
      if (!(PRIORITIES as readonly string[]).includes(priority)) {
        throw new HttpError(400, CHAT_MSG.server.invalidPriority, { priority: CHAT_MSG.server.invalidPriority });
      }
      return ok(found(await app.chat.setPriority(guestId, priority as Priority)));
    },
  );

  app.put<{ Params: { guestId: string; status: string } }>(
    '/chat/admin/conversations/:guestId/status/:status',
    {
      ...admin,
      schema: { tags, security, summary: 'Resolve a conversation (it leaves the unread list) or open it again; other consoles hear of it', response: { 200: envelopeSchema(conversationSchema) } },
    },
    async (req) => {
      const guestId = guestIdOf(req);
      const { status } = req.params;
      if (!(CONVERSATION_STATUSES as readonly string[]).includes(status)) {
        throw new HttpError(400, CHAT_MSG.server.invalidStatus, { status: CHAT_MSG.server.invalidStatus });
      }
      return ok(found(await app.chat.setStatus(guestId, status as ConversationStatus)));
    },
  );

  cannedReplyRoutes(app);
  chatLeadRoutes(app);
  availabilityRoutes(app);
  attachmentRoutes(app, { messageSchema, guestIdOf });
};

export default chatRoutes;

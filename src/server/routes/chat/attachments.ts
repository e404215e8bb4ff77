import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/messages';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT_FILES_MSG as F } from '../../../shared/messages/chatAttachments';
import { CHAT_FILE_LIMITS, CHAT_FILES, chatFileFieldsSchema } from '../../../shared/chatAttachments';
import type { SenderType } from '../../../shared/realtime';
import type { ChatMessage } from '../../../shared/types/chat';
import { ChatAttachmentStore } from '../../chat/chatAttachments';
import { ok } from '../../lib/envelope';
import { IMAGE_KINDS, KIND_INFO, sniff, type SniffedKind } from '../../lib/fileSniff';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { cleanFileName, sendPrivateFile } from '../../lib/privateFile';
import { clientKey } from '../../lib/rateLimit';
import { validate } from '../../lib/validate';
import type { Db } from '../../db/database';
import { readMultipart } from '../../plugins/uploads';

const CHAT_KINDS: readonly SniffedKind[] = [...IMAGE_KINDS, 'pdf'];

function attachmentId(raw: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) throw new HttpError(404, F.notFound);
  return Number(raw);
}

/**
 * Files in the chat, sent over REST and fanned out like any message. A file is one multipart POST
 * that stores the file and its message together and then publishes the message to the guest's topic
 * and the consoles (ChatService.post), rather than an upload whose id a later STOMP SEND names: no
 * file is ever stored without its message (nothing to sweep, nothing to count twice), a STOMP frame
 * never carries a file, and the message keeps the client id its sender's echo matching uses.
 *
 * Visitors are who the chat's REST routes say they are, the guest id in the path; they read only
 * their own conversation's files. Staff need an ADMIN token, as for every console route.
 */
export function attachmentRoutes(app: FastifyInstance, { messageSchema, guestIdOf }: { messageSchema: Record<string, unknown>; guestIdOf: (req: { params: { guestId: string } }) => string }): void {
  const tags = ['chat'];
  const security = [{ bearer: [] }];
  const files = new ChatAttachmentStore(app.db, app.uploads);
  const limits = { ...CHAT_FILE_LIMITS, ...app.config.chatFileLimits };
  const perAddress = app.rateLimits({ name: 'chat-files', limit: limits.perAddressPerHour, windowMs: 3600_000 });
  const idParams = { type: 'object', properties: { id: { type: 'string' } } };
  const uploadSchema = (summary: string, withSecurity: boolean) => ({
    tags,
    summary,
    consumes: ['multipart/form-data'],
    ...(withSecurity ? { security } : {}),
    response: { 200: envelopeSchema(messageSchema) },
  });
  const downloadSchema = (summary: string, withSecurity: boolean) => ({ tags, summary, params: idParams, produces: ['application/octet-stream'], ...(withSecurity ? { security } : {}) });

  /**
   * Reads, checks and stores the file and its message; the file is removed again if the message is
   * not stored. `guard`: limits checked again just before the store (ChatRepository's NewMessage).
   */
  async function receive(req: FastifyRequest, guestId: string, sender: { senderType: SenderType; adminId: number | null }, guard?: (db: Db, size: number) => Promise<void>): Promise<ChatMessage> {
    const body = await readMultipart(req, { fileSize: CHAT_FILES.maxBytes, files: 1, fields: 1, fieldSize: 128 }, F.tooLarge);
    const file = body.files.find((f) => f.field === 'file' && f.buffer.length > 0);
    if (!file) throw new HttpError(400, F.required, { file: F.required });
    const { tempId } = validate(chatFileFieldsSchema, body.fields);
    const kind = sniff(file.buffer);
    if (!kind || !CHAT_KINDS.includes(kind)) throw new HttpError(415, F.wrongType, { file: F.wrongType });

    const name = cleanFileName(file.filename, `tep${KIND_INFO[kind].ext}`);
    const stored = await app.uploads.storePrivate(
      'chat',
      file.buffer,
      kind,
      (storedPath) =>
        app.chat.post({
          guestId,
          content: name,
          ...sender,
          tempId: tempId ?? null,
          attachment: { storedPath, originalName: name, mime: KIND_INFO[kind].mime, size: file.buffer.length },
          guard: guard && ((db) => guard(db, file.buffer.length)),
        }),
      // A retried upload (same client id) gets the first copy; this one's file is not kept.
      (s) => !s.duplicate,
    );
    req.log.info({ guestId, size: file.buffer.length, kind, duplicate: stored.duplicate }, 'chat file received');
    return stored.message;
  }

  async function download(reply: FastifyReply, id: number, guestId: string | null) {
    const row = await files.find(id);
    // Another guest's file is answered as if it did not exist.
    if (!row || (guestId !== null && row.guestId !== guestId)) throw new HttpError(404, F.notFound);
    const located = await app.uploads.locatePrivate('chat', row.storedPath);
    if (!located) throw new HttpError(404, F.notFound);
    return sendPrivateFile(reply, { ...located, mime: row.mime, name: row.originalName, fallbackName: 'tep' });
  }

  app.post<{ Params: { guestId: string } }>(
    '/chat/:guestId/attachments',
    {
      schema: uploadSchema(
        `A visitor's file (multipart: file = jpeg, png, gif, webp or pdf by content, 10 MB at most; optional tempId). Limits: ${limits.perGuestPerHour} files an hour, ${limits.perGuestPerDay} a day and ${limits.perGuestBytes / 1024 / 1024} MB in all per guest; ${limits.perAddressPerHour} an hour per client address`,
        false,
      ),
    },
    async (req) => {
      const guestId = guestIdOf(req);
      const address = clientKey(req.ip);
      /** The guest's limits with a file of `size` bytes more. */
      const checkGuest = async (db: Db, size: number) => {
        const usage = await files.guestUsage(guestId, db);
        if (usage.lastHour >= limits.perGuestPerHour) throw new HttpError(429, F.tooManyPerHour);
        if (usage.lastDay >= limits.perGuestPerDay) throw new HttpError(429, F.tooManyPerDay);
        if (usage.bytes + size > limits.perGuestBytes) throw new HttpError(429, F.quotaFull);
      };
      // Every limit is checked before the body is read: a refused visitor's 10 MB never arrive.
      const wait = await perAddress.retryAfter(address);
      if (wait > 0) throw new HttpError(429, F.tooManyPerHour, undefined, { 'retry-after': String(wait) });
      await checkGuest(app.db, 1);
      // And again just before the store, once the body has come, with nothing of the guest's stored
      // in between: files sent side by side were all checked against the same count (seven stored
      // against a limit of three). The address's count is taken there in one step (shared by every
      // instance through Redis), not read and then recorded.
      const message = await receive(req, guestId, { senderType: 'GUEST', adminId: null }, async (db, size) => {
        await checkGuest(db, size);
        const retry = await perAddress.take(address);
        if (retry > 0) throw new HttpError(429, F.tooManyPerHour, undefined, { 'retry-after': String(retry) });
      });
      return ok(message, F.sent);
    },
  );

  app.get<{ Params: { guestId: string; id: string } }>(
    '/chat/:guestId/attachments/:id',
    { schema: downloadSchema("A file of the guest's own conversation (another guest's: 404)", false) },
    async (req, reply) => download(reply, attachmentId(req.params.id), guestIdOf(req)),
  );

  app.post<{ Params: { guestId: string } }>(
    '/chat/admin/conversations/:guestId/attachments',
    { preHandler: app.requireAdmin, schema: uploadSchema('A staff file to a conversation (as the visitor\'s: jpeg, png, gif, webp or pdf by content, 10 MB)', true) },
    async (req) => {
      const guestId = guestIdOf(req);
      // The account is read again, as for a STOMP send: a demotion ends the right to answer at once.
      const account = await app.authRepo.findUserById(req.user!.id);
      if (!account || account.active !== 'ACTIVE' || account.role !== 'ADMIN') throw new HttpError(403, MSG.common.forbidden);
      if (!(await app.chat.repo.findConversation(guestId))) throw new HttpError(404, CHAT_MSG.server.conversationNotFound);
      return ok(await receive(req, guestId, { senderType: 'ADMIN', adminId: req.user!.id }), F.sent);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/chat/admin/attachments/:id',
    { preHandler: app.requireAdmin, schema: downloadSchema('Any chat file (staff)', true) },
    async (req, reply) => download(reply, attachmentId(req.params.id), null),
  );
}

import * as yup from 'yup';
import { CHAT_MSG } from '../messages/chat';
import { CHAT, GUEST_ID_PATTERN, PRIORITIES, SENDER_TYPES } from '../realtime';
import { text } from './common';

export const guestIdSchema = text().required(CHAT_MSG.server.invalidGuestId).matches(GUEST_ID_PATTERN, CHAT_MSG.server.invalidGuestId);

/**
 * SEND /app/chat.sendMessage (docs/architecture.md, "A chat message"). Content is trimmed, then refused when empty or longer
 * than 1000 characters; the client composer uses the same limits.
 */
export const sendMessageSchema = yup.object({
  guestId: guestIdSchema,
  content: text().required(CHAT_MSG.empty).max(CHAT.maxLength, CHAT_MSG.tooLong),
  senderType: text().required(CHAT_MSG.server.invalidPayload).oneOf([...SENDER_TYPES], CHAT_MSG.server.invalidPayload),
  adminId: yup.number().integer().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  tempId: text().max(64, CHAT_MSG.server.invalidPayload).matches(/^[\w-]+$/, CHAT_MSG.server.invalidPayload).optional(),
});

export const prioritySchema = yup.object({
  priority: text().required(CHAT_MSG.server.invalidPriority).oneOf([...PRIORITIES], CHAT_MSG.server.invalidPriority),
});

export const guestParamsSchema = yup.object({ guestId: guestIdSchema });

/**
 * A canned reply (POST/PUT /chat/admin/canned-replies and the console's form): the shortcut is
 * lowered, so "/Phi" and "/phi" are one; the text has the chat's own 1000-character limit.
 */
export const cannedReplySchema = yup.object({
  shortcut: text()
    // Not yup's lowercase(): it would call toLowerCase on a number; text() refuses those with its own message.
    .transform((v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v))
    .required(CHAT_MSG.canned.shortcutRequired)
    .max(CHAT.cannedShortcutMax, CHAT_MSG.canned.shortcutTooLong)
    .matches(/^[a-z0-9_-]+$/, CHAT_MSG.canned.shortcutFormat),
  content: text().required(CHAT_MSG.canned.contentRequired).max(CHAT.maxLength, CHAT_MSG.canned.contentTooLong),
});

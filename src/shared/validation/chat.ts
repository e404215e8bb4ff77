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

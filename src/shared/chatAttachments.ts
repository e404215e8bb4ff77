import * as yup from 'yup';
import { CHAT_MSG } from './messages/chat';
import { CHAT_FILES_MSG } from './messages/chatAttachments';
import { text } from './validation/common';

/**
 * Files in the chat: what is accepted (checked again by content on the server), how large, and how
 * many one visitor may send. Staff are not counted: they are signed in and answer many visitors.
 */
export const CHAT_FILES = {
  maxBytes: 10 * 1024 * 1024,
  /** For the file picker; the server judges the content, never the name or the claimed type. */
  accept: 'image/jpeg,image/png,image/gif,image/webp,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.pdf',
  mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as readonly string[],
  extensions: ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.pdf'] as readonly string[],
} as const;

/**
 * What one visitor (guest id) may send: files per hour and per day, and bytes in all (a guest's
 * files are kept as long as its conversation). Guest ids cost nothing to make, so one client address
 * is also held to `perAddressPerHour` files, whatever guest ids it uses.
 */
export interface ChatFileLimits {
  perGuestPerHour: number;
  perGuestPerDay: number;
  perGuestBytes: number;
  perAddressPerHour: number;
}
export const CHAT_FILE_LIMITS: ChatFileLimits = {
  perGuestPerHour: 10,
  perGuestPerDay: 30,
  perGuestBytes: 50 * 1024 * 1024,
  perAddressPerHour: 30,
};

/** The multipart fields beside the file: the sender's client id (a retried upload is stored once). */
export const chatFileFieldsSchema = yup.object({
  tempId: text().max(64, CHAT_MSG.server.invalidPayload).matches(/^[\w-]+$/, CHAT_MSG.server.invalidPayload).optional(),
});

/**
 * The picker's check before anything is sent: a Vietnamese reason, or null. By size and by name or
 * declared type only (the browser cannot read the content cheaply); the server checks the bytes.
 */
export function chatFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size === 0) return CHAT_FILES_MSG.required;
  if (file.size > CHAT_FILES.maxBytes) return CHAT_FILES_MSG.tooLarge;
  const name = file.name.toLowerCase();
  const known = CHAT_FILES.mimes.includes(file.type) || CHAT_FILES.extensions.some((ext) => name.endsWith(ext));
  return known ? null : CHAT_FILES_MSG.wrongType;
}

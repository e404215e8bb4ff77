import fs from 'node:fs';
import type { FastifyReply } from 'fastify';

/** RFC 6266/5987: an ASCII fallback plus the exact UTF-8 name (Vietnamese file names survive). */
export function contentDisposition(name: string, fallbackName = 'file'): string {
  const fallback = name.replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_').trim() || fallbackName;
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a private stored file (a CV, a chat file) as a download: its checked type, never sniffed by
 * the browser, kept by no shared cache (personal data). `abs` comes from UploadStore.locatePrivate.
 */
export function sendPrivateFile(reply: FastifyReply, file: { abs: string; size: number; mime: string; name: string; fallbackName?: string }): FastifyReply {
  return reply
    .type(file.mime)
    .header('Content-Disposition', contentDisposition(file.name, file.fallbackName))
    .header('Content-Length', file.size)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(fs.createReadStream(file.abs));
}

/** The name a sender's file had, without any folder part or control characters (at most 200 characters). */
export function cleanFileName(name: string, fallbackName: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop()!.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (base || fallbackName).slice(0, 200);
}

import type { SendMailOptions } from 'nodemailer';
import { FONT_STACK } from '../../shared/constants';
import { CHAT_LEADS_MSG } from '../../shared/messages/chatLeads';
import type { ChatMessage } from '../../shared/types/chat';
import { escapeHtml } from '../lib/html';

const M = CHAT_LEADS_MSG.transcript;

const time = (iso: string) => new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The transcript a visitor asked for, as text and as HTML: every text in it (names, messages) is
 * the visitor's or staff's input and is escaped, never taken as markup.
 */
export function transcriptMail(to: string, name: string, messages: ChatMessage[]): SendMailOptions {
  const who = (m: ChatMessage) => (m.senderType === 'GUEST' ? M.you : (m.staffName ?? M.staff));
  const text = [M.greeting(name), '', M.intro, '', ...messages.map((m) => `[${time(m.createdAt)}] ${who(m)}: ${m.content}`), '', M.footer].join('\n');
  const rows = messages
    .map(
      (m) =>
        `<tr><td style="color:#666;white-space:nowrap;vertical-align:top;padding:4px 8px">${escapeHtml(time(m.createdAt))}</td>` +
        `<td style="font-weight:bold;vertical-align:top;padding:4px 8px">${escapeHtml(who(m))}</td>` +
        `<td style="white-space:pre-wrap;padding:4px 8px">${escapeHtml(m.content)}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="vi"><body style="font-family:${FONT_STACK}">` +
    `<p>${escapeHtml(M.greeting(name))}</p><p>${escapeHtml(M.intro)}</p>` +
    `<table style="border-collapse:collapse">${rows}</table>` +
    `<p style="color:#666">${escapeHtml(M.footer)}</p></body></html>`;
  return { to, subject: M.subject, text, html };
}

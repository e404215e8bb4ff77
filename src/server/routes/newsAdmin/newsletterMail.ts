import type { SendMailOptions } from 'nodemailer';
import { FONT_STACK } from '../../../shared/constants';
import { NEWS_MAIL_MSG as M } from '../../../shared/messages/newsAdmin';
import { paths } from '../../../shared/paths';
import type { NewsItem } from '../../../shared/types/news';
import { absoluteUrl } from '../../lib/absoluteUrl';
import { escapeHtml } from '../../lib/html';

/** Escaped text with its line breaks kept. */
const paragraph = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/news/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function newsSubject(news: Pick<NewsItem, 'title'>): string {
  return `[${M.subjectPrefix}] ${news.title}`.replace(/[\r\n]+/g, ' ');
}

/**
 * The newsletter e-mail of one article for one recipient: HTML and plain-text bodies in
 * Vietnamese, the personal unsubscribe link, and the List-Unsubscribe headers of RFC 2369 / 8058
 * so mail clients can offer one-click unsubscribe.
 */
export function buildNewsletterMail(news: NewsItem, publicUrl: string, to: string, token: string): SendMailOptions {
  const unsub = unsubscribeUrl(publicUrl, token);
  const articleUrl = publicUrl + paths.newsArticle(encodeURIComponent(news.slug));
  const image = absoluteUrl(publicUrl, news.image);
  const safeImage = /^https?:\/\//i.test(image) ? image : null;

  const sectionsHtml = news.sections
    .map(
      (s, i) =>
        `<h2 style="font-size:17px;color:#0b4f8a;margin:24px 0 8px">${i + 1}. ${escapeHtml(s.title)}</h2>` +
        `<p style="margin:0 0 12px;line-height:1.6">${paragraph(s.content)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(news.title)}</title></head>
<body style="margin:0;background:#f4f6f9;font-family:${FONT_STACK};color:#1d2733">
<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px">
<p>${escapeHtml(M.greeting)}</p><p>${escapeHtml(M.intro)}</p>
${safeImage ? `<img src="${escapeHtml(safeImage)}" alt="${escapeHtml(news.title)}" width="592" style="max-width:100%;height:auto;border-radius:6px">` : ''}
<h1 style="font-size:22px;color:#0b4f8a;margin:16px 0 4px">${escapeHtml(news.title)}</h1>
<p style="margin:0 0 4px;color:#4a5868">${paragraph(news.subtitle)}</p>
<p style="margin:0 0 16px;color:#6b7785;font-size:13px">${escapeHtml(M.author)}: ${escapeHtml(news.author)}</p>
${sectionsHtml}
<p style="margin:24px 0"><a href="${escapeHtml(articleUrl)}" style="color:#0b4f8a">${escapeHtml(M.readOnline)}</a></p>
<hr style="border:none;border-top:1px solid #dde3ea">
<p style="font-size:12px;color:#6b7785">${escapeHtml(M.footer)}<br><a href="${escapeHtml(unsub)}" style="color:#6b7785">${escapeHtml(M.unsubscribe)}</a></p>
</div></body></html>`;

  const text = [
    M.greeting,
    '',
    M.intro,
    '',
    news.title,
    news.subtitle,
    `${M.author}: ${news.author}`,
    '',
    ...news.sections.flatMap((s, i) => [`${i + 1}. ${s.title}`, s.content, '']),
    `${M.readOnline}: ${articleUrl}`,
    '',
    '--',
    M.footer,
    `${M.unsubscribe}: ${unsub}`,
  ].join('\n');

  return {
    to,
    subject: newsSubject(news),
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsub}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

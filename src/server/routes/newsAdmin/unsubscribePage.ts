import { FONT_STACK } from '../../../shared/constants';
import { NEWS_MAIL_MSG as M } from '../../../shared/messages/newsAdmin';
import { escapeHtml } from '../../lib/html';

/**
 * The small page the unsubscribe link opens, served by the API itself. It has no script at all
 * (the site's CSP allows none inline); the confirmation is a plain form posted back to the link.
 */
export function unsubscribePage(opts: { heading: string; text?: string; confirmAction?: string }): string {
  const form = opts.confirmAction
    ? `<form method="post" action="${escapeHtml(opts.confirmAction)}"><input type="hidden" name="confirm" value="1"><button type="submit">${escapeHtml(M.confirmButton)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(M.pageTitle)}</title>
<style>
body{margin:0;font-family:${FONT_STACK};background:#f4f6f9;color:#1d2733}
main{max-width:520px;margin:10vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;color:#0b4f8a;margin-top:0}
button{font:inherit;background:#c8102e;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
a{color:#0b4f8a}
</style></head>
<body><main><h1>${escapeHtml(opts.heading)}</h1>${opts.text ? `<p>${escapeHtml(opts.text)}</p>` : ''}${form}
<p><a href="/">${escapeHtml(M.backHome)}</a></p></main></body></html>`;
}

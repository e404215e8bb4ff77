import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * An attacker's page on another origin (another loopback port) tries what SockJS' legacy
 * transports allowed: it frames our htmlfile and iframe pages, then POSTs STOMP frames to
 * xhr_send whose SUBSCRIBE receipt holds `</script><script>…`. Had the htmlfile page written the
 * RECEIPT into its HTML, the injected script would run in our origin and post what it read
 * (our origin, our localStorage) to the attacker's page. Nothing may arrive, no framed page of
 * ours may load a third-party script, and each of those URLs answers 404.
 */

/** The attacker's page: frames, then up to 30 tries of the send (the htmlfile session may not exist yet). */
function attackerPage(target: string, sessionPath: string): string {
  const framed = [`${sessionPath}/htmlfile?c=x`, '/api/ws/iframe.html', '/api/ws/iframe-1.0.0.html'];
  return `<!doctype html><html><head><meta charset="utf-8"><title>attacker</title></head><body><script>
window.seen = [];
window.sendResults = [];
window.done = false;
addEventListener('message', (e) => seen.push(e.origin + ' ' + String(e.data)));
const target = ${JSON.stringify(target)};
for (const path of ${JSON.stringify(framed)}) {
  const frame = document.createElement('iframe');
  frame.src = target + path;
  document.body.appendChild(frame);
}
// No colon, newline or double quote: the value survives STOMP escaping and JSON quoting as it is.
const payload = "<" + "/script><script>top.postMessage('script ran in ' + location.origin + ' with ' + localStorage.length + ' stored keys', '*')<" + "/script>";
const frames = ['CONNECT\\nguestId:guest-${'a'.repeat(32)}\\n\\n\\0', 'SUBSCRIBE\\nid:1\\ndestination:/topic/errors\\nreceipt:' + payload + '\\n\\n\\0'];
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  for (let i = 0; i < 30 && !seen.length; i++) {
    try {
      const res = await fetch(target + ${JSON.stringify(`${sessionPath}/xhr_send`)}, { method: 'POST', body: JSON.stringify(frames) });
      sendResults.push(res.status);
      if (res.ok) {
        // Accepted: the RECEIPT goes to the framed page; give its script the time to report.
        for (let j = 0; j < 50 && !seen.length; j++) await pause(100);
        break;
      }
    } catch {
      sendResults.push('unreadable');
    }
    await pause(100);
  }
  window.done = true;
})();
</script></body></html>`;
}

test.describe('SockJS legacy transports', () => {
  test('an attacker page cannot run script in our origin through htmlfile, iframe or xhr_send', async ({ browser, server }) => {
    test.setTimeout(60_000);
    const sessionPath = `/api/ws/000/atk${Date.now().toString(36)}`;
    const attacker = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(attackerPage(server.url, sessionPath));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    const context = await browser.newContext();
    try {
      // Any request to neither origin (iframe.html used to load sockjs-client from a public CDN) is recorded and refused.
      const thirdParty: string[] = [];
      await context.route(
        (url) => url.origin !== server.url && url.origin !== attackerUrl,
        (route) => {
          thirdParty.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      const framedAnswers = new Map<string, number>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === server.url && res.request().resourceType() === 'document') framedAnswers.set(url.pathname, res.status());
      });
      // Not 'load': a streaming htmlfile frame (what this guards against) never finishes loading.
      await page.goto(attackerUrl, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => (window as unknown as { done: boolean }).done, null, { timeout: 30_000 });

      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
      expect(thirdParty).toEqual([]);
      expect(Object.fromEntries(framedAnswers)).toEqual({
        [`${sessionPath}/htmlfile`]: 404,
        '/api/ws/iframe.html': 404,
        '/api/ws/iframe-1.0.0.html': 404,
      });
      // No session was made for xhr_send to feed: the send was never accepted.
      expect(await page.evaluate(() => (window as unknown as { sendResults: unknown[] }).sendResults)).not.toContain(204);
    } finally {
      await context.close();
      await new Promise((resolve) => attacker.close(resolve));
    }
  });
});

/** Just enough MIME decoding to read what the test SMTP server received. */

function decodeQp(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}

export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const out: ParsedMail = { headers, text: '', html: '' };
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const parts = boundaries.length ? raw.split(new RegExp(`--(?:${boundaries.map(escape).join('|')})(?:--)?`)) : [raw];
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    if (at < 0) continue;
    const h = parseHeaders(part.slice(0, at).replace(/^\r\n/, ''));
    const type = h['content-type'] ?? '';
    let body = part.slice(at + 4);
    const enc = (h['content-transfer-encoding'] ?? '').toLowerCase();
    if (enc === 'quoted-printable') body = decodeQp(body);
    else if (enc === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (type.startsWith('text/plain')) out.text = body;
    if (type.startsWith('text/html')) out.html = body;
  }
  return out;
}

import fc from 'fast-check';

/**
 * Hostile inputs for the property tests: text that a form or a script might send on purpose or
 * by accident, values of the wrong type, bodies in wrong encodings and headers that lie.
 */

/** Strings that break naive HTML, templates, SQL, paths, terminals or JSON handling. */
export const HOSTILE_SNIPPETS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg/onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '#{7*7}<%= 7*7 %>',
  "' OR '1'='1",
  "'; DROP TABLE customer_requests; --",
  'Robert"); DELETE FROM users; --',
  '1; SELECT * FROM users WHERE 1=1 UNION SELECT password_hash FROM users',
  '%s%s%s%n',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\ufeff',
  '\u2028\u2029',
  '\u200b\u200d\u2060',
  '\r\nSet-Cookie: a=b',
  '\x1b[31mred\x1b[0m',
  '\x07\x08\x0b\x0c\x7f',
  '\u0085\u009f',
  'A\u0301\u0302\u0303',
  '🏳️‍🌈👨‍👩‍👧',
  'Nguyễn Văn Ánh — Đặng Thị Ý',
  'ｓｃｒｉｐｔ',
  '&lt;b&gt; &amp; &#60;script&#62; &#x3C;',
  '<!-- --> <![CDATA[ ]]>',
  '\\u003cscript\\u003e',
  '\\',
  '"',
  "'",
  '`',
];

/** One UTF-16 code unit in D800–DFFF on its own: not valid Unicode text. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** C0 and C1 control characters, DEL and NUL included. */
export const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((c) => String.fromCharCode(c));

/** Well-formed hostile text (no lone surrogates): the server must either refuse it or store it exactly. */
export const hostileText = (maxLength = 60): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength }) },
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SNIPPETS) },
      {
        weight: 4,
        arbitrary: fc
          .array(fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), controlChar, fc.string({ unit: 'grapheme', maxLength: 4 }), fc.constantFrom(' ', '\t', '\n')), {
            maxLength: 6,
          })
          .map((parts) => parts.join('')),
      },
    )
    .map((s) => cut(s, maxLength));

/** At most `n` UTF-16 units, never ending in half a surrogate pair. */
export function cut(s: string, n: number): string {
  const r = s.slice(0, n);
  return /[\ud800-\udbff]$/.test(r) ? r.slice(0, -1) : r;
}

/** Hostile text that may also hold lone surrogates. */
export const anyText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText(maxLength) },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileText(maxLength), loneSurrogate, hostileText(maxLength)).map(([a, s, b]) => `${a}${s}${b}`),
    },
  );

/** A long run of one character: beyond field limits and, sometimes, beyond the 1 MiB body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(1_001, 2_001, 70_000, 1_100_000), fc.constantFrom('x', 'é', '<', '\u0000', '😀'))
  .map(([n, c]) => c.repeat(n));

/** Values of every JSON type and then some, for fields that expect a string or a number. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '1e3', '0x10', '1.5', '-0', 'Infinity'),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'a', '$gt', '$where'), fc.oneof(fc.string(), fc.integer()), { maxKeys: 2 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A field value: hostile text most of the time, sometimes huge or of the wrong type. */
export const fieldValue = (maxLength = 60): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 6, arbitrary: anyText(maxLength) }, { weight: 3, arbitrary: wrongType }, { weight: 1, arbitrary: hugeText });

/** Keys a body should not carry. */
export const extraKeys = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'status', 'role', 'createdAt', 'serviceName', 'isAdmin'), fc.string({ maxLength: 10 })),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 3 },
);

/** JSON nested `depth` levels deep, as raw text (JSON.stringify would not be asked to build it). */
export const deepJson = fc
  .tuple(fc.constantFrom(10, 1_000, 100_000, 300_000), fc.constantFrom('array', 'object', 'field'))
  .map(([depth, shape]) => {
    if (shape === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    if (shape === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    return `{"name":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`;
  });

/** Content types, right and wrong; undefined sends none. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset=latin1',
  'application/json; charset=iso-8859-1',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/problem+json',
  'text/json',
  'text/plain',
  'text/plain; charset=windows-1258',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '*/*',
  'garbage',
  '',
  undefined,
);

/** How the body text becomes bytes: mostly UTF-8, sometimes another encoding or broken UTF-8. */
export type Encoding = 'utf8' | 'latin1' | 'utf16le' | 'broken-utf8' | 'bom';
export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Encoding>('utf8') },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>('latin1', 'utf16le', 'broken-utf8', 'bom') },
);

/** Byte sequences that are not UTF-8: a lone continuation byte, an overlong slash, an encoded surrogate, 0xFF. */
const BROKEN_UTF8 = [Buffer.from([0x80]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xff, 0xfe]), Buffer.from([0xc3])];

export function encode(text: string, enc: Encoding, at = 0): Buffer {
  switch (enc) {
    case 'latin1':
      return Buffer.from(text, 'latin1');
    case 'utf16le':
      return Buffer.from(text, 'utf16le');
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    case 'broken-utf8': {
      // Inside a string value when there is one, so that a parser that replaces bad bytes would accept it.
      const quote = text.indexOf('"', Math.min(at, text.length));
      const cut = quote >= 0 ? quote + 1 : Math.floor(text.length / 2);
      return Buffer.concat([Buffer.from(text.slice(0, cut)), BROKEN_UTF8[at % BROKEN_UTF8.length]!, Buffer.from(text.slice(cut))]);
    }
    default:
      return Buffer.from(text);
  }
}

/** Header names and values an HTTP client may legally send (printable, no CR/LF). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.constantFrom('', ' ', 'null', '<script>x</script>', "' OR 1=1", '../../', 'x'.repeat(4000), 'Bearer', 'Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4='),
);
export const bogusHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'authorization',
      'cookie',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-forwarded-host',
      'x-real-ip',
      'forwarded',
      'accept',
      'accept-language',
      'accept-encoding',
      'content-encoding',
      'origin',
      'referer',
      'x-http-method-override',
      'x-requested-with',
      'if-none-match',
      'range',
      'expect',
      'user-agent',
    ),
    fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
  ),
  headerValue,
  { maxKeys: 4 },
);

/** The raw body of a request: JSON of a (hostile) value, or text/bytes that are not JSON at all. */
export type RawBody = { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array } | { kind: 'none' };

export const rawBodyNoise: fc.Arbitrary<RawBody> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'json' as const, value })) },
  { weight: 2, arbitrary: fc.oneof(anyText(200), deepJson, hugeText, fc.constantFrom('{', '{"a":', 'null', '[]', '""', '{}{}', 'NaN', "{'a':1}", '{"a":1,}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}')).map((text) => ({ kind: 'text' as const, text })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: 'bytes' as const, bytes })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

export function bodyBytes(body: RawBody, enc: Encoding): Buffer | undefined {
  switch (body.kind) {
    case 'json':
      return encode(JSON.stringify(body.value) ?? 'null', enc);
    case 'text':
      return encode(body.text, enc);
    case 'bytes':
      return Buffer.from(body.bytes);
    default:
      return undefined;
  }
}

/** Everything about one hostile request but its URL and method. */
export interface HostileRequest {
  body: RawBody;
  encoding: Encoding;
  contentType: string | undefined;
  headers: Record<string, string>;
  remoteAddress: string;
}

export const remoteAddress = fc.oneof(fc.ipV4(), fc.constant('127.0.0.1'), fc.ipV6());

/** Options for app.inject from a HostileRequest. */
export function injectOptions(req: HostileRequest): { payload?: Buffer; headers: Record<string, string>; remoteAddress: string } {
  const payload = bodyBytes(req.body, req.encoding);
  const headers: Record<string, string> = { ...req.headers };
  if (req.contentType !== undefined) headers['content-type'] = req.contentType;
  return { ...(payload ? { payload } : {}), headers, remoteAddress: req.remoteAddress };
}

/**
 * A JSON body whose known fields get hostile values, with extra keys added. A field arbitrary may
 * yield undefined: the key is then missing from the JSON.
 */
export function hostileObject(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.record(fields), fc.option(extraKeys, { nil: {} })).map(([known, extra]) => ({ ...extra, ...known }));
}

/** Mostly a valid value (so that some requests pass and what is stored can be checked), else a hostile one or nothing. */
export const field = (valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 8, arbitrary: valid }, { weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: fc.constant(undefined) });

/**
 * A phone number the consultation form accepts, in one of the ways people write it: a Vietnamese
 * mobile (9 then 8 digits) after "0", "+84", "+84 0" (the trunk 0 kept) or nothing, digits split by
 * spaces, dots or hyphens.
 */
export const validPhone = fc
  .tuple(fc.constantFrom('0', '+84 ', '+84 0', ''), fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: 8, maxLength: 8 }), fc.constantFrom('', ' ', '.', '-'))
  .map(([prefix, digits, sep]) => `${prefix}9${digits.slice(0, 2).join('')}${sep}${digits.slice(2, 5).join('')}${sep}${digits.slice(5).join('')}`)
  .filter((p) => p.length >= 10 && p.length <= 20);

/** Hostile text without whitespace, @, control or invisible characters: the parts of an address the shared pattern accepts. */
const emailPart = hostileText(20)
  .map((s) => s.replace(/[\s@\p{Cc}\p{Cf}]/gu, ''))
  // A fallback, not a filter: most hostile strings are only control characters, and a filter that
  // rarely passes makes fast-check spin synchronously (the test then hangs with no timer firing).
  .map((s) => (s.length > 0 ? s : 'x'));

/** An address that matches the shared pattern (something@something.something) yet is full of markup and symbols. */
export const hostileEmail = fc.tuple(emailPart, emailPart, emailPart).map(([a, b, c]) => `${a}@${b}.${c}`);

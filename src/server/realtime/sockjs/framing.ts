/**
 * SockJS framing (protocol 0.3, what sockjs-client 1.x speaks): the server sends `o` once open,
 * `h` as a heart-beat, `a[...]` with a JSON array of messages and `c[code,"reason"]` when closing;
 * the client sends a JSON array of strings (or one JSON string).
 */
export const OPEN_FRAME = 'o';
export const HEARTBEAT_FRAME = 'h';

/**
 * Characters JSON leaves as they are but that some browsers and proxies mangle inside a streamed
 * response (controls, lone surrogates, invisible formatting and the specials block): sent as \uXXXX
 * escapes, as sockjs-node does.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const ESCAPABLE = /[\x00-\x1f\ud800-\udfff\u200c-\u200f\u2028-\u202f\u2060-\u206f\ufff0-\uffff]/g;

export function quote(message: string): string {
  return JSON.stringify(message).replace(ESCAPABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function messageFrame(messages: readonly string[]): string {
  return `a[${messages.map(quote).join(',')}]`;
}

export function closeFrame(code: number, reason: string): string {
  return `c${JSON.stringify([code, reason])}`;
}

/** The close a session sends when the application ends it (sockjs-node's default). */
export const NORMAL_CLOSURE = { code: 1000, reason: 'Normal closure' } as const;
/** What a second receiver for a session that already has one gets. */
export const ANOTHER_CONNECTION = { code: 2010, reason: 'Another connection still open' } as const;
/** What a client gets when the server goes away (shutdown). */
export const GOING_AWAY = { code: 1001, reason: 'Server shutting down' } as const;

/**
 * The messages in what a client sent: a JSON array of strings, or a single JSON string. Null for
 * anything else (broken framing); an empty body carries no message.
 */
export function parseClientMessages(text: string): string[] | null {
  if (text === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((m) => typeof m === 'string')) return value as string[];
  return null;
}

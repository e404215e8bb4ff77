import fc from 'fast-check';
import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { escapeHeader } from '../../../src/server/realtime/stomp/frame';
import { CHAT, DEST } from '../../../src/shared/realtime';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { connectStomp } from '../chat/stompTestClient';
import { anyText, deepJson, extraKeys, hostileText, HOSTILE_SNIPPETS, loneSurrogate, wrongType } from './arbitraries';
import { RawStomp } from './rawStomp';
import { expectHealthy, unstorable, VIETNAMESE } from './support';

let t: TestApp;
let base: string;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
let seq = 0;
/** A guest with a conversation, so that an admin has someone to answer. */
const CONVERSATION = `guest-${'c'.repeat(32)}`;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  tokens = await tokenMatrix(t.app);
  await t.app.chat.postMessage({ guestId: CONVERSATION, content: 'Xin chào', senderType: 'GUEST', adminId: null, tempId: null });
});
afterAll(() => t.close());

const newGuestId = () => `guest-${(++seq).toString(16).padStart(32, '0')}`;
const messageCount = async () => Number((await t.app.db.selectFrom('chatMessages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Waits until the broker holds `n` sessions again (closing is asynchronous). */
async function sessionsBackTo(n: number): Promise<void> {
  for (let i = 0; i < 100 && t.app.stompBroker.sessionCount !== n; i++) await new Promise((r) => setTimeout(r, 20));
  expect(t.app.stompBroker.sessionCount).toBe(n);
}

/** A normal guest, through the real client library, can still chat: hostile traffic left nothing broken. */
async function validMessageStillWorks(): Promise<void> {
  const guestId = newGuestId();
  const guest = await connectStomp(base, { guestId }, 'websocket');
  try {
    await guest.subscribe(DEST.chat(guestId));
    guest.publish(DEST.sendMessage, { guestId, content: 'Tôi cần tư vấn nhãn hiệu', senderType: 'GUEST' });
    const echo = JSON.parse((await guest.next(DEST.chat(guestId), 10_000)).body) as ChatMessage;
    expect(echo).toMatchObject({ guestId, content: 'Tôi cần tư vấn nhãn hiệu', senderType: 'GUEST' });
  } finally {
    await guest.stop();
  }
}

type ContentLength = 'exact' | 'none' | 'short' | 'long' | 'garbage' | 'negative';

/** A SEND frame as bytes: headers escaped (STOMP 1.2) or raw, and a content-length that may lie. */
function sendFrame(destination: string, headers: Array<[string, string]>, escaped: boolean, body: string, cl: ContentLength): string {
  const esc = (s: string) => (escaped ? escapeHeader(s, '1.2') : s.replace(/[\r\n]/g, ' '));
  const lines = ['SEND', `destination:${esc(destination)}`, ...headers.map(([k, v]) => `${esc(k)}:${esc(v)}`)];
  const bytes = Buffer.byteLength(body);
  const length = { exact: String(bytes), short: String(Math.max(0, bytes - 1)), long: String(bytes + 10), garbage: '12abc', negative: '-5', none: '' }[cl];
  if (length) lines.push(`content-length:${length}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}

/** Sent after the hostile frame: its RECEIPT proves the hostile one was handled (frames are handled in order). */
const SYNC = 'UNSUBSCRIBE\nid:nothing\nreceipt:sync\n\n\0';

/** Chat content: hostile text mostly, sometimes at or over the 1000-character limit, blank, ill-formed or of another type. */
const content: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileText(300).filter((s) => s.trim().length > 0) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(CHAT.maxLength), ` ${'é'.repeat(CHAT.maxLength)}\n`, 'x'.repeat(CHAT.maxLength + 1), '   ', '', '\u0000') },
  { weight: 1, arbitrary: fc.tuple(hostileText(20), loneSurrogate).map(([a, s]) => `${a}${s}`) },
  { weight: 1, arbitrary: wrongType },
);

const customHeaders = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom('content-type', 'receipt-x', 'guestId', 'adminId', 'Authorization', 'x-custom', 'transaction', 'ack'), hostileText(15).filter((k) => k.length > 0 && !/content-length|destination|receipt$/i.test(k))),
    fc.oneof(fc.constantFrom('application/json', 'text/plain;charset=latin1', 'guest-x', 'Bearer x'), hostileText(40)),
  ),
  { maxLength: 3 },
);

interface Claim {
  guestId?: unknown;
  content?: unknown;
  senderType?: unknown;
  adminId?: unknown;
  tempId?: unknown;
}

/** A SEND body: a message claim with hostile or spoofed fields, or something that is not a claim at all. */
function body(claim: fc.Arbitrary<Claim>) {
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(claim, fc.option(extraKeys, { nil: {} })).map(([c, extra]) => ({ kind: 'claim' as const, claim: { ...extra, ...c } })) },
    { weight: 1, arbitrary: fc.oneof(anyText(200), deepJson, fc.constantFrom('null', '[]', '"x"', '{', '{"guestId":', 'a\u0000b', `{"content":"${'x'.repeat(70_000)}"}`)).map((text) => ({ kind: 'text' as const, text })) },
  );
}

const frameShape = fc.record({
  destination: fc.oneof({ weight: 9, arbitrary: fc.constant<string>(DEST.sendMessage) }, fc.constantFrom('/app/other', '/app/chat.sendMessage ', '/APP/CHAT.SENDMESSAGE', DEST.errors, `/topic/chat/${CONVERSATION}`, '/app/chat.sendMessage/../x'), hostileText(30)),
  headers: fc.oneof({ weight: 3, arbitrary: fc.constant<Array<[string, string]>>([]) }, customHeaders),
  escaped: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
  contentLength: fc.oneof({ weight: 8, arbitrary: fc.constantFrom<ContentLength>('exact', 'none') }, fc.constantFrom<ContentLength>('short', 'long', 'garbage', 'negative')),
});

type FrameShape = { destination: string; headers: Array<[string, string]>; escaped: boolean; contentLength: ContentLength };
type Sent = { kind: 'claim'; claim: Claim } | { kind: 'text'; text: string };

/** What a SEND must come to, whatever it held: an echo (stored, delivered verbatim) or a refusal (nothing stored). */
async function runSend(client: RawStomp, topic: string, shape: FrameShape, sent: Sent, mustAccept: boolean): Promise<void> {
  const text = sent.kind === 'claim' ? JSON.stringify(sent.claim) : sent.text;
  const before = await messageCount();
  client.send(sendFrame(shape.destination, shape.headers, shape.escaped, text, shape.contentLength) + SYNC);
  const done = await client.until(() => !!client.find('RECEIPT', (f) => f.headers['receipt-id'] === 'sync') || !!client.find('ERROR'));
  const echoes = client.messages(topic);
  const refusals = client.messages(DEST.errors).length + (client.find('ERROR') ? 1 : 0);
  const context = `${text.slice(0, 120)} → ${client.log.join(' | ').slice(0, 400)}`;
  const after = await messageCount();

  if (echoes.length) {
    // Accepted: one row, and the echo carries the text exactly as sent (trimmed).
    expect(echoes).toHaveLength(1);
    const echo = JSON.parse(echoes[0]!) as ChatMessage;
    expect(after).toBe(before + 1);
    const claimContent = (sent as { claim: Claim }).claim?.content;
    expect(typeof claimContent).toBe('string');
    expect(echo.content).toBe((claimContent as string).trim());
    const row = await t.app.db.selectFrom('chatMessages').select('content').where('id', '=', echo.id).executeTakeFirstOrThrow();
    expect(row.content).toBe(echo.content);
    expect(unstorable(echo.content)).toBe(false);
  } else {
    if (mustAccept) throw new Error(`a valid message was not delivered: ${context}`);
    // Refused: nothing stored, and the sender was told (ERROR frame or /topic/errors), unless the frame never ended.
    expect(after).toBe(before);
    if (done) expect(refusals).toBeGreaterThan(0);
    for (const m of client.messages(DEST.errors)) expect(m).toMatch(VIETNAMESE);
    for (const f of client.frames.filter((x) => x.command === 'ERROR')) expect(f.headers.message).toMatch(VIETNAMESE);
  }
  await client.close();
  await expectHealthy(t.app);
}

/** Who sends in a run of the SEND property: how it connects, the conversation it writes in, and its own rules. */
interface Sender {
  /** SockJS framing or a bare websocket; RawStomp.open's default when left out. */
  sockjs?: boolean;
  connect: Record<string, string>;
  conversation: string;
  senderType: 'GUEST' | 'ADMIN';
  /** The sender's rules on the rest of the claim (adminId, tempId): all of them must hold for the message to be accepted. */
  accepts: (c: Claim) => boolean;
}

/**
 * One run as `sender`: connects, listens on its conversation and on the errors, sends the frame and checks the
 * outcome. It must be accepted when the frame is well formed and the claim is valid for that sender.
 */
async function sendAs(sender: Sender, shape: FrameShape, sent: Sent): Promise<void> {
  const client = await RawStomp.open(base, sender.sockjs);
  expect((await client.connect(sender.connect))?.command).toBe('CONNECTED');
  await client.subscribe(DEST.chat(sender.conversation), 's1');
  await client.subscribe(DEST.errors, 's2');
  const c = sent.kind === 'claim' ? sent.claim : undefined;
  const mustAccept =
    !!c &&
    shape.destination === DEST.sendMessage &&
    shape.escaped &&
    (shape.contentLength === 'exact' || shape.contentLength === 'none') &&
    c.guestId === sender.conversation &&
    c.senderType === sender.senderType &&
    sender.accepts(c) &&
    typeof c.content === 'string' &&
    c.content.trim().length > 0 &&
    c.content.trim().length <= CHAT.maxLength &&
    !unstorable(c.content);
  await runSend(client, DEST.chat(sender.conversation), shape, sent, mustAccept);
}

describe('STOMP SEND under hostile frames', () => {
  it('as a guest: spoofed, malformed or hostile messages are refused and not stored; valid hostile text is stored and echoed verbatim', async () => {
    const claim = fc.record(
      {
        guestId: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>('OWN') }, fc.constantFrom(CONVERSATION, `guest-${'d'.repeat(32)}`, 'guest-1', ''), hostileText(40), wrongType),
        content,
        senderType: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>('GUEST') }, fc.constantFrom('ADMIN', 'guest', 'SYSTEM', ''), wrongType),
        adminId: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(undefined) }, fc.constantFrom(1, 2, -1, '1', null), wrongType),
        tempId: fc.oneof({ weight: 4, arbitrary: fc.constant<unknown>(undefined) }, fc.stringMatching(/^[\w-]{1,64}$/), hostileText(80), wrongType),
      },
      { requiredKeys: ['content'] },
    );
    const baseline = t.app.stompBroker.sessionCount;
    await fc.assert(
      fc.asyncProperty(frameShape, body(claim), async (shape, sent) => {
        const guestId = newGuestId();
        if (sent.kind === 'claim' && sent.claim.guestId === 'OWN') sent = { kind: 'claim', claim: { ...sent.claim, guestId } };
        await sendAs(
          {
            sockjs: seq % 5 !== 0,
            connect: { guestId },
            conversation: guestId,
            senderType: 'GUEST',
            accepts: (c) => c.adminId === undefined && (c.tempId === undefined || (typeof c.tempId === 'string' && /^[\w-]{1,64}$/.test(c.tempId))),
          },
          shape,
          sent,
        );
      }),
      { numRuns: 120 },
    );
    await sessionsBackTo(baseline);
    await validMessageStillWorks();
  });

  it('as an admin: a spoofed adminId, a wrong senderType or an unknown conversation is refused; an answer is stored verbatim', async () => {
    const claim = fc.record(
      {
        guestId: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>(CONVERSATION) }, fc.constantFrom(`guest-${'e'.repeat(32)}`, 'guest-1'), hostileText(40), wrongType),
        content,
        senderType: fc.oneof({ weight: 8, arbitrary: fc.constant<unknown>('ADMIN') }, fc.constantFrom('GUEST', 'admin', ''), wrongType),
        adminId: fc.oneof({ weight: 6, arbitrary: fc.constantFrom<unknown>(undefined, 'OWN') }, fc.constantFrom(tokens.user.id, 999_999, -1, 0, null, '1'), wrongType),
      },
      { requiredKeys: ['content'] },
    );
    await fc.assert(
      fc.asyncProperty(frameShape, body(claim), async (shape, sent) => {
        if (sent.kind === 'claim' && sent.claim.adminId === 'OWN') sent = { kind: 'claim', claim: { ...sent.claim, adminId: tokens.admin.id } };
        await sendAs(
          {
            connect: { Authorization: `Bearer ${tokens.adminToken}` },
            conversation: CONVERSATION,
            senderType: 'ADMIN',
            accepts: (c) => c.adminId === undefined || c.adminId === tokens.admin.id,
          },
          shape,
          sent,
        );
      }),
      { numRuns: 60 },
    );
    await validMessageStillWorks();
  });
});

/** One websocket message of garbage: broken SockJS framing, broken STOMP, or frames out of order. */
const junk = fc.oneof(
  fc.constantFrom(
    { raw: 'not json' },
    { raw: '["unterminated' },
    { raw: '{"a":1}' },
    { raw: '[1,2,null]' },
    { raw: '[]' },
    { raw: '' },
    { raw: '"just a string"' },
    { raw: `["${'x'.repeat(200_000)}"]` },
  ),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ raw: Buffer.from(b) })),
  fc.constantFrom(
    { stomp: 'CONNECT' },
    { stomp: 'CONNECT\naccept-version:1.2\n\n' },
    { stomp: '\0\0\0' },
    { stomp: '\n\n\r\n' },
    { stomp: 'HACK\n\n\0' },
    { stomp: 'send\ndestination:/app/chat.sendMessage\n\n{}\0' },
    { stomp: `SEND\ndestination:${DEST.sendMessage}\n\n{"guestId":` },
    { stomp: `SEND\ndestination:${DEST.sendMessage}\ncontent-length:999999999\n\n` },
    { stomp: `SUBSCRIBE\nid:1\ndestination:/topic/admin/conversations\n\n\0` },
    { stomp: `SUBSCRIBE\nid:1\ndestination:/topic/chat/../admin\n\n\0` },
    { stomp: 'CONNECT\naccept-version:9.9\n\n\0' },
    { stomp: 'CONNECT\naccept-version:1.2\nheart-beat:99999999999999999999,-1\nguestId:guest-1\n\n\0' },
    { stomp: `CONNECT\naccept-version:1.2\nAuthorization:Bearer ${'x'.repeat(5000)}\n\n\0` },
    { stomp: `CONNECT\naccept-version:1.2\nguestId:guest-${'a'.repeat(32)}\\q\n\n\0` },
    { stomp: 'DISCONNECT\nreceipt:x\n\n\0' },
    { stomp: `SEND\ndestination:${DEST.sendMessage}\n${'x-h:1\n'.repeat(5000)}\n{}\0` },
    { stomp: `MESSAGE\ndestination:/topic/errors\n\nfake\0` },
    { stomp: 'x'.repeat(70_000) },
    { stomp: `SEND\ndestination:${DEST.sendMessage}\n\n${'{"a":'.repeat(20_000)}\0` },
  ),
  fc.tuple(fc.constantFrom(...HOSTILE_SNIPPETS), anyText(100)).map(([a, b]) => ({ stomp: `${a}\n${b}\0` })),
  // Several STOMP chunks in one SockJS message, the first of them refused (the server closes mid-batch).
  fc
    .array(fc.oneof(fc.constantFrom('HACK\n\n\0', 'x'.repeat(70_000), '\0', 'CONNECT\naccept-version:1.2\nguestId:x\n\n\0', SYNC), anyText(30)), { minLength: 2, maxLength: 4 })
    .map((batch) => ({ batch })),
);

describe('malformed traffic on the SockJS websocket', () => {
  it('garbage, unterminated, out-of-order and huge frames never crash the server nor store anything', async () => {
    const baseline = t.app.stompBroker.sessionCount;
    const count = await messageCount();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sockjs: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
          connectFirst: fc.boolean(),
          messages: fc.array(junk, { minLength: 1, maxLength: 4 }),
        }),
        async ({ sockjs, connectFirst, messages }) => {
          const client = await RawStomp.open(base, sockjs);
          if (connectFirst) await client.connect({ guestId: newGuestId() });
          for (const m of messages) {
            if ('raw' in m) client.sendRaw(sockjs ? m.raw : typeof m.raw === 'string' ? m.raw : m.raw.toString('latin1'));
            else if ('batch' in m) {
              if (sockjs) client.sendRaw(JSON.stringify(m.batch));
              else for (const chunk of m.batch) client.send(chunk);
            } else client.send(m.stomp);
          }
          // Let the server handle what it got, then hang up.
          client.send(SYNC);
          await client.until(() => !!client.find('RECEIPT') || !!client.find('ERROR'), 3000);
          // Refusals are Vietnamese, but for the version mismatch, whose text the STOMP specification fixes.
          for (const f of client.frames.filter((x) => x.command === 'ERROR')) {
            if (f.headers.message !== 'unsupported protocol version') expect(f.headers.message).toMatch(VIETNAMESE);
          }
          await client.close();
          await expectHealthy(t.app);
        },
      ),
      { numRuns: 60 },
    );
    expect(await messageCount()).toBe(count);
    await sessionsBackTo(baseline);
    await validMessageStillWorks();
  });
});

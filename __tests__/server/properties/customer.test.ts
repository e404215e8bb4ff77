import fc from 'fast-check';
import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';
import { CONSULTATION_FORM_MSG } from '../../../src/shared/messages/publicForms';
import {
  anyText,
  bodyBytes,
  bogusHeaders,
  contentType,
  encoding,
  field,
  fieldValue,
  hostileEmail,
  hostileObject,
  hostileText,
  injectOptions,
  loneSurrogate,
  rawBodyNoise,
  remoteAddress,
  validPhone,
  wrongType,
  type Encoding,
  type HostileRequest,
} from './arbitraries';
import { toE164 } from '../../../src/shared/validation/phone';
import { expectEnvelope, expectHealthy, expectNothingStored, hasLoneSurrogate, snapshot, stored, strictJson, unstorable } from './support';

let t: TestApp;
let serviceIds: number[];
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  serviceIds = ((await t.app.inject({ url: '/api/service/list' })).json().data as Array<{ id: number }>).map((s) => s.id);
});
afterAll(() => t.close());

const post = (opts: ReturnType<typeof injectOptions>) => t.app.inject({ method: 'POST', url: '/api/customer', ...opts });

const storedRow = (id: number) => t.app.db.selectFrom('customerRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/customer under hostile input', () => {
  it('never fails, answers the envelope, and a refusal stores nothing', async () => {
    const consultation = hostileObject({
      name: field(hostileText(100), fieldValue(120)),
      phone: field(validPhone, fieldValue(25)),
      email: field(hostileEmail, fieldValue(60)),
      serviceId: field(fc.constantFrom(...serviceIds), fc.oneof(fc.constantFrom(0, 99_999), wrongType)),
      description: field(hostileText(300), fieldValue(2100)),
    });
    const request: fc.Arbitrary<HostileRequest> = fc.record({
      body: fc.oneof({ weight: 3, arbitrary: consultation.map((value) => ({ kind: 'json' as const, value })) }, { weight: 1, arbitrary: rawBodyNoise }),
      encoding,
      contentType: fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: contentType }),
      headers: bogusHeaders,
      remoteAddress,
    });

    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const before = await snapshot(t.app, t.dataDir);
        const res = await post(injectOptions(req));
        const body = expectEnvelope(res);
        if (res.statusCode !== 200) {
          await expectNothingStored(t.app, t.dataDir, before, JSON.stringify(body));
        } else {
          // Accepted: the body was UTF-8 JSON, and what was stored is exactly what was sent (trimmed).
          accepted += 1;
          const sent = strictJson(bodyBytes(req.body, req.encoding))?.value as Record<string, unknown> | undefined;
          expect(sent).toBeDefined();
          const row = await storedRow((body.data as { id: number }).id);
          expect(row.phone).toBe(toE164(sent!.phone as string));
          expect(row.email).toBe(stored(sent!.email as string));
          expect(row.serviceId).toBe(sent!.serviceId);
          expect(row.description).toBe(typeof sent!.description === 'string' && stored(sent!.description) ? stored(sent!.description) : null);
          const written = (await snapshot(t.app, t.dataDir)).writes - before.writes;
          // A new request and its notification, or nothing when it repeats one sent seconds ago.
          if (written !== 0) {
            expect(written).toBe(2);
            expect(row.name).toBe(stored(sent!.name as string));
          }
        }
        await expectHealthy(t.app);
      }),
      { numRuns: 300 },
    );
    // The acceptance branch above really ran (about one request in ten is valid).
    expect(accepted).toBeGreaterThan(0);
  });

  it('stores accepted hostile text exactly as sent (trimmed), and refuses text with lone surrogates', async () => {
    const valid = fc.record({
      name: hostileText(100).filter((s) => stored(s).length > 0),
      phone: validPhone,
      email: hostileEmail,
      serviceId: fc.constantFrom(...serviceIds),
      description: fc.option(hostileText(2000), { nil: undefined }),
      // Sometimes one field gets half a surrogate pair: such text cannot be stored as sent.
      broken: fc.option(fc.tuple(fc.constantFrom('name', 'email', 'description'), loneSurrogate), { freq: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(valid, async ({ broken, ...fields }) => {
        const value: Record<string, unknown> = { ...fields, email: `${++seq}${fields.email}` };
        if (broken) value[broken[0]] = `${String(value[broken[0]] ?? '')}${broken[1]}x`;
        const before = await snapshot(t.app, t.dataDir);
        const res = await post({ payload: Buffer.from(JSON.stringify(value)), headers: { 'content-type': 'application/json' }, remoteAddress: freshAddress() });
        const body = expectEnvelope(res);
        // Half a surrogate pair, or a NUL character (which some hostile snippets hold), is refused.
        if (broken || [value.name, value.email, value.description].some((v) => typeof v === 'string' && unstorable(v))) {
          expect(res.statusCode).toBe(400);
          await expectNothingStored(t.app, t.dataDir, before);
          return;
        }
        expect(body.message).toBe(CONSULTATION_FORM_MSG.serverThanks);
        const row = await storedRow((body.data as { id: number }).id);
        expect(row).toMatchObject({
          name: stored(fields.name),
          phone: toE164(fields.phone),
          email: value.email,
          serviceId: fields.serviceId,
          description: fields.description && stored(fields.description) ? stored(fields.description) : null,
          status: 'NEW',
        });
        // The staff notification carries the same name, unchanged.
        const note = await t.app.db.selectFrom('notifications').select('customerServiceName').where('customerRequestId', '=', row.id).executeTakeFirstOrThrow();
        expect(note.customerServiceName).toBe(stored(fields.name));
        expect(body.data).toMatchObject({ name: row.name, description: row.description });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a body in another encoding than UTF-8, or stores exactly what a strict UTF-8 reader sees', async () => {
    const request = fc.record({
      name: hostileText(100).filter((s) => stored(s).length > 0),
      description: hostileText(300),
      email: hostileEmail,
      encoding: fc.constantFrom<Encoding>('latin1', 'utf16le', 'broken-utf8', 'bom'),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset="ISO-8859-1"', 'application/json; charset=windows-1258'),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ encoding: enc, contentType: ct, ...text }) => {
        const value = { ...text, email: `${++seq}${text.email}`, phone: '0912345678', serviceId: serviceIds[0] };
        const payload = bodyBytes({ kind: 'json', value }, enc)!;
        const before = await snapshot(t.app, t.dataDir);
        const res = await post({ payload, headers: { 'content-type': ct }, remoteAddress: freshAddress() });
        const body = expectEnvelope(res);
        if (!/charset="?utf-8/i.test(ct) && ct.includes('charset')) expect(res.statusCode).toBe(415);
        if (res.statusCode !== 200) return expectNothingStored(t.app, t.dataDir, before);
        // Accepted only when the bytes are UTF-8 JSON (e.g. Latin-1 of plain ASCII), and stored as such.
        const sent = strictJson(payload)?.value as typeof value | undefined;
        expect(sent).toBeDefined();
        const row = await storedRow((body.data as { id: number }).id);
        expect([row.name, row.description]).toEqual([stored(sent!.name), stored(sent!.description) || null]);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every field of the wrong type with a Vietnamese message per field', async () => {
    await fc.assert(
      // What is sent is the JSON of the value: NaN and ±Infinity arrive as null, which an optional
      // field (the description) rightly takes as "none".
      fc.asyncProperty(fc.constantFrom('name', 'phone', 'email', 'description'), wrongType.filter((v) => typeof v !== 'string' && JSON.stringify(v) !== 'null' && !JSON.stringify(v).includes('__proto__')), async (field, bad) => {
        const value = { name: 'Nguyễn Văn A', phone: '0912345678', email: `x${++seq}@congty.vn`, serviceId: serviceIds[0], description: 'ok', [field]: bad };
        const before = await snapshot(t.app, t.dataDir);
        const res = await post({ payload: Buffer.from(JSON.stringify(value)), headers: { 'content-type': 'application/json' }, remoteAddress: freshAddress() });
        const body = expectEnvelope(res);
        expect(res.statusCode).toBe(400);
        expect(body.errors?.[field]).toBeDefined();
        await expectNothingStored(t.app, t.dataDir, before);
      }),
      { numRuns: 40 },
    );
  });

  it('anyText is sometimes ill-formed (the generator itself is checked)', () => {
    const samples = fc.sample(anyText(30), 500);
    expect(samples.some(hasLoneSurrogate)).toBe(true);
    expect(samples.some((s) => !hasLoneSurrogate(s))).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { createTokenService } from '../../../src/server/lib/tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const user = { id: 7, username: 'nhanvien', role: 'USER' as const };
const sid = randomUUID();

/** A token signed with our secret but with claims of the test's choosing (what a leaked-secret or a bug could mint). */
function signedWith(claims: Record<string, unknown>, expiresInMs?: number): string {
  return createSigner({ key: SECRET, algorithm: 'HS256', ...(expiresInMs ? { expiresIn: expiresInMs } : {}) })(claims);
}

describe('access tokens (verified tokens are remembered until they expire)', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a token again from memory, and refuses it once expired', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 25, 8, 0, 0) });
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.signAccess(user, sid);
    expect(tokens.verifyAccess(token)).toMatchObject({ sub: '7', sid, username: 'nhanvien', scope: 'USER' });
    jest.setSystemTime(Date.UTC(2026, 10, 25, 8, 0, 59));
    expect(tokens.verifyAccess(token)).toMatchObject({ sub: '7' });
    jest.setSystemTime(Date.UTC(2026, 10, 25, 8, 1, 1));
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a tampered copy or another secret\'s token of a token it remembers', () => {
    const tokens = createTokenService(SECRET, 60);
    // Many tokens: a tampering that left some signatures as they were would let one through.
    for (let i = 0; i < 64; i++) {
      const token = tokens.signAccess(user, randomUUID());
      expect(tokens.verifyAccess(token)).not.toBeNull();
      const [head, body, sig] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const promoted = `${head}.${Buffer.from(JSON.stringify({ ...claims, scope: 'ADMIN' })).toString('base64url')}.${sig}`;
      expect(tokens.verifyAccess(promoted)).toBeNull();
      // The first character of the signature carries six bits of it (the last one carries four and
      // two bits of padding, so swapping A and B there left the signature as it was).
      const tampered = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      expect(Buffer.from(tampered, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(false);
      expect(tokens.verifyAccess(`${head}.${body}.${tampered}`)).toBeNull();
      // The genuine one is still accepted after the refusals.
      expect(tokens.verifyAccess(token)).not.toBeNull();
    }
    expect(tokens.verifyAccess(createTokenService(`${SECRET}-other`, 60).signAccess(user, sid))).toBeNull();
  });

  it('refuses a well-signed token without an expiry: it would be valid for ever', () => {
    const tokens = createTokenService(SECRET, 60);
    expect(tokens.verifyAccess(signedWith({ sub: '7', sid, username: 'nhanvien', scope: 'USER' }))).toBeNull();
    expect(tokens.verifyAccess(signedWith({ sub: '7', sid, username: 'nhanvien', scope: 'USER' }, 60_000))).not.toBeNull();
  });

  it.each(['1.0', '01', '1e0', '+1', ' 7', '7 ', '0', '-7', '0x7', '7.', '', '99999999999999999999'])(
    'refuses a well-signed token whose subject is %j, not a user id as we write one',
    (sub) => {
      const tokens = createTokenService(SECRET, 60);
      expect(tokens.verifyAccess(signedWith({ sub, sid, username: 'nhanvien', scope: 'USER' }, 60_000))).toBeNull();
    },
  );

  it('refuses a well-signed token that names no sign-in, or names it otherwise than we do', () => {
    const tokens = createTokenService(SECRET, 60);
    expect(tokens.verifyAccess(signedWith({ sub: '7', username: 'nhanvien', scope: 'USER' }, 60_000))).toBeNull();
    expect(tokens.verifyAccess(signedWith({ sub: '7', sid: 42, username: 'nhanvien', scope: 'USER' }, 60_000))).toBeNull();
    expect(tokens.verifyAccess(signedWith({ sub: '7', sid: 'x'.repeat(5000), username: 'nhanvien', scope: 'USER' }, 60_000))).toBeNull();
    expect(tokens.verifyAccess(signedWith({ sub: 7, sid, username: 'nhanvien', scope: 'USER' }, 60_000))).toBeNull();
  });
});

import { createTokenService } from '../../../src/server/lib/tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const user = { id: 7, username: 'nhanvien', role: 'USER' as const };

describe('access tokens (verified tokens are remembered until they expire)', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a token again from memory, and refuses it once expired', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 25, 8, 0, 0) });
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.signAccess(user);
    expect(tokens.verifyAccess(token)).toMatchObject({ sub: '7', username: 'nhanvien', scope: 'USER' });
    jest.setSystemTime(Date.UTC(2026, 10, 25, 8, 0, 59));
    expect(tokens.verifyAccess(token)).toMatchObject({ sub: '7' });
    jest.setSystemTime(Date.UTC(2026, 10, 25, 8, 1, 1));
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a tampered copy or another secret\'s token of a token it remembers', () => {
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.signAccess(user);
    expect(tokens.verifyAccess(token)).not.toBeNull();
    const [head, body, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const promoted = `${head}.${Buffer.from(JSON.stringify({ ...claims, scope: 'ADMIN' })).toString('base64url')}.${sig}`;
    expect(tokens.verifyAccess(promoted)).toBeNull();
    const lastChar = sig.at(-1) === 'A' ? 'B' : 'A';
    expect(tokens.verifyAccess(`${head}.${body}.${sig.slice(0, -1)}${lastChar}`)).toBeNull();
    expect(tokens.verifyAccess(createTokenService(`${SECRET}-other`, 60).signAccess(user))).toBeNull();
    // The genuine one is still accepted after the refusals.
    expect(tokens.verifyAccess(token)).not.toBeNull();
  });
});

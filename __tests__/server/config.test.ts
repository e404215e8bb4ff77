import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/srv/app/data', adminUsername: 'admin', adminPassword: null, jwtSecret: null, smtpUrl: null, publicUrl: 'http://localhost:8080' });
  });

  it('takes PostgreSQL from DATABASE_URL (no longer refused), else the SQLite file in DATA_DIR', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({ databaseUrl: null, sqliteFile: '/srv/app/data/app.sqlite', databasePoolSize: 10 });
    const url = 'postgres://ipsite:secret@db.internal:5432/ipsite';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' })).toMatchObject({ databaseUrl: url, databasePoolSize: 20 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/ipsite' }).databaseUrl).toBe('postgresql://db/ipsite');
  });

  it('reads the settings of several instances: Redis prefix, uploads folder, trusted proxies', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({ redisUrl: null, redisPrefix: 'ipsite:', uploadsDir: '/srv/app/data', trustProxy: ['loopback'] });
    const c = loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_PREFIX: 'site-a:', UPLOADS_DIR: 'shared/files', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }, '/srv/app');
    expect(c).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisPrefix: 'site-a:', uploadsDir: '/srv/app/shared/files', trustProxy: ['10.0.0.5', '10.1.0.0/16', '::1'] });
    expect(loadConfig({ UPLOADS_DIR: '/mnt/shared' }).uploadsDir).toBe('/mnt/shared');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
  });

  it.each([
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL', /REDIS_URL must use redis: or rediss:/],
    [{ REDIS_PREFIX: 'a b' }, 'REDIS_PREFIX', /REDIS_PREFIX must be 1 to 64 letters/],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY', /TRUST_PROXY must have 1 to 10 hops/],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY', /TRUST_PROXY must be true, false, a number of hops or a comma-separated list/],
    [{ TRUST_PROXY: '10.0.0.1/33' }, 'TRUST_PROXY', /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY', /TRUST_PROXY/],
    [{ PORT: 'abc' }, 'PORT', /PORT must be an integer from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, 'PORT', /PORT/],
    [{ HOST: 'bad host!' }, 'HOST', /HOST/],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', /DATABASE_URL must use postgres: or postgresql:/],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE', /DATABASE_POOL_SIZE must be an integer from 1 to 1000/],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL', /REDIS_URL must be a URL/],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', /JWT_SECRET must be at least 32 characters/],
    [{ ADMIN_USERNAME: 'a b' }, 'ADMIN_USERNAME', /ADMIN_USERNAME/],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD', /ADMIN_PASSWORD must be 6 to 200 characters/],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL', /SMTP_URL must use smtp: or smtps:/],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL', /PUBLIC_URL/],
    [{ ADS_CONVERSION_ID: 'G-123' }, 'ADS_CONVERSION_ID', /ADS_CONVERSION_ID must look like AW-/],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /LOG_LEVEL must be one of/],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT', /LOG_FORMAT must be pretty or json/],
  ])('refuses %j naming the variable', (env, variable, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(message);
    expect((error as ConfigError).message).not.toContain('\n');
  });

  it('stops the real process with one line naming the variable', () => {
    const root = path.resolve(__dirname, '..', '..');
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe('Invalid configuration: PORT must be an integer from 0 to 65535 (got "eighty")');
  });
});

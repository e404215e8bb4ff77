import net from 'node:net';
import path from 'node:path';
import type { ChatFileLimits } from '../shared/chatAttachments';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'pretty' | 'json';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file; ':memory:' is allowed for tests. Unused when databaseUrl is set. */
  sqliteFile: string;
  /** PostgreSQL (postgres://…) instead of the SQLite file; null: SQLite. */
  databaseUrl: string | null;
  /** Pooled PostgreSQL connections of this instance (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize?: number;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this site (REDIS_PREFIX, default `ipsite:`): several sites or test runs can share one Redis. */
  redisPrefix: string;
  /** The folder of uploaded files: `uploads/` (images) and `private/` (CVs) under UPLOADS_DIR, default DATA_DIR; a shared volume when several instances run. */
  uploadsDir: string;
  /** Fastify's `trustProxy` (TRUST_PROXY): false, true, a number of hops, or a list of proxy addresses/CIDRs (default: loopback). */
  trustProxy: boolean | number | string[];
  /** Milliseconds between this instance's presence heartbeats in Redis (default 5 s; expiry 3 beats; not an environment variable: tests shorten it). */
  presenceHeartbeatMs?: number;
  /** Null means: generate one and keep it in DATA_DIR (see secrets.ts). */
  jwtSecret: string | null;
  adminUsername: string;
  adminPassword: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  adsConversionId: string | null;
  logLevel: LogLevel;
  /** `pretty`: readable lines for a terminal; `json`: one JSON object per line, for log storage. */
  logFormat: LogFormat;
  /** Directory of the built SPA; null disables static hosting (API-only tests). */
  staticDir: string | null;
  /** The server-side renderer of the public pages (built by `npm run build`); null: the browser renders them (SSR=off). */
  ssrBundle: string | null;
  /** Failed sign-ins allowed per IP and username within loginWindowSeconds. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** Consultation requests (POST /customer) one client address may send per hour. */
  consultationRequestsPerHour: number;
  /** Newsletter subscriptions (POST /news/subscribe) one client address may send per hour. */
  newsletterSubscriptionsPerHour: number;
  /** Chat contact forms (POST /chat/{guestId}/contact) one client address may send per hour. */
  chatContactsPerHour: number;
  /** Chat messages one connection may send per 10 s (default 20; the chat bench raises it to measure capacity). */
  chatSendLimit?: number;
  /** Files one chat visitor may send (default CHAT_FILE_LIMITS; not an environment variable: tests lower them). */
  chatFileLimits?: Partial<ChatFileLimits>;
  /** Milliseconds between the WAL checkpoints of the worker thread (db/walCheckpointer.ts); 0: SQLite's own, on the serving thread. */
  walCheckpointMs?: number;
  /** Lifetime of an access token (default 15 minutes; not an environment variable: tests shorten it). */
  accessTokenTtlSeconds?: number;
  /** How long a chat connection may take to send its STOMP CONNECT (default 10 s; not an environment variable: tests shorten it). */
  stompConnectTimeoutMs?: number;
  /** Time a request body has after its headers (default 10 s; not an environment variable: tests shorten it). */
  bodyTimeoutMs?: number;
  /** …plus one second per this many bytes received (default 8 KiB: see plugins/requestBodies.ts). */
  bodyMinBytesPerSecond?: number;
}

/** A configuration problem, reported as one line that names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return def;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = str(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL such as ${protocols[0]}//host (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw;
}

/** Names proxy-addr (Fastify's `trustProxy`) accepts in a list besides addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: which hops of X-Forwarded-For to believe. Unset: a proxy on this machine
 * (loopback); `false`: none; `true`: all; a number: that many hops; or a comma-separated list of
 * proxy addresses or CIDR ranges (see docs/operations.md).
 */
function trustProxy(env: Env): boolean | number | string[] {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined) return ['loopback'];
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) < 1 || Number(raw) > 10) throw new ConfigError('TRUST_PROXY', `must have 1 to 10 hops (got "${raw}")`);
    return Number(raw);
  }
  const list = raw.split(',').map((a) => a.trim());
  for (const a of list) {
    const [address = '', bits, ...rest] = a.split('/');
    const maxBits = net.isIPv4(address) ? 32 : net.isIPv6(address) ? 128 : 0;
    const valid = PROXY_RANGES.includes(a) || (maxBits > 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)));
    if (!valid) throw new ConfigError('TRUST_PROXY', `must be true, false, a number of hops or a comma-separated list of addresses (got "${raw}")`);
  }
  return list;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the environment once; throws ConfigError on the first bad value. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const host = str(env, 'HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(host)) throw new ConfigError('HOST', `is not a host name or address (got "${host}")`);

  const dataDir = path.resolve(cwd, str(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const redisPrefix = str(env, 'REDIS_PREFIX') ?? 'ipsite:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX', `must be 1 to 64 letters, digits or _ . : - (got "${redisPrefix}")`);
  }

  const jwtSecret = str(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', `must be at least 32 characters long (got ${jwtSecret.length})`);
  }

  const adminUsername = str(env, 'ADMIN_USERNAME') ?? 'admin';
  if (!/^[A-Za-z0-9_]{3,50}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME', 'must be 3 to 50 letters, digits or underscores');
  }
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? null : env.ADMIN_PASSWORD;
  if (adminPassword !== null && (adminPassword.length < 6 || adminPassword.length > 200)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 6 to 200 characters long');
  }

  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port || 8080}`).replace(/\/+$/, '');

  const adsConversionId = str(env, 'ADS_CONVERSION_ID') ?? null;
  if (adsConversionId !== null && !/^AW-\d{6,12}(\/[A-Za-z0-9_-]{1,40})?$/.test(adsConversionId)) {
    throw new ConfigError('ADS_CONVERSION_ID', `must look like AW-123456789/AbCdEf (got "${adsConversionId}")`);
  }

  const ssrSetting = str(env, 'SSR') ?? 'on';
  if (ssrSetting !== 'on' && ssrSetting !== 'off') throw new ConfigError('SSR', `must be on or off (got "${ssrSetting}")`);

  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const logFormat = (str(env, 'LOG_FORMAT') ?? (process.stdout.isTTY ? 'pretty' : 'json')) as LogFormat;
  if (logFormat !== 'pretty' && logFormat !== 'json') throw new ConfigError('LOG_FORMAT', `must be pretty or json (got "${logFormat}")`);

  return {
    port,
    host,
    dataDir,
    sqliteFile: path.join(dataDir, 'app.sqlite'),
    databaseUrl,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    redisUrl,
    redisPrefix,
    uploadsDir: path.resolve(cwd, str(env, 'UPLOADS_DIR') ?? dataDir),
    trustProxy: trustProxy(env),
    jwtSecret,
    adminUsername,
    adminPassword,
    smtpUrl,
    publicUrl,
    adsConversionId,
    logLevel,
    logFormat,
    staticDir: path.resolve(cwd, 'dist', 'public'),
    ssrBundle: ssrSetting === 'off' ? null : path.resolve(cwd, 'dist', 'ssr', 'renderPage.js'),
    loginMaxAttempts: int(env, 'LOGIN_MAX_ATTEMPTS', 5, 1, 1000),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 60 * 60),
    consultationRequestsPerHour: int(env, 'CONSULTATION_REQUESTS_PER_HOUR', 5, 1, 1_000_000_000),
    newsletterSubscriptionsPerHour: int(env, 'NEWSLETTER_SUBSCRIPTIONS_PER_HOUR', 5, 1, 1_000_000_000),
    chatContactsPerHour: int(env, 'CHAT_CONTACTS_PER_HOUR', 10, 1, 1_000_000_000),
    chatSendLimit: int(env, 'CHAT_SEND_LIMIT', 20, 1, 1_000_000),
    walCheckpointMs: int(env, 'WAL_CHECKPOINT_MS', 50, 0, 60_000),
  };
}

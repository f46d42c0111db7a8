import path from 'node:path';
import { DEFAULT_HASH_COST, HASH_COSTS } from './domain/passwords.ts';
import { STORE_KINDS, type StoreKind } from './external/file-store.ts';
import type { S3Settings } from './external/s3-file-store.ts';

/** The three listeners of D-1. */
export const SERVICES = ['platform', 'data', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  services: ServiceName[];
  /** postgres://… or null for embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** redis://… or null for the in-process rate-limit store. */
  redisUrl: string | null;
  dataDir: string;
  host: string;
  adminHost: string;
  ports: Record<ServiceName, number>;
  /** Configured operator token; null means "generate one into DATA_DIR" (embedded mode only). */
  operatorToken: string | null;
  jwt: { issuer: string; audience: string; ttlSeconds: number; privateKeyPem: string | null };
  /** null: decide at start (true only when the embedded database is new and empty, D-2). */
  seedDemo: boolean | null;
  logLevel: LogLevel;
  reportMaxBytes: number;
  uploadMaxBytes: number;
  uploadDir: string;
  /** Where new uploads are stored (D-56): UPLOAD_STORE, by default the database with DATABASE_URL, else the disk. */
  uploadStore: StoreKind;
  /**
   * The S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE, AWS_REGION; credentials come
   * from the standard AWS variables, which the SDK reads itself); null without S3_BUCKET.
   */
  s3: S3Settings | null;
  /** D-31: the Platform API's limit per credential. */
  platformRateLimit: { rate_limit_per_second: number; burst_limit: number };
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (sign-in and operator-token
   * limits per client): false (none: the socket's peer is the client), true (any), a hop count, or a
   * list of addresses and CIDR ranges, as Fastify's trustProxy takes them.
   */
  trustProxy: boolean | number | string[];
  /** Sign-in attempts per client, and failed operator-token attempts per client: what one client may guess. */
  clientLimit: { rate_limit_per_second: number; burst_limit: number };
  /** scrypt's log2(N) for new password hashes (D-9): 17 unless PASSWORD_HASH_COST says otherwise. */
  passwordHashCost: number;
  /** How long a client may take to send its headers, its whole request, and how long an idle keep-alive socket is kept. */
  httpTimeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** On SIGTERM, how long requests in flight (uploads and PDF renders included) may take to finish before they are cut. */
  shutdownDrainMs: number;
  /** Where traces go (OTLP); null: tracing off, and OpenTelemetry's SDK not even loaded. */
  otlpEndpoint: string | null;
  /** The name the traces give the service (OTEL_SERVICE_NAME); the SDK reads its other OTEL_* variables itself. */
  otelServiceName: string;
  webhooks: {
    /**
     * WEBHOOK_ALLOWED_HOSTS: hosts a webhook URL may name over http, and whose addresses may be loopback,
     * private or link-local (a receiver inside the operator's own network, or tests on loopback). Lower case;
     * IPv6 literals without brackets.
     */
    allowedHosts: ReadonlySet<string>;
    /**
     * WEBHOOK_SECRET_KEY: the 32-byte key (base64 or 64 hex digits) that encrypts the endpoints' signing
     * secrets at rest; null: a key kept in the database's installation row (a copy of the database then
     * holds the key with the secrets).
     */
    secretKey: Buffer | null;
  };
}

/** A bad configuration value; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** The highest Platform rate limit per second (D-31): the bound a Data API key's throttle has too. */
const MAX_RATE_PER_SECOND = 100_000;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function port(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535 (0 = any free port), got "${raw}"`);
  }
  return Number(raw);
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}

/** A rate: a plain decimal greater than 0 and at most `max` (0.5 is one request every two seconds). */
function positiveNumber(env: Env, name: string, fallback: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(raw) || Number(raw) <= 0 || Number(raw) > max) {
    throw new ConfigError(`${name} must be a number greater than 0 and at most ${max} (decimals allowed, such as 0.5), got "${raw}"`);
  }
  return Number(raw);
}

function intBetween(env: Env, name: string, fallback: number, range: { min: number; max: number }): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < range.min || Number(raw) > range.max) {
    throw new ConfigError(`${name} must be a whole number from ${range.min} to ${range.max}, got "${raw}"`);
  }
  return Number(raw);
}

function bool(env: Env, name: string): boolean | null {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return null;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function trustProxy(env: Env): Config['trustProxy'] {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^(false|no|off)$/i.test(raw)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
  const bad = list.find((entry) => !address.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxy hops, or a comma list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), got "${bad}"`,
    );
  }
  return list;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected ${protocols[0]}//…)`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}//, got "${parsed.protocol}//…"`);
  }
  return raw;
}

function services(env: Env): ServiceName[] {
  const raw = value(env, 'SERVICE');
  if (raw === undefined) return [...SERVICES];
  const names = raw.split(',').map((s) => s.trim().toLowerCase());
  const unknown = names.filter((n) => !(SERVICES as readonly string[]).includes(n));
  if (unknown.length > 0 || names.length === 0) {
    throw new ConfigError(`SERVICE must be a comma list of ${SERVICES.join(', ')}, got "${raw}"`);
  }
  return SERVICES.filter((s) => names.includes(s));
}

/** UPLOAD_STORE and the bucket's settings (D-56); a bucket store without S3_BUCKET is refused at start. */
function uploadStores(env: Env, databaseUrl: string | null): Pick<Config, 'uploadStore' | 's3'> {
  const raw = value(env, 'UPLOAD_STORE');
  if (raw !== undefined && !(STORE_KINDS as readonly string[]).includes(raw)) {
    throw new ConfigError(`UPLOAD_STORE must be one of ${STORE_KINDS.join(', ')}, got "${raw}"`);
  }
  const uploadStore = (raw as StoreKind | undefined) ?? (databaseUrl ? 'database' : 'disk');
  const bucket = value(env, 'S3_BUCKET');
  if (uploadStore === 's3' && bucket === undefined) throw new ConfigError('S3_BUCKET must be set when UPLOAD_STORE is s3');
  const s3 = bucket === undefined ? null : {
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE') ?? false,
    region: value(env, 'AWS_REGION') ?? null,
  };
  return { uploadStore, s3 };
}

function webhooks(env: Env): Config['webhooks'] {
  const hosts = (value(env, 'WEBHOOK_ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1'))
    .filter(Boolean);
  const bad = hosts.find((h) => !/^[a-z0-9.:_-]+$/.test(h));
  if (bad !== undefined) throw new ConfigError(`WEBHOOK_ALLOWED_HOSTS must be a comma list of host names or addresses, got "${bad}"`);
  const raw = value(env, 'WEBHOOK_SECRET_KEY');
  let secretKey: Buffer | null = null;
  if (raw !== undefined) {
    secretKey = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (secretKey.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(raw) && secretKey.toString('base64').replace(/=+$/, '') !== raw.replace(/=+$/, ''))) {
      throw new ConfigError('WEBHOOK_SECRET_KEY must be 32 bytes, as base64 or 64 hex digits (e.g. openssl rand -base64 32)');
    }
  }
  return { allowedHosts: new Set(hosts), secretKey };
}

const dataDirOf = (env: Env) => path.resolve(value(env, 'DATA_DIR') ?? './data');

function operatorTokenOf(env: Env): string | null {
  const token = value(env, 'OPERATOR_TOKEN') ?? null;
  if (token !== null && token.length < 24) throw new ConfigError('OPERATOR_TOKEN must be at least 24 characters long');
  return token;
}

/** Reads and validates every variable of D-2 at once; throws ConfigError naming the first bad one. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = dataDirOf(env);
  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const operatorToken = operatorTokenOf(env);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const chosen = services(env);
  if (databaseUrl !== null && operatorToken === null && chosen.includes('admin')) {
    throw new ConfigError(
      'OPERATOR_TOKEN must be set when DATABASE_URL is set and the admin listener runs (it is generated only in embedded mode)',
    );
  }
  const jwtTtl = positiveInt(env, 'JWT_TTL_SECONDS', 3600);
  const headersTimeout = positiveInt(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 10);
  const requestTimeout = positiveInt(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 120);
  if (headersTimeout > requestTimeout) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_SECONDS (${headersTimeout}) must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (${requestTimeout})`,
    );
  }
  const { uploadStore, s3 } = uploadStores(env, databaseUrl);
  return {
    services: chosen,
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir,
    host: value(env, 'HOST') ?? '0.0.0.0',
    adminHost: value(env, 'ADMIN_HOST') ?? '127.0.0.1',
    ports: {
      platform: port(env, 'PLATFORM_PORT', 3000),
      data: port(env, 'DATA_PORT', 3001),
      admin: port(env, 'ADMIN_PORT', 3002),
    },
    operatorToken,
    jwt: {
      issuer: value(env, 'JWT_ISSUER') ?? 'project-cost-analytics',
      audience: value(env, 'JWT_AUDIENCE') ?? 'project-cost-analytics-platform',
      ttlSeconds: jwtTtl,
      privateKeyPem: value(env, 'JWT_PRIVATE_KEY') ?? null,
    },
    seedDemo: bool(env, 'SEED_DEMO'),
    logLevel: logLevel as LogLevel,
    reportMaxBytes: positiveInt(env, 'REPORT_MAX_BYTES', 1024 * 1024),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 25 * 1024 * 1024),
    uploadDir: path.resolve(value(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    uploadStore,
    s3,
    platformRateLimit: {
      rate_limit_per_second: positiveNumber(env, 'PLATFORM_RATE_LIMIT_PER_SECOND', 50, MAX_RATE_PER_SECOND),
      burst_limit: positiveInt(env, 'PLATFORM_RATE_LIMIT_BURST', 100),
    },
    trustProxy: trustProxy(env),
    clientLimit: {
      rate_limit_per_second: positiveNumber(env, 'CLIENT_SIGN_IN_LIMIT_PER_MINUTE', 10, MAX_RATE_PER_SECOND * 60) / 60,
      burst_limit: positiveInt(env, 'CLIENT_SIGN_IN_LIMIT_BURST', 20),
    },
    passwordHashCost: intBetween(env, 'PASSWORD_HASH_COST', DEFAULT_HASH_COST, HASH_COSTS),
    httpTimeouts: {
      headersMs: headersTimeout * 1000,
      requestMs: requestTimeout * 1000,
      keepAliveMs: positiveInt(env, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 5) * 1000,
    },
    shutdownDrainMs: intBetween(env, 'SHUTDOWN_DRAIN_SECONDS', 20, { min: 1, max: 3600 }) * 1000,
    otlpEndpoint: url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
    otelServiceName: value(env, 'OTEL_SERVICE_NAME') ?? 'project-cost-analytics',
    webhooks: webhooks(env),
  };
}

/** What the operator CLI (`npm run admin`) takes from the service's variables, for what its options leave out. */
export interface CliConfig {
  /** The admin listener on this machine: http://127.0.0.1:ADMIN_PORT. */
  adminUrl: string;
  /** OPERATOR_TOKEN; null: the one an embedded service generated into DATA_DIR. */
  operatorToken: string | null;
  dataDir: string;
}

/** The operator CLI's variables, validated as the service validates them; throws ConfigError naming a bad one. */
export function loadCliConfig(env: Env = process.env): CliConfig {
  return {
    adminUrl: `http://127.0.0.1:${port(env, 'ADMIN_PORT', 3002)}`,
    operatorToken: operatorTokenOf(env),
    dataDir: dataDirOf(env),
  };
}

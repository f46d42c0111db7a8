import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadCliConfig, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has the defaults of D-1 and D-2', () => {
    const c = loadConfig({});
    assert.deepEqual(c.services, ['platform', 'data', 'admin']);
    assert.deepEqual(c.ports, { platform: 3000, data: 3001, admin: 3002 });
    assert.equal(c.adminHost, '127.0.0.1');
    assert.equal(c.databaseUrl, null);
    assert.equal(c.redisUrl, null);
    assert.equal(c.reportMaxBytes, 1024 * 1024);
    assert.equal(c.uploadMaxBytes, 25 * 1024 * 1024);
    assert.ok(c.uploadDir.endsWith('/data/uploads'));
    assert.equal(c.seedDemo, null);
    assert.equal(c.passwordHashCost, 17);
    assert.equal(c.shutdownDrainMs, 20_000);
    assert.equal(c.otlpEndpoint, null, 'tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set');
    assert.equal(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).otlpEndpoint, 'http://collector:4318');
    assert.equal(c.otelServiceName, 'project-cost-analytics');
    assert.equal(loadConfig({ OTEL_SERVICE_NAME: ' costs-eu ' }).otelServiceName, 'costs-eu');
  });

  it('reads the drain of a shutdown in seconds', () => {
    assert.equal(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '45' }).shutdownDrainMs, 45_000);
  });

  it('reads SERVICE subsets and port 0', () => {
    const c = loadConfig({ SERVICE: 'data, admin', DATA_PORT: '0' });
    assert.deepEqual(c.services, ['data', 'admin']);
    assert.equal(c.ports.data, 0);
  });

  it('names the variable of every bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PLATFORM_PORT: '70000' }, 'PLATFORM_PORT'],
      [{ DATA_PORT: 'x' }, 'DATA_PORT'],
      [{ ADMIN_PORT: '-1' }, 'ADMIN_PORT'],
      [{ SERVICE: 'web' }, 'SERVICE'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
      [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ REPORT_MAX_BYTES: '0' }, 'REPORT_MAX_BYTES'],
      [{ UPLOAD_MAX_BYTES: '1.5' }, 'UPLOAD_MAX_BYTES'],
      [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN'],
      [{ DATABASE_URL: 'postgres://db/x' }, 'OPERATOR_TOKEN'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '0' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '0.0' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '-1' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '100000.5' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '1e3' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '2,5' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: '1.' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: 'Infinity' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_PER_SECOND: 'fast' }, 'PLATFORM_RATE_LIMIT_PER_SECOND'],
      [{ PLATFORM_RATE_LIMIT_BURST: '2.5' }, 'PLATFORM_RATE_LIMIT_BURST'],
      [{ PLATFORM_RATE_LIMIT_BURST: '0' }, 'PLATFORM_RATE_LIMIT_BURST'],
      [{ PASSWORD_HASH_COST: '9' }, 'PASSWORD_HASH_COST'],
      [{ PASSWORD_HASH_COST: '21' }, 'PASSWORD_HASH_COST'],
      [{ PASSWORD_HASH_COST: '16.5' }, 'PASSWORD_HASH_COST'],
      [{ UPLOAD_STORE: 'ftp' }, 'UPLOAD_STORE'],
      [{ UPLOAD_STORE: 's3' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
      [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'perhaps' }, 'S3_FORCE_PATH_STYLE'],
      [{ SHUTDOWN_DRAIN_SECONDS: '0' }, 'SHUTDOWN_DRAIN_SECONDS'],
      [{ SHUTDOWN_DRAIN_SECONDS: '2.5' }, 'SHUTDOWN_DRAIN_SECONDS'],
      [{ SHUTDOWN_DRAIN_SECONDS: '3601' }, 'SHUTDOWN_DRAIN_SECONDS'],
    ];
    for (const [env, name] of cases) {
      assert.throws(
        () => loadConfig(env),
        (err: Error) => err instanceof ConfigError && err.message.startsWith(name),
        name,
      );
    }
  });

  it('reads the Platform rate limit: a decimal rate like the Data API throttle’s, a whole burst', () => {
    assert.deepEqual(loadConfig({}).platformRateLimit, { rate_limit_per_second: 50, burst_limit: 100 });
    for (const [raw, rate] of [
      ['0.5', 0.5],
      ['2.5', 2.5],
      ['.25', 0.25],
      ['7', 7],
      [' 0.05 ', 0.05],
      ['100000', 100_000],
    ] as const) {
      const c = loadConfig({ PLATFORM_RATE_LIMIT_PER_SECOND: raw, PLATFORM_RATE_LIMIT_BURST: '3' });
      assert.deepEqual(c.platformRateLimit, { rate_limit_per_second: rate, burst_limit: 3 }, raw);
    }
  });

  it('says what a rate may be when it is refused', () => {
    assert.throws(
      () => loadConfig({ PLATFORM_RATE_LIMIT_PER_SECOND: '0' }),
      (err: Error) =>
        err instanceof ConfigError &&
        err.message === 'PLATFORM_RATE_LIMIT_PER_SECOND must be a number greater than 0 and at most 100000 (decimals allowed, such as 0.5), got "0"',
    );
  });

  it('keeps uploads on disk when embedded and in the database with DATABASE_URL, unless UPLOAD_STORE says otherwise (D-56)', () => {
    assert.equal(loadConfig({}).uploadStore, 'disk');
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/x', SERVICE: 'platform' }).uploadStore, 'database');
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/x', SERVICE: 'platform', UPLOAD_STORE: 'disk' }).uploadStore, 'disk');
    assert.equal(loadConfig({}).s3, null);
    assert.deepEqual(loadConfig({ UPLOAD_STORE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3, {
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      region: null,
    });
    assert.deepEqual(loadConfig({ S3_BUCKET: 'files', AWS_REGION: 'eu-west-2' }).s3, { bucket: 'files', endpoint: null, forcePathStyle: false, region: 'eu-west-2' });
  });

  it('needs no operator token for a Data API only deployment on PostgreSQL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://db/x', SERVICE: 'data' });
    assert.deepEqual(c.services, ['data']);
  });

  it('gives the operator CLI the admin listener on this machine, the token and the data directory, validated as the service does', () => {
    const c = loadCliConfig({});
    assert.equal(c.adminUrl, 'http://127.0.0.1:3002');
    assert.equal(c.operatorToken, null);
    assert.ok(c.dataDir.endsWith('/data'));
    const token = 'x'.repeat(24);
    // The whole service's rules are not the CLI's: DATABASE_URL without OPERATOR_TOKEN is no error here.
    assert.deepEqual(loadCliConfig({ ADMIN_PORT: '4002', OPERATOR_TOKEN: token, DATA_DIR: '/srv/pcas', DATABASE_URL: 'postgres://db/x' }), {
      adminUrl: 'http://127.0.0.1:4002',
      operatorToken: token,
      dataDir: '/srv/pcas',
    });
    assert.throws(() => loadCliConfig({ ADMIN_PORT: '70000' }), /ADMIN_PORT must be a port number/);
    assert.throws(() => loadCliConfig({ OPERATOR_TOKEN: 'short' }), /OPERATOR_TOKEN must be at least 24 characters long/);
  });
});

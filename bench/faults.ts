import path from 'node:path';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { postgresCut, redisHang, shutdownUnderLoad } from '../test/helpers/fault-scenarios.ts';
import { checkWrites, type FaultService, setUpTenant, startFaultService } from '../test/helpers/faults.ts';
import { median, slowest } from '../test/helpers/paced-load.ts';
import { stopAll } from '../test/helpers/processes.ts';
import { hasRedisServer, RedisServer } from '../test/helpers/redis-server.ts';
import { TcpProxy } from '../test/helpers/tcp-proxy.ts';
import { positiveInt } from './harness.ts';
import { ms, say } from './report.ts';
import { createScratchSchema } from './scratch-storage.ts';

/**
 * `npm run bench:faults`: what a client sees while a dependency fails, with the service started as
 * operators start it and loaded at a steady rate — a Redis that hangs (SIGSTOP, then SIGCONT), the link
 * to PostgreSQL cut (a TCP proxy resets every connection and refuses new ones, then lets them through),
 * and a SIGTERM with an upload and a PDF render in flight. It prints the figures and whether each
 * target of docs/operators.md is met. bench/README.md says more.
 */

const RATE = positiveInt('BENCH_FAULTS_RATE', 50);
const SECONDS = positiveInt('BENCH_FAULTS_SECONDS', 5);
const DRAIN_SECONDS = 20;
const shape = { rate: RATE, before: RATE, during: RATE * SECONDS, after: RATE * 3 };

const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
let missed = 0;
function target(what: string, figure: string, ok: boolean): void {
  if (!ok) missed += 1;
  say(`  ${what}: ${figure} — ${verdict(ok)}`);
}

async function withService<T>(env: Record<string, string>, work: (service: FaultService) => Promise<T>): Promise<T> {
  const service = await startFaultService({ LOG_LEVEL: 'info', ...env });
  try {
    return await work(service);
  } finally {
    await service.dispose();
  }
}

async function benchRedisHang(): Promise<void> {
  say(`-- Redis hangs (SIGSTOP for ${SECONDS} s, ${RATE} requests a second) --`);
  if (!hasRedisServer()) return say('  skipped: redis-server is not on PATH');
  const redis = await RedisServer.start();
  try {
    await withService({ REDIS_URL: redis.url }, async (service) => {
      const tenant = await setUpTenant(service);
      const run = await redisHang(service, tenant, redis, shape);
      const kinds = [...new Set(run.during.map((a) => a.kind))];
      for (const kind of kinds) {
        const of = run.during.filter((a) => a.kind === kind);
        const statuses = [...new Set(of.map((a) => a.status))].sort().join('/');
        say(`  ${kind.padEnd(9)} ${String(of.length).padStart(4)} answers (${statuses}): median ${ms(median(of.map((a) => a.ms)))} ms, slowest ${ms(slowest(of.map((a) => a.ms)))} ms`);
      }
      target('median answer during the hang under 100 ms', `${ms(run.medianMs)} ms`, run.medianMs < 100);
      target('every answer during the hang within 1 s', `slowest ${ms(run.slowestMs)} ms`, run.slowestMs < 1000);
      const recovery = run.recoveryMs;
      target('normal again within 2 s of SIGCONT', recovery === null ? 'never' : `${ms(recovery)} ms`, recovery !== null && recovery < 2000);
    });
  } finally {
    await redis.stop();
  }
}

async function benchPostgresCut(): Promise<void> {
  say(`-- PostgreSQL cut off (${SECONDS} s, ${RATE} requests a second, a third of them writes) --`);
  const base = process.env.DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (!base) return say('  skipped: neither DATABASE_URL nor TEST_DATABASE_URL is set');
  const schema = await createScratchSchema(base);
  const target_ = new URL(base);
  const proxy = await TcpProxy.start({ host: target_.hostname, port: Number(target_.port || 5432) });
  const direct = await openPostgres(base, { schema: schema.name, max: 2 });
  try {
    say(`  scratch schema ${schema.name}, through a TCP proxy on port ${proxy.port}`);
    await withService({ DATABASE_URL: proxy.urlFor(schema.url) }, async (service) => {
      const tenant = await setUpTenant(service);
      const run = await postgresCut(service, tenant, proxy, shape);
      const refused = run.answers.filter((a) => a.status === 503);
      const errors = run.answers.filter((a) => a.status !== 503 && (a.status < 200 || a.status >= 300));
      const firstRefusal = refused.find((a) => a.sentAt >= run.began);
      say(`  ${run.answers.length} answers: ${refused.length} were 503 (Retry-After ${refused[0]?.retryAfter ?? '-'}), ${errors.length} anything else but 2xx`);
      say(`  503 answers: median ${ms(median(refused.map((a) => a.ms)))} ms, slowest ${ms(slowest(refused.map((a) => a.ms)))} ms; the first sent ${firstRefusal ? ms(firstRefusal.sentAt - run.began) : '-'} ms after the cut`);
      const slowestAll = slowest(run.answers.map((a) => a.ms));
      target('no answer slower than 10 s', `slowest ${ms(slowestAll)} ms`, slowestAll < 10_000);
      target('no answer but 2xx or 503 (never a 500)', `${errors.length}`, errors.length === 0);
      const recovery = run.recoveryMs;
      target('normal again within 2 s of the link', recovery === null ? 'never' : `${ms(recovery)} ms`, recovery !== null && recovery < 2000);
      const writes = await checkWrites(direct, tenant, run.answers);
      say(`  writes: ${writes.answered} answered 2xx and whole, ${writes.failedAbsent} failed and absent, ${writes.failedWhole} failed yet whole`);
      target('no write half applied', `${writes.partial.length}`, writes.partial.length === 0);
    });
  } finally {
    await direct.close();
    await proxy.close();
    await schema.drop();
  }
}

async function benchShutdown(): Promise<void> {
  say(`-- SIGTERM (${RATE} requests a second, an upload and a PDF render in flight, SHUTDOWN_DRAIN_SECONDS=${DRAIN_SECONDS}) --`);
  await withService({ SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) }, async (service) => {
    const tenant = await setUpTenant(service);
    const run = await shutdownUnderLoad(service, tenant, RATE);
    const probes = run.probes.filter((p) => p.sentAt >= run.shuttingDown);
    say(`  upload ${run.upload.status}, PDF ${run.pdf.status} (${(run.pdf.bytes / 1024).toFixed(0)} KB${run.pdf.complete ? ', whole' : ', CUT'})`);
    say(`  readiness probes once shutting down: ${probes.filter((p) => p.status === 200).length} ready, ${probes.filter((p) => p.status === 503).length} 503, ${probes.filter((p) => p.error === 'ECONNREFUSED').length} refused`);
    target(`exit 0 within SHUTDOWN_DRAIN_SECONDS (${DRAIN_SECONDS} s)`, `${ms(run.drainMs)} ms, exit ${run.exit.code ?? run.exit.signal}`, run.exit.code === 0 && run.drainMs < DRAIN_SECONDS * 1000);
    target('in flight at SIGTERM and finished: the upload and the PDF', `upload ${run.upload.status}, PDF ${run.pdf.status}`, run.upload.status === 201 && run.pdf.complete);
    const db = await openPglite(path.join(service.dataDir, 'pgdata'));
    try {
      const writes = await checkWrites(db, tenant, run.answers);
      target('no write half applied', `${writes.partial.length} (${writes.answered} answered 2xx and whole)`, writes.partial.length === 0);
    } finally {
      await db.close();
    }
  });
}

process.once('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});
const started = performance.now();
let failed = false;
for (const part of [benchRedisHang, benchPostgresCut, benchShutdown]) {
  try {
    await part();
  } catch (err) {
    failed = true;
    say(`\nFAILED: ${(err as Error).stack ?? err}\n`);
  }
  say();
}
await stopAll();
say(`${missed === 0 ? 'every target met' : `${missed} target(s) missed`}; total wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { eventually } from './eventually.ts';
import { type FaultService, redisMix, type Tenant, writeMix } from './faults.ts';
import { type Answer, median, PacedLoad, recoveredAfter, sentBetween, slowest } from './paced-load.ts';
import type { Exit } from './processes.ts';
import type { RedisServer } from './redis-server.ts';
import type { TcpProxy } from './tcp-proxy.ts';

/**
 * The faults of docs/operators.md, each played against a running service under a steady load, for the
 * fault tests (which assert the bounds) and bench:faults (which prints the figures): the moments the
 * fault began and ended, every answer, and the figures the bounds are about.
 */

export interface FaultRun {
  answers: Answer[];
  /** performance.now() when the fault began and when it ended. */
  began: number;
  ended: number;
  /** The answers of requests sent while the fault lasted. */
  during: Answer[];
  medianMs: number;
  slowestMs: number;
  /** After the fault ended, when every answer was normal again (ms); null when it never was. */
  recoveryMs: number | null;
}

export interface LoadShape {
  /** Requests a second. */
  rate: number;
  /** Requests sent before the fault, while it lasts, and after it. */
  before: number;
  during: number;
  after: number;
}

/** Runs `shape` through the load `send`, with the fault `begin` … `end` in its middle. */
async function underLoad(
  shape: LoadShape,
  send: ConstructorParameters<typeof PacedLoad>[1],
  fault: { begin(): void; end(): void },
  healthy: (a: Answer) => boolean,
): Promise<FaultRun> {
  const load = new PacedLoad(shape.rate, send);
  // The fault lasts while a number of requests is sent, at the load's steady rate: its length in time.
  const limit = (n: number, what: string) => eventually(() => load.sentCount >= n, what, 60_000 + (n * 2000) / shape.rate);
  try {
    await limit(shape.before, 'requests sent before the fault');
    const began = performance.now();
    fault.begin();
    await limit(shape.before + shape.during, 'requests sent during the fault');
    const ended = performance.now();
    fault.end();
    await limit(shape.before + shape.during + shape.after, 'requests sent after the fault');
    const answers = await load.stop();
    const during = sentBetween(answers, began, ended);
    const times = during.map((a) => a.ms);
    return { answers, began, ended, during, medianMs: median(times), slowestMs: slowest(times), recoveryMs: recoveredAfter(answers, ended, healthy) };
  } finally {
    await load.stop();
  }
}

/** Redis stopped with SIGSTOP (a hang: connections open, nothing answered) under the Redis mix, then SIGCONT. */
export function redisHang(service: FaultService, tenant: Tenant, redis: RedisServer, shape: LoadShape): Promise<FaultRun> {
  return underLoad(shape, redisMix(service, tenant), { begin: () => redis.pause(), end: () => redis.resume() }, (a) => a.status === 200);
}

/** The link to PostgreSQL cut (every connection reset, new ones refused) under the write mix, then restored. */
export function postgresCut(service: FaultService, tenant: Tenant, proxy: TcpProxy, shape: LoadShape): Promise<FaultRun> {
  return underLoad(shape, writeMix(service, tenant), { begin: () => proxy.cut(), end: () => proxy.restore() }, (a) => a.status >= 200 && a.status < 300);
}

/** A document studio report long enough that its PDF takes a while to render (about a hundred pages). */
export const LONG_REPORT = {
  blocks: [
    { type: 'title', content: 'Monitoring report' },
    ...Array.from({ length: 150 }, (_, i) => ({
      type: 'section',
      properties: { sectionId: `commentary_${i}`, title: `Commentary ${i + 1}` },
      children: [
        {
          type: 'narrative',
          content: Array.from(
            { length: 5 },
            (_, p) => `<p><strong>Point ${p + 1}.</strong> ${'The contractor reports steady progress on site and no change to the programme. '.repeat(6)}</p>`,
          ).join(''),
        },
      ],
    })),
  ],
};

/** One request over a connection of its own (as a load balancer's probe): its status, or the error's code. */
function freshGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; code: string | null; body: Buffer }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, code: null, body: Buffer.concat(chunks) }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, code: err.code ?? err.message, body: Buffer.alloc(0) }));
      // Cut before its end (the drain's deadline): what arrived, without an end (a later resolve is ignored).
      res.on('close', () => resolve({ status: res.statusCode ?? 0, code: res.complete ? null : 'CUT', body: Buffer.concat(chunks) }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, code: err.code ?? err.message, body: Buffer.alloc(0) }));
  });
}

/**
 * An upload of `bytes` bytes whose body is sent in two halves: the request is in flight (its headers and
 * the first half received) until `finish` sends the rest.
 */
export function slowUpload(service: FaultService, tenant: Tenant, bytes: number) {
  const boundary = `faults${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${tenant.projectId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site-visit.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const file = Buffer.alloc(bytes, 'site visit notes\n');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${service.platform}/uploads`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${tenant.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + file.length + tail.length),
    },
  });
  const answered = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: performance.now() }));
    });
    req.on('error', reject);
  });
  req.write(Buffer.concat([head, file.subarray(0, bytes / 2)]));
  return {
    answered,
    finish: () => req.end(Buffer.concat([file.subarray(bytes / 2), tail])),
  };
}

export interface ShutdownRun {
  answers: Answer[];
  /** performance.now() of the SIGTERM, and of the moment the service was seen to begin shutting down. */
  signalled: number;
  shuttingDown: number;
  /** From SIGTERM to the process's exit, and its exit. */
  drainMs: number;
  exit: Exit;
  upload: { status: number; body: string; finishedAfterShutdownBegan: boolean };
  pdf: { status: number; bytes: number; complete: boolean; finishedAfterShutdownBegan: boolean };
  /** Readiness probes, each on a connection of its own, 50 a second (`error`: the code of a refused connection). */
  probes: Answer[];
}

/**
 * SIGTERM while the write mix arrives at `rate`, an upload is half sent and a long PDF renders: the
 * upload's second half is sent once the service says it is shutting down, and everything is awaited
 * until the process exits.
 */
export async function shutdownUnderLoad(service: FaultService, tenant: Tenant, rate: number): Promise<ShutdownRun> {
  const saved = await fetch(`${service.platform}/projects/${tenant.projectId}/document-studio/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reportName: 'faults-long', content: LONG_REPORT }),
  });
  const { reportId, version } = (await saved.json()) as { reportId: string; version: number };
  const load = new PacedLoad(rate, writeMix(service, tenant));
  const probes = new PacedLoad(50, () => ({
    kind: 'readyz',
    answer: freshGet(`${service.data}/readyz`).then((res) => (res.code === null ? res : Promise.reject(new Error(res.code)))),
  }));
  try {
    await eventually(() => load.sentCount >= rate, 'a second of load before the SIGTERM', 30_000);
    // In flight once the service has their headers (it logs each request as it comes in): a connection
    // whose request has not arrived yet is idle, and closed at once by the shutdown.
    const received = (route: RegExp) => service.child.printed(new RegExp(`"url":"${route.source}"[^}]*\\},"msg":"incoming request"`));
    const uploadReceived = received(/\/uploads/);
    const upload = slowUpload(service, tenant, 4 * 1024 * 1024);
    const pdfPath = `/projects/${tenant.projectId}/document-studio/reports/${reportId}/versions/${version}/pdf`;
    const pdfReceived = received(new RegExp(pdfPath));
    const pdf = freshGet(`${service.platform}${pdfPath}`, { authorization: `Bearer ${tenant.token}` }).then((res) => ({ ...res, at: performance.now() }));
    await Promise.all([uploadReceived, pdfReceived]);
    const announced = service.child.printed(/shutting down: new connections are refused/);
    const signalled = performance.now();
    process.kill(service.child.pid, 'SIGTERM');
    await announced;
    const shuttingDown = performance.now();
    upload.finish();
    const exit = await service.child.ended();
    const drainMs = performance.now() - signalled;
    const [uploaded, rendered] = await Promise.all([upload.answered, pdf]);
    return {
      answers: await load.stop(),
      signalled,
      shuttingDown,
      drainMs,
      exit,
      upload: { status: uploaded.status, body: uploaded.body, finishedAfterShutdownBegan: uploaded.at > shuttingDown },
      pdf: {
        status: rendered.status,
        bytes: rendered.body.length,
        complete: rendered.body.subarray(-8).toString('latin1').includes('%%EOF'),
        finishedAfterShutdownBegan: rendered.at > shuttingDown,
      },
      probes: await probes.stop(),
    };
  } finally {
    await Promise.all([load.stop(), probes.stop()]);
  }
}

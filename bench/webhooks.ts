import { type Mode, positiveInt, runModes, withService } from './harness.ts';
import { mean, median, percentile } from './model-statistics.ts';
import { type Account, createUser, signIn } from './platform-setup.ts';
import { int, ms, say, table } from './report.ts';
import type { ExternalStorage } from './scratch-storage.ts';
import { adminClient, importFlatProjects } from './setup.ts';
import { webhookReceiver, type WebhookReceiver } from '../test/helpers/webhook-receiver.ts';

/**
 * `npm run bench:webhooks`: webhook delivery (D-61) against the service started as users start it, with
 * a receiver on loopback in this process that answers 200 at once. Per storage mode:
 *
 * - the write's cost: PAIRS PATCHes of projects of an environment with an endpoint subscribed to
 *   project.updated and PAIRS of one without any, one at a time and interleaved (which goes first
 *   alternates), each project patched once; the p50 and mean of each, and their ratios. Target: with an
 *   endpoint ≤ 1.2× without;
 * - commit to delivery: CHANGES PATCHes (each of its own project) from CLIENTS clients at once, each
 *   timed from its answer (the change committed) to its delivery's arrival at the receiver (matched by the
 *   payload's project_id); p50, p95 and the longest. Target: p95 < 1 s. The same figures for the
 *   one-at-a-time PATCHes of the first part are printed too.
 *
 * BENCH_WEBHOOK_PAIRS (300), BENCH_WEBHOOK_CHANGES (1000), BENCH_WEBHOOK_CLIENTS (10), BENCH_MODES.
 */

const PAIRS = positiveInt('BENCH_WEBHOOK_PAIRS', 300);
const CHANGES = positiveInt('BENCH_WEBHOOK_CHANGES', 1000);
const CLIENTS = positiveInt('BENCH_WEBHOOK_CLIENTS', 10);
/** PATCHes each way before the measured ones, not counted. */
const WARM = 50;
const TARGET_P95_MS = 1000;
const TARGET_RATIO = 1.2;

interface Side {
  token: string;
  projectIds: number[];
}

interface ModeResult {
  mode: Mode;
  withEndpoint: number[];
  without: number[];
  /** Commit to delivery, ms: the one-at-a-time PATCHes, and the burst. */
  sequential: number[];
  burst: number[];
  burstSeconds: number;
}

async function patch(url: string, token: string, projectId: number, name: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/projects/${projectId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`PATCH /projects/${projectId}: ${response.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

/** An environment of `projects` flat projects and its ADMIN, signed in. */
async function side(service: { url: string; adminUrl: string; operatorToken: string }, name: string, projects: number, seed: number): Promise<Side> {
  const post = adminClient(service.adminUrl, service.operatorToken);
  const env = await post<{ id: string | number }>('/admin/environments', { name });
  const projectIds = await importFlatProjects(post, String(env.id), projects, { seed, prefix: name.slice(0, 4).toUpperCase() }, () => {});
  const admin: Account = await createUser(post, String(env.id), 'ADMIN', 'bench-hooks');
  return { token: await signIn(service.url, admin), projectIds };
}

/**
 * Waits until the receiver holds a delivery of each project of `answered` (the time each PATCH was
 * answered, Date.now()), and answers each one's time from that answer to the delivery's arrival.
 */
async function deliveryTimes(receiver: WebhookReceiver, answered: Map<number, number>, from: number): Promise<number[]> {
  const deadline = Date.now() + 120_000;
  const arrived = new Map<number, number>();
  let seen = from;
  while (arrived.size < answered.size) {
    if (Date.now() > deadline) throw new Error(`${answered.size - arrived.size} of ${answered.size} deliveries did not arrive within 2 minutes`);
    for (; seen < receiver.received.length; seen++) {
      const r = receiver.received[seen]!;
      const { data } = JSON.parse(r.body) as { data: { project_id: number } };
      if (!answered.has(data.project_id)) continue;
      if (arrived.has(data.project_id)) throw new Error(`project ${data.project_id}: delivered twice`);
      arrived.set(data.project_id, r.at);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [...answered].map(([project, at]) => arrived.get(project)! - at);
}

async function runMode(mode: Mode, storage: ExternalStorage | null): Promise<ModeResult> {
  const env = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', PLATFORM_RATE_LIMIT_PER_SECOND: '100000', PLATFORM_RATE_LIMIT_BURST: '1000000000' };
  return withService(mode, storage, { listener: 'platform', env }, async (service) => {
    const receiver = await webhookReceiver();
    try {
      const hooked = await side(service, 'Hooked', WARM + PAIRS + CHANGES, 9100);
      const quiet = await side(service, 'Quiet', WARM + PAIRS, 9200);
      say(`  environments of ${int(hooked.projectIds.length)} projects (an endpoint) and ${int(quiet.projectIds.length)} (none)`);
      const created = await fetch(`${service.url}/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hooked.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['project.updated'] }),
      });
      if (created.status !== 201) throw new Error(`POST /webhooks: ${created.status} ${await created.text()}`);
      const { secret } = (await created.json()) as { secret: string };

      for (let i = 0; i < WARM; i++) {
        await patch(service.url, hooked.token, hooked.projectIds[i]!, `Warm ${i}`);
        await patch(service.url, quiet.token, quiet.projectIds[i]!, `Warm ${i}`);
      }
      await receiver.waitFor(WARM, 30_000);
      receiver.verify(receiver.received[0]!, secret);

      // One at a time, interleaved, the order alternating: what an endpoint adds to a write.
      const withEndpoint: number[] = [];
      const without: number[] = [];
      const answeredOneByOne = new Map<number, number>();
      let from = receiver.received.length;
      for (let i = 0; i < PAIRS; i++) {
        const hookedProject = hooked.projectIds[WARM + i]!;
        const one = async () => {
          withEndpoint.push(await patch(service.url, hooked.token, hookedProject, `Measured ${i}`));
          answeredOneByOne.set(hookedProject, Date.now());
        };
        const other = async () => {
          without.push(await patch(service.url, quiet.token, quiet.projectIds[WARM + i]!, `Measured ${i}`));
        };
        if (i % 2 === 0) {
          await one();
          await other();
        } else {
          await other();
          await one();
        }
      }
      const sequential = await deliveryTimes(receiver, answeredOneByOne, from);
      say(`  ${PAIRS} PATCHes each way, one at a time; every delivery arrived`);

      // A burst: CHANGES PATCHes from CLIENTS clients at once.
      from = receiver.received.length;
      const burstProjects = hooked.projectIds.slice(WARM + PAIRS);
      const answered = new Map<number, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let k = next++; k < burstProjects.length; k = next++) {
            await patch(service.url, hooked.token, burstProjects[k]!, `Burst ${k}`);
            answered.set(burstProjects[k]!, Date.now());
          }
        }),
      );
      const burstSeconds = (performance.now() - started) / 1000;
      const burst = await deliveryTimes(receiver, answered, from);
      say(`  ${int(CHANGES)} PATCHes from ${CLIENTS} clients in ${burstSeconds.toFixed(1)} s; every delivery arrived, once`);
      // A poll of the worker's more: anything delivered twice would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const expected = WARM + PAIRS + CHANGES;
      if (receiver.received.length !== expected) throw new Error(`the receiver got ${receiver.received.length} requests, not ${expected}`);
      return { mode, withEndpoint, without, sequential, burst, burstSeconds };
    } finally {
      await receiver.close();
    }
  });
}

const verdict = (met: boolean) => (met ? 'met' : 'missed');

function printMode(r: ModeResult): void {
  const title = r.mode === 'postgres' ? 'PostgreSQL + Redis' : 'embedded (PGlite)';
  say();
  say(`== ${title} ==`);
  say(
    table(
      ['PATCH /projects/:id, one at a time', 'n', 'p50 ms', 'mean ms', 'p95 ms'],
      [
        ['with an endpoint (project.updated)', String(r.withEndpoint.length), ms(median(r.withEndpoint)), ms(mean(r.withEndpoint)), ms(percentile(r.withEndpoint, 95))],
        ['without', String(r.without.length), ms(median(r.without)), ms(mean(r.without)), ms(percentile(r.without, 95))],
      ],
      [false, true, true, true, true],
    ),
  );
  say();
  say(
    table(
      ['commit to delivery', 'n', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['one at a time', String(r.sequential.length), ms(median(r.sequential)), ms(percentile(r.sequential, 95)), ms(Math.max(...r.sequential))],
        [
          `${int(r.burst.length)} from ${CLIENTS} clients (${int(r.burst.length / r.burstSeconds)}/s)`,
          String(r.burst.length),
          ms(median(r.burst)),
          ms(percentile(r.burst, 95)),
          ms(Math.max(...r.burst)),
        ],
      ],
      [false, true, true, true, true],
    ),
  );
  say('commit: the PATCH answered at the client; delivery: the request read by the receiver (one process, one clock).');
  // Growing from tenth to tenth: the workers deliver more slowly than the writes commit.
  const tenth = Math.ceil(r.burst.length / 10);
  const tenths = Array.from({ length: Math.ceil(r.burst.length / tenth) }, (_, i) => ms(median(r.burst.slice(i * tenth, (i + 1) * tenth))));
  say(`burst, p50 commit to delivery of each tenth in commit order (ms): ${tenths.join(', ')}`);
  const p95 = percentile(r.burst, 95);
  const ratio50 = median(r.withEndpoint) / median(r.without);
  const ratioMean = mean(r.withEndpoint) / mean(r.without);
  say(`  target: commit to delivery p95 < ${TARGET_P95_MS} ms (${int(r.burst.length)} changes): ${ms(p95)} ms — ${verdict(p95 < TARGET_P95_MS)}`);
  say(`  target: a write that emits an event ≤ ${TARGET_RATIO}× one that does not (p50): ${ratio50.toFixed(2)}× — ${verdict(ratio50 <= TARGET_RATIO)}`);
  say(`          (mean: ${ratioMean.toFixed(2)}×)`);
}

await runModes((mode, storage) => runMode(mode, storage), printMode);

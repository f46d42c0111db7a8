import { randomBytes } from 'node:crypto';
import { runModes, withService } from './harness.ts';
import { ms, say, table } from './report.ts';
import { adminClient } from './setup.ts';

/**
 * `npm run bench:sign-in`: a legitimate user's sign-in latency over loopback, alone (the ceiling) and
 * while bogus sign-ins run without pause, from one client and from ten. The service
 * runs with TRUST_PROXY=loopback, so that each request names its client in X-Forwarded-For; per-client
 * limits are the defaults. Target: the user's median sign-in under attack within 2× of alone.
 */

const SAMPLES = 11;
const ATTACKERS = 10;
const TARGET_RATIO = 2;

interface Scenario {
  name: string;
  /** The client address of each attacking worker (one worker each, one sign-in in flight at a time). */
  attackers: string[];
}

const SCENARIOS: Scenario[] = [
  { name: 'alone', attackers: [] },
  { name: `${ATTACKERS} bogus sign-ins at once from one client`, attackers: Array.from({ length: ATTACKERS }, () => '203.0.113.1') },
  { name: `${ATTACKERS} bogus sign-ins at once from ${ATTACKERS} clients`, attackers: Array.from({ length: ATTACKERS }, (_, i) => `203.0.113.${10 + i}`) },
];

interface Row {
  scenario: string;
  medianMs: number;
  maxMs: number;
  attempts: number;
  /** Bogus attempts answered 401 (evaluated) and 429 (refused before any hashing). */
  evaluated: number;
  refused: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function signIn(url: string, client: string, email: string, password: string) {
  return fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });
}

async function runScenario(url: string, user: { email: string; password: string }, scenario: Scenario, legitClient: string): Promise<Row> {
  let running = true;
  const tally = { attempts: 0, evaluated: 0, refused: 0 };
  const workers = scenario.attackers.map(async (client, w) => {
    let n = 0;
    while (running) {
      const res = await signIn(url, client, `nobody-${w}-${n++}@attack.example`, 'a guessed password');
      await res.arrayBuffer();
      tally.attempts += 1;
      if (res.status === 401) tally.evaluated += 1;
      else if (res.status === 429) {
        tally.refused += 1;
        // A throttled attacker comes back at once; the pause only keeps this process's own loop fair.
        await new Promise((r) => setTimeout(r, 5));
      } else throw new Error(`a bogus sign-in answered ${res.status}`);
    }
  });
  // Let the attack reach its steady state before measuring.
  if (scenario.attackers.length > 0) await new Promise((r) => setTimeout(r, 1500));
  const times: number[] = [];
  let seed = 7;
  for (let i = 0; i < SAMPLES; i++) {
    // A person's sign-in arrives at no particular moment of the server's work: a pause of 0 to 400 ms
    // (seeded) before each, so that one sample does not start exactly as the previous one freed a slot.
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    await new Promise((r) => setTimeout(r, (seed / 2 ** 31) * 400));
    const started = performance.now();
    const res = await signIn(url, legitClient, user.email, user.password);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the legitimate sign-in answered ${res.status}`);
    times.push(performance.now() - started);
  }
  running = false;
  await Promise.all(workers);
  return { scenario: scenario.name, medianMs: median(times), maxMs: Math.max(...times), ...tally };
}

function bar(value: number, scale: number, width = 40): string {
  return '█'.repeat(Math.max(1, Math.round((value / scale) * width)));
}

await runModes(
  async (mode, storage) =>
    withService(mode, storage, { listener: 'platform', env: { TRUST_PROXY: 'loopback' } }, async (service) => {
      const post = adminClient(service.adminUrl, service.operatorToken);
      const env = await post<{ id: number }>('/admin/environments', { name: 'Bench sign-in' });
      const user = { email: `bench-${randomBytes(4).toString('hex')}@bench.example.com`, password: randomBytes(18).toString('base64url') };
      await post(`/admin/environments/${env.id}/users`, { ...user, name: 'Bench user', role: 'VIEWER' });
      const rows: Row[] = [];
      for (const [i, scenario] of SCENARIOS.entries()) {
        say(`  ${scenario.name}: ${SAMPLES} sign-ins of the user…`);
        // A client address of its own per scenario: the user's own allowance is never the limit here.
        rows.push(await runScenario(service.url, user, scenario, `198.51.100.${i + 1}`));
      }
      return { mode, rows };
    }),
  ({ mode, rows }) => {
    const alone = rows[0]!.medianMs;
    say(
      table(
        ['scenario', 'median ms', 'max ms', '× alone', 'bogus tried', 'evaluated (401)', 'refused (429)'],
        rows.map((r) => [r.scenario, ms(r.medianMs), ms(r.maxMs), (r.medianMs / alone).toFixed(2), String(r.attempts), String(r.evaluated), String(r.refused)]),
        [false, true, true, true, true, true, true],
      ),
    );
    say();
    const scale = Math.max(...rows.map((r) => r.maxMs));
    say(`  the user's median sign-in (ms), ${mode}:`);
    for (const r of rows) say(`  ${r.scenario.padEnd(46)} ${bar(r.medianMs, scale)} ${ms(r.medianMs)}`);
    say();
    for (const r of rows.slice(1)) {
      const ratio = r.medianMs / alone;
      say(`  target: sign-in within ${TARGET_RATIO}× of alone with ${r.scenario} (${mode}): ${ratio.toFixed(2)}× — ${ratio <= TARGET_RATIO ? 'met' : 'missed'}`);
    }
  },
);

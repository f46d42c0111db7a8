import { positiveInt, runModes, withService } from './harness.ts';
import { ELAPSED_SHARES, type ForecastProject, forecastPortfolio } from './forecast-portfolio.ts';
import { adminSession, expectStatus, importProjects, inTurn, type PlatformSession } from './model-client.ts';
import { int, pct, say, table } from './report.ts';
import { adminClient } from './setup.ts';

/**
 * `npm run bench:forecast`: the cost-to-complete forecast (D-60) on generated portfolios whose final
 * costs and monthly drawdown paths are known (bench/forecast-portfolio.ts), through the HTTP API as a
 * user calls it. Per seed and share of the programme elapsed (25%, 50%, 75%): the Brier score of
 * overrun_probability against whether the project overran, with a reliability table, and the coverage
 * of forecast_final_cost's p10–p90, against a baseline that calls an overrun when the drawn share runs
 * more than 10 points ahead of the time elapsed and otherwise says the completed projects' base rate.
 */

const FIRST_SEED = 9001;
const seeds = Array.from({ length: positiveInt('BENCH_FORECAST_SEEDS', 3) }, (_, i) => FIRST_SEED + i);
const PROJECTS = positiveInt('BENCH_FORECAST_PROJECTS', 3000, 100);
const UNDER_WAY = positiveInt('BENCH_FORECAST_UNDER_WAY', 360, 30);
const CONCURRENCY = positiveInt('BENCH_FORECAST_CONCURRENCY', 8);
const TARGET_BRIER_RATIO = 0.8;
const TARGET_COVERAGE: [number, number] = [0.75, 0.85];

interface ForecastAnswer {
  drawn_share: number;
  time_elapsed_share: number;
  forecast_final_cost: { p10: number; p50: number; p90: number };
  overrun_probability: number;
}

interface Scored {
  elapsed: number;
  shows: 'early' | 'late';
  drawdowns: boolean;
  overran: boolean;
  probability: number;
  baseline: number;
  covered: boolean;
}

interface SeedResult {
  seed: number;
  completed: number;
  histories: number;
  baseRate: number;
  scored: Scored[];
  filed: number;
  seconds: number;
}

const brier = (xs: Scored[], pick: (s: Scored) => number) => xs.reduce((s, x) => s + (pick(x) - (x.overran ? 1 : 0)) ** 2, 0) / xs.length;
const coverage = (xs: Scored[]) => xs.filter((x) => x.covered).length / xs.length;
const percent = (v: number) => pct(100 * v);
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');

async function fileDrawdowns(session: PlatformSession, items: { id: number; p: ForecastProject }[], progress: (line: string) => void): Promise<number> {
  const reports = items.flatMap(({ id, p }) => p.drawdowns.map((d) => ({ id, d })));
  let done = 0;
  await inTurn(reports, CONCURRENCY, async ({ id, d }) => {
    const answer = await session.call('POST', '/reports/drawdown', {
      project_id: id,
      month: d.month,
      year: d.year,
      aggregate: { amount: d.amount },
      facility: [],
      riskStatus: [],
    });
    expectStatus(answer, 201, `POST /reports/drawdown for project ${id}`);
    done += 1;
    if (done % 2000 === 0) progress(`    ${int(done)} of ${int(reports.length)} drawdown reports filed`);
  });
  return reports.length;
}

async function runSeed(post: ReturnType<typeof adminClient>, platformUrl: string, seed: number, progress: (line: string) => void): Promise<SeedResult> {
  const started = performance.now();
  const portfolio = forecastPortfolio(seed, PROJECTS, UNDER_WAY, Date.now());
  const env = await post<{ id: string | number }>('/admin/environments', { name: `Bench forecast seed ${seed}` });
  const ids = await importProjects(post, String(env.id), portfolio.map((p) => p.project), progress);
  const session = await adminSession(post, platformUrl, String(env.id));
  const all = portfolio.map((p, i) => ({ id: ids[i]!, p }));
  const filed = await fileDrawdowns(session, all, progress);
  const completed = portfolio.filter((p) => p.role === 'completed');
  const baseRate = completed.filter((p) => p.finalCost > p.budget).length / completed.length;
  progress(`  seed ${seed}: ${int(portfolio.length)} projects (${int(completed.length)} completed), ${int(filed)} drawdown reports filed`);

  const underWay = all.filter(({ p }) => p.role === 'under_way');
  const scored = await inTurn(underWay, CONCURRENCY, async ({ id, p }): Promise<Scored> => {
    const f = expectStatus(await session.call<ForecastAnswer>('GET', `/projects/${id}/forecast`), 200, `GET /projects/${id}/forecast`);
    const { p10, p90 } = f.forecast_final_cost;
    return {
      elapsed: p.elapsed!,
      shows: p.shows,
      drawdowns: p.drawdowns.length > 0,
      overran: p.finalCost > p.budget,
      probability: f.overrun_probability,
      baseline: f.drawn_share - f.time_elapsed_share > 0.1 ? 1 : baseRate,
      covered: p.finalCost >= p10 && p.finalCost <= p90,
    };
  });
  return {
    seed,
    completed: completed.length,
    histories: completed.filter((p) => p.drawdowns.length > 0).length,
    baseRate,
    scored,
    filed,
    seconds: (performance.now() - started) / 1000,
  };
}

function printSeeds(rows: SeedResult[]): void {
  say();
  say(`== bench:forecast: ${rows.length} seed(s), ${int(PROJECTS)} projects each, ${int(UNDER_WAY)} under way ==`);
  const lines: string[][] = [];
  for (const r of rows) {
    for (const share of ELAPSED_SHARES) {
      const at = r.scored.filter((s) => s.elapsed === share);
      const model = brier(at, (s) => s.probability);
      const base = brier(at, (s) => s.baseline);
      lines.push([
        String(r.seed),
        percent(share),
        int(at.length),
        percent(at.filter((s) => s.overran).length / at.length),
        model.toFixed(3),
        base.toFixed(3),
        (model / base).toFixed(2),
        percent(coverage(at)),
      ]);
    }
  }
  say(table(['seed', 'elapsed', 'projects', 'overran', 'Brier', 'baseline Brier', 'ratio', 'p10–p90 coverage'], lines, [false, true, true, true, true, true, true, true]));
  say('Brier: the mean of (overrun_probability − overran)²; baseline: 1 when the drawn share runs more than 10 points');
  say('ahead of the time elapsed, else the share of completed projects that overran their budget.');

  say();
  say('by how the overrun shows, and without drawdowns (all seeds and shares):');
  const groups: [string, Scored[]][] = [
    ['shows early', rows.flatMap((r) => r.scored.filter((s) => s.shows === 'early' && s.drawdowns))],
    ['shows late', rows.flatMap((r) => r.scored.filter((s) => s.shows === 'late' && s.drawdowns))],
    ['no drawdowns yet', rows.flatMap((r) => r.scored.filter((s) => !s.drawdowns))],
  ];
  say(
    table(
      ['projects', 'n', 'Brier', 'baseline Brier', 'p10–p90 coverage'],
      groups.map(([label, xs]) => [label, int(xs.length), brier(xs, (s) => s.probability).toFixed(3), brier(xs, (s) => s.baseline).toFixed(3), percent(coverage(xs))]),
      [false, true, true, true, true],
    ),
  );

  say();
  say('reliability of overrun_probability (all seeds and shares): predicted against what happened');
  const all = rows.flatMap((r) => r.scored);
  const bins = [0, 0.2, 0.4, 0.6, 0.8, 1.000001];
  for (let b = 0; b < bins.length - 1; b++) {
    const xs = all.filter((s) => s.probability >= bins[b]! && s.probability < bins[b + 1]!);
    if (xs.length === 0) continue;
    const predicted = xs.reduce((s, x) => s + x.probability, 0) / xs.length;
    const observed = xs.filter((x) => x.overran).length / xs.length;
    const bar = (v: number) => '█'.repeat(Math.max(1, Math.round(v * 40)));
    say(`  ${percent(bins[b]!).padStart(6)}–${percent(Math.min(1, bins[b + 1]!)).padEnd(6)} n=${int(xs.length).padStart(4)}  predicted ${bar(predicted)} ${percent(predicted)}`);
    say(`  ${''.padEnd(13)} ${''.padEnd(6)}   happened ${bar(observed)} ${percent(observed)}`);
  }

  say();
  const ratios = rows.flatMap((r) =>
    ([0.5, 0.75] as const).map((share) => {
      const at = r.scored.filter((s) => s.elapsed === share);
      return brier(at, (s) => s.probability) / brier(at, (s) => s.baseline);
    }),
  );
  const worst = Math.max(...ratios);
  say(`  target: Brier ≤ ${TARGET_BRIER_RATIO} × the baseline's at 50% and 75% elapsed on every seed: worst ${worst.toFixed(2)}× — ${verdict(worst <= TARGET_BRIER_RATIO)}`);
  const coverages = rows.map((r) => coverage(r.scored));
  const within = coverages.every((c) => c >= TARGET_COVERAGE[0] && c <= TARGET_COVERAGE[1]);
  say(
    `  target: p10–p90 coverage ${percent(TARGET_COVERAGE[0])}–${percent(TARGET_COVERAGE[1])} on every seed: ` +
      `${percent(Math.min(...coverages))} to ${percent(Math.max(...coverages))} — ${verdict(within)}`,
  );
}

await runModes(
  async (mode, storage) =>
    withService(
      mode,
      storage,
      { listener: 'platform', env: { PLATFORM_RATE_LIMIT_PER_SECOND: '100000', PLATFORM_RATE_LIMIT_BURST: '1000000000' } },
      async (service) => {
        const post = adminClient(service.adminUrl, service.operatorToken);
        const rows: SeedResult[] = [];
        for (const seed of seeds) {
          const r = await runSeed(post, service.url, seed, say);
          say(`  seed ${seed}: done in ${r.seconds.toFixed(0)} s; base rate of overruns among completed projects ${percent(r.baseRate)}`);
          rows.push(r);
        }
        return rows;
      },
    ),
  (rows) => printSeeds(rows),
);

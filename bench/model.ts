import { positiveInt, runModes, withService } from './harness.ts';
import { type AccuracySettings, runSeed } from './model-accuracy.ts';
import { printAccuracy, printSpeed, printSpeedComparison, type ModeResult } from './model-report.ts';
import { runSpeed, type SpeedSettings } from './model-speed.ts';
import { int, pct, say } from './report.ts';
import { adminClient } from './setup.ts';

/**
 * `npm run bench:model`: the cost model's accuracy on generated portfolios
 * whose process is known (bench/model-process.md), through the HTTP API as a user calls it, over
 * several seeds; then its speed in an environment of 100,000 projects, warm and after a refit, on each
 * storage mode. bench/README.md lists the settings.
 */

const FIRST_SEED = 7001;

type Part = 'accuracy' | 'speed';

function chooseParts(): Part[] {
  const raw = process.env.BENCH_MODEL_PARTS?.trim() || 'accuracy,speed';
  const parts = raw.split(',').map((p) => p.trim());
  for (const p of parts) if (p !== 'accuracy' && p !== 'speed') throw new Error(`BENCH_MODEL_PARTS: unknown part "${p}" (accuracy, speed)`);
  return parts as Part[];
}

const parts = chooseParts();
const seeds = Array.from({ length: positiveInt('BENCH_MODEL_SEEDS', 5) }, (_, i) => FIRST_SEED + i);
const accuracy: AccuracySettings = {
  projects: positiveInt('BENCH_MODEL_PROJECTS', 3000, 50),
  holdOut: positiveInt('BENCH_MODEL_HOLD_OUT_PERCENT', 20) / 100,
  concurrency: positiveInt('BENCH_MODEL_CONCURRENCY', 4),
};
const speed: SpeedSettings = {
  projects: positiveInt('BENCH_MODEL_LARGE', 100_000),
  requests: positiveInt('BENCH_MODEL_REQUESTS', 200),
  refits: positiveInt('BENCH_MODEL_REFITS', 4, 0),
};

let accuracyDone = false;

const percent = (n: number) => pct(100 * n);

await runModes(
  async (mode, storage) =>
    withService(
      mode,
      storage,
      {
        listener: 'platform',
        // The per-credential limit still runs on every request, but never refuses one (as in bench:platform).
        env: { PLATFORM_RATE_LIMIT_PER_SECOND: '100000', PLATFORM_RATE_LIMIT_BURST: '1000000000' },
      },
      async (service): Promise<ModeResult> => {
        const post = adminClient(service.adminUrl, service.operatorToken);
        const result: ModeResult = { mode, accuracy: null, speed: null };
        // Accuracy does not depend on the storage: it runs once, in the first mode.
        if (parts.includes('accuracy') && !accuracyDone) {
          accuracyDone = true;
          say(`  accuracy: ${seeds.length} seed(s) × ${int(accuracy.projects)} projects, ${percent(accuracy.holdOut)} of the completed held out`);
          result.accuracy = [];
          for (const seed of seeds) {
            const r = await runSeed(post, service.url, seed, accuracy, say);
            say(
              `  seed ${seed}: model MAPE ${percent(r.modelMape)}, baseline ${percent(r.baselineMape)}, coverage ${percent(r.coverage)}, ` +
                `ρ(health, error) ${r.healthErrorCorrelation.toFixed(2)}; ${r.priced} priced in ${r.benchmarkSeconds.toFixed(1)} s`,
            );
            result.accuracy.push(r);
          }
        }
        if (parts.includes('speed')) {
          say(`  speed: an environment of ${int(speed.projects)} projects`);
          result.speed = await runSpeed(post, service.url, speed, say);
        }
        return result;
      },
    ),
  (result) => {
    if (result.accuracy) printAccuracy(result.mode, result.accuracy, accuracy);
    if (result.speed) printSpeed(result.mode, result.speed);
  },
  (results) => {
    const timed = results.filter((r) => r.speed);
    if (timed.length > 1) printSpeedComparison(timed);
  },
);

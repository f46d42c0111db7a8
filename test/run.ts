import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: the linter, the type checks and the test files, at once. The test files run in shards,
 * one more than there are cores, each shard one Node process running its files one after another
 * (`--test-isolation=none`); the checks run one after another beside them. A process per file would
 * load the service's modules and start a PGlite for every file; a shard loads them once and hands each
 * test a database another test has finished with (test/helpers/database-pool.ts). TEST_SHARDS sets the
 * number of shards.
 *
 *   node test/run.ts [--tests-only] [file or glob …]   (default: test/**\/*.test.ts; TEST_OUTPUT_DIR for the reports)
 *
 * Progress is one dot per test on the terminal; each shard's full report is written to
 * test-output/tests-<shard>.txt, and its failures are printed at the end.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the shards' reports go; TEST_OUTPUT_DIR keeps runs made side by side from overwriting each other's. */
const OUTPUT = path.resolve(ROOT, process.env.TEST_OUTPUT_DIR ?? 'test-output');
const PER_TEST_TIMEOUT_MS = 120_000;
// Node's compiled code of every module, on disk: the shards, the checks and the services and CLIs the
// tests start load the same modules, and each after the first reads them instead of compiling them
// again (test/helpers/processes.ts passes it on to the children it starts).
process.env.NODE_COMPILE_CACHE ??= path.join(ROOT, 'node_modules', '.cache', 'node-compile');

const testsOnly = process.argv.includes('--tests-only');
const patterns = process.argv.slice(2).filter((arg) => arg !== '--tests-only');
const files = [...new Set((patterns.length > 0 ? patterns : ['test/**/*.test.ts']).flatMap((p) => fs.globSync(p, { cwd: ROOT })))].sort();
if (files.length === 0) {
  process.stderr.write(`no test files match ${patterns.join(' ')}\n`);
  process.exit(1);
}
// One shard more than there are cores: a shard waits at times (for a service it started, a browser, a
// timer of the test's), and the extra one takes the core meanwhile. Files are dealt in turn; each shard
// runs its own in the order of their names (node --test sorts them).
const shardCount = Math.min(files.length, Number(process.env.TEST_SHARDS) || availableParallelism() + 1);
const shards = Array.from({ length: shardCount }, (_, shard) => files.filter((_, i) => i % shardCount === shard));

fs.mkdirSync(OUTPUT, { recursive: true });
for (const stale of fs.readdirSync(OUTPUT).filter((name) => /^tests-\d+\.txt$/.test(name))) fs.rmSync(path.join(OUTPUT, stale));
process.stdout.write(`${files.length} test files in ${shardCount} shards\n`);
const started = performance.now();

interface ShardResult {
  shard: number;
  code: number | null;
  report: string;
}

function runShard(shard: number, shardFiles: string[]): Promise<ShardResult> {
  const reportFile = path.join(OUTPUT, `tests-${shard + 1}.txt`);
  const child = spawn(
    process.execPath,
    [
      // WebAssembly compiled by the baseline compiler only: PGlite (PostgreSQL in WebAssembly) then starts
      // on half the CPU, and a test's few queries never repay the optimising compiler.
      '--liftoff-only',
      '--test',
      '--test-isolation=none',
      '--test-concurrency=1',
      `--test-timeout=${PER_TEST_TIMEOUT_MS}`,
      '--test-force-exit',
      '--test-reporter=dot',
      '--test-reporter-destination=stdout',
      '--test-reporter=spec',
      `--test-reporter-destination=${reportFile}`,
      ...shardFiles,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The dot reporter's lines of dots only: its summary of failures is left out, the spec report's comes at the end.
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (/^[.X]+$/.test(line)) process.stdout.write(`${line}\n`);
  });
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ shard, code, report: fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '' }));
  });
}

/**
 * TypeScript 7, the native compiler: it checks the tree in a third of the time and CPU of TypeScript 5,
 * which stays installed as `typescript` for typescript-eslint (it reads TypeScript 5's JavaScript API).
 */
const TSC = 'node_modules/typescript-native/bin/tsc';

/** The checks `npm test` runs besides the tests, at the same time: each takes one core for a few seconds. */
const CHECKS: [string, string[]][] = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['type check', [TSC, '--noEmit']],
  ['type check (console)', [TSC, '--noEmit', '-p', 'console']],
];

interface CheckResult {
  name: string;
  code: number | null;
  output: string;
}

function runCheck(name: string, args: string[]): Promise<CheckResult> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const checkStarted = performance.now();
  return new Promise((resolve) => {
    child.once('close', (code) => {
      process.stdout.write(`${name}: ${code === 0 ? 'ok' : 'FAILED'} (${((performance.now() - checkStarted) / 1000).toFixed(0)} s)\n`);
      resolve({ name, code, output });
    });
  });
}

// The checks one at a time, beside the shards.
const checking = (async () => {
  const done: CheckResult[] = [];
  if (!testsOnly) for (const [name, args] of CHECKS) done.push(await runCheck(name, args));
  return done;
})();
const results = await Promise.all(shards.map((shardFiles, shard) => runShard(shard, shardFiles)));
const checks = await checking;

const totals = new Map<string, number>();
for (const { report } of results) {
  for (const [, name, value] of report.matchAll(/^ℹ (\w+) ([\d.]+)$/gm)) {
    if (name !== 'duration_ms') totals.set(name!, (totals.get(name!) ?? 0) + Number(value));
  }
}
process.stdout.write('\n');
for (const { shard, code, report } of results) {
  const failures = report.indexOf('✖ failing tests:');
  if (failures >= 0) process.stdout.write(`\nshard ${shard + 1}:\n${report.slice(failures)}`);
  else if (code !== 0) process.stdout.write(`\nshard ${shard + 1} exited with ${code}; its report:\n${report.slice(-4000)}`);
}
for (const { name, code, output } of checks) if (code !== 0) process.stdout.write(`\n${name} failed:\n${output}`);
process.stdout.write(`\n${[...totals].map(([name, value]) => `${name} ${value}`).join(', ')}; ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
process.exit([...results, ...checks].every((r) => r.code === 0) ? 0 : 1);

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { TEST_ENV } from './helpers/app.ts';
import { BANNER_END, bannerUrl, MAIN, type NodeChild, ROOT, startNode } from './helpers/processes.ts';

// The README, followed word for word: its shell blocks (the set-up commands aside, which are how this
// test starts the service) run in order, in one shell, against a service started as `npm start` starts
// it on an empty data directory. A command that fails stops the run; every curl reports its status, and
// none may be 400 or above. The shell runs in a folder of its own that looks like the repository's
// (package.json, src and examples linked) with the service's DATA_DIR as its ./data, so that
// `data/operator-token` and `./data/demo-credentials.json` are read where the README says.

const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The README's set-up commands: this test runs the service itself. */
const SET_UP = new Set(['npm install && npm start', 'npm test']);

/** The README's ```sh blocks, in order, but for the set-up commands. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim()).filter((block) => !SET_UP.has(block));
}

/** Each curl's status on stderr, on a line of its own, beside whatever else the command writes. */
const STATUS_LINE = /^README-HTTP (\d{3}) (\S+)$/gm;
const PREAMBLE = [
  'set -euo pipefail',
  `curl() { command curl --write-out '%{stderr}\\nREADME-HTTP %{http_code} %{url_effective}\\n' "$@"; }`,
].join('\n');

describe('the README, followed word for word', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'pca-readme-'));
  let service: NodeChild;
  let urls: Record<'platform' | 'data' | 'admin', URL>;

  before(async () => {
    for (const name of ['package.json', 'src', 'examples', 'node_modules']) fs.symlinkSync(path.join(ROOT, name), path.join(home, name));
    service = startNode('npm start', [MAIN], {
      ...TEST_ENV,
      DATA_DIR: path.join(home, 'data'),
      PLATFORM_PORT: '0',
      DATA_PORT: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'warn',
    });
    await service.printed(BANNER_END, 'stdout');
    const banner = service.stdout();
    urls = {
      platform: new URL(bannerUrl(banner, 'Platform API')),
      data: new URL(bannerUrl(banner, 'Data API')),
      admin: new URL(bannerUrl(banner, 'Admin API')),
    };
  });
  after(async () => {
    await service?.stop();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('has shell blocks for the operator, the Platform API and the Data API', () => {
    const blocks = shellBlocks(README);
    assert.ok(blocks.length >= 4, `${blocks.length} blocks`);
    const text = blocks.join('\n');
    for (const expected of ['/admin/environments', 'npm run admin', '/auth/token', '/data/projects']) assert.ok(text.includes(expected), expected);
  });

  it('runs every block in order: no command fails and no answer is 400 or above', async () => {
    // The README's default addresses are the service's here.
    const script = shellBlocks(README)
      .join('\n\n')
      .replaceAll('http://127.0.0.1:3000', urls.platform.origin)
      .replaceAll('http://127.0.0.1:3001', urls.data.origin)
      .replaceAll('http://127.0.0.1:3002', urls.admin.origin);
    const run = await promisify(execFile)('bash', ['-c', `${PREAMBLE}\n${script}`], {
      cwd: home,
      // A shell of a new terminal: the CLI finds the listener on ADMIN_PORT (3002 unless set, as in the
      // README) and the token in ./data, like the service.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ADMIN_PORT: urls.admin.port },
      timeout: 240_000,
      maxBuffer: 32 * 1024 * 1024,
    }).catch((err: Error & { code?: number; stdout?: string; stderr?: string }) => {
      assert.fail(`the README's commands stopped (exit ${err.code}):\n${(err.stderr ?? '').slice(-3000)}\n${(err.stdout ?? '').slice(-2000)}`);
    });
    const statuses = [...run.stderr.matchAll(STATUS_LINE)].map((m) => ({ status: Number(m[1]), url: m[2]! }));
    const curls = shellBlocks(README).join('\n').match(/\bcurl\b/g)!.length;
    assert.equal(statuses.length, curls, `every curl of the README answered: ${JSON.stringify(statuses)}`);
    const refused = statuses.filter((s) => s.status >= 400 || s.status === 0);
    assert.deepEqual(refused, [], `answers the README does not announce:\n${run.stderr.slice(-3000)}`);
    // What the CLI created, revoked and imported, and its list of commands.
    assert.match(run.stdout, /"project_reference": "EXAMPLE-0001"/);
    assert.match(run.stdout, /"state": "revoked"/);
    assert.match(run.stdout, /usage: npm run admin/);
  });
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { FITTER_THREAD } from '../src/state/threads/model-fitter.ts';
import { RENDERER_THREAD } from '../src/state/threads/report-renderer.ts';
import { TEST_ENV } from './helpers/app.ts';
import { seededDemoCopy } from './helpers/demo-data.ts';
import { eventually } from './helpers/eventually.ts';
import { childrenOf, HAS_PROC, threadsOf } from './helpers/proc.ts';
import { BANNER_END, bannerUrl, MAIN, type NodeChild, startNode } from './helpers/processes.ts';

// What an idle instance holds, read from the kernel's own account of the process (/proc): no worker
// thread until the first fit or the first PDF needs one, and no child process once the start is over
// (esbuild bundles the console in a child of its own, which would otherwise stay for the life of the
// service). An instance's memory is measured by `npm run bench:scale`, not here.

/** Node names a worker thread after its `name` option, and one without a name `WorkerThread`. */
const WORKERS = [FITTER_THREAD, RENDERER_THREAD, 'WorkerThread'];
const workersOf = (pid: number) => threadsOf(pid).filter((name) => WORKERS.includes(name));

describe('An idle instance', { skip: HAS_PROC ? false : 'needs /proc (Linux)' }, () => {
  let child: NodeChild | undefined;
  let dataDir: string | undefined;
  after(async () => {
    await child?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs no worker thread and no child process; the first benchmark and the first PDF start their threads', async () => {
    dataDir = await seededDemoCopy('pca-idle-');
    child = startNode('npm start', [MAIN], {
      ...TEST_ENV,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PLATFORM_PORT: '0',
      DATA_PORT: '0',
      ADMIN_PORT: '0',
    });
    await child.printed(BANNER_END, 'stdout');
    assert.ok(!child.exited(), child.output());
    const pid = child.pid;
    const platform = bannerUrl(child.stdout(), 'Platform API');

    // The console was bundled during the start (the banner offers it): esbuild's process is gone.
    assert.equal((await fetch(`${platform}/`)).status, 200);
    await eventually(() => childrenOf(pid).length === 0, `no child process of the service (${childrenOf(pid).join(', ')})`);
    assert.deepEqual(workersOf(pid), [], 'no worker thread before the first fit or PDF');

    const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as { email: string; password: string };
    const signIn = await fetch(`${platform}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    assert.equal(signIn.status, 200);
    const headers = { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };
    const list = (await (await fetch(`${platform}/projects?perPage=1`, { headers })).json()) as { data: { id: number }[] };
    const projectId = list.data[0]!.id;

    const benchmark = await fetch(`${platform}/benchmark/project/${projectId}`, { method: 'POST', headers });
    assert.ok([201, 422].includes(benchmark.status), await benchmark.text());
    assert.deepEqual(workersOf(pid), [FITTER_THREAD], 'the first benchmark fits the model on its thread');

    const saved = await fetch(`${platform}/projects/${projectId}/document-studio/reports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ reportName: 'Idle instance', content: { blocks: [{ type: 'title', content: 'Idle instance' }] } }),
    });
    assert.equal(saved.status, 201, await saved.clone().text());
    const { reportId, version } = (await saved.json()) as { reportId: string; version: number };
    const pdf = await fetch(`${platform}/projects/${projectId}/document-studio/reports/${reportId}/versions/${version}/pdf`, { headers });
    assert.equal(pdf.status, 200);
    assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
    // The fitting thread may already have stopped, idle, by now.
    assert.deepEqual(workersOf(pid).filter((name) => name !== FITTER_THREAD), [RENDERER_THREAD], 'the first PDF starts one renderer thread');
    assert.deepEqual(childrenOf(pid), []);
  });
});

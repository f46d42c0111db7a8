import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { TEST_ENV } from './helpers/app.ts';
import { seededDemoCopy } from './helpers/demo-data.ts';
import { BANNER_END, MAIN, type NodeChild, startNode } from './helpers/processes.ts';

interface Started {
  child: NodeChild;
  readonly stdout: string;
  readonly stderr: string;
  code: Promise<number | null>;
}

/** Runs `node src/main.ts` as `npm start` does, until the banner's last section (`Try:`, then a blank line) or exit. */
async function start(env: Record<string, string>): Promise<Started> {
  const child = startNode('npm start', [MAIN], { ...TEST_ENV, LOG_LEVEL: 'warn', PLATFORM_PORT: '0', DATA_PORT: '0', ADMIN_PORT: '0', ...env });
  await child.printed(BANNER_END, 'stdout');
  return {
    child,
    get stdout() {
      return child.stdout();
    },
    get stderr() {
      return child.stderr();
    },
    code: child.ended().then(({ code, signal }) => (signal ? -1 : code)),
  };
}

const line = (text: string, label: string) => new RegExp(`${label}\\s+(\\S+)`).exec(text)?.[1];

describe('npm start', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pca-start-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty embedded database and prints credentials the admin API accepts', async () => {
    const run = await start({ DATA_DIR: dataDir });
    try {
      assert.match(run.stdout, /Storage\s+embedded PGlite/);
      assert.match(run.stdout, /Rate-limit store\s+in-process memory/);
      const admin = line(run.stdout, 'Admin API')!;
      const platform = line(run.stdout, 'Platform API')!;
      const dataApi = line(run.stdout, 'Data API')!;
      const token = line(run.stdout, 'Operator token')!;
      const dataKey = line(run.stdout, 'Data API key')!;
      assert.match(dataKey, /^svc_data_[0-9A-Za-z]{43}$/);
      assert.match(line(run.stdout, 'Platform key')!, /^svc_plat_[0-9A-Za-z]{43}$/);
      assert.match(run.stdout, /User \(ADMIN\)\s+\S+@\S+\s+password \S+/);

      const environments = await (
        await fetch(`${admin}/admin/environments`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      assert.ok(Array.isArray(environments) && environments.length >= 3);
      const envId = /environments\/(\d+)\/data-keys/.exec(run.stdout)![1];
      const res = await fetch(`${admin}/admin/environments/${envId}/data-keys`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200);
      const keys = (await res.json()) as { key_prefix: string; state: string }[];
      assert.ok(
        keys.some((k) => dataKey.startsWith(k.key_prefix) && k.state === 'active'),
        'the banner key is listed',
      );
      // The banner's Data API example works as printed.
      const example = /curl -H "x-api-key: (\S+)" "(\S+)"/.exec(run.stdout)!;
      assert.equal(example[1], dataKey);
      const projects = await fetch(example[2]!, { headers: { 'x-api-key': dataKey } });
      assert.equal(projects.status, 200);
      assert.equal(((await projects.json()) as { items: unknown[] }).items.length, 5);
      // So does the sign-in example, with the demo user.
      const signIn = /curl -X POST -H 'content-type: application\/json' -d '(\{.*?\})' (\S+)/.exec(run.stdout)!;
      const issued = await fetch(signIn[2]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signIn[1]!,
      });
      assert.equal(issued.status, 200);
      const bearer = (await issued.json()) as { token_type: string; access_token: string };
      assert.equal(bearer.token_type, 'Bearer');
      assert.match(run.stdout, /TOKEN=\$\(curl .* -s \| sed -E 's\/\.\*"access_token":"\(\[\^"\]\+\)"\.\*\/\\1\/'\)/);
      // And the project list with that token.
      const listed = /curl -H "Authorization: Bearer \$TOKEN" "(\S+)"/.exec(run.stdout)!;
      const page = await fetch(listed[1]!, { headers: { authorization: `Bearer ${bearer.access_token}` } });
      assert.equal(page.status, 200);
      assert.equal(((await page.json()) as { data: unknown[] }).data.length, 5);
      for (const url of [platform, dataApi, admin]) {
        assert.equal((await fetch(`${url}/healthz`)).status, 200);
        assert.equal((await fetch(`${url}/readyz`)).status, 200);
      }
      assert.equal((await fetch(`${platform}/openapi.json`)).status, 200);
      assert.equal((await fetch(`${dataApi}/docs`)).status, 200);
      // The web console where the banner says (bundled at start), with the demo user's sign-in beside it.
      const web = /Web console\s+(\S+)\s+\(sign in as (\S+), password (\S+)\)/.exec(run.stdout)!;
      assert.equal(web[1], `${platform}/`);
      assert.match(signIn[1]!, new RegExp(`"email":"${web[2]}","password":"${web[3]}"`));
      const consolePage = await fetch(web[1]!);
      assert.equal(consolePage.status, 200);
      assert.match(consolePage.headers.get('content-type') ?? '', /^text\/html/);
      const script = /<script type="module" src="([^"]+)"/.exec(await consolePage.text())![1]!;
      assert.equal((await fetch(new URL(script, platform))).status, 200);
      assert.ok(!run.stdout.includes('"level":50'), 'no error logged');
    } finally {
      void run.child.stop();
    }
    assert.equal(await run.code, 0, 'graceful shutdown exits 0');
  });

  it('starts warm without seeding again, pointing at the saved credentials', async () => {
    const dir = await seededDemoCopy('pca-warm-');
    const run = await start({ DATA_DIR: dir });
    try {
      assert.doesNotMatch(run.stdout, /seeded just now/);
      // The saved credentials, and examples that work as printed: nothing for the reader to fill in.
      const saved = JSON.parse(fs.readFileSync(path.join(dir, 'demo-credentials.json'), 'utf8')) as { email: string; dataKey: string };
      assert.match(run.stdout, /Demo credentials \(saved in .*demo-credentials\.json/);
      assert.equal(line(run.stdout, 'Data API key'), saved.dataKey);
      assert.match(run.stdout, new RegExp(`sign in as ${saved.email.replace(/[.+]/g, '\\$&')}, password \\S+`));
      assert.doesNotMatch(run.stdout, /\$DATA_API_KEY/);
      const example = /curl -H "x-api-key: (\S+)" "(\S+)"/.exec(run.stdout)!;
      assert.equal(example[1], saved.dataKey);
      assert.equal((await fetch(example[2]!, { headers: { 'x-api-key': saved.dataKey } })).status, 200);
    } finally {
      void run.child.stop();
    }
    assert.equal(await run.code, 0, run.stdout + run.stderr);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs a subset of listeners with SERVICE', async () => {
    const dir = await seededDemoCopy('pca-subset-');
    const run = await start({ DATA_DIR: dir, SERVICE: 'data,admin' });
    try {
      assert.doesNotMatch(run.stdout, /Platform API/);
      assert.match(run.stdout, /Data API\s+http/);
    } finally {
      void run.child.stop();
      await run.code;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails with one line naming DATABASE_URL when the database cannot be reached', async () => {
    const run = await start({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      OPERATOR_TOKEN: 'x'.repeat(32),
    });
    assert.notEqual(await run.code, 0);
    assert.match(run.stderr, /DATABASE_URL/);
    assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
  });

  it('runs on PostgreSQL and Redis when their URLs are set', {
    skip: !(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL),
  }, async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const schema = `start_${process.pid}_${Date.now()}`;
    const db = await openPostgres(base, { max: 1 });
    await db.exec(`create schema ${schema}`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const run = await start({
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      OPERATOR_TOKEN: 'o'.repeat(32),
      SEED_DEMO: 'true',
    });
    try {
      assert.match(run.stdout, /Storage\s+PostgreSQL/, run.stderr);
      assert.match(run.stdout, /Rate-limit store\s+Redis/);
      assert.match(run.stdout, /seeded just now/);
      assert.equal((await fetch(`${line(run.stdout, 'Data API')}/readyz`)).status, 200);
      const [{ n }] = (await db.query<{ n: number }>(
        `select count(*)::int as n from ${schema}.projects`,
      )) as [{ n: number }];
      assert.ok(n >= 400);
    } finally {
      void run.child.stop();
      assert.equal(await run.code, 0);
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    }
  });

  it('stops naming the stored rows a migration refuses, with no stack trace', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pca-start-stray-'));
    try {
      // An installation of the previous version that stored an Infinity (migration 0018 refuses it).
      const db = await openPglite(path.join(dir, 'pgdata'));
      await migrate(db, listMigrations().filter((m) => m.version < '0018'));
      const [env] = await db.query<{ id: number }>(`insert into environments (name) values ('Stray') returning id`);
      const [p] = await db.query<{ id: number }>(
        `insert into projects (environment_id, name, project_reference, total_budget) values ($1, 'P', 'P-1', 'Infinity') returning id`,
        [env!.id],
      );
      await db.close();
      const refused = await start({ DATA_DIR: dir });
      assert.equal(await refused.code, 1);
      assert.match(refused.stderr, /^error: migration 0018_bounded_numbers was not applied: stored numbers are not finite or outside their bounds/);
      assert.match(refused.stderr, new RegExp(`projects\\.total_budget \\(finite, from 0 to 10000000000000\\): 1 row\\(s\\): id ${p!.id} = Infinity`));
      assert.match(refused.stderr, /then start the service again/);
      assert.doesNotMatch(refused.stderr, /\n\s+at /, 'no stack trace');
      // test/db/bounded-numbers.test.ts: the migration applies once the rows are corrected.
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails naming the variable for a bad value', async () => {
    const run = await start({ DATA_DIR: dataDir, PLATFORM_PORT: 'eighty' });
    assert.notEqual(await run.code, 0);
    assert.match(run.stderr, /PLATFORM_PORT/);
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueKey } from '../../src/domain/credentials.ts';
import { TEST_ENV } from './app.ts';
import { BANNER_END, MAIN, ROOT, startNode } from './processes.ts';
import { builtOnce, PGLITE_VERSION } from './storage.ts';

/** Names the sources a seeded data directory is built from: another source tree gives another one. */
function sourcesHash(): string {
  const hash = createHash('sha256').update(`${PGLITE_VERSION}\0${JSON.stringify(TEST_ENV)}\0`);
  const src = path.join(ROOT, 'src');
  for (const file of (fs.readdirSync(src, { recursive: true }) as string[]).sort()) {
    const full = path.join(src, file);
    if (fs.statSync(full).isFile()) hash.update(`${file}\0`).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

let seeded: Promise<string> | null = null;

/**
 * A DATA_DIR with the demo seeded into embedded PGlite, as a first `npm start` leaves it, built once per
 * source tree in CACHE_DIR: seeding takes several seconds, a copy a fraction of one.
 */
function seededDataDir(): Promise<string> {
  seeded ??= builtOnce(`demo-${sourcesHash()}`, async (into) => {
    const child = startNode('the demo seed', [MAIN], {
      ...TEST_ENV,
      SERVICE: 'admin',
      ADMIN_PORT: '0',
      DATA_DIR: into,
      SEED_DEMO: 'true',
      OPERATOR_TOKEN: issueKey('operator').key,
      LOG_LEVEL: 'warn',
    });
    await child.printed(BANNER_END, 'stdout');
    const exit = await child.stop();
    if (exit.code !== 0 || !fs.existsSync(path.join(into, 'demo-credentials.json'))) {
      throw new Error(`seeding the demo failed (${exit.code ?? exit.signal}):\n${child.output()}`);
    }
  });
  return seeded;
}

/**
 * A new temporary DATA_DIR (its name starting with `prefix`) holding a copy of the seeded demo, for a
 * service that starts warm; the caller removes it. test/startup.test.ts seeds from an empty directory,
 * as users do.
 */
export async function seededDemoCopy(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await seededDataDir(), dir, { recursive: true });
  return dir;
}

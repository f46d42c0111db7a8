import { createDataKey } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { createEnvironment } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp } from './app.ts';
import { project, richProject } from './projects.ts';
import type { Backend } from './storage.ts';
import { writer } from './clock.ts';

// The offset pages of the Data API's three lists on a data set fixed to the byte (every date given,
// ids from a fresh database), as the service answers them: test/data-api/offset-pages.test.ts holds them
// to the answers recorded before incremental reads (D-55) were added, which must not change.

/** The pages asked for: the three lists, with and without their filters, at several windows. */
export const OFFSET_PAGE_URLS = [
  '/data/projects',
  '/data/projects?limit=3&offset=2',
  '/data/projects?status=COMPLETED',
  '/data/projects?status=IN_PROGRESS&limit=2&offset=1',
  '/data/projects?limit=200&offset=7',
  '/data/projects?offset=100',
  '/data/benchmarks',
  '/data/benchmarks?limit=1&offset=1',
  '/data/benchmarks?projectId=1',
  '/data/benchmarks?projectId=2',
  '/data/reports',
  '/data/reports?limit=1',
  '/data/reports?limit=1&offset=1&colour=blue',
] as const;

const dated = (n: number) => ({ last_modified_date: new Date(Date.UTC(2026, 1, n, 9, 30, 0, 123)).toISOString() });

/** Each page's content type and body, by URL. */
export async function offsetPages(backend: Backend): Promise<Record<string, { type: string; body: string }>> {
  const t = await buildTestApp(backend, 'data');
  try {
    const db = t.ctx.db;
    const env = (await createEnvironment(db, { name: 'Offsets' })).id;
    await importProjects(writer(db), env, [
      { ...richProject(1), ...dated(1) },
      ...Array.from({ length: 6 }, (_, i) => project(i + 2, { status: i % 2 ? 'COMPLETED' : 'IN_PROGRESS', ...dated(i + 2) })),
      project(8, { created_date: new Date(Date.UTC(2026, 0, 7)).toISOString(), ...dated(8) }), // the instant of project 6
      project(9, { archived: true, status: 'COMPLETED', postcode: 'M1 1AE', ...dated(9) }),
    ]);
    const { key } = await createDataKey(db, env, { name: 'offsets', scopes: ['data:projects', 'data:benchmarks', 'data:reports'] });
    const pages: Record<string, { type: string; body: string }> = {};
    for (const url of OFFSET_PAGE_URLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
      pages[url] = { type: String(res.headers['content-type']), body: res.body };
    }
    return pages;
  } finally {
    await t.close();
  }
}

import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { adminListener } from '../../src/admin/index.ts';
import { insertCommunity } from '../../src/db/repositories/tenancy.ts';
import { DATA_SCOPES, type DataScope } from '../../src/domain/data-keys.ts';
import { buildListener, type Listener } from '../../src/http/listener.ts';
import { applyDataKeyAction, changeDataKey, createDataKey, type DataKeyInput } from '../../src/services/identity/data-keys.ts';
import { importProjects } from '../../src/services/projects/project-import.ts';
import { createEnvironment, createPlatformKey } from '../../src/services/tenancy/tenancy.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { project, richProject } from './projects.ts';
import type { Backend } from './storage.ts';
import { writer } from './clock.ts';

export interface DataFixture {
  t: TestApp;
  data: Listener;
  admin: Listener;
  /** Environment A: ten projects (one rich, one archived, two created at the same instant). */
  envA: number;
  envB: number;
  /** Project ids of A, newest first as the API orders them. */
  projectsA: string[];
  richProject: string;
  reportsA: string[];
  projectB: string;
  reportB: string;
  keys: {
    /** Every scope. */
    full: string;
    deactivated: string;
    revoked: string;
    expired: string;
    /** Environment B's key with every scope. */
    otherEnv: string;
    /** Keys with every scope but one. */
    without: Record<DataScope, string>;
    /** A Platform API key of environment A. */
    platform: string;
  };
  ids: { full: string };
  close(): Promise<void>;
}

async function key(t: TestApp, env: number, input: Partial<DataKeyInput> = {}) {
  return createDataKey(t.ctx.db, env, { name: 'test key', scopes: [...DATA_SCOPES], ...input });
}

/** A Data API on a fresh database with two environments of one community and keys in every state. */
export async function dataFixture(backend: Backend, options: { redisUrl?: string | null } = {}): Promise<DataFixture> {
  const t = await buildTestApp(backend, 'data', options);
  const admin = await buildListener(adminListener, t.ctx);
  await admin.ready();
  const db = t.ctx.db;
  const community = await insertCommunity(db, 'Test community', 5);
  const envA = (await createEnvironment(db, { name: 'A', community_ids: [community.id] })).id;
  const envB = (await createEnvironment(db, { name: 'B', community_ids: [community.id] })).id;

  const rows = [
    richProject(1),
    ...Array.from({ length: 7 }, (_, i) => project(i + 2, { status: i % 2 ? 'COMPLETED' : 'IN_PROGRESS' })),
    project(9, { created_date: new Date(Date.UTC(2026, 0, 8)).toISOString() }), // same instant as project 7
    project(10, { archived: true, status: 'COMPLETED' }),
  ];
  const imported = await importProjects(writer(db), envA, rows);
  const importedB = await importProjects(writer(db), envB, [richProject(1), project(2)]);
  const [reportB] = await db.query<{ id: string }>(
    'select id::text as id from interim_reports where environment_id = $1 order by id limit 1',
    [envB],
  );
  const reportsA = await db.query<{ id: string }>(
    'select id::text as id from interim_reports where environment_id = $1 order by created_date desc, id desc',
    [envA],
  );
  const projectsA = await db.query<{ id: string }>(
    'select id::text as id from projects where environment_id = $1 order by created_date desc, id desc',
    [envA],
  );

  const full = await key(t, envA);
  const deactivated = await key(t, envA);
  await applyDataKeyAction(t.ctx, Number(deactivated.id), 'deactivate');
  const revoked = await key(t, envA);
  await applyDataKeyAction(t.ctx, Number(revoked.id), 'revoke');
  const expired = await key(t, envA);
  await changeDataKey(t.ctx, Number(expired.id), { expires_at: '2020-01-01T00:00:00Z' });
  const without = {} as Record<DataScope, string>;
  for (const scope of DATA_SCOPES) {
    without[scope] = (await key(t, envA, { scopes: DATA_SCOPES.filter((s) => s !== scope) })).key;
  }
  return {
    t,
    data: t.app,
    admin,
    envA,
    envB,
    projectsA: projectsA.map((r) => r.id),
    richProject: String(imported[0]!.id),
    reportsA: reportsA.map((r) => r.id),
    projectB: String(importedB[0]!.id),
    reportB: reportB!.id,
    keys: {
      full: full.key,
      deactivated: deactivated.key,
      revoked: revoked.key,
      expired: expired.key,
      otherEnv: (await key(t, envB)).key,
      without,
      platform: (await createPlatformKey(db, envA, 'platform')).key,
    },
    ids: { full: String(full.id) },
    async close() {
      await admin.close();
      await t.close();
    },
  };
}

/** GET on the Data API with a key. */
export function get(app: Listener, url: string, apiKey: string | null, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...(apiKey === null ? {} : { 'x-api-key': apiKey }), ...headers } });
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const TIMESTAMP_MEMBERS = /(_date|_at|^resetsAt)$/;

/**
 * SPEC "Data API conventions" on a whole body: identifiers are strings of digits, timestamps ISO 8601
 * UTC. (That every nullable member is present is checked against the documented schema, where every
 * member is required.)
 */
export function assertConventions(res: LightMyRequestResponse): void {
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`));
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      const at = `${path}.${k}`;
      if (k === 'id' || k.endsWith('_id')) {
        if (k !== 'option_id') assert.match(String(v), /^[1-9][0-9]*$/, `${at} is an id string`);
        assert.equal(typeof v, 'string', `${at} is a string`);
      }
      if (TIMESTAMP_MEMBERS.test(k) && v !== null) assert.match(String(v), ISO_UTC, `${at} is ISO 8601 UTC`);
      if (k === 'archived') assert.equal(typeof v, 'boolean', `${at} is never null`);
      walk(v, at);
    }
  };
  walk(JSON.parse(res.body), '$');
}

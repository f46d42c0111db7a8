import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance, DuckDBTimestampTZValue } from '@duckdb/node-api';
import type { DataClient } from '../../sdk/src/index.ts';
import { type NodeChild, ROOT, runNode, startNode } from './processes.ts';

/**
 * For the tests of `npm run export` (tools/export): the command run as users run it, what the Data API
 * gives read by a walk of its own (by offset, not by the export's cursors), the tables' columns and types
 * as the API's OpenAPI document states them, and the files read back with DuckDB.
 */

/** `node`'s arguments in package.json's `export` script (its heap flags and the entry point): what `npm run export` runs. */
export const EXPORT_COMMAND: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [node, ...args] = pkg.scripts.export!.split(/\s+/);
  assert.equal(node, 'node', 'the export script runs node');
  return args;
})();

export const TABLES = ['projects', 'appraisal_lines', 'risk_assessments', 'reports', 'benchmarks'] as const;
export type TableName = (typeof TABLES)[number];
export type Row = Record<string, unknown>;

/** `npm run export -- <args>` to its end, with the key in DATA_API_KEY. */
export function runExport(args: string[], key: string | null) {
  return runNode('export', [...EXPORT_COMMAND, ...args], key === null ? {} : { DATA_API_KEY: key });
}

/** The same, left running. */
export function startExport(args: string[], key: string): NodeChild {
  return startNode('export', [...EXPORT_COMMAND, ...args], { DATA_API_KEY: key });
}

/** A row's identity within its table (a risk assessment set without assessments has a null `id`). */
export function keyOf(table: TableName, row: Row): string {
  return table === 'risk_assessments' ? `${String(row.set_id)}/${String(row.id)}` : String(row.id);
}

/**
 * Every table's rows as the API gives them now: every project (listed by offset) read in detail with its
 * appraisal lines and risk assessment sets, every report and benchmark snapshot. The flattening is the
 * one docs/integrations.md describes.
 */
export async function apiRows(data: DataClient): Promise<Record<TableName, Row[]>> {
  const rows: Record<TableName, Row[]> = { projects: [], appraisal_lines: [], risk_assessments: [], reports: [], benchmarks: [] };
  const ids: string[] = [];
  for await (const p of data.listProjects.all({ query: { limit: 200 } })) ids.push(p.id);
  for (let i = 0; i < ids.length; i += 8) {
    await Promise.all(
      ids.slice(i, i + 8).map(async (id) => {
        const [detail, lines, sets] = await Promise.all([
          data.getProject({ path: { id } }),
          data.listProjectAppraisals({ path: { id } }),
          data.listProjectRiskAssessments({ path: { id } }),
        ]);
        rows.projects.push({ ...detail });
        for (const line of lines) rows.appraisal_lines.push({ project_id: id, ...line });
        for (const { assessments, ...set } of sets) {
          const of = { project_id: id, set_id: set.id, created_date: set.created_date, current_status: set.current_status };
          if (assessments.length === 0) rows.risk_assessments.push({ ...of, id: null, category: null, value: null, score: null });
          for (const a of assessments) rows.risk_assessments.push({ ...of, ...a });
        }
      }),
    );
  }
  for await (const { project, ...report } of data.listReports.all({ query: { limit: 200 } })) {
    rows.reports.push({ ...report, project_id: project.id, project_name: project.name, project_reference: project.project_reference });
  }
  for await (const snapshot of data.listBenchmarkSnapshots.all({ query: { limit: 200 } })) rows.benchmarks.push({ ...snapshot });
  return rows;
}

interface PropertySchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, PropertySchema>;
  items?: PropertySchema;
  anyOf?: PropertySchema[];
}
interface OpenApiDocument {
  paths: Record<string, { get: { responses: { 200: { content: { 'application/json': { schema: PropertySchema } } } } } }>;
}

/** The DuckDB type a member of the API becomes in Parquet: ids (digit strings) BIGINT, instants TIMESTAMPTZ. */
function duckType(schema: PropertySchema): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) return 'BOOLEAN';
  if (types.includes('integer')) return 'INTEGER';
  if (types.includes('number')) return 'DOUBLE';
  if (schema.format === 'date-time') return 'TIMESTAMP WITH TIME ZONE';
  if (schema.pattern === '^[1-9][0-9]{0,18}$') return 'BIGINT';
  return 'VARCHAR';
}

/** The members of one item of a GET route's answer (an object, an array's item, or a list's `items`). */
function itemProperties(doc: OpenApiDocument, route: string): Record<string, PropertySchema> {
  let schema = doc.paths[route]!.get.responses[200].content['application/json'].schema;
  if (schema.anyOf) schema = schema.anyOf[0]!;
  if (schema.items) schema = schema.items;
  if (schema.properties?.items?.items) schema = schema.properties.items.items;
  assert.ok(schema.properties, `${route}: no item schema`);
  return schema.properties;
}

/**
 * Each table's columns, in order, with the DuckDB type its Parquet column should read as, from the Data
 * API's OpenAPI document: a member the API adds shows here, and the export must follow.
 */
export function documentedColumns(served: object): Record<TableName, [string, string][]> {
  const doc = served as OpenApiDocument;
  const of = (properties: Record<string, PropertySchema>, skip: string[] = []) =>
    Object.entries(properties)
      .filter(([name]) => !skip.includes(name))
      .map(([name, schema]) => [name, duckType(schema)] as [string, string]);
  const runId: [string, string] = ['run_id', 'VARCHAR'];
  const sets = itemProperties(doc, '/data/projects/{id}/risk-assessments');
  const report = itemProperties(doc, '/data/reports');
  const project = report.project!.properties!;
  const id = (name: string, schema: PropertySchema): [string, string] => [name, duckType(schema)];
  return {
    projects: [...of(itemProperties(doc, '/data/projects/{id}')), runId],
    appraisal_lines: [id('project_id', sets.id!), ...of(itemProperties(doc, '/data/projects/{id}/appraisals')), runId],
    risk_assessments: [
      id('project_id', sets.id!),
      id('set_id', sets.id!),
      ...of(sets, ['id', 'assessments']),
      ...of(sets.assessments!.items!.properties!),
      runId,
    ],
    reports: [...of(report, ['project']), id('project_id', project.id!), id('project_name', project.name!), id('project_reference', project.project_reference!), runId],
    benchmarks: [...of(itemProperties(doc, '/data/benchmarks')), runId],
  };
}

export async function duckdb(): Promise<DuckDBConnection> {
  return (await DuckDBInstance.create(':memory:')).connect();
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** One spelling of a value on both sides: numbers as text, instants as ISO 8601 UTC with milliseconds. */
export function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint' || typeof value === 'number') return String(value);
  if (value instanceof DuckDBTimestampTZValue) return new Date(Number(value.micros / 1000n)).toISOString();
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return new Date(value).toISOString();
  return value;
}

/** `sql`'s rows, each value as `canonical` spells it. */
export async function query(conn: DuckDBConnection, sql: string): Promise<Row[]> {
  const reader = await conn.runAndReadAll(sql);
  return reader.getRowObjects().map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, canonical(v)])));
}

/** `DESCRIBE` of a query: its columns and their types, in order. */
export async function describe(conn: DuckDBConnection, sql: string): Promise<[string, string][]> {
  const reader = await conn.runAndReadAll(`DESCRIBE ${sql}`);
  return reader.getRowObjectsJson().map((r) => [String(r.column_name), String(r.column_type)]);
}

/** The complete files in `dir` (never a `.partial`), by name. */
export function completeFiles(dir: string, pattern: RegExp = /./): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => !name.endsWith('.partial') && pattern.test(name))
    .sort();
}

/** A DuckDB string literal of a path (file globs included). */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Asserts that `actual` (read from the files) holds exactly `expected` (from the API), row for row and
 * column for column, `run_id` aside; with `duplicatesAllowed` a row may appear more than once (an item
 * read again by a later run), each copy equal to the API's.
 */
export function assertSameRows(table: TableName, actual: Row[], expected: Row[], options: { duplicatesAllowed?: number } = {}): void {
  const wanted = new Map(expected.map((row) => [keyOf(table, row), row]));
  assert.equal(wanted.size, expected.length, `${table}: the API's rows have distinct keys`);
  const seen = new Map<string, number>();
  for (const row of actual) {
    const key = keyOf(table, row);
    const api = wanted.get(key);
    assert.ok(api, `${table}: row ${key} is not one the API gives`);
    const values = { ...row };
    delete values.run_id;
    delete values.filename;
    assert.deepEqual(values, Object.fromEntries(Object.entries(api).map(([k, v]) => [k, canonical(v)])), `${table} row ${key}`);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const missing = [...wanted.keys()].filter((key) => !seen.has(key));
  assert.deepEqual(missing, [], `${table}: every row of the API is in the files`);
  const duplicates = [...seen.values()].filter((n) => n > 1).length;
  assert.ok(duplicates <= (options.duplicatesAllowed ?? 0), `${table}: ${duplicates} rows appear more than once (at most ${options.duplicatesAllowed ?? 0})`);
}

/** The run id a file's name carries (`<table>-<runId>-<part>.<format>`). */
export const runOf = (file: string) => /-(\d{8}T\d{9}Z)-\d{4}\./.exec(path.basename(file))?.[1];

import type { Queryable } from '../../db/database.ts';
import { latestComputedReport } from '../../db/repositories/benchmark-snapshots.ts';
import { databaseTime, environmentCurrency, listInterimReportData } from '../../db/repositories/document-data.ts';
import { listAppraisalLines, listDevelopments, listFacilities } from '../../db/repositories/project-records.ts';
import { getProject, wholeEnvironment } from '../../db/repositories/projects.ts';
import {
  BENCHMARK_FIELDS,
  type BenchmarkField,
  type DataSource,
  dataSourceOf,
  type DrawdownField,
  type ProjectField,
  type TableName,
} from '../../domain/document-studio/catalogue.ts';
import type { ExplanationReport } from '../../domain/cost/explanation.ts';
import { type BenchmarkReport, reportInMinorUnits } from '../../domain/cost/report.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import { formatValue, type Scalar } from '../../domain/document-studio/value-format.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { drawnToDateOf } from '../interim-reports/drawn-to-date.ts';
import { requireProject } from '../projects/project-access.ts';

// The values behind the data-source catalogue (D-26) for one project, read as they are now: what a save
// fills placeholders with and keeps with the version as its figures (what its data and table blocks show,
// in its answer and its PDF, however the project changes later), and what a preview shows before a save.

/** A table's row, by column key. */
export type SourceRow = Readonly<Record<string, Scalar>>;
/** A scalar's value; a table's rows; a table column's values (one per row). */
export type SourceValue = Scalar | readonly SourceRow[] | readonly Scalar[];

type Rows = Record<string, Scalar>[];

/** Each table's rows, keyed by the catalogue's column keys. */
const TABLE_ROWS: Record<TableName, (db: Queryable, environmentId: number, projectId: number) => Promise<Rows>> = {
  facilities: async (db, env, id) => (await listFacilities(db, env, id)).map((f) => ({ name: f.name, amount: f.amount })),
  appraisal_lines: async (db, env, id) =>
    (await listAppraisalLines(db, env, id)).map((l) => ({ category: l.label, budget: l.budget, out_turn: l.out_turn, facility: l.facility })),
  interim_reports: async (db, env, id) => (await listInterimReportData(db, env, id)).map((r) => ({ ...r })),
  developments: async (db, env, id) =>
    (await listDevelopments(db, env, id)).map((d) => ({
      name: d.name,
      building_function: d.building_function,
      total_gifa: d.total_gifa,
      individual_units: d.individual_units,
    })),
  'benchmark.explanation': async (db, env, id) => explanationRows(await latestComputedReport(db, env, id, LATEST_STANDARD)),
};

const LATEST_STANDARD = { type: 'STANDARD', developmentId: null } as const;

/**
 * The latest benchmark's explanation (D-58) as rows: the function's national rate, then each step with
 * its change, its effect and the cost per m2 it leaves, the last of which is the adjusted cost per m2.
 * None without a benchmark, or for one stored before explanations existed.
 */
function explanationRows(report: unknown): Rows {
  const explanation = (report as { explanation?: ExplanationReport } | null)?.explanation;
  if (!explanation) return [];
  let pence = Math.round(explanation.base_cost_per_m2 * 100);
  return [
    { step: 'National rate for the building function', change: null, effect_per_m2: null, cost_per_m2: pence / 100 },
    ...explanation.steps.map((s) => {
      pence += Math.round(s.effect_per_m2 * 100);
      // `|| 0`: a change that rounds to nothing reads 0%, never -0%.
      return { step: s.label, change: Math.round((s.multiplier - 1) * 1000) / 10 || 0, effect_per_m2: s.effect_per_m2, cost_per_m2: pence / 100 };
    }),
  ];
}

/** The latest standard benchmark as the API answers it (its money to the minor unit), or null. */
async function latestBenchmarkAnswered(db: Queryable, environmentId: number, projectId: number): Promise<BenchmarkReport | null> {
  const stored = await latestComputedReport(db, environmentId, projectId, LATEST_STANDARD);
  return stored === null ? null : reportInMinorUnits(stored as BenchmarkReport, await environmentCurrency(db, environmentId));
}

/** A member of the latest benchmark report (D-21, D-53). */
function benchmarkValue(report: unknown, field: BenchmarkField): Scalar {
  const r = (report ?? {}) as Record<string, unknown> & {
    predictions?: { quality_rating?: unknown };
    metadata?: { generated_at?: unknown };
  };
  const value = field === 'quality_rating' ? r.predictions?.quality_rating : field === 'generated_at' ? r.metadata?.generated_at : r[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * The values of `sources` for project `projectId` of the environment, each read once (a table for
 * all its columns), by path. The caller has checked that the user may see the project.
 */
export async function loadDataSources(
  db: Queryable,
  environmentId: number,
  projectId: number,
  sources: readonly DataSource[],
): Promise<Map<string, SourceValue>> {
  const values = new Map<string, SourceValue>();
  const needs = (prefix: string) => sources.some((s) => s.path.startsWith(prefix));
  const project = needs('project.') ? await getProject(db, wholeEnvironment(environmentId), projectId) : null;
  const benchmark = needs('benchmark.latest.') ? await latestBenchmarkAnswered(db, environmentId, projectId) : null;
  const drawn = needs('drawdowns.') ? await drawnToDateOf(db, environmentId, projectId) : null;
  const tables = new Map<TableName, Rows>();
  const rowsOf = async (table: TableName) => {
    let rows = tables.get(table);
    if (!rows) {
      rows = await TABLE_ROWS[table](db, environmentId, projectId);
      tables.set(table, rows);
    }
    return rows;
  };
  for (const source of sources) {
    if (source.kind === 'table') {
      values.set(source.path, await rowsOf(source.path as TableName));
    } else if (source.kind === 'column') {
      values.set(source.path, (await rowsOf(source.table.path as TableName)).map((row) => row[source.column.key] ?? null));
    } else if (source.path.startsWith('project.')) {
      const field = source.path.slice('project.'.length) as ProjectField;
      values.set(source.path, ((project as Record<string, unknown> | null)?.[field] ?? null) as Scalar);
    } else if (source.path.startsWith('drawdowns.')) {
      values.set(source.path, drawn?.[source.path.slice('drawdowns.'.length) as DrawdownField] ?? null);
    } else {
      const field = source.path.slice('benchmark.latest.'.length) as BenchmarkField;
      values.set(source.path, field in BENCHMARK_FIELDS ? benchmarkValue(benchmark, field) : null);
    }
  }
  return values;
}

/** What a renderer needs of a project's data: the environment's currency and each path's value. */
export interface ResolvedDataSources {
  currency: string;
  values: Map<string, SourceValue>;
}

/**
 * The values of catalogue paths for project `projectId` of the environment, each table read once, with
 * the environment's currency. A path the catalogue does not have (a version saved under an older
 * catalogue) is null. The caller has checked that the user may see the project.
 */
export async function readProjectData(
  db: Queryable,
  environmentId: number,
  projectId: number,
  paths: readonly string[],
): Promise<ResolvedDataSources> {
  const known = paths.map(dataSourceOf).filter((s): s is DataSource => s !== null);
  const [values, currency] = await Promise.all([
    loadDataSources(db, environmentId, projectId, known),
    environmentCurrency(db, environmentId),
  ]);
  for (const path of paths) if (!values.has(path)) values.set(path, null);
  return { currency, values };
}

/** The text each placeholder path is filled with (D-29): its value formatted as its type, in the environment's currency. */
export function placeholderTexts(data: ResolvedDataSources, paths: readonly string[]): Map<string, string> {
  return new Map(
    paths.map((path) => {
      const source = dataSourceOf(path)!;
      return [path, formatValue(data.values.get(path) as Scalar, source.kind === 'table' ? 'text' : source.type, data.currency)];
    }),
  );
}

/** A version's figures (what it keeps, migration 0019): the currency, and the value of each of `paths`. */
export interface ReadFigures {
  figures: { currency: string; values: Record<string, SourceValue> };
  /** When they were read: the database's time before the first of them was read. */
  asOf: string;
}

/**
 * The values of `paths` (and of `extra`, which the figures leave out: a save's placeholders) read now,
 * as a version keeps them. The time is read first, so that whatever was written before it is in them.
 */
export async function readFigures(
  db: Queryable,
  environmentId: number,
  projectId: number,
  paths: readonly string[],
  extra: readonly string[] = [],
): Promise<ReadFigures & { data: ResolvedDataSources }> {
  const asOf = await databaseTime(db);
  const data = await readProjectData(db, environmentId, projectId, [...new Set([...paths, ...extra])]);
  const values = Object.fromEntries(paths.map((path) => [path, data.values.get(path) ?? null]));
  return { figures: { currency: data.currency, values }, asOf, data };
}

/**
 * The values of catalogue paths for a project the user may see (404 otherwise, D-10) as they are now,
 * e.g. for a preview: one access check, each table read once.
 */
export async function resolveDataSources(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  paths: readonly string[],
): Promise<ResolvedDataSources> {
  const project = await requireProject(db, identity, projectId, 'read');
  return readProjectData(db, identity.environmentId, project.id, paths);
}

/** One catalogue path's value for a project the user may see: 404 for a hidden project, 400 for an unknown path. */
export async function resolveDataSource(
  db: Queryable,
  identity: BearerIdentity,
  projectId: number,
  path: string,
): Promise<SourceValue> {
  if (!dataSourceOf(path)) throw new InvalidInputError('dataSource', `"${path}" is not a path of the data-source catalogue`);
  return (await resolveDataSources(db, identity, projectId, [path])).values.get(path)!;
}

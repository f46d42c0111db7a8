import { type DistrictTotals, EARTH_RADIUS_KM, type Point, POSTCODE_PATTERN } from '../../domain/location/metrics.ts';
import type { ProjectStatus } from '../../domain/projects/vocabulary.ts';
import { allocateIds, insertRows } from '../bulk.ts';
import type { Queryable } from '../database.ts';
import type { Window } from '../../domain/paging.ts';
import { type ChangePosition, type ChangesRead, readChanges } from '../changes.ts';
import { blockQuery, loadPageIndex, type PageIndex, pageWithTotal } from '../paging.ts';

// The projects table. Every function takes the environment first (or a scope, which holds it): a query
// cannot be written without its tenant (D-10).

/**
 * Every column of `projects` besides `id` and `environment_id`, with its SQL type: the one list from
 * which the row type, the select lists, the bulk insert and the columns a write may set all follow.
 */
export const PROJECT_COLUMNS = {
  name: 'text',
  project_reference: 'text',
  client_reference: 'text',
  status: 'text',
  address: 'text',
  postcode: 'text',
  latitude: 'double precision',
  longitude: 'double precision',
  description: 'text',
  site_description: 'text',
  site_area: 'double precision',
  field_site: 'text',
  proposed_procurement_structure: 'text',
  proposed_procurement_structure_other_specific: 'text',
  contract_form: 'text',
  funder_client: 'text',
  gross_development_value: 'numeric',
  total_budget: 'numeric',
  total_cost: 'numeric',
  loan_facility_budget: 'numeric',
  loan_facility_out_turn: 'numeric',
  total_gifa: 'double precision',
  total_net_internal_area: 'double precision',
  site_max_floors_above_ground: 'integer',
  site_max_floors_below_ground: 'integer',
  number_of_units: 'integer',
  contract_start_date: 'timestamptz',
  contract_completion_date: 'timestamptz',
  estimated_completion_date: 'timestamptz',
  rule_off_date_for_valuations: 'timestamptz',
  risk_score: 'double precision',
  confidence_level: 'double precision',
  design_phase_weeks: 'double precision',
  liability_period: 'double precision',
  building_function: 'text',
  building_process: 'text',
  comments: 'text',
  archived: 'boolean',
  created_date: 'timestamptz',
  last_modified_date: 'timestamptz',
} as const;
export type ProjectColumn = keyof typeof PROJECT_COLUMNS;
type Columns = typeof PROJECT_COLUMNS;

/** The columns that are never null. */
type NotNull = 'name' | 'project_reference' | 'status' | 'archived' | 'created_date' | 'last_modified_date';
/** A column's value as both drivers read it (src/db/database.ts): timestamps as ISO 8601 UTC text. */
type ValueOf<T> = T extends 'text' | 'timestamptz' ? string : T extends 'boolean' ? boolean : number;

/** A project as stored. */
export type ProjectRow = { id: number; environment_id: number } & {
  [K in ProjectColumn]: K extends 'status' ? ProjectStatus : K extends NotNull ? ValueOf<Columns[K]> : ValueOf<Columns[K]> | null;
};

/** The columns a write may set: all but the two that only the service moves (creation and the trace). */
const WRITABLE_COLUMNS = (Object.keys(PROJECT_COLUMNS) as ProjectColumn[]).filter(
  (c) => c !== 'created_date' && c !== 'last_modified_date',
);

const selectList = (columns: readonly ProjectColumn[]) => ['t.id', 't.environment_id', ...columns.map((c) => `t.${c}`)].join(', ');
const EVERY_COLUMN = Object.keys(PROJECT_COLUMNS) as ProjectColumn[];

/** Which projects of an environment a caller sees: all, or those assigned to one user (D-9). */
export interface ProjectScope {
  environmentId: number;
  /** null: every project of the environment (ADMIN); else only projects assigned to this user. */
  assignedTo: number | null;
}

/** The whole environment, for callers that have already applied the access model. */
export const wholeEnvironment = (environmentId: number): ProjectScope => ({ environmentId, assignedTo: null });

/** The filter of a scope over `projects t`, its parameters appended to `params`. */
function scopeFilter(scope: ProjectScope, params: unknown[]): string {
  params.push(scope.environmentId);
  let sql = `t.environment_id = $${params.length}`;
  if (scope.assignedTo !== null) {
    params.push(scope.assignedTo);
    sql += ` and exists (select 1 from user_projects up where up.user_id = $${params.length} and up.project_id = t.id)`;
  }
  return sql;
}

/** One project of the scope, or null. */
export async function getProject(db: Queryable, scope: ProjectScope, id: number): Promise<ProjectRow | null> {
  const params: unknown[] = [id];
  const [row] = await db.query<ProjectRow>(
    `select ${selectList(EVERY_COLUMN)} from projects t where t.id = $1 and ${scopeFilter(scope, params)}`,
    params,
  );
  return row ?? null;
}

/** One project of the scope with the ids and names of its developments (D-45), in one statement, or null. */
export async function getProjectWithDevelopments(
  db: Queryable,
  scope: ProjectScope,
  id: number,
): Promise<(ProjectRow & { developments: { id: number; name: string }[] }) | null> {
  const params: unknown[] = [id];
  const [row] = await db.query<ProjectRow & { developments: { id: number; name: string }[] }>(
    `select ${selectList(EVERY_COLUMN)},
       coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id)
                 from developments d where d.environment_id = t.environment_id and d.project_id = t.id),
                '[]'::json) as developments
     from projects t where t.id = $1 and ${scopeFilter(scope, params)}`,
    params,
  );
  return row ?? null;
}

/** The newest-first list of an environment's projects, optionally of one status (D-19, D-37). */
const newestFirst = (environmentId: number, status: ProjectStatus | undefined) => ({
  table: 'projects' as const,
  filter: status ? 't.environment_id = $1 and t.status = $2' : 't.environment_id = $1',
  params: status ? [environmentId, status] : [environmentId],
});

/** The page index of an environment's projects (of one status), to be kept until they change. */
export function projectPageIndex(db: Queryable, environmentId: number, status?: ProjectStatus): Promise<PageIndex> {
  return loadPageIndex(db, newestFirst(environmentId, status));
}

/**
 * Block `block` of an environment's projects (of one status), newest first, ties by id (D-37), read from
 * the list's page index in one statement however deep it lies; only `columns` are read.
 */
export async function listProjectBlock<C extends ProjectColumn>(
  db: Queryable,
  index: PageIndex,
  query: { environmentId: number; status?: ProjectStatus | undefined; block: number },
  columns: readonly C[],
): Promise<Pick<ProjectRow, C | 'id' | 'environment_id'>[]> {
  const read = blockQuery(newestFirst(query.environmentId, query.status), index, query.block, selectList(columns));
  return read ? db.query(read.sql, read.params) : [];
}

/**
 * Up to `limit` of an environment's projects (of one status, last modified at or after `modifiedSince`)
 * in the order they were last written, after `after` (D-55, db/changes.ts); only `columns` are read.
 */
export function listProjectChanges<C extends ProjectColumn>(
  db: Queryable,
  query: { environmentId: number; status?: ProjectStatus | undefined; modifiedSince?: string | undefined },
  after: ChangePosition,
  limit: number,
  columns: readonly C[],
): Promise<ChangesRead<Pick<ProjectRow, C | 'id' | 'environment_id'>>> {
  const params: unknown[] = [query.environmentId];
  let filter = 't.environment_id = $1';
  if (query.status) {
    params.push(query.status);
    filter += ` and t.status = $${params.length}`;
  }
  if (query.modifiedSince !== undefined) {
    params.push(query.modifiedSince);
    filter += ` and t.last_modified_date >= $${params.length}::timestamptz`;
  }
  return readChanges(db, { table: 'projects', filter, params }, after, limit, selectList(columns));
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the scope's projects matching a status and a search (case-insensitive, on name or
 * project_reference), newest first, with the exact total: for lists whose filter is the caller's own.
 */
export function searchProjects<C extends ProjectColumn>(
  db: Queryable,
  scope: ProjectScope,
  query: Window & { status?: ProjectStatus | undefined; search?: string | undefined },
  columns: readonly C[],
): Promise<{ items: Pick<ProjectRow, C | 'id' | 'environment_id'>[]; total: number }> {
  const params: unknown[] = [];
  let filter = scopeFilter(scope, params);
  if (query.status) {
    params.push(query.status);
    filter += ` and t.status = $${params.length}`;
  }
  if (query.search) {
    params.push(`%${likeLiteral(query.search)}%`);
    filter += ` and (t.name ilike $${params.length} or t.project_reference ilike $${params.length})`;
  }
  return pageWithTotal(
    db,
    {
      // The page is found on the index alone; only its rows are read from the table.
      items: (limit, offset) => `with page as (
         select t.id from projects t where ${filter}
         order by t.created_date desc, t.id desc limit ${limit} offset ${offset})
       select ${selectList(columns)} from page join projects t on t.id = page.id
       order by t.created_date desc, t.id desc`,
      count: `select count(*)::int as total from projects t where ${filter}`,
    },
    params,
    query,
  );
}

export interface ProjectAccessRow {
  id: number;
  status: ProjectStatus;
  /** Whether the project is assigned to the user asked about. */
  assigned: boolean;
}

/**
 * What the access model needs to know about one project for one user, or null when the environment
 * has no such project. `lock` takes the row for the rest of the caller's transaction, so that writes
 * to one project (status changes above all) happen one after another.
 */
export async function projectForAccess(
  db: Queryable,
  environmentId: number,
  id: number,
  userId: number,
  lock = false,
): Promise<ProjectAccessRow | null> {
  const [row] = await db.query<ProjectAccessRow>(
    `select p.id, p.status,
       exists (select 1 from user_projects up where up.user_id = $3 and up.project_id = p.id) as assigned
     from projects p where p.environment_id = $1 and p.id = $2${lock ? ' for update' : ''}`,
    [environmentId, id, userId],
  );
  return row ?? null;
}

/** Sets the given columns of a project (names checked against WRITABLE_COLUMNS). */
export async function updateProjectColumns(
  db: Queryable,
  environmentId: number,
  projectId: number,
  changes: Partial<Record<ProjectColumn, unknown>>,
): Promise<void> {
  const names = Object.keys(changes) as ProjectColumn[];
  const unknown = names.find((n) => !(WRITABLE_COLUMNS as readonly string[]).includes(n));
  if (unknown) throw new Error(`updateProjectColumns: ${unknown} is not a project column a write may set`);
  if (names.length === 0) return;
  const sets = names.map((n, i) => `${n} = $${i + 3}::${PROJECT_COLUMNS[n]}`).join(', ');
  await db.query(`update projects set ${sets} where environment_id = $1 and id = $2`, [
    environmentId,
    projectId,
    ...names.map((n) => changes[n]),
  ]);
}

/** The project references of `references` that the environment already uses. */
export async function existingReferences(db: Queryable, environmentId: number, references: string[]): Promise<Set<string>> {
  const rows = await db.query<{ project_reference: string }>(
    'select project_reference from projects where environment_id = $1 and project_reference = any($2::text[])',
    [environmentId, references],
  );
  return new Set(rows.map((r) => r.project_reference));
}

/** A project to insert: any of its columns (absent ones take their defaults or null). */
export type NewProject = Partial<Record<ProjectColumn, unknown>>;

/** Inserts projects in a few statements whatever their number; their new ids, in input order. */
export async function insertProjects(db: Queryable, environmentId: number, projects: readonly NewProject[]): Promise<number[]> {
  const ids = await allocateIds(db, 'projects', projects.length);
  await insertRows(
    db,
    'projects',
    [['id', 'bigint'], ['environment_id', 'bigint'], ...Object.entries(PROJECT_COLUMNS)],
    projects.map((p, i) => ({ ...p, id: ids[i], environment_id: environmentId, archived: p.archived ?? false })),
  );
  return ids;
}

/**
 * Location metrics' totals per postcode district (D-22; domain/location/metrics.ts says the rules): the
 * scope's projects, not archived, whose postcode is one, of one status when given, and, with `near`,
 * whose coordinates lie within its radius (haversine on EARTH_RADIUS_KM, as distanceKm; `box` first
 * leaves out what is surely too far). One statement, one row per district.
 */
export async function locationTotals(
  db: Queryable,
  scope: ProjectScope,
  query: {
    status?: ProjectStatus | undefined;
    near: (Point & { radiusKm: number }) | null;
    box: { minLat: number; maxLat: number; minLon: number; maxLon: number } | null;
  },
): Promise<DistrictTotals[]> {
  const params: unknown[] = [];
  let filter = `${scopeFilter(scope, params)} and not t.archived`;
  params.push(POSTCODE_PATTERN);
  filter += ` and t.postcode ~* $${params.length}`;
  if (query.status) {
    params.push(query.status);
    filter += ` and t.status = $${params.length}`;
  }
  if (query.box) {
    const { minLat, maxLat, minLon, maxLon } = query.box;
    params.push(minLat, maxLat, minLon, maxLon);
    const n = params.length;
    filter += ` and t.latitude between $${n - 3} and $${n - 2} and t.longitude between $${n - 1} and $${n}`;
  }
  if (query.near) {
    params.push(query.near.latitude, query.near.longitude, query.near.radiusKm, EARTH_RADIUS_KM);
    const n = params.length;
    const [lat, lon, radius, earth] = [n - 3, n - 2, n - 1, n].map((i) => `$${i}::float8`);
    filter += ` and 2 * ${earth} * asin(sqrt(
        power(sin(radians(t.latitude - ${lat}) / 2), 2)
        + cos(radians(${lat})) * cos(radians(t.latitude)) * power(sin(radians(t.longitude - ${lon}) / 2), 2)
      )) <= ${radius}`;
  }
  type Row = { district: string; project_count: number } & Record<`${'value' | 'risk' | 'length' | 'drift' | 'lat' | 'lon'}_${'sum' | 'n'}`, number>;
  const rows = await db.query<Row>(
    // The pattern leaves the last three characters to the inward code: the outward code is what precedes
    // them, its whitespace trimmed. date_part's epoch is a double (extract's, a slower numeric).
    `with counted as (
       select upper(rtrim(left(t.postcode, length(t.postcode) - 3), E' \\t\\n\\r\\f\\x0B')) as district,
         t.gross_development_value::float8 as value, t.risk_score as risk,
         (date_part('epoch', t.contract_completion_date) - date_part('epoch', t.contract_start_date)) / 86400 as length,
         (date_part('epoch', t.estimated_completion_date) - date_part('epoch', t.contract_completion_date)) / 86400 as drift,
         case when t.longitude is not null then t.latitude end as lat,
         case when t.latitude is not null then t.longitude end as lon
       from projects t where ${filter})
     select district, count(*)::int as project_count,
       coalesce(sum(value), 0) as value_sum, count(value)::int as value_n,
       coalesce(sum(risk), 0) as risk_sum, count(risk)::int as risk_n,
       coalesce(sum(length), 0) as length_sum, count(length)::int as length_n,
       coalesce(sum(drift), 0) as drift_sum, count(drift)::int as drift_n,
       coalesce(sum(lat), 0) as lat_sum, count(lat)::int as lat_n,
       coalesce(sum(lon), 0) as lon_sum, count(lon)::int as lon_n
     from counted group by 1`,
    params,
  );
  const total = (r: Row, name: 'value' | 'risk' | 'length' | 'drift' | 'lat' | 'lon') => ({ sum: r[`${name}_sum`], n: r[`${name}_n`] });
  return rows.map((r) => ({
    district: r.district,
    project_count: r.project_count,
    value: total(r, 'value'),
    risk: total(r, 'risk'),
    length_days: total(r, 'length'),
    drift_days: total(r, 'drift'),
    latitude: total(r, 'lat'),
    longitude: total(r, 'lon'),
  }));
}

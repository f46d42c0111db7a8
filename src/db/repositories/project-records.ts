import { allocateIds, insertRows } from '../bulk.ts';
import type { DevelopmentInputs } from '../../domain/cost/schemes.ts';
import type { Queryable } from '../database.ts';
import type { ProjectScope } from './projects.ts';

// The records a project holds: facilities, developments, appraisal lines (cost inputs) and risk
// assessment sets. Every function takes the environment first, then the project. A record written by a
// change to the project (under its row lock) is timed when it is written, `clock_timestamp()`, not at the
// transaction's start: so its time follows the order the changes were applied in (recordProjectChange in
// project-events.ts says why).

/** How many facilities, developments or risk assessment sets a project holds (the limits of domain/limits.ts). */
export async function countProjectRecords(
  db: Queryable,
  environmentId: number,
  projectId: number,
  table: 'facilities' | 'developments' | 'risk_assessment_sets',
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where environment_id = $1 and project_id = $2`,
    [environmentId, projectId],
  );
  return row!.n;
}

// Facilities -------------------------------------------------------------------------------------------

export interface FacilityRow {
  id: number;
  name: string;
  amount: number;
  created_at: string;
}

const FACILITY = 'id, name, amount, created_at';

export function listFacilities(db: Queryable, environmentId: number, projectId: number): Promise<FacilityRow[]> {
  return db.query<FacilityRow>(
    `select ${FACILITY} from facilities where environment_id = $1 and project_id = $2 order by id`,
    [environmentId, projectId],
  );
}

export interface NewFacility {
  name: string;
  amount: number;
}

export async function insertFacility(db: Queryable, environmentId: number, projectId: number, facility: NewFacility) {
  const [row] = await db.query<FacilityRow>(
    `insert into facilities (environment_id, project_id, name, amount, created_at)
     values ($1, $2, $3, $4, clock_timestamp()) returning ${FACILITY}`,
    [environmentId, projectId, facility.name, facility.amount],
  );
  return row!;
}

/** Facilities of many projects in a few statements (the import). */
export function insertFacilities(db: Queryable, environmentId: number, rows: readonly (NewFacility & { project_id: number })[]) {
  return insertRows(
    db,
    'facilities',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['name', 'text'],
      ['amount', 'numeric'],
    ],
    rows.map((r) => ({ ...r, environment_id: environmentId })),
  );
}

// Developments (D-45) ------------------------------------------------------------------------------------

/** A development: its name, and the columns that make its part of a composite (D-45). */
export interface DevelopmentRow extends DevelopmentInputs {
  name: string;
}

export type NewDevelopment = { name: string } & Partial<Omit<DevelopmentRow, 'id' | 'name'>>;

const DEVELOPMENT_COLUMNS = [
  ['name', 'text'],
  ['building_function', 'text'],
  ['building_process', 'text'],
  ['total_gifa', 'double precision'],
  ['individual_units', 'integer'],
  ['site_max_floors_above_ground', 'integer'],
  ['site_max_floors_below_ground', 'integer'],
] as const;
const DEVELOPMENT = `id, ${DEVELOPMENT_COLUMNS.map(([name]) => name).join(', ')}`;

export function listDevelopments(db: Queryable, environmentId: number, projectId: number): Promise<DevelopmentRow[]> {
  return db.query<DevelopmentRow>(
    `select ${DEVELOPMENT} from developments where environment_id = $1 and project_id = $2 order by id`,
    [environmentId, projectId],
  );
}

export async function insertDevelopment(db: Queryable, environmentId: number, projectId: number, development: NewDevelopment) {
  const [row] = await db.query<DevelopmentRow>(
    `insert into developments (environment_id, project_id, created_at, ${DEVELOPMENT_COLUMNS.map(([name]) => name).join(', ')})
     values ($1, $2, clock_timestamp(), ${DEVELOPMENT_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}) returning ${DEVELOPMENT}`,
    [environmentId, projectId, ...DEVELOPMENT_COLUMNS.map(([name]) => development[name] ?? null)],
  );
  return row!;
}

/** Developments of many projects in a few statements (the import). */
export function insertDevelopments(
  db: Queryable,
  environmentId: number,
  rows: readonly (NewDevelopment & { project_id: number })[],
) {
  return insertRows(
    db,
    'developments',
    [['environment_id', 'bigint'], ['project_id', 'bigint'], ...DEVELOPMENT_COLUMNS],
    rows.map((r) => ({ ...r, environment_id: environmentId })),
  );
}

// Appraisal lines: a project's cost inputs against the environment's APPRAISAL input settings ----------------

export interface AppraisalLineRow {
  id: number;
  input_setting_id: number;
  /** The input setting's display label. */
  label: string;
  budget: number | null;
  out_turn: number | null;
  facility: number | null;
  created_date: string;
  last_modified_date: string | null;
}

/** A project's appraisal lines with their input setting, in display order (the order they were entered). */
/** Appraisal lines with their input setting's label. */
const APPRAISAL_LINES = `select c.id, c.input_setting_id, s.input_value as label, c.budget, c.out_turn, c.facility, c.created_date,
       c.last_modified_date
     from project_cost_inputs c
     join input_settings s on s.environment_id = c.environment_id and s.id = c.input_setting_id`;

export function listAppraisalLines(db: Queryable, environmentId: number, projectId: number): Promise<AppraisalLineRow[]> {
  return db.query<AppraisalLineRow>(
    `${APPRAISAL_LINES}
     where c.environment_id = $1 and c.project_id = $2
     order by c.position, c.id`,
    [environmentId, projectId],
  );
}

export interface NewAppraisalLine {
  input_setting_id: number;
  budget: number | null;
  out_turn: number | null;
  facility: number | null;
}

/**
 * Replaces a project's appraisal lines whole. A line against an input setting the project already had
 * keeps its `created_date` (when it was first entered) and is marked modified now.
 */
export async function replaceAppraisalLines(
  db: Queryable,
  environmentId: number,
  projectId: number,
  lines: readonly NewAppraisalLine[],
): Promise<void> {
  await db.query(
    `with changed as (select clock_timestamp() as at),
     previous as (
       delete from project_cost_inputs where environment_id = $1 and project_id = $2
       returning input_setting_id, created_date)
     insert into project_cost_inputs (environment_id, project_id, input_setting_id, budget, out_turn, facility,
       position, created_date, last_modified_date)
     select $1, $2, l.input_setting_id, l.budget, l.out_turn, l.facility, l.position,
       coalesce((select min(created_date) from previous where previous.input_setting_id = l.input_setting_id),
                (select at from changed)),
       case when exists (select 1 from previous where previous.input_setting_id = l.input_setting_id)
            then (select at from changed) end
     from jsonb_to_recordset($3::jsonb)
       as l(input_setting_id bigint, budget numeric, out_turn numeric, facility numeric, position integer)`,
    [environmentId, projectId, JSON.stringify(lines.map((line, position) => ({ ...line, position })))],
  );
}

/** Appraisal lines of many projects in a few statements (the import), each project's in its order. */
export function insertAppraisalLines(
  db: Queryable,
  environmentId: number,
  rows: readonly (NewAppraisalLine & { project_id: number; position: number; created_date: string })[],
) {
  return insertRows(
    db,
    'project_cost_inputs',
    [
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['input_setting_id', 'bigint'],
      ['budget', 'numeric'],
      ['out_turn', 'numeric'],
      ['facility', 'numeric'],
      ['position', 'integer'],
      ['created_date', 'timestamptz'],
    ],
    rows.map((r) => ({ ...r, environment_id: environmentId })),
  );
}

export interface ScopedCostInputRow {
  id: number;
  project_id: number;
  input_setting_id: number;
  budget: number | null;
  out_turn: number | null;
}

/** The cost inputs of the projects in scope (or of one project of it), for the appraisal tree (D-20). */
export function listScopedCostInputs(db: Queryable, scope: ProjectScope, projectId?: number): Promise<ScopedCostInputRow[]> {
  const params: unknown[] = [scope.environmentId];
  let filter = 'p.environment_id = $1';
  if (scope.assignedTo !== null) {
    params.push(scope.assignedTo);
    filter += ` and exists (select 1 from user_projects up where up.user_id = $${params.length} and up.project_id = p.id)`;
  }
  if (projectId !== undefined) {
    params.push(projectId);
    filter += ` and p.id = $${params.length}`;
  }
  return db.query<ScopedCostInputRow>(
    `select c.id, c.project_id, c.budget, c.out_turn, c.input_setting_id
     from projects p join project_cost_inputs c on c.environment_id = p.environment_id and c.project_id = p.id
     where ${filter}
     order by c.project_id, c.position, c.id`,
    params,
  );
}

// Risk assessment sets -------------------------------------------------------------------------------------

export interface RiskAssessmentSetRow {
  id: number;
  current_status: string | null;
  created_by: number | null;
  created_date: string;
  assessments: { id: number; category: string; value: string | null; score: string | null }[];
}

const SET = `s.id, s.current_status, s.created_by, s.created_date,
  coalesce((select json_agg(json_build_object('id', a.id, 'category', a.category, 'value', a.value,
              'score', a.score) order by a.position, a.id)
            from risk_assessments a where a.set_id = s.id and a.environment_id = s.environment_id),
           '[]'::json) as assessments`;

/** A project's risk assessment sets, newest first, each with its assessments in order; one statement. */
export function listRiskAssessmentSets(db: Queryable, environmentId: number, projectId: number): Promise<RiskAssessmentSetRow[]> {
  return db.query<RiskAssessmentSetRow>(
    `select ${SET} from risk_assessment_sets s
     where s.environment_id = $1 and s.project_id = $2
     order by s.created_date desc, s.id desc`,
    [environmentId, projectId],
  );
}

export interface NewRiskAssessmentSet {
  current_status: string | null;
  created_by?: number | null;
  /** Default: when it is written. */
  created_date?: string;
  assessments: { category: string; value?: string | null; score?: string | null }[];
}

/** Risk assessment sets of many projects (or one), with their assessments, in a few statements; their ids. */
export async function insertRiskAssessmentSets(
  db: Queryable,
  environmentId: number,
  sets: readonly (NewRiskAssessmentSet & { project_id: number })[],
): Promise<number[]> {
  const ids = await allocateIds(db, 'risk_assessment_sets', sets.length);
  await insertRows(
    db,
    'risk_assessment_sets',
    [
      ['id', 'bigint'],
      ['environment_id', 'bigint'],
      ['project_id', 'bigint'],
      ['current_status', 'text'],
      ['created_by', 'bigint'],
      ['created_date', 'timestamptz', 'clock_timestamp()'],
    ],
    sets.map((set, i) => ({
      id: ids[i],
      environment_id: environmentId,
      project_id: set.project_id,
      current_status: set.current_status,
      created_by: set.created_by ?? null,
      created_date: set.created_date ?? null,
    })),
  );
  await insertRows(
    db,
    'risk_assessments',
    [
      ['environment_id', 'bigint'],
      ['set_id', 'bigint'],
      ['category', 'text'],
      ['value', 'text'],
      ['score', 'text'],
      ['position', 'integer'],
    ],
    sets.flatMap((set, i) =>
      set.assessments.map((a, position) => ({
        environment_id: environmentId,
        set_id: ids[i],
        category: a.category,
        value: a.value ?? null,
        score: a.score ?? null,
        position,
      })),
    ),
  );
  return ids;
}

/** One risk assessment set as listed, or null. */
export async function getRiskAssessmentSet(db: Queryable, environmentId: number, id: number): Promise<RiskAssessmentSetRow | null> {
  const [row] = await db.query<RiskAssessmentSetRow>(
    `select ${SET} from risk_assessment_sets s where s.environment_id = $1 and s.id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}

// Corrections: one record of a project changed or removed ----------------------------------------------------

/** The tables whose records a project's writer may correct one at a time, with what each answers. */
const CORRECTABLE = {
  facilities: { columns: FACILITY, modified: null },
  developments: { columns: DEVELOPMENT, modified: null },
  project_cost_inputs: { columns: 'id', modified: 'last_modified_date' },
} as const;
export type CorrectableTable = keyof typeof CORRECTABLE;

/** One record of the project by its id; null when the project has none. Read under the project's lock by a change. */
export async function getProjectRecord<T>(
  db: Queryable,
  table: 'facilities' | 'developments',
  environmentId: number,
  projectId: number,
  id: number,
): Promise<T | null> {
  const [row] = await db.query<T>(
    `select ${CORRECTABLE[table].columns} from ${table}
     where environment_id = $1 and project_id = $2 and id = $3`,
    [environmentId, projectId, id],
  );
  return row ?? null;
}

/**
 * Sets the given columns of one record of the project (their names come from the route's schema and
 * the service, never from a request's keys unchecked). An appraisal line is marked modified now.
 */
export async function updateProjectRecord(
  db: Queryable,
  table: CorrectableTable,
  environmentId: number,
  projectId: number,
  id: number,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const names = Object.keys(values);
  const sets = names.map((name, i) => `${name} = $${i + 4}`);
  const modified = CORRECTABLE[table].modified;
  if (modified) sets.push(`${modified} = clock_timestamp()`);
  await db.query(
    `update ${table} set ${sets.join(', ')} where environment_id = $1 and project_id = $2 and id = $3`,
    [environmentId, projectId, id, ...names.map((name) => values[name])],
  );
}

export async function deleteProjectRecord(
  db: Queryable,
  table: CorrectableTable,
  environmentId: number,
  projectId: number,
  id: number,
): Promise<void> {
  await db.query(`delete from ${table} where environment_id = $1 and project_id = $2 and id = $3`, [environmentId, projectId, id]);
}

/** The interim reports that draw on a facility, oldest period first: what keeps it from being removed. */
export function drawdownsOfFacility(
  db: Queryable,
  environmentId: number,
  projectId: number,
  facilityId: number,
): Promise<{ month: number; year: number; edition: number }[]> {
  return db.query(
    `select r.month, r.year, r.edition from interim_reports r
     where r.environment_id = $1 and r.project_id = $2
       and exists (select 1 from interim_report_facilities f where f.report_id = r.id and f.facility_id = $3)
     order by r.year, r.month, r.edition`,
    [environmentId, projectId, facilityId],
  );
}

/** How many benchmarks, computed or imported, are of a development: what keeps it from being removed. */
export async function benchmarksOfDevelopment(db: Queryable, environmentId: number, projectId: number, developmentId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from benchmark_snapshots
     where environment_id = $1 and project_id = $2 and development_id = $3`,
    [environmentId, projectId, developmentId],
  );
  return row!.n;
}

/** One appraisal line of the project with its label; null when the project has none. */
export async function getAppraisalLine(db: Queryable, environmentId: number, projectId: number, id: number): Promise<AppraisalLineRow | null> {
  const [row] = await db.query<AppraisalLineRow>(
    `${APPRAISAL_LINES}
     where c.environment_id = $1 and c.project_id = $2 and c.id = $3`,
    [environmentId, projectId, id],
  );
  return row ?? null;
}

import type { Static } from 'typebox';
import type {
  CostInput,
  Development,
  Facility,
  ProjectCostInput,
  ProjectEvent,
  ProjectListItem,
  ProjectRecord,
  RiskAssessmentSet,
} from '../../platform/projects/schemas.ts';
import type { ProjectStatus } from '../../domain/projects/vocabulary.ts';
import type { Queryable } from '../database.ts';
import { pageWithTotal } from '../paging.ts';
import { APPRAISAL_LINES_OF_PROJECT } from './projects.ts';

// Reads and writes of projects as the Platform API shows them (ids as integers). Every function takes
// the environment first, and lists take a `ProjectScope`: the access model's answer for the caller,
// applied here as SQL so that nothing outside it is ever read.

/** Which projects of an environment a caller sees: all, or those assigned to one user (D-9). */
export interface ProjectScope {
  environmentId: number;
  /** null: every project of the environment (ADMIN); else only projects assigned to this user. */
  assignedTo: number | null;
}

/** The filter of a scope over `projects p`, its parameters appended to `params`. */
function scopeFilter(scope: ProjectScope, params: unknown[]): string {
  params.push(scope.environmentId);
  let sql = `p.environment_id = $${params.length}`;
  if (scope.assignedTo !== null) {
    params.push(scope.assignedTo);
    sql += ` and exists (select 1 from user_projects up where up.user_id = $${params.length} and up.project_id = p.id)`;
  }
  return sql;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListItem = Static<typeof ProjectListItem>;

/** D-19: one page of the scope's projects, newest first (ties by id), with the exact total. */
export function listProjects(
  db: Queryable,
  scope: ProjectScope,
  query: { limit: number; offset: number; status?: string | undefined; search?: string | undefined },
): Promise<{ items: ListItem[]; total: number }> {
  const params: unknown[] = [];
  let filter = scopeFilter(scope, params);
  if (query.status) {
    params.push(query.status);
    filter += ` and p.status = $${params.length}`;
  }
  if (query.search) {
    params.push(`%${likeLiteral(query.search)}%`);
    filter += ` and (p.name ilike $${params.length} or p.project_reference ilike $${params.length})`;
  }
  return pageWithTotal<ListItem>(
    db,
    {
      items: (limit, offset) => `with page as (
         select p.id from projects p where ${filter}
         order by p.created_date desc, p.id desc limit ${limit} offset ${offset})
       select p.id, p.name, p.project_reference, p.description, p.status as project_status
       from page join projects p on p.id = page.id
       order by p.created_date desc, p.id desc`,
      count: `select count(*)::int as total from projects p where ${filter}`,
    },
    params,
    query,
  );
}

const RECORD = `p.id, p.name, p.environment_id, p.project_reference, p.status as project_status, p.address,
  p.postcode, p.latitude, p.longitude, p.description, p.site_area, p.field_site,
  p.proposed_procurement_structure, p.proposed_procurement_structure_other_specific, p.contract_form,
  p.gross_development_value, p.total_budget, p.loan_facility_budget, p.total_gifa,
  p.site_max_floors_above_ground, p.site_max_floors_below_ground, p.comments,
  coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id)
            from developments d where d.environment_id = p.environment_id and d.project_id = p.id),
           '[]'::json) as developments,
  p.client_reference, p.site_description, p.funder_client, p.total_cost, p.loan_facility_out_turn,
  p.total_net_internal_area, p.number_of_units, p.contract_start_date, p.contract_completion_date,
  p.estimated_completion_date, p.rule_off_date_for_valuations, p.risk_score, p.confidence_level,
  p.design_phase_weeks, p.liability_period, p.building_function, p.building_process, p.archived,
  p.created_date, p.last_modified_date`;

/** A project's full record (SPEC "Platform: Project (full record)") if it is in scope, or null. */
export async function getProjectRecord(db: Queryable, scope: ProjectScope, id: number | string) {
  const params: unknown[] = [id];
  const [row] = await db.query<ProjectRecord>(
    `select ${RECORD} from projects p where p.id = $1 and ${scopeFilter(scope, params)}`,
    params,
  );
  return row ?? null;
}

/** The whole environment, for code that has already applied the access model. */
export const wholeEnvironment = (environmentId: number): ProjectScope => ({ environmentId, assignedTo: null });

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
  id: string,
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

/** Whether a project is assigned to a user (D-9). */
export async function isAssigned(db: Queryable, userId: number, projectId: number | string): Promise<boolean> {
  const rows = await db.query('select 1 from user_projects where user_id = $1 and project_id = $2', [userId, projectId]);
  return rows.length > 0;
}

// Appraisals (D-20) ---------------------------------------------------------------------------------------

export interface InputSettingRow {
  id: number;
  kind: 'APPRAISAL' | 'RISK';
  input_field: string;
  input_value: string;
  parent_id: number | null;
  position: number;
}

/** The environment's input settings, optionally of one kind, in display order. */
export function listInputSettings(db: Queryable, environmentId: number, kind?: 'APPRAISAL' | 'RISK') {
  return db.query<InputSettingRow>(
    `select id, kind, input_field, input_value, parent_id, position from input_settings
     where environment_id = $1 ${kind ? 'and kind = $2' : ''}
     order by kind, position, id`,
    kind ? [environmentId, kind] : [environmentId],
  );
}

/** The cost inputs of the projects in scope (or of one project of it), with their input setting. */
export function listScopedCostInputs(db: Queryable, scope: ProjectScope, projectId?: number | string) {
  const params: unknown[] = [];
  let filter = scopeFilter(scope, params);
  if (projectId !== undefined) {
    params.push(projectId);
    filter += ` and p.id = $${params.length}`;
  }
  return db.query<Static<typeof ProjectCostInput> & { input_setting_id: number }>(
    `select c.id, c.project_id, c.budget, c.out_turn, c.input_setting_id
     from projects p join project_cost_inputs c on c.environment_id = p.environment_id and c.project_id = p.id
     where ${filter}
     order by c.project_id, c.position, c.id`,
    params,
  );
}

export function listLegends(db: Queryable, environmentId: number) {
  return db.query<{ id: number; name: string; description: string | null; colour: string }>(
    `select id, name, description, colour from risk_status_legends where environment_id = $1 order by position, id`,
    [environmentId],
  );
}

// Sub-resources ----------------------------------------------------------------------------------------

type FacilityRow = Static<typeof Facility>;
type DevelopmentRow = Static<typeof Development>;
type CostInputRow = Static<typeof CostInput>;
type RiskAssessmentSetRow = Static<typeof RiskAssessmentSet>;
type EventRow = Static<typeof ProjectEvent>;

const FACILITY = 'id, name, amount, created_at';
const DEVELOPMENT = `id, name, building_function, building_process, total_gifa, individual_units,
  site_max_floors_above_ground, site_max_floors_below_ground`;

export function listFacilities(db: Queryable, environmentId: number, projectId: number) {
  return db.query<FacilityRow>(
    `select ${FACILITY} from facilities where environment_id = $1 and project_id = $2 order by id`,
    [environmentId, projectId],
  );
}

export async function insertFacility(
  db: Queryable,
  environmentId: number,
  projectId: number,
  facility: { name: string; amount: number },
): Promise<FacilityRow> {
  const [row] = await db.query<FacilityRow>(
    `insert into facilities (environment_id, project_id, name, amount) values ($1, $2, $3, $4) returning ${FACILITY}`,
    [environmentId, projectId, facility.name, facility.amount],
  );
  return row!;
}

export function listDevelopments(db: Queryable, environmentId: number, projectId: number) {
  return db.query<DevelopmentRow>(
    `select ${DEVELOPMENT} from developments where environment_id = $1 and project_id = $2 order by id`,
    [environmentId, projectId],
  );
}

export async function insertDevelopment(
  db: Queryable,
  environmentId: number,
  projectId: number,
  d: { name: string } & Partial<Omit<DevelopmentRow, 'id' | 'name'>>,
): Promise<DevelopmentRow> {
  const [row] = await db.query<DevelopmentRow>(
    `insert into developments (environment_id, project_id, name, building_function, building_process, total_gifa,
       individual_units, site_max_floors_above_ground, site_max_floors_below_ground)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${DEVELOPMENT}`,
    [
      environmentId,
      projectId,
      d.name,
      d.building_function ?? null,
      d.building_process ?? null,
      d.total_gifa ?? null,
      d.individual_units ?? null,
      d.site_max_floors_above_ground ?? null,
      d.site_max_floors_below_ground ?? null,
    ],
  );
  return row!;
}

export function listCostInputs(db: Queryable, environmentId: number, projectId: number) {
  return db.query<CostInputRow>(
    `select c.id, c.input_setting_id, s.input_value as label, c.budget, c.out_turn, c.facility, c.created_date,
       c.last_modified_date
     ${APPRAISAL_LINES_OF_PROJECT}`,
    [environmentId, projectId],
  );
}

/**
 * Replaces a project's cost inputs whole. A line against an input setting the project already had keeps
 * its `created_date` (when it was first entered) and is marked modified now.
 */
export async function replaceCostInputs(
  db: Queryable,
  environmentId: number,
  projectId: number,
  lines: { input_setting_id: number; budget: number | null; out_turn: number | null; facility: number | null }[],
): Promise<void> {
  await db.query(
    `with previous as (
       delete from project_cost_inputs where environment_id = $1 and project_id = $2
       returning input_setting_id, created_date)
     insert into project_cost_inputs (environment_id, project_id, input_setting_id, budget, out_turn, facility,
       position, created_date, last_modified_date)
     select $1, $2, l.input_setting_id, l.budget, l.out_turn, l.facility, l.position,
       coalesce((select min(created_date) from previous where previous.input_setting_id = l.input_setting_id), now()),
       case when exists (select 1 from previous where previous.input_setting_id = l.input_setting_id)
            then now() end
     from jsonb_to_recordset($3::jsonb)
       as l(input_setting_id bigint, budget numeric, out_turn numeric, facility numeric, position integer)`,
    [environmentId, projectId, JSON.stringify(lines.map((line, position) => ({ ...line, position })))],
  );
}

const SET_COLUMNS = `s.id, s.current_status, s.created_by, s.created_date,
  coalesce((select json_agg(json_build_object('id', a.id, 'category', a.category, 'value', a.value,
              'score', a.score) order by a.position, a.id)
            from risk_assessments a where a.set_id = s.id and a.environment_id = s.environment_id),
           '[]'::json) as assessments`;

export function listRiskAssessmentSets(db: Queryable, environmentId: number, projectId: number) {
  return db.query<RiskAssessmentSetRow>(
    `select ${SET_COLUMNS} from risk_assessment_sets s
     where s.environment_id = $1 and s.project_id = $2
     order by s.created_date desc, s.id desc`,
    [environmentId, projectId],
  );
}

export async function insertRiskAssessmentSet(
  db: Queryable,
  environmentId: number,
  projectId: number,
  userId: number,
  set: { current_status: string; assessments: { category: string; value?: string | null; score?: string | null }[] },
): Promise<RiskAssessmentSetRow> {
  const [created] = await db.query<{ id: number }>(
    `insert into risk_assessment_sets (environment_id, project_id, current_status, created_by)
     values ($1, $2, $3, $4) returning id`,
    [environmentId, projectId, set.current_status, userId],
  );
  await db.query(
    `insert into risk_assessments (environment_id, set_id, category, value, score, position)
     select $1, $2, a.category, a.value, a.score, a.position
     from jsonb_to_recordset($3::jsonb) as a(category text, value text, score text, position integer)`,
    [environmentId, created!.id, JSON.stringify(set.assessments.map((a, position) => ({ ...a, position })))],
  );
  const [row] = await db.query<RiskAssessmentSetRow>(
    `select ${SET_COLUMNS} from risk_assessment_sets s where s.environment_id = $1 and s.id = $2`,
    [environmentId, created!.id],
  );
  return row!;
}

// Project fields and the audit trail ------------------------------------------------------------------------

/** The project columns a PATCH may set, with their SQL types (the schema limits the names further). */
const PATCHABLE: Record<string, string> = {
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
};

/** Sets the given columns of a project (names checked against the list above). */
export async function updateProjectColumns(
  db: Queryable,
  environmentId: number,
  projectId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(changes);
  const unknown = names.find((n) => !(n in PATCHABLE));
  if (unknown) throw new Error(`updateProjectColumns: ${unknown} is not a project column a write may set`);
  if (names.length === 0) return;
  const sets = names.map((n, i) => `${n} = $${i + 3}::${PATCHABLE[n]}`).join(', ');
  await db.query(`update projects set ${sets} where environment_id = $1 and id = $2`, [
    environmentId,
    projectId,
    ...names.map((n) => changes[n]),
  ]);
}

/**
 * The trace of every write (D-24): the project's `last_modified_date` moves to now and an event records
 * who did what, in one statement inside the write's transaction.
 */
export async function recordProjectChange(
  db: Queryable,
  environmentId: number,
  projectId: number,
  event: { kind: string; userId: number | null; details: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `with touched as (
       update projects set last_modified_date = greatest(last_modified_date, now())
       where environment_id = $1 and id = $2 returning id)
     insert into project_events (environment_id, project_id, kind, user_id, details)
     select $1, id, $3, $4, $5::jsonb from touched`,
    [environmentId, projectId, event.kind, event.userId, JSON.stringify(event.details)],
  );
}

/** A project's events, newest first, `limit` of them, older than event `before` when given. */
export function listProjectEvents(
  db: Queryable,
  environmentId: number,
  projectId: number,
  query: { limit: number; before?: string | undefined },
) {
  return db.query<EventRow>(
    `select id, kind, created_at, user_id, details from project_events
     where environment_id = $1 and project_id = $2 ${query.before ? 'and id < $4' : ''}
     order by id desc limit $3`,
    query.before ? [environmentId, projectId, query.limit, query.before] : [environmentId, projectId, query.limit],
  );
}

import type { Static } from 'typebox';
import type {
  AppraisalLine,
  ProjectDetail,
  ProjectSummary,
  RiskAssessmentSet,
} from '../../data-api/projects/schemas.ts';
import type { Paging } from '../../http/pagination.ts';
import type { Queryable } from '../database.ts';
import { pageWithTotal } from '../paging.ts';

// Reads of a project and its sub-resources as the Data API shows them (ids as text, D-3). Every
// function takes the environment first: a query cannot be written without its tenant (SPEC rule 5).

/**
 * A timestamp as the Data API writes it (ISO 8601 UTC, milliseconds), made by the database: the text
 * goes straight into the JSON, instead of being parsed into a Date and formatted back, per row.
 */
const isoUtc = (column: string, as = column.split('.').pop()!) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

const SUMMARY = `p.id::text as id, p.name, p.project_reference, p.client_reference, p.status, p.address,
  p.postcode, p.latitude, p.longitude, p.site_area, p.total_gifa, p.total_cost, p.total_budget,
  p.gross_development_value, p.contract_form, ${isoUtc('p.contract_start_date')},
  ${isoUtc('p.contract_completion_date')}, ${isoUtc('p.estimated_completion_date')},
  ${isoUtc('p.last_modified_date')}, p.risk_score, p.number_of_units, p.archived`;

const DETAIL = `${SUMMARY}, p.description, p.site_description, p.proposed_procurement_structure, p.funder_client,
  p.total_net_internal_area, p.loan_facility_budget, p.loan_facility_out_turn, p.confidence_level,
  p.design_phase_weeks, p.liability_period, p.site_max_floors_above_ground, p.site_max_floors_below_ground,
  ${isoUtc('p.rule_off_date_for_valuations')}`;

// The rows are the Data API's resources themselves (the schemas are the one description of the shape).
export type ProjectSummaryRow = Static<typeof ProjectSummary>;
export type ProjectDetailRow = Static<typeof ProjectDetail>;
export type RiskAssessmentSetRow = Static<typeof RiskAssessmentSet>;
export type AppraisalLineRow = Static<typeof AppraisalLine>;

/**
 * One page of projects, newest first, ties by id (D-37), with the exact total. The page is found on the
 * index alone (created_date, id) and only its rows are read from the table, so that a deep offset skips
 * index entries rather than whole rows.
 */
export async function listProjectSummaries(
  db: Queryable,
  environmentId: number,
  query: Paging & { status?: string | undefined },
): Promise<{ items: ProjectSummaryRow[]; total: number }> {
  const params: unknown[] = [environmentId];
  let filter = 'environment_id = $1';
  if (query.status) {
    params.push(query.status);
    filter += ` and status = $${params.length}`;
  }
  return pageWithTotal<ProjectSummaryRow>(
    db,
    {
      items: (limit, offset) => `with page as (
         select id from projects where ${filter}
         order by created_date desc, id desc limit ${limit} offset ${offset})
       select ${SUMMARY} from page join projects p on p.id = page.id
       order by p.created_date desc, p.id desc`,
      count: `select count(*)::int as total from projects where ${filter}`,
    },
    params,
    query,
  );
}

export async function getProjectDetail(
  db: Queryable,
  environmentId: number,
  id: string,
): Promise<ProjectDetailRow | null> {
  const [row] = await db.query<ProjectDetailRow>(
    `select ${DETAIL} from projects p where p.environment_id = $1 and p.id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}

/** A project's risk assessment sets, newest first, each with its assessments in order; one query. */
export function listRiskAssessmentSets(
  db: Queryable,
  environmentId: number,
  projectId: string,
): Promise<RiskAssessmentSetRow[]> {
  return db.query<RiskAssessmentSetRow>(
    `select s.id::text as id, s.created_date, s.current_status,
       coalesce((select json_agg(json_build_object('id', a.id::text, 'category', a.category, 'value', a.value,
                   'score', a.score) order by a.position, a.id)
                 from risk_assessments a where a.set_id = s.id and a.environment_id = s.environment_id),
                '[]'::json) as assessments
     from risk_assessment_sets s
     where s.environment_id = $1 and s.project_id = $2
     order by s.created_date desc, s.id desc`,
    [environmentId, projectId],
  );
}

/**
 * A project's appraisal lines (`c`) with their input setting (`s`), in display order: the order the
 * lines were entered. Parameters: $1 environment, $2 project. Both APIs read them through this.
 */
export const APPRAISAL_LINES_OF_PROJECT = `from project_cost_inputs c
  join input_settings s on s.environment_id = c.environment_id and s.id = c.input_setting_id
  where c.environment_id = $1 and c.project_id = $2
  order by c.position, c.id`;

/** A project's appraisal lines as the Data API shows them. */
export function listAppraisalLines(db: Queryable, environmentId: number, projectId: string) {
  return db.query<AppraisalLineRow>(
    `select c.id::text as id, s.input_value as label, c.budget, c.out_turn, c.facility, c.created_date,
       c.last_modified_date
     ${APPRAISAL_LINES_OF_PROJECT}`,
    [environmentId, projectId],
  );
}

import type { Database, Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  countProjectRecords,
  insertDevelopment,
  insertFacility,
  insertRiskAssessmentSets,
  getRiskAssessmentSet,
  listAppraisalLines,
  type NewDevelopment,
  type NewFacility,
  replaceAppraisalLines,
} from '../db/repositories/project-records.ts';
import {
  getProjectWithDevelopments,
  PROJECT_COLUMNS,
  type ProjectColumn,
  updateProjectColumns,
  wholeEnvironment,
} from '../db/repositories/projects.ts';
import { appraisalSettingsFor } from '../db/repositories/settings.ts';
import { inputFieldFor } from '../domain/environment-defaults.ts';
import { ConflictError, InvalidInputError } from '../domain/errors.ts';
import { LIMITS } from '../domain/limits.ts';
import type { ProjectFields, ProjectImport } from '../domain/projects/import-contract.ts';
import { assertCoordinatePair, normalisePostcode, notBefore, statusOf } from '../domain/projects/import-rules.ts';
import { assertStatusChange } from '../domain/projects/status.ts';
import { type BearerIdentity, maySetAnyStatus } from '../domain/roles.ts';
import { type ProjectWithDevelopments, requireProjectCreation } from './project-access.ts';
import { changeProject } from './project-change.ts';
import { importProjects } from './project-import.ts';

// Project writes of the Platform API (D-24), each one change through the unit of work of
// project-change.ts: the access check with the row locked, the rules, the change, and its trace.

/** `POST /projects` (ADMIN): one project with the operator import's body and rules. */
export async function createProject(db: Database, identity: BearerIdentity, body: ProjectImport): Promise<ProjectWithDevelopments> {
  requireProjectCreation(identity);
  const [created] = await importProjects(db, identity.environmentId, [body], {
    userId: identity.userId,
    source: 'platform',
    rowPath: () => '',
  });
  return (await getProjectWithDevelopments(db, wholeEnvironment(identity.environmentId), created!.id))!;
}

/** The name a column has in requests, answers and events: the Platform calls `status` `project_status`. */
const MEMBER_OF: Partial<Record<ProjectColumn, string>> = { status: 'project_status' };

/** Whether a stored value and a requested one are equal; timestamps by instant, whatever their spelling. */
function same(column: ProjectColumn, stored: unknown, wanted: unknown): boolean {
  if (stored == null || wanted == null) return stored == null && wanted == null;
  if (PROJECT_COLUMNS[column] === 'timestamptz') return Date.parse(stored as string) === Date.parse(wanted as string);
  return stored === wanted;
}

/**
 * `PATCH /projects/{id}`: the given fields, checked against the project as it stands (a coordinate
 * pair, contract dates in order, a status change D-39 allows). Only the fields that change are written
 * and recorded; a PATCH that changes nothing is not a change and leaves no trace.
 */
export async function updateProject(
  db: Database,
  identity: BearerIdentity,
  projectId: number,
  patch: Partial<ProjectFields>,
): Promise<ProjectWithDevelopments> {
  const { status, project_status, ...fields } = patch;
  const nextStatus = statusOf(status, project_status, '');
  const wanted: Partial<Record<ProjectColumn, unknown>> = { ...fields };
  if (nextStatus !== undefined) wanted.status = nextStatus;
  if (typeof wanted.postcode === 'string') wanted.postcode = normalisePostcode(wanted.postcode, 'postcode');
  const read = (tx: Queryable) =>
    getProjectWithDevelopments(tx, wholeEnvironment(identity.environmentId), projectId).then((row) => row!);

  try {
    return await changeProject(db, identity, projectId, async (tx, project) => {
      const current = await read(tx);
      const after = (column: ProjectColumn) => (column in wanted ? wanted[column] : current[column]);
      assertCoordinatePair(after('latitude'), after('longitude'), '');
      notBefore(
        '',
        { field: 'contract_start_date', value: after('contract_start_date') as string | null },
        { field: 'contract_completion_date', value: after('contract_completion_date') as string | null },
      );
      if (nextStatus !== undefined) {
        const field = project_status !== undefined ? 'project_status' : 'status';
        assertStatusChange(project.status, nextStatus, maySetAnyStatus(identity.role), field);
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const columns: Partial<Record<ProjectColumn, unknown>> = {};
      for (const [column, value] of Object.entries(wanted) as [ProjectColumn, unknown][]) {
        if (same(column, current[column], value)) continue;
        columns[column] = value;
        changes[MEMBER_OF[column] ?? column] = { from: current[column], to: value };
      }
      if (Object.keys(columns).length === 0) return { result: current, event: null };
      await updateProjectColumns(tx, identity.environmentId, projectId, columns);
      return { result: read, event: { kind: 'PROJECT_UPDATED', details: { changes } } };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'project_reference')) {
      throw new ConflictError(`project_reference: "${String(patch.project_reference)}" is already used by another project`);
    }
    throw err;
  }
}

/** A project holds at most `limit` records of a kind (domain/limits.ts): one more is 409. */
async function assertRoom(
  tx: Queryable,
  environmentId: number,
  projectId: number,
  table: 'facilities' | 'developments' | 'risk_assessment_sets',
  limit: number,
  noun: string,
) {
  if ((await countProjectRecords(tx, environmentId, projectId, table)) >= limit) {
    throw new ConflictError(`A project holds at most ${limit} ${noun}; this one has that many`);
  }
}

export function addFacility(db: Database, identity: BearerIdentity, projectId: number, body: NewFacility) {
  return changeProject(db, identity, projectId, async (tx) => {
    await assertRoom(tx, identity.environmentId, projectId, 'facilities', LIMITS.facilitiesPerProject, 'facilities');
    const facility = await insertFacility(tx, identity.environmentId, projectId, body);
    return {
      result: facility,
      event: { kind: 'FACILITY_ADDED', details: { facility_id: facility.id, name: facility.name, amount: facility.amount } },
    };
  });
}

export function addDevelopment(db: Database, identity: BearerIdentity, projectId: number, body: NewDevelopment) {
  return changeProject(db, identity, projectId, async (tx) => {
    await assertRoom(tx, identity.environmentId, projectId, 'developments', LIMITS.developmentsPerProject, 'developments');
    const development = await insertDevelopment(tx, identity.environmentId, projectId, body);
    return {
      result: development,
      event: { kind: 'DEVELOPMENT_ADDED', details: { development_id: development.id, name: development.name } },
    };
  });
}

/**
 * `PUT /projects/{id}/cost-inputs`: the project's appraisal lines replaced whole (D-17 shape). Labels
 * are matched to the environment's APPRAISAL input settings, case-insensitively; a new label becomes a
 * new top-level setting, as on import.
 */
export function replaceProjectCostInputs(
  db: Database,
  identity: BearerIdentity,
  projectId: number,
  lines: { label: string; budget?: number | null; out_turn?: number | null; facility?: number | null }[],
) {
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const key = line.label.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw new InvalidInputError(`[${i}].label`, `"${line.label}" repeats [${first}].label`);
    seen.set(key, i);
  });
  const env = identity.environmentId;
  return changeProject(db, identity, projectId, async (tx) => {
    const before = await listAppraisalLines(tx, env, projectId);
    const labels = [...new Set(lines.map((l) => l.label.trim()))];
    const settings = await appraisalSettingsFor(tx, env, labels, inputFieldFor, LIMITS.inputSettingsPerKind);
    await replaceAppraisalLines(
      tx,
      env,
      projectId,
      lines.map((l) => ({
        input_setting_id: settings.get(l.label.trim().toLowerCase())!,
        budget: l.budget ?? null,
        out_turn: l.out_turn ?? null,
        facility: l.facility ?? null,
      })),
    );
    const after = await listAppraisalLines(tx, env, projectId);
    return {
      result: after,
      event: { kind: 'COST_INPUTS_REPLACED', details: { lines_before: before.length, lines_after: after.length } },
    };
  });
}

export function addRiskAssessmentSet(
  db: Database,
  identity: BearerIdentity,
  projectId: number,
  body: { current_status?: string | null; assessments: { category: string; value?: string | null; score?: string | null }[] },
) {
  const env = identity.environmentId;
  return changeProject(db, identity, projectId, async (tx) => {
    const limit = LIMITS.riskAssessmentSetsPerProject;
    await assertRoom(tx, env, projectId, 'risk_assessment_sets', limit, 'risk assessment sets');
    const [id] = await insertRiskAssessmentSets(tx, env, [
      { project_id: projectId, current_status: body.current_status ?? 'DRAFT', created_by: identity.userId, assessments: body.assessments },
    ]);
    const set = (await getRiskAssessmentSet(tx, env, id!))!;
    return {
      result: set,
      event: {
        kind: 'RISK_ASSESSMENT_ADDED',
        details: { risk_assessment_set_id: set.id, current_status: set.current_status, assessments: set.assessments.length },
      },
    };
  });
}

import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  type AppraisalLineRow,
  benchmarksOfDevelopment,
  type CorrectableTable,
  countProjectRecords,
  deleteProjectRecord,
  type DevelopmentRow,
  drawdownsOfFacility,
  type FacilityRow,
  getAppraisalLine,
  getProjectRecord,
  insertDevelopment,
  insertFacility,
  insertRiskAssessmentSets,
  getRiskAssessmentSet,
  listAppraisalLines,
  type NewDevelopment,
  type NewFacility,
  replaceAppraisalLines,
  updateProjectRecord,
} from '../../db/repositories/project-records.ts';
import {
  getProjectWithDevelopments,
  PROJECT_COLUMNS,
  type ProjectColumn,
  updateProjectColumns,
  wholeEnvironment,
} from '../../db/repositories/projects.ts';
import { appraisalSettingsFor } from '../../db/repositories/settings.ts';
import { inputFieldFor } from '../../domain/environment-defaults.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import type { ProjectFields, ProjectImport } from '../../domain/projects/import-contract.ts';
import { assertCoordinatePair, normalisePostcode, notBefore, statusOf } from '../../domain/projects/import-rules.ts';
import { assertStatusChange } from '../../domain/projects/status.ts';
import { formatPeriod } from '../../domain/interim-reports.ts';
import { type BearerIdentity, maySetAnyStatus } from '../../domain/roles.ts';
import { type ProjectWithDevelopments, requireProjectCreation } from './project-access.ts';
import { changeProject } from './project-change.ts';
import { importProjects } from './project-import.ts';
import type { WriteDeps } from '../deps.ts';

// Project writes of the Platform API (D-24), each one change through the unit of work of
// project-change.ts: the access check with the row locked, the rules, the change, and its trace.

/** `POST /projects` (ADMIN): one project with the operator import's body and rules. */
export async function createProject(deps: WriteDeps, identity: BearerIdentity, body: ProjectImport): Promise<ProjectWithDevelopments> {
  requireProjectCreation(identity);
  const [created] = await importProjects(deps, identity.environmentId, [body], {
    userId: identity.userId,
    source: 'platform',
    rowPath: () => '',
  });
  return (await getProjectWithDevelopments(deps.db, wholeEnvironment(identity.environmentId), created!.id))!;
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
  deps: WriteDeps,
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
    return await changeProject(deps, identity, projectId, async (tx, project) => {
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

export function addFacility(deps: WriteDeps, identity: BearerIdentity, projectId: number, body: NewFacility) {
  return changeProject(deps, identity, projectId, async (tx) => {
    await assertRoom(tx, identity.environmentId, projectId, 'facilities', LIMITS.facilitiesPerProject, 'facilities');
    const facility = await insertFacility(tx, identity.environmentId, projectId, body);
    return {
      result: facility,
      event: { kind: 'FACILITY_ADDED', details: { facility_id: facility.id, name: facility.name, amount: facility.amount } },
    };
  });
}

export function addDevelopment(deps: WriteDeps, identity: BearerIdentity, projectId: number, body: NewDevelopment) {
  return changeProject(deps, identity, projectId, async (tx) => {
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
  deps: WriteDeps,
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
  return changeProject(deps, identity, projectId, async (tx) => {
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
  deps: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  body: { current_status?: string | null; assessments: { category: string; value?: string | null; score?: string | null }[] },
) {
  const env = identity.environmentId;
  return changeProject(deps, identity, projectId, async (tx) => {
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

// Corrections of one record (a facility, a development, an appraisal line) ------------------------------------

/** What a correction needs to know of a kind of record. */
interface Correctable<Row extends { id: number }> {
  table: CorrectableTable;
  /** Its name in messages (`Facility not found`) and, upper-cased, in event kinds (`FACILITY_UPDATED`). */
  noun: string;
  /** The member naming it in an event's details. */
  idMember: string;
  read: (tx: Queryable, environmentId: number, projectId: number, id: number) => Promise<Row | null>;
  /** What an event keeps of it, so that the trail still says what was removed. */
  summary: (row: Row) => Record<string, unknown>;
}

const FACILITY: Correctable<FacilityRow> = {
  table: 'facilities',
  noun: 'Facility',
  idMember: 'facility_id',
  read: (tx, env, projectId, id) => getProjectRecord<FacilityRow>(tx, 'facilities', env, projectId, id),
  summary: (f) => ({ name: f.name, amount: f.amount }),
};

const DEVELOPMENT: Correctable<DevelopmentRow & { id: number }> = {
  table: 'developments',
  noun: 'Development',
  idMember: 'development_id',
  read: (tx, env, projectId, id) => getProjectRecord<DevelopmentRow & { id: number }>(tx, 'developments', env, projectId, id),
  summary: (d) => ({ name: d.name }),
};

const COST_INPUT: Correctable<AppraisalLineRow> = {
  table: 'project_cost_inputs',
  noun: 'Cost input',
  idMember: 'cost_input_id',
  read: getAppraisalLine,
  summary: (l) => ({ label: l.label, budget: l.budget, out_turn: l.out_turn }),
};

const eventKind = (kind: { noun: string }, verb: 'UPDATED' | 'REMOVED') => `${kind.noun.toUpperCase().replace(/ /g, '_')}_${verb}`;

async function recordOf<Row extends { id: number }>(tx: Queryable, kind: Correctable<Row>, env: number, projectId: number, id: number) {
  const row = await kind.read(tx, env, projectId, id);
  if (!row) throw new NotFoundError(`${kind.noun} not found`);
  return row;
}

/**
 * A PATCH of one record: the members given that differ from what is stored are written and recorded as
 * one `<NOUN>_UPDATED` event with each change's `from` and `to`; one that changes nothing leaves no
 * trace. `columns` turns the changed members into the columns to write (an appraisal line's label
 * becomes its input setting).
 */
function correctRecord<Row extends { id: number }>(
  deps: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  id: number,
  kind: Correctable<Row>,
  patch: Readonly<Record<string, unknown>>,
  columns: (tx: Queryable, changed: Record<string, unknown>) => Promise<Record<string, unknown>> = async (_tx, changed) => changed,
): Promise<Row> {
  const env = identity.environmentId;
  return changeProject(deps, identity, projectId, async (tx) => {
    const current = await recordOf(tx, kind, env, projectId, id);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const changed: Record<string, unknown> = {};
    for (const [member, value] of Object.entries(patch)) {
      const stored = (current as Record<string, unknown>)[member] ?? null;
      if (value === undefined || stored === (value ?? null)) continue;
      changes[member] = { from: stored, to: value };
      changed[member] = value;
    }
    if (Object.keys(changed).length === 0) return { result: current, event: null };
    await updateProjectRecord(tx, kind.table, env, projectId, id, await columns(tx, changed));
    return {
      result: (t: Queryable) => recordOf(t, kind, env, projectId, id),
      event: { kind: eventKind(kind, 'UPDATED'), details: { [kind.idMember]: id, ...kind.summary(current), changes } },
    };
  });
}

/** A DELETE of one record, after `assertFree` finds nothing that still refers to it (409 naming what does). */
function removeRecord<Row extends { id: number }>(
  deps: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  id: number,
  kind: Correctable<Row>,
  assertFree: (tx: Queryable, row: Row) => Promise<void> = async () => {},
): Promise<void> {
  const env = identity.environmentId;
  return changeProject(deps, identity, projectId, async (tx) => {
    const row = await recordOf(tx, kind, env, projectId, id);
    await assertFree(tx, row);
    await deleteProjectRecord(tx, kind.table, env, projectId, id);
    return { result: undefined, event: { kind: eventKind(kind, 'REMOVED'), details: { [kind.idMember]: id, ...kind.summary(row) } } };
  });
}

/** How many of a list a message names before it says how many more. */
const NAMED_IN_MESSAGE = 5;

export function updateFacility(deps: WriteDeps, identity: BearerIdentity, projectId: number, facilityId: number, patch: Partial<NewFacility>) {
  return correctRecord(deps, identity, projectId, facilityId, FACILITY, patch);
}

/** A facility a drawdown draws on stays: the report's figures would lose their facility. */
export function removeFacility(deps: WriteDeps, identity: BearerIdentity, projectId: number, facilityId: number) {
  return removeRecord(deps, identity, projectId, facilityId, FACILITY, async (tx, facility) => {
    const reports = await drawdownsOfFacility(tx, identity.environmentId, projectId, facility.id);
    if (reports.length === 0) return;
    const named = reports.slice(0, NAMED_IN_MESSAGE).map((r) => `${formatPeriod(r.month, r.year)} edition ${r.edition}`);
    const more = reports.length > NAMED_IN_MESSAGE ? ` and ${reports.length - NAMED_IN_MESSAGE} more` : '';
    throw new ConflictError(
      `Facility "${facility.name}" is drawn on by ${reports.length} drawdown report${reports.length === 1 ? '' : 's'} (${named.join(', ')}${more}); it cannot be removed`,
    );
  });
}

export function updateDevelopment(
  deps: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  developmentId: number,
  patch: Partial<NewDevelopment>,
) {
  return correctRecord(deps, identity, projectId, developmentId, DEVELOPMENT, patch);
}

/** A development with a stored benchmark stays: the benchmark's history would lose what it priced. */
export function removeDevelopment(deps: WriteDeps, identity: BearerIdentity, projectId: number, developmentId: number) {
  return removeRecord(deps, identity, projectId, developmentId, DEVELOPMENT, async (tx, development) => {
    const n = await benchmarksOfDevelopment(tx, identity.environmentId, projectId, development.id);
    if (n === 0) return;
    throw new ConflictError(
      `Development "${development.name}" has ${n} stored benchmark${n === 1 ? '' : 's'} of its own (GET /benchmark/project/${projectId}/history); it cannot be removed`,
    );
  });
}

/**
 * A PATCH of one appraisal line. A new label is matched to the environment's APPRAISAL input settings as
 * the PUT matches it (a new one becomes a new setting); a label another line of the project already has
 * is 409, since a project has one line per setting.
 */
export function updateCostInput(
  deps: WriteDeps,
  identity: BearerIdentity,
  projectId: number,
  lineId: number,
  patch: { label?: string; budget?: number | null; out_turn?: number | null; facility?: number | null },
) {
  const env = identity.environmentId;
  const wanted = patch.label === undefined ? patch : { ...patch, label: patch.label.trim() };
  return correctRecord(deps, identity, projectId, lineId, COST_INPUT, wanted, async (tx, changed) => {
    const { label, ...columns } = changed;
    if (typeof label !== 'string') return columns;
    const settings = await appraisalSettingsFor(tx, env, [label], inputFieldFor, LIMITS.inputSettingsPerKind);
    const settingId = settings.get(label.toLowerCase())!;
    const other = (await listAppraisalLines(tx, env, projectId)).find((l) => l.input_setting_id === settingId && l.id !== lineId);
    if (other) throw new ConflictError(`label: "${label}" is already this project's appraisal line ${other.id}`);
    return { ...columns, input_setting_id: settingId };
  });
}

export function removeCostInput(deps: WriteDeps, identity: BearerIdentity, projectId: number, lineId: number) {
  return removeRecord(deps, identity, projectId, lineId, COST_INPUT);
}

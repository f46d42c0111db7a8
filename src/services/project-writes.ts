import type { Database, Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { appraisalSettingsFor } from '../db/repositories/project-import.ts';
import {
  getProjectRecord,
  insertDevelopment,
  insertFacility,
  insertRiskAssessmentSet,
  listCostInputs,
  recordProjectChange,
  replaceCostInputs,
  updateProjectColumns,
  wholeEnvironment,
} from '../db/repositories/platform-projects.ts';
import { inputFieldFor } from '../domain/environment-defaults.ts';
import { ConflictError, InvalidInputError } from '../domain/errors.ts';
import { maySetAnyStatus } from '../domain/projects/access.ts';
import { assertCoordinatePair, normalisePostcode, notBefore } from '../domain/projects/import-rules.ts';
import { assertStatusChange } from '../domain/projects/status.ts';
import type { ProjectStatus } from '../domain/projects/vocabulary.ts';
import type { ProjectPatch, ProjectRecord } from '../platform/projects/schemas.ts';
import type { ProjectImport } from '../schemas/project-import.ts';
import type { BearerIdentity } from './bearer-tokens.ts';
import { requireProject, requireProjectCreation } from './project-access.ts';
import { importProjects } from './project-import.ts';

// Project writes of the Platform API (D-24). Each runs in one transaction: the access check (with the
// project's row locked), the rules, the change, and its trace (last_modified_date and an event). A
// failure anywhere stores nothing.

type Change = { kind: string; details: Record<string, unknown> };

/** What a write did: its answer (or how to read it once the change is recorded) and its change, if any. */
interface Written<T> {
  result: T | ((tx: Queryable) => Promise<T>);
  change: Change | null;
}

/** Runs `write` on a project the user may change, then records the change it reports. */
async function writeProject<T extends object>(
  db: Database,
  identity: BearerIdentity,
  rawId: string,
  write: (tx: Queryable, projectId: number, status: ProjectStatus) => Promise<Written<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const project = await requireProject(tx, identity, rawId, 'write', { lock: true });
    const { result, change } = await write(tx, project.id, project.status);
    if (change) {
      await recordProjectChange(tx, identity.environmentId, project.id, { ...change, userId: identity.userId });
    }
    return typeof result === 'function' ? result(tx) : result;
  });
}

/** `POST /projects` (ADMIN): one project with the operator import's body and rules. */
export async function createProject(db: Database, identity: BearerIdentity, body: ProjectImport): Promise<ProjectRecord> {
  requireProjectCreation(identity);
  const [created] = await importProjects(db, identity.environmentId, [body], {
    userId: identity.userId,
    source: 'platform',
    rowPath: () => '',
  });
  return (await getProjectRecord(db, wholeEnvironment(identity.environmentId), created!.id))!;
}

/** Columns whose record member has another name. */
const RECORD_MEMBER_OF: Record<string, string> = { status: 'project_status' };
/** A value as events and comparisons show it: timestamps as ISO text. */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Whether a stored value (timestamps read as Date) and a requested one (timestamps as text) are equal. */
function same(stored: unknown, wanted: unknown): boolean {
  if (stored == null || wanted == null) return stored == null && wanted == null;
  if (stored instanceof Date) return stored.getTime() === Date.parse(wanted as string);
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
  rawId: string,
  patch: ProjectPatch,
): Promise<ProjectRecord> {
  const { status, project_status, ...fields } = patch;
  if (status !== undefined && project_status !== undefined && status !== project_status) {
    throw new InvalidInputError('project_status', `is an alias of status and must equal it ("${status}")`);
  }
  const nextStatus = status ?? project_status;
  const wanted: Record<string, unknown> = { ...fields };
  if (nextStatus !== undefined) wanted.status = nextStatus;
  if (typeof wanted.postcode === 'string') wanted.postcode = normalisePostcode(wanted.postcode, 'postcode');

  try {
    return await writeProject(db, identity, rawId, async (tx, projectId, currentStatus) => {
      const current = (await getProjectRecord(tx, wholeEnvironment(identity.environmentId), projectId))!;
      const before = (column: string) => (current as Record<string, unknown>)[RECORD_MEMBER_OF[column] ?? column];
      const after = (column: string) => (column in wanted ? wanted[column] : before(column));
      assertCoordinatePair(after('latitude'), after('longitude'), '');
      notBefore(
        '',
        { field: 'contract_start_date', value: after('contract_start_date') as string | null },
        { field: 'contract_completion_date', value: after('contract_completion_date') as string | null },
      );
      if (nextStatus !== undefined) {
        assertStatusChange(
          currentStatus,
          nextStatus,
          maySetAnyStatus(identity.role),
          project_status !== undefined ? 'project_status' : 'status',
        );
      }
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const columns: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(wanted)) {
        if (same(before(column), value)) continue;
        columns[column] = value;
        changes[RECORD_MEMBER_OF[column] ?? column] = { from: plain(before(column)), to: plain(value) };
      }
      if (Object.keys(columns).length === 0) return { result: current, change: null };
      await updateProjectColumns(tx, identity.environmentId, projectId, columns);
      return {
        result: async (reader) => (await getProjectRecord(reader, wholeEnvironment(identity.environmentId), projectId))!,
        change: { kind: 'PROJECT_UPDATED', details: { changes } },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'project_reference')) {
      throw new ConflictError(`project_reference: "${String(patch.project_reference)}" is already used by another project`);
    }
    throw err;
  }
}

export function addFacility(db: Database, identity: BearerIdentity, rawId: string, body: { name: string; amount: number }) {
  return writeProject(db, identity, rawId, async (tx, projectId) => {
    const facility = await insertFacility(tx, identity.environmentId, projectId, body);
    return {
      result: facility,
      change: { kind: 'FACILITY_ADDED', details: { facility_id: facility.id, name: facility.name, amount: facility.amount } },
    };
  });
}

export function addDevelopment(
  db: Database,
  identity: BearerIdentity,
  rawId: string,
  body: Parameters<typeof insertDevelopment>[3],
) {
  return writeProject(db, identity, rawId, async (tx, projectId) => {
    const development = await insertDevelopment(tx, identity.environmentId, projectId, body);
    return {
      result: development,
      change: { kind: 'DEVELOPMENT_ADDED', details: { development_id: development.id, name: development.name } },
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
  rawId: string,
  lines: { label: string; budget?: number | null; out_turn?: number | null; facility?: number | null }[],
) {
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const key = line.label.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) throw new InvalidInputError(`[${i}].label`, `"${line.label}" repeats [${first}].label`);
    seen.set(key, i);
  });
  return writeProject(db, identity, rawId, async (tx, projectId) => {
    const before = await listCostInputs(tx, identity.environmentId, projectId);
    const labels = [...new Set(lines.map((l) => l.label.trim()))];
    const settings = await appraisalSettingsFor(tx, identity.environmentId, labels, inputFieldFor);
    await replaceCostInputs(
      tx,
      identity.environmentId,
      projectId,
      lines.map((l) => ({
        input_setting_id: settings.get(l.label.trim().toLowerCase())!,
        budget: l.budget ?? null,
        out_turn: l.out_turn ?? null,
        facility: l.facility ?? null,
      })),
    );
    const after = await listCostInputs(tx, identity.environmentId, projectId);
    return {
      result: after,
      change: { kind: 'COST_INPUTS_REPLACED', details: { lines_before: before.length, lines_after: after.length } },
    };
  });
}

export function addRiskAssessmentSet(
  db: Database,
  identity: BearerIdentity,
  rawId: string,
  body: { current_status?: string | null; assessments: { category: string; value?: string | null; score?: string | null }[] },
) {
  return writeProject(db, identity, rawId, async (tx, projectId) => {
    const set = await insertRiskAssessmentSet(tx, identity.environmentId, projectId, identity.userId, {
      current_status: body.current_status ?? 'DRAFT',
      assessments: body.assessments,
    });
    return {
      result: set,
      change: {
        kind: 'RISK_ASSESSMENT_ADDED',
        details: { risk_assessment_set_id: set.id, current_status: set.current_status, assessments: set.assessments.length },
      },
    };
  });
}

import type { Queryable } from '../../db/database.ts';
import { refreshTableStatistics } from '../../db/maintenance.ts';
import { insertSnapshots } from '../../db/repositories/benchmark-snapshots.ts';
import { insertReports } from '../../db/repositories/interim-reports.ts';
import { insertProjectEvents } from '../../db/repositories/project-events.ts';
import {
  insertAppraisalLines,
  insertDevelopments,
  insertFacilities,
  insertRiskAssessmentSets,
} from '../../db/repositories/project-records.ts';
import { existingReferences, insertProjects } from '../../db/repositories/projects.ts';
import { appraisalSettingsFor } from '../../db/repositories/settings.ts';
import { getEnvironment } from '../../db/repositories/tenancy.ts';
import { inputFieldFor } from '../../domain/environment-defaults.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import { NESTED_AND_HISTORY, type ProjectImport } from '../../domain/projects/import-contract.ts';
import { memberPath, type NormalisedProject, normaliseBatch } from '../../domain/projects/import-rules.ts';
import type { WriteDeps } from '../deps.ts';
import { emitWebhookEvents } from '../webhooks/webhook-outbox.ts';

export interface ImportedProject {
  id: number;
  project_reference: string;
}

/** From this many projects, an import changes the tables enough to refresh their statistics. */
const LARGE_IMPORT = 1000;

/**
 * The bulk import of D-17: every rule checked first, then everything written in one transaction. One bad
 * row and nothing is stored. The demo seed and the Platform's `POST /projects` go through here too.
 */
export async function importProjects(
  { db, clock }: WriteDeps,
  environmentId: number,
  projects: ProjectImport[],
  options: { userId?: number | null; source?: string; rowPath?: (i: number) => string } = {},
): Promise<ImportedProject[]> {
  const rowPath = options.rowPath ?? ((i: number) => `projects[${i}]`);
  const now = clock.now();
  const normalised = normaliseBatch(projects, now, rowPath);
  const created = await db.transaction(async (tx) => {
    if (!(await getEnvironment(tx, environmentId))) throw new NotFoundError(`Environment ${environmentId} not found`);
    const references = normalised.map((p) => p.project_reference);
    const taken = await existingReferences(tx, environmentId, references);
    const clash = references.findIndex((r) => taken.has(r));
    if (clash >= 0) {
      throw new ConflictError(
        `${memberPath(rowPath(clash), 'project_reference')}: "${references[clash]}" already exists in environment ${environmentId}`,
      );
    }
    const ids = await insertProjects(tx, environmentId, normalised.map(ownFields));
    await insertNested(tx, environmentId, normalised, ids);
    await insertProjectEvents(
      tx,
      environmentId,
      normalised.map((p, i) => ({
        projectId: ids[i]!,
        kind: 'PROJECT_CREATED',
        userId: options.userId ?? null,
        details: { source: options.source ?? 'import', project_reference: p.project_reference },
      })),
    );
    await emitWebhookEvents(tx, environmentId, ids.map((id) => ({ type: 'project.created', projectId: id, id })), now);
    return ids.map((id, i) => ({ id, project_reference: references[i]! }));
  });
  if (created.length >= LARGE_IMPORT) await refreshTableStatistics(db);
  return created;
}

const NESTED = new Set<string>(NESTED_AND_HISTORY.filter((m) => m !== 'created_date' && m !== 'last_modified_date'));

/** A project's own columns, without its nested records. */
function ownFields(project: NormalisedProject): Record<string, unknown> {
  return Object.fromEntries(Object.entries(project).filter(([member]) => !NESTED.has(member)));
}

/** Each project's records and history, written table by table (a few statements whatever the count). */
async function insertNested(tx: Queryable, environmentId: number, projects: NormalisedProject[], ids: number[]) {
  const each = <T, R>(pick: (p: NormalisedProject) => T[] | undefined, row: (item: T, projectId: number, i: number, p: NormalisedProject) => R) =>
    projects.flatMap((p, i) => (pick(p) ?? []).map((item, position) => row(item, ids[i]!, position, p)));

  await insertDevelopments(tx, environmentId, each((p) => p.developments, (d, project_id) => ({ ...d, project_id })));
  await insertFacilities(tx, environmentId, each((p) => p.facilities, (f, project_id) => ({ ...f, project_id })));
  const labels = [...new Set(projects.flatMap((p) => (p.appraisal_lines ?? []).map((l) => l.label.trim())))];
  const settings = await appraisalSettingsFor(tx, environmentId, labels, inputFieldFor, LIMITS.inputSettingsPerKind);
  await insertAppraisalLines(
    tx,
    environmentId,
    each(
      (p) => p.appraisal_lines,
      (line, project_id, position, p) => ({
        project_id,
        position,
        input_setting_id: settings.get(line.label.trim().toLowerCase())!,
        budget: line.budget ?? null,
        out_turn: line.out_turn ?? null,
        facility: line.facility ?? null,
        created_date: p.created_date!,
      }),
    ),
  );
  await insertSnapshots(tx, environmentId, 'imported', each((p) => p.benchmark_snapshots, (s, project_id) => ({ ...s, project_id })));
  await insertRiskAssessmentSets(
    tx,
    environmentId,
    each(
      (p) => p.risk_assessments,
      (set, project_id, _i, p) => ({
        project_id,
        current_status: set.current_status ?? null,
        created_date: set.created_date ?? p.created_date!,
        assessments: set.assessments,
      }),
    ),
  );
  await insertReports(
    tx,
    environmentId,
    each(
      (p) => p.reports,
      (report, project_id) => {
        const created = report.created_date!; // dated by normaliseProject
        return {
          project_id,
          type: report.type ?? 'INTERIM',
          period: report.period ?? 'MONTHLY',
          month: report.month,
          year: report.year,
          edition: report.edition ?? 1,
          aggregate_amount: report.aggregate?.amount ?? null,
          aggregate_surplus_shortfall: report.aggregate?.surplus_shortfall ?? null,
          created_date: created,
          last_modified_date: report.last_modified_date ?? created,
          risk_statuses: (report.risk_statuses ?? []).map((s) => ({
            category: s.category,
            description: s.description ?? null,
            legend: s.legend ?? null,
            legend_colour: s.legend_colour ?? null,
            month: s.month ?? report.month,
            year: s.year ?? report.year,
          })),
        };
      },
    ),
  );
}

import type { Database } from '../db/database.ts';
import { refreshTableStatistics } from '../db/maintenance.ts';
import {
  appraisalSettingsFor,
  existingReferences,
  insertProjects,
} from '../db/repositories/project-import.ts';
import { getEnvironment } from '../db/repositories/tenancy.ts';
import { inputFieldFor } from '../domain/environment-defaults.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { memberPath, normaliseBatch } from '../domain/projects/import-rules.ts';
import type { ProjectImport } from '../schemas/project-import.ts';

export interface ImportedProject {
  id: number;
  project_reference: string;
}

/**
 * The bulk import of D-17: every rule checked first, then everything written in one transaction. One bad
 * row and nothing is stored. The demo seed and the Platform's `POST /projects` go through here too.
 */
export async function importProjects(
  db: Database,
  environmentId: number,
  projects: ProjectImport[],
  options: { userId?: number | null; source?: string; now?: Date; rowPath?: (i: number) => string } = {},
): Promise<ImportedProject[]> {
  const rowPath = options.rowPath ?? ((i: number) => `projects[${i}]`);
  const normalised = normaliseBatch(projects, options.now ?? new Date(), rowPath);
  const created = await db.transaction(async (tx) => {
    if (!(await getEnvironment(tx, environmentId))) {
      throw new NotFoundError(`Environment ${environmentId} not found`);
    }
    const references = normalised.map((p) => p.project_reference);
    const taken = await existingReferences(tx, environmentId, references);
    const clash = references.findIndex((r) => taken.has(r));
    if (clash >= 0) {
      throw new ConflictError(
        `${memberPath(rowPath(clash), 'project_reference')}: "${references[clash]}" already exists in environment ${environmentId}`,
      );
    }
    const labels = [
      ...new Set(normalised.flatMap((p) => (p.appraisal_lines ?? []).map((l) => l.label.trim()))),
    ];
    const settings = await appraisalSettingsFor(tx, environmentId, labels, inputFieldFor);
    const ids = await insertProjects(tx, environmentId, normalised, settings, {
      kind: 'PROJECT_CREATED',
      userId: options.userId ?? null,
      details: { source: options.source ?? 'import' },
    });
    return ids.map((id, i) => ({ id, project_reference: references[i]! }));
  });
  if (created.length >= LARGE_IMPORT) await refreshTableStatistics(db);
  return created;
}

/** From this many projects, an import changes the tables enough to refresh their statistics. */
const LARGE_IMPORT = 1000;

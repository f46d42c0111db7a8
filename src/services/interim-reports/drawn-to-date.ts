import type { Queryable } from '../../db/database.ts';
import { environmentCurrency } from '../../db/repositories/document-data.ts';
import { listReportDrawdowns } from '../../db/repositories/interim-reports.ts';
import { listFacilities } from '../../db/repositories/project-records.ts';
import { type DrawnToDate, drawnToDate } from '../../domain/drawdowns.ts';
import type { BearerIdentity } from '../../domain/roles.ts';
import { requireProject } from '../projects/project-access.ts';

// The one read of what a project has drawn (domain/drawdowns.ts): the Platform's drawn-to-date answer,
// the project and drawdowns pages, the forecast, the document studio's data sources and the Data API
// all take it from here.

/** A project's drawn to date, in its environment's currency. The caller has checked that the project may be seen. */
export async function drawnToDateOf(db: Queryable, environmentId: number, projectId: number): Promise<DrawnToDate> {
  const [reports, facilities, currency] = await Promise.all([
    listReportDrawdowns(db, environmentId, projectId),
    listFacilities(db, environmentId, projectId),
    environmentCurrency(db, environmentId),
  ]);
  return drawnToDate(reports, facilities, currency);
}

/** `GET /projects/{projectId}/drawn-to-date`: for whoever may see the project (404 otherwise, D-10). */
export async function projectDrawnToDate(db: Queryable, identity: BearerIdentity, projectId: number): Promise<DrawnToDate> {
  const project = await requireProject(db, identity, projectId, 'read');
  return drawnToDateOf(db, identity.environmentId, project.id);
}

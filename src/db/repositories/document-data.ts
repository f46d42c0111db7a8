import type { Queryable } from '../database.ts';

// The project data that the document studio's catalogue (src/domain/document-studio/catalogue.ts)
// names and no other repository reads in this shape: the environment's currency (which every answer's
// money is rounded in, domain/money.ts, and read here for all of them) and a project's interim reports as
// table rows. Project fields, facilities, appraisal lines, developments and the latest benchmark come
// from their own repositories.

export async function environmentCurrency(db: Queryable, environmentId: number): Promise<string> {
  const [row] = await db.query<{ currency: string }>('select currency from environments where id = $1', [environmentId]);
  return row?.currency ?? 'GBP';
}

/** The database's time now: read before a version's figures, it is the time they are as of. */
export async function databaseTime(db: Queryable): Promise<string> {
  const [row] = await db.query<{ at: string }>('select clock_timestamp() as at');
  return row!.at;
}

export interface InterimReportDataRow {
  month: number;
  year: number;
  edition: number;
  aggregate_amount: number | null;
  surplus_shortfall: number | null;
  created_date: string;
}

/** A project's interim reports, oldest period first. */
export function listInterimReportData(db: Queryable, environmentId: number, projectId: number): Promise<InterimReportDataRow[]> {
  return db.query<InterimReportDataRow>(
    `select month, year, edition, aggregate_amount, aggregate_surplus_shortfall as surplus_shortfall, created_date
     from interim_reports where environment_id = $1 and project_id = $2
     order by year, month, edition, id`,
    [environmentId, projectId],
  );
}
